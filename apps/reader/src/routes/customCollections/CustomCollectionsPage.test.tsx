// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CustomCollectionItem } from '@codex/domain';
import { I18nProvider, en } from '@codex/i18n';
import { AppServicesProvider } from '@codex/ui';
import { fakeServices } from '../../test/fakeServices.js';
import { CustomCollectionsPage } from './CustomCollectionsPage.js';

const item = (n: number, downloadable = true): CustomCollectionItem => ({
  designation: `RFC ${n}`,
  title: `Title ${n}`,
  contentCode: `IETF-RFC${n}`,
  publisherName: 'Internet Engineering Task Force',
  publisherCode: 'IETF',
  downloadable,
});

type Query = { sortType: string; pageSize: number; offset: number };

function renderPage(total: number, { file = new Blob(['%PDF-1.7']), status = 200, failList = false }: { file?: Blob; status?: number; failList?: boolean } = {}) {
  const asked: Query[] = [];
  const downloads: unknown[] = [];
  const items = Array.from({ length: total }, (_, i) => item(i + 1, i !== 1));
  const fake = fakeServices({
    signedIn: true,
    routes: {
      'GET /api/v1/custom-collection/current-user/pageable': (config) => {
        if (failList) return { status: 500, data: {} };
        const query = config.params as Query;
        asked.push(query);
        const sorted = query.sortType === 'ALPHA_DESC' ? [...items].reverse() : items;
        return { status: 200, data: { value: { content: sorted.slice(query.offset, query.offset + query.pageSize), totalElements: total, pageSize: query.pageSize } } };
      },
      'GET /api/documents/download': (config) => {
        downloads.push(config.params);
        return { status, data: file };
      },
    },
  });
  render(
    <MemoryRouter>
      <I18nProvider loadCatalogue={async () => en}>
        <AppServicesProvider services={fake.services}>
          <CustomCollectionsPage />
        </AppServicesProvider>
      </I18nProvider>
    </MemoryRouter>,
  );
  return { asked, downloads };
}

const designations = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent);

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

describe('Custom collections', () => {
  it('shows designation, title (to the document), publisher and a download button, 10 a page by designation A to Z', async () => {
    const { asked } = renderPage(23);
    const link = await screen.findByRole('link', { name: 'Title 1' });
    expect(link.getAttribute('href')).toBe('/document?contentCode=IETF-RFC1');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Designation', 'Title', 'Publisher', 'Download']);
    expect(designations()).toHaveLength(10);
    expect(designations()[0]).toBe('RFC 1');
    expect(screen.getByRole('button', { name: 'Download RFC 1' })).toBeTruthy();
    expect(screen.getByText('1–10 of 23')).toBeTruthy();
    expect(asked).toEqual([{ sortType: 'ALPHA_ASC', pageSize: 10, offset: 0 }]);
  });

  it('toggles the designation sort and pages with the offset in rows', async () => {
    const { asked } = renderPage(23);
    await screen.findByRole('link', { name: 'Title 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Designation, A to Z: sort Z to A' }));
    await waitFor(() => expect(designations()[0]).toBe('RFC 23'));
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(designations()[0]).toBe('RFC 13'));
    fireEvent.click(screen.getByRole('button', { name: 'Designation, Z to A: sort A to Z' }));
    await waitFor(() => expect(designations()[0]).toBe('RFC 1'));
    expect(asked.map((q) => `${q.sortType} ${q.offset}`)).toEqual(['ALPHA_ASC 0', 'ALPHA_DESC 0', 'ALPHA_DESC 10', 'ALPHA_ASC 0']);
  });

  it('offers the page sizes 10, 20, 50 and 100', async () => {
    const { asked } = renderPage(23);
    await screen.findByRole('link', { name: 'Title 1' });
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10', '20', '50', '100']);
    fireEvent.click(options[2]);
    await waitFor(() => expect(designations()).toHaveLength(23));
    expect(asked.at(-1)).toEqual({ sortType: 'ALPHA_ASC', pageSize: 50, offset: 0 });
  });

  it('downloads the PDF of a row', async () => {
    const { downloads } = renderPage(3);
    fireEvent.click(await screen.findByRole('button', { name: 'Download RFC 1' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(downloads).toEqual([{ contentCode: 'IETF-RFC1' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the no-PDF message for a document without a PDF, without asking the server', async () => {
    const { downloads } = renderPage(3);
    fireEvent.click(await screen.findByRole('button', { name: 'Download RFC 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('No PDF available')).toBeTruthy();
    expect(within(dialog).getByText(/Keystone Standards Institute at support@keystone.example/)).toBeTruthy();
    expect(downloads).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the no-PDF message for an empty file and for a missing one', async () => {
    renderPage(3, { file: new Blob([]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Download RFC 1' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    cleanup();
    renderPage(3, { status: 404 });
    fireEvent.click(await screen.findByRole('button', { name: 'Download RFC 3' }));
    expect(within(await screen.findByRole('dialog')).getByText('No PDF available')).toBeTruthy();
  });

  it('says when the collections are empty, and when they could not be loaded', async () => {
    renderPage(0);
    expect(await screen.findByText('There are no documents in your custom collections yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    renderPage(0, { failList: true });
    expect(await screen.findByText('The custom collections could not be loaded.')).toBeTruthy();
  });
});
