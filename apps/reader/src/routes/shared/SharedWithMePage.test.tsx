// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SharedStandard } from '@codex/domain';
import { I18nProvider, en } from '@codex/i18n';
import { AppServicesProvider } from '@codex/ui';
import { fakeServices } from '../../test/fakeServices.js';
import { PublicationsSharedPage, SharedWithMePage } from './SharedWithMePage.js';

const share = (n: number): SharedStandard => ({
  contentCode: `IETF-RFC${9100 + n}`,
  designationNo: `RFC ${9100 + n}`,
  documentTitle: `Title ${n}`,
  email: 'grace.hopper@acme.example',
  sharedByFirstName: 'Grace',
  sharedByLastName: 'Hopper',
  sharedDate: '2026-11-25T10:00:00.000Z',
});

function renderPage(page: 'standards' | 'publications', total: number) {
  const requested: unknown[] = [];
  const fake = fakeServices({
    signedIn: true,
    routes: {
      'GET /api/shared-documents/current-user/STANDARD/': (config) => {
        const { page: number, size } = config.params as { page: number; size: number };
        requested.push(config.params);
        const start = (number - 1) * size;
        return { status: 200, data: { totalCount: total, list: Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => share(start + i + 1)) } };
      },
      'GET /api/shared-documents/current-user/PUBLICATION/': (config) => {
        requested.push(config.params);
        return { status: 200, data: { totalCount: 0, list: [] } };
      },
    },
  });
  render(
    <MemoryRouter>
      <I18nProvider loadCatalogue={async () => en}>
        <AppServicesProvider services={fake.services}>{page === 'standards' ? <SharedWithMePage /> : <PublicationsSharedPage />}</AppServicesProvider>
      </I18nProvider>
    </MemoryRouter>,
  );
  return { requested };
}

afterEach(cleanup);

describe('Shared with me', () => {
  it("lists the shares with the document link and the sharer's mailto link, and pages from 1 on the server", async () => {
    const { requested } = renderPage('standards', 12);
    const row = (await screen.findByRole('link', { name: 'RFC 9101 · Title 1' })).closest('tr')!;
    expect(row.querySelector('a')!.getAttribute('href')).toBe('/document?contentCode=IETF-RFC9101');
    expect(within(row).getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe('mailto:grace.hopper@acme.example');
    expect(screen.getByText('1–10 of 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByRole('link', { name: 'RFC 9111 · Title 11' })).toBeTruthy();
    await waitFor(() => expect(requested).toEqual([{ page: 1, size: 10 }, { page: 2, size: 10 }]));
  });

  it('says so when nothing was shared, for documents and for publications', async () => {
    renderPage('standards', 0);
    expect(await screen.findByText('Nobody has shared a document with you yet.')).toBeTruthy();
    cleanup();
    const { requested } = renderPage('publications', 0);
    expect(await screen.findByText('Nobody has shared a publication with you yet.')).toBeTruthy();
    expect(requested).toEqual([{ page: 0, size: 10 }]);
  });
});
