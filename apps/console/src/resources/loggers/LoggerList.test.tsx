// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConsoleApp } from '../../ConsoleApp.js';
import { signedInServices } from '../../test/fakeServices.js';
import { renderInAdmin } from '../../test/renderInAdmin.js';
import LoggerList from './LoggerList.js';

afterEach(cleanup);

const LEVELS = ['OFF', 'ERROR', 'WARN', 'INFO', 'DEBUG', 'TRACE'];

/** GET management/loggers as the server answers it (Loggers in @codex/domain), search configured or following root. */
const loggers = (searchLevel: string | null) => ({
  data: {
    levels: LEVELS,
    loggers: { root: { configuredLevel: null, effectiveLevel: 'INFO' }, search: { configuredLevel: searchLevel, effectiveLevel: searchLevel ?? 'INFO' } },
  },
});

function open(path: string) {
  window.history.replaceState(null, '', `/admin${path}`);
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

describe('LoggerList', () => {
  it('shows every logger with its effective level and what it is configured to', async () => {
    renderInAdmin(<LoggerList />, { resource: 'loggers', answers: { 'GET /management/loggers': loggers('DEBUG') } });

    expect(await screen.findByRole('cell', { name: 'search' })).toBeTruthy();
    for (const header of ['Logger', 'Effective level', 'Configured level']) expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    // root follows nothing: it shows the level it runs at.
    expect(within(rowOf('root')).getByRole('combobox', { name: 'Level of root' }).textContent).toBe('INFO');
    expect(within(rowOf('root')).queryByText('Follows root')).toBeNull();
    expect(within(rowOf('search')).getByRole('combobox', { name: 'Level of search' }).textContent).toBe('DEBUG');
    // Only a configured logger can be given back to root.
    expect((within(rowOf('root')).getByRole('button', { name: 'Reset' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(rowOf('search')).getByRole('button', { name: 'Reset' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('finds a logger by name', async () => {
    const { callsOf } = renderInAdmin(<LoggerList />, { resource: 'loggers', answers: { 'GET /management/loggers': loggers(null) } });
    await screen.findByRole('cell', { name: 'root' });

    fireEvent.change(screen.getByPlaceholderText('Find a logger'), { target: { value: 'sea' } });

    await waitFor(() => expect(screen.queryByRole('cell', { name: 'root' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'search' })).toBeTruthy();
    expect(callsOf('getList').at(-1)).toEqual(['loggers', expect.objectContaining({ filter: { q: 'sea' } })]);
  });

  it('sends the chosen level as the update of that logger', async () => {
    let level: string | null = null;
    const { callsOf, requests } = renderInAdmin(<LoggerList />, {
      resource: 'loggers',
      answers: {
        'GET /management/loggers': () => loggers(level),
        'POST /management/loggers/search': (body) => {
          level = (body as { configuredLevel: string }).configuredLevel;
          return { status: 204 };
        },
      },
    });

    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Level of search' }));
    fireEvent.click(await screen.findByRole('option', { name: 'WARN' }));

    expect(await screen.findByText('Logger search now logs at WARN.')).toBeTruthy();
    expect(callsOf('update')).toEqual([
      ['loggers', expect.objectContaining({ id: 'search', data: { configuredLevel: 'WARN' }, previousData: expect.objectContaining({ id: 'search', configuredLevel: null }) })],
    ]);
    expect(requests.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', url: '/management/loggers/search', body: { configuredLevel: 'WARN' } }]);
  });

  it('gives a configured logger back to root with Reset', async () => {
    let level: string | null = 'TRACE';
    const { callsOf } = renderInAdmin(<LoggerList />, {
      resource: 'loggers',
      answers: {
        'GET /management/loggers': () => loggers(level),
        'POST /management/loggers/search': (body) => {
          level = (body as { configuredLevel: string | null }).configuredLevel;
          return { status: 204 };
        },
      },
    });
    await screen.findByRole('cell', { name: 'search' });

    fireEvent.click(within(rowOf('search')).getByRole('button', { name: 'Reset' }));

    expect(await screen.findByText('Logger search now logs at INFO.')).toBeTruthy();
    expect(callsOf('update').map(([, params]) => (params as { data: unknown }).data)).toEqual([{ configuredLevel: null }]);
    await waitFor(() => expect(within(rowOf('search')).getByRole('combobox', { name: 'Level of search' }).textContent).toBe('Follows root'));
  });

  it('says so when the server cannot list the loggers', async () => {
    renderInAdmin(<LoggerList />, { resource: 'loggers', answers: { 'GET /management/loggers': { status: 500, data: { status: 500, message: 'error.http.500' } } } });

    // On the page, and in the notification that goes away.
    await waitFor(() => expect(screen.getAllByText('Something went wrong on the server. Please try again later.')).toHaveLength(2));
    expect(screen.queryByText(/No Loggers/)).toBeNull();
  });
});

describe('loggers in the console app', () => {
  it('changes a level at once and shows the level the server reports', async () => {
    let level: string | null = null;
    const { services, requests } = signedInServices(['OPERATOR'], {
      'GET /management/loggers': () => loggers(level),
      'POST /management/loggers/search': (body) => {
        level = (body as { configuredLevel: string }).configuredLevel;
        return { status: 204 };
      },
    });
    open('/loggers');
    render(<ConsoleApp services={services} />);

    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Level of search' }));
    fireEvent.click(await screen.findByRole('option', { name: 'DEBUG' }));

    expect(await screen.findByText('Logger search now logs at DEBUG.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', url: '/management/loggers/search', body: { configuredLevel: 'DEBUG' } }]);
  });

  it("shows the server's 400 under the logger's level", async () => {
    const { services } = signedInServices(['OPERATOR'], {
      'GET /management/loggers': () => loggers(null),
      'POST /management/loggers/search': {
        status: 400,
        data: { status: 400, message: 'error.validation', fieldErrors: [{ objectName: 'body', field: 'configuredLevel', message: 'Invalid' }] },
      },
    });
    open('/loggers');
    render(<ConsoleApp services={services} />);

    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Level of search' }));
    fireEvent.click(await screen.findByRole('option', { name: 'TRACE' }));

    const row = (await screen.findByRole('combobox', { name: 'Level of search' })).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('The value is not valid.')).toBeTruthy());
  });

  it('shows each logger as a card on a phone, with its level and Reset, and no table to scroll', async () => {
    const matchMedia = window.matchMedia;
    // A 375 px screen: every "max-width" query of the theme's small breakpoint matches.
    window.matchMedia = ((query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, onchange: null, dispatchEvent: () => false })) as typeof window.matchMedia;
    try {
      renderInAdmin(<LoggerList />, { resource: 'loggers', answers: { 'GET /management/loggers': loggers('DEBUG') } });
      const card = (await screen.findByText('search')).closest('li')!;
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(card).getByText('DEBUG', { selector: 'span' })).toBeTruthy();
      const select = within(card).getByRole('combobox', { name: 'Level of search' });
      expect(select.textContent).toBe('DEBUG');
      // Its own name, not one borrowed through the label's id (Chromium gave the card's combobox none).
      expect(select.getAttribute('aria-label')).toBe('Level of search');
      expect(select.hasAttribute('aria-labelledby')).toBe(false);
      expect((within(card).getByRole('button', { name: 'Reset' }) as HTMLButtonElement).disabled).toBe(false);
      const root = screen.getByText('root').closest('li')!;
      expect(within(root).getByRole('combobox', { name: 'Level of root' }).textContent).toBe('INFO');
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
