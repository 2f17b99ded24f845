// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConsoleApp } from '../../ConsoleApp.js';
import { signedInServices } from '../../test/fakeServices.js';
import { renderInAdmin } from '../../test/renderInAdmin.js';
import AuditList from './AuditList.js';

afterEach(cleanup);

const NEWEST_FIRST = '/management/audits?page=0&size=25&sort=createdDate,desc';

/** Audit events as GET management/audits answers them (AuditEvent in @codex/domain). */
const signIn = { id: 2, timestamp: '2026-11-23T09:00:00Z', principal: 'operator', type: 'SIGN_IN_SUCCESS', data: { ip: '127.0.0.1' } };
const levelChanged = { id: 1, timestamp: '2026-11-22T17:30:00Z', principal: 'margaret', type: 'LOGGER_LEVEL_CHANGED', data: { logger: 'search', level: 'DEBUG' } };
const laterType = { id: 3, timestamp: '2026-11-24T08:00:00Z', principal: 'ada', type: 'REPORT_EXPORTED', data: { rows: 12 } };

const page = (events: unknown[], total = events.length) => ({ data: events, headers: { 'x-total-count': String(total) } });

describe('AuditList', () => {
  it('shows the trail newest first with translated types and the details of each event', async () => {
    renderInAdmin(<AuditList />, { resource: 'audits', answers: { [`GET ${NEWEST_FIRST}`]: page([laterType, signIn, levelChanged]) } });

    const first = (await screen.findByRole('cell', { name: 'ada' })).closest('tr')!;
    for (const header of ['Date', 'User', 'Type', 'Details']) expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    expect(within(first).getByText('REPORT_EXPORTED')).toBeTruthy();
    expect(within(first).getByText('rows: 12')).toBeTruthy();
    const second = screen.getByRole('cell', { name: 'operator' }).closest('tr')!;
    expect(within(second).getByText('Sign-in')).toBeTruthy();
    expect(within(second).getByText('ip: 127.0.0.1')).toBeTruthy();
    expect(within(second).getByText(new Date(signIn.timestamp).toLocaleString())).toBeTruthy();
    const third = screen.getByRole('cell', { name: 'margaret' }).closest('tr')!;
    expect(within(third).getByText('Logger level changed')).toBeTruthy();
    expect(within(third).getByText('logger: search · level: DEBUG')).toBeTruthy();
    expect(screen.getByText('1-3 of 3')).toBeTruthy();
  });

  it('asks the server for the chosen type and user, and clears the filter again', async () => {
    const filtered = `${NEWEST_FIRST}&type=LOGGER_LEVEL_CHANGED&principal=margaret`;
    const { callsOf, requests } = renderInAdmin(<AuditList />, {
      resource: 'audits',
      answers: { [`GET ${NEWEST_FIRST}`]: page([signIn, levelChanged]), [`GET ${filtered}`]: page([levelChanged]) },
    });
    await screen.findByRole('cell', { name: 'operator' });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Logger level changed' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'User' }), { target: { value: 'margaret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(screen.queryByRole('cell', { name: 'operator' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'margaret' })).toBeTruthy();
    expect(callsOf('getList').at(-1)).toEqual(['audits', expect.objectContaining({ filter: { type: 'LOGGER_LEVEL_CHANGED', principal: 'margaret' } })]);
    expect(requests.map((r) => r.url)).toContain(filtered);

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));

    expect(await screen.findByRole('cell', { name: 'operator' })).toBeTruthy();
    expect(callsOf('getList').at(-1)).toEqual(['audits', expect.objectContaining({ filter: {} })]);
    expect((screen.getByRole('textbox', { name: 'User' }) as HTMLInputElement).value).toBe('');
  });

  it('says there is nothing to show when no event matches, and keeps the filter form', async () => {
    renderInAdmin(<AuditList />, { resource: 'audits', answers: { [`GET ${NEWEST_FIRST}`]: page([]) } });

    expect(await screen.findByText('No Audits found')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Filter the audit trail' })).toBeTruthy();
  });
});

describe('audits in the console app', () => {
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
    window.history.replaceState(null, '', '/admin/audits');
    render(<ConsoleApp services={services} />);

    await waitFor(() => expect(requests.map((r) => r.url)).toContain('/management/audits?page=0&size=25&sort=createdDate,desc'));
    expect(await screen.findByText('Sign-in')).toBeTruthy();
    expect(await screen.findByText('1-25 of 51')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-23' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('The end date must not be before the start date.')).toBeTruthy();
    expect(requests.map((r) => r.url)).toContain('/management/audits?page=0&size=25&sort=createdDate,desc&fromDate=2026-11-23&toDate=2026-11-01');
  });
});
