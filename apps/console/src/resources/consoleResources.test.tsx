// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConsoleApp } from '../ConsoleApp.js';
import { signedInServices } from '../test/fakeServices.js';

afterEach(cleanup);

const OPERATOR_PAGES = ['Health', 'Metrics', 'Thread dump', 'Loggers', 'Configuration', 'Environment', 'Audits', 'Tenants', 'Accounts'];

function open(path: string) {
  window.history.replaceState(null, '', `/admin${path}`);
}

const loggers = (searchLevel: string | null) => ({
  data: {
    levels: ['OFF', 'ERROR', 'WARN', 'INFO', 'DEBUG', 'TRACE'],
    loggers: { root: { configuredLevel: null, effectiveLevel: 'INFO' }, search: { configuredLevel: searchLevel, effectiveLevel: searchLevel ?? 'INFO' } },
  },
});

describe('console resources by authority', () => {
  it('shows an operator every operations page, the tenants and the accounts', async () => {
    open('/');
    render(<ConsoleApp services={signedInServices(['OPERATOR', 'ADMIN']).services} />);
    for (const name of OPERATOR_PAGES) expect(await screen.findByRole('menuitem', { name })).toBeTruthy();
  });

  it("shows an account's ADMIN the accounts only", async () => {
    open('/');
    render(<ConsoleApp services={signedInServices(['ADMIN']).services} />);
    expect(await screen.findByRole('menuitem', { name: 'Accounts' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Health' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Tenants' })).toBeNull();
  });

  it('shows a subscriber without authorities no page and says why', async () => {
    open('/');
    render(<ConsoleApp services={signedInServices([]).services} />);
    expect(await screen.findByText(/Your account has no console pages/)).toBeTruthy();
    for (const name of OPERATOR_PAGES) expect(screen.queryByRole('menuitem', { name })).toBeNull();
  });
});

describe('loggers', () => {
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
});

describe('audits', () => {
  it('pages with the total from x-total-count and shows an inverted range on the To field', async () => {
    const { services, requests } = signedInServices(['OPERATOR'], {
      'GET /management/audits?page=0&size=25&sort=createdDate,desc': {
        data: [{ id: 1, timestamp: '2026-11-23T09:00:00Z', principal: 'operator', type: 'SIGN_IN_SUCCESS', data: { ip: '127.0.0.1' } }],
        headers: { 'x-total-count': '51' },
      },
      'GET /management/audits?page=0&size=25&sort=createdDate,desc&fromDate=2026-11-23&toDate=2026-11-01': {
        status: 400,
        data: { status: 400, fieldErrors: [{ objectName: 'query', field: 'toDate', message: 'DateRange' }] },
      },
    });
    open('/audits');
    render(<ConsoleApp services={services} />);

    await waitFor(() => expect(requests.map((r) => r.url)).toContain('/management/audits?page=0&size=25&sort=createdDate,desc'), { timeout: 10_000 });
    expect(await screen.findByText('Sign-in')).toBeTruthy();
    expect(await screen.findByText('1-25 of 51')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-23' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('The end date must not be before the start date.')).toBeTruthy();
    expect(requests.map((r) => r.url)).toContain('/management/audits?page=0&size=25&sort=createdDate,desc&fromDate=2026-11-23&toDate=2026-11-01');
  });
});
