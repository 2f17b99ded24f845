// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createConsoleI18nProvider, type Catalogue } from '@codex/i18n';
import arabic from '../../../../../../packages/i18n/locales/ar.json' with { type: 'json' };
import { accountSeats } from '../../../test/adminRecords.js';
import { openAccount } from '../../../test/openAccount.js';

afterEach(cleanup);

const SEATS = 'GET /api/admin/accounts/3/seats';
const section = async (name = 'Seats') => within(await screen.findByRole('region', { name }));
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('AccountSeats', () => {
  it("shows the account's ADMIN each seat-limited subscription's seats in use and who holds them now", async () => {
    openAccount();
    const seats = await section();

    expect(await seats.findByText('2 of 5 seats in use')).toBeTruthy();
    expect(seats.getByText('W3C Recommendations', { selector: 'span' })).toBeTruthy();
    expect(seats.getByText('Idle time before a seat frees itself: 15 min')).toBeTruthy();
    const table = seats.getByRole('table', { name: 'Seats in use now' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Reader', 'Subscription', 'Document', 'Last activity', 'Status', '']);
    const [ada, grace] = within(table).getAllByRole('row').slice(1);
    expect(within(ada).getByRole('rowheader').textContent).toBe('Ada Lovelaceada');
    expect(cellsOf(ada)).toEqual(['W3C Recommendations', 'Web Content Accessibility Guidelines (WCAG) 2.2', new Date('2026-11-29T10:58:00Z').toLocaleString('en'), 'Active', 'End seat']);
    // A seat whose document has no title shows the document's code; a quiet reader's seat is marked idle.
    expect(cellsOf(grace)).toEqual(['W3C Recommendations', 'W3C-HTML', new Date('2026-11-29T10:50:00Z').toLocaleString('en'), 'Idle', 'End seat']);
  });

  it('ends a seat after confirming, then shows the seats as they are now', async () => {
    let answer = accountSeats();
    const { requests, callsOf } = openAccount(
      {
        [SEATS]: () => ({ data: answer }),
        'DELETE /api/admin/accounts/3/seats/42': () => {
          answer = accountSeats({ subscriptions: [{ id: 11, name: 'W3C Recommendations', seatLimit: 5, inUse: 1 }], seats: accountSeats().seats.slice(0, 1) });
          return { status: 204 };
        },
      },
      ['OPERATOR'],
    );
    const seats = await section();

    fireEvent.click(await seats.findByRole('button', { name: 'End seat: grace' }));
    const confirm = await screen.findByRole('dialog', { name: 'End this seat?' });
    expect(within(confirm).getByText('grace will lose their seat of W3C Recommendations. If they are still reading, their next page takes a seat again when one is free.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'End seat' }));

    expect(await screen.findByText('The seat of grace was ended.')).toBeTruthy();
    expect(callsOf('endSeat')).toEqual([[3, 42]]);
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/admin/accounts/3/seats/42']);
    expect(await seats.findByText('1 of 5 seats in use')).toBeTruthy();
    // The page is hidden from assistive technology until the confirmation has closed.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(seats.queryByRole('button', { name: 'End seat: grace' })).toBeNull());
    expect(seats.getByRole('button', { name: 'End seat: Ada Lovelace' })).toBeTruthy();
    expect(requests.filter((r) => r.url === '/api/admin/accounts/3/seats')).toHaveLength(2);
  });

  it('summarises the last 90 days and gives them as a table beside the chart', async () => {
    openAccount();
    const seats = await section();

    const history = await seats.findByRole('figure', { name: 'Last 90 days' });
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(within(history).getByText(`Most seats in use at once: 5, on ${day('2026-11-20')}. Readers refused: 4.`)).toBeTruthy();
    expect(within(history).getByText('Show the days as a table')).toBeTruthy();
    const table = within(history).getByRole('table', { name: 'Seats per day, last 90 days', hidden: true });
    expect(
      within(table)
        .getAllByRole('row', { hidden: true })
        .map((row) => row.textContent),
    ).toEqual(['DayMost in use at onceReaders refused', `${day('2026-11-20')}53`, `${day('2026-11-27')}40`, `${day('2026-11-28')}21`]);
  });

  it('says so when no seat was used in 90 days, without a chart', async () => {
    openAccount({ [SEATS]: { data: accountSeats({ seats: [], days: accountSeats().days.map((d) => ({ ...d, peak: 0, refusals: 0 })) }) } });
    const seats = await section();

    expect(await seats.findByText('No seat was in use and no reader was refused in the last 90 days.')).toBeTruthy();
    expect(seats.getByText('Nobody holds a seat now.')).toBeTruthy();
    expect(seats.queryByRole('figure')).toBeNull();
    expect(seats.queryByRole('table')).toBeNull();
  });

  it('tells an account without a seat-limited subscription that its readers are not counted', async () => {
    openAccount({ [SEATS]: { data: accountSeats({ subscriptions: [], seats: [], days: [] }) } });
    const seats = await section();

    expect(await seats.findByText('No subscription of this account has a seat limit: its readers are not counted.')).toBeTruthy();
    expect(seats.queryByRole('table')).toBeNull();
    expect(seats.queryByText(/seats in use/)).toBeNull();
  });

  it('says when the seats could not be loaded and tries again on request', async () => {
    let fail = true;
    openAccount({ [SEATS]: () => (fail ? { status: 500, data: { status: 500, message: 'error.http.500' } } : { data: accountSeats() }) });
    const seats = await section();

    expect((await seats.findByRole('alert')).textContent).toBe('The seats could not be loaded.');
    fail = false;
    fireEvent.click(seats.getByRole('button', { name: 'Try again' }));
    expect(await seats.findByText('2 of 5 seats in use')).toBeTruthy();
    expect(seats.queryByRole('alert')).toBeNull();
  });

  it('takes the focus to its heading when the page is opened at #seats (the dashboard links there)', async () => {
    openAccount({}, ['ADMIN'], { at: '/accounts/3#seats' });
    const seats = await section();

    await seats.findByText('2 of 5 seats in use');
    await waitFor(() => expect(document.activeElement).toBe(seats.getByRole('heading', { level: 2, name: 'Seats' })));
  });

  it('is written in Arabic for an Arabic console, English nowhere', async () => {
    openAccount({}, ['ADMIN'], { i18nProvider: createConsoleI18nProvider({ locale: 'ar', catalogues: { ar: arabic as unknown as Catalogue } }) });
    const seats = await section('المقاعد');

    expect(await seats.findByText('المقاعد المستخدمة: 2 من 5')).toBeTruthy();
    expect(seats.getByRole('table', { name: 'المقاعد المستخدمة الآن' })).toBeTruthy();
    expect(seats.getAllByRole('button', { name: /^إنهاء المقعد: / })).toHaveLength(2);
    expect(seats.getByRole('figure', { name: 'آخر 90 يومًا' })).toBeTruthy();
    const text = screen.getByRole('region', { name: 'المقاعد' }).textContent ?? '';
    for (const english of ['Seats', 'seat', 'End', 'Idle', 'Active', 'Reader', 'Last', 'refused']) expect(text).not.toContain(english);
  });
});
