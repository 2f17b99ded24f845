// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { MyNote } from '@codex/domain';
import { I18nProvider, en } from '@codex/i18n';
import { AppServicesProvider } from '@codex/ui';
import { fakeServices } from '../../test/fakeServices.js';
import { NotesPage } from './NotesPage.js';

const note = (n: number): MyNote => ({
  id: n,
  contentId: 100 + n,
  contentCode: `IETF-RFC${9100 + n}`,
  designationNo: `RFC ${9100 + n}`,
  documentTitle: `Title ${n}`,
  annotationId: `note-${n}`,
  note: `My thought ${n}`,
  selectionText: n === 1 ? 'stateless protocol' : '',
  updatedDate: '2026-05-04T10:00:00.000Z',
});

function renderPage(notes: MyNote[], { fail = 0 }: { fail?: number } = {}) {
  const asked: unknown[] = [];
  let failures = fail;
  const fake = fakeServices({
    signedIn: true,
    routes: {
      'GET /api/user-notes': (config) => {
        asked.push(config.params);
        if (failures > 0) {
          failures -= 1;
          return { status: 500, data: {} };
        }
        const { page, size } = config.params as { page: number; size: number };
        return { status: 200, data: { content: notes.slice(page * size, page * size + size), totalElements: notes.length, pageSize: size } };
      },
    },
  });
  render(
    <MemoryRouter>
      <I18nProvider loadCatalogue={async () => en}>
        <AppServicesProvider services={fake.services}>
          <NotesPage />
        </AppServicesProvider>
      </I18nProvider>
    </MemoryRouter>,
  );
  return { asked };
}

afterEach(cleanup);

describe('NotesPage', () => {
  it('lists each note with its document, the text it was made on and a link into the document at the note', async () => {
    renderPage([note(1), note(2)]);
    expect(screen.getByRole('heading', { level: 1, name: 'My notes' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'My notes' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('heading', { level: 2 }).textContent).toBe('RFC 9101 Title 1');
    expect(within(items[0]).getByText('stateless protocol').tagName).toBe('BLOCKQUOTE');
    expect(within(items[0]).getByText('My thought 1')).toBeTruthy();
    const link = within(items[0]).getByRole('link', { name: 'Open at the note RFC 9101 Title 1' });
    expect(link.getAttribute('href')).toBe('/document?contentCode=IETF-RFC9101&annotationid=note-1');
    expect(within(items[1]).queryByRole('blockquote')).toBeNull();
    // Two notes fit on one page: no paging.
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });

  it('says plainly when there are no notes', async () => {
    renderPage([]);
    expect(await screen.findByText(/You have no notes yet/)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('pages through a long list, 20 at a time', async () => {
    const { asked } = renderPage(Array.from({ length: 25 }, (_, i) => note(i + 1)));
    await screen.findByRole('list', { name: 'My notes' });
    expect(screen.getByText('1–20 of 25')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('21–25 of 25')).toBeTruthy());
    // The page's numbers change at once; its notes when they have come.
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'My notes' })).getAllByRole('listitem')).toHaveLength(5));
    expect(asked).toEqual([
      { page: 0, size: 20 },
      { page: 1, size: 20 },
    ]);
  });

  it('tells a failed load and tries again on request', async () => {
    renderPage([note(1)], { fail: 1 });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your notes could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('My thought 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
