// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminAccount, AdminSubscription } from '@codex/domain';
import { account } from '../../test/adminRecords.js';
import { openAccount } from '../../test/openAccount.js';

afterEach(cleanup);

const TERMS_PUT = 'PUT /api/admin/accounts/3/subscriptions/11';
const termsCell = (name: string) => {
  const row = within(screen.getByRole('region', { name: /^Subscriptions/ })).getByRole('cell', { name }).closest('tr')!;
  return within(row).getAllByRole('cell')[7];
};
const putBodies = (requests: { method: string; url: string; body: unknown }[]) => requests.filter((r) => `${r.method} ${r.url}` === TERMS_PUT).map((r) => r.body);

/** The operator opens W3C Recommendations' licence terms (5 seats, 3 downloads a month, the tenant's prints). */
async function openTerms(answers = {}) {
  const opened = openAccount(answers, ['OPERATOR']);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit licence terms: W3C Recommendations (W3C)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Licence terms of W3C Recommendations' });
  return { ...opened, dialog: within(dialog) };
}

const allowance = (dialog: ReturnType<typeof within>, legend: string) => within(dialog.getByRole('group', { name: legend }));

describe('SubscriptionTermsDialog', () => {
  it('shows the terms as they are, sends the new seat limit and allowances, and shows them once saved', async () => {
    let saved: AdminAccount = account();
    const { dialog, requests, callsOf } = await openTerms({
      'GET /api/admin/accounts/3': () => ({ data: saved }),
      [TERMS_PUT]: (body: unknown) => {
        const changed = { ...account().subscriptions[0], ...(body as Partial<AdminSubscription>) };
        saved = account({ subscriptions: [changed, account().subscriptions[1]] });
        return { data: changed };
      },
    });

    const seatLimit = dialog.getByRole('spinbutton', { name: 'Seat limit' }) as HTMLInputElement;
    expect(seatLimit.value).toBe('5');
    const downloads = allowance(dialog, 'Download allowance');
    expect((downloads.getByRole('radio', { name: 'Its own limit' }) as HTMLInputElement).checked).toBe(true);
    expect((downloads.getByRole('spinbutton', { name: 'Downloads per reader and document' }) as HTMLInputElement).value).toBe('3');
    expect(downloads.getByRole('combobox', { name: 'Download period' }).textContent).toBe('Month');
    const prints = allowance(dialog, 'Print allowance');
    expect((prints.getByRole('radio', { name: "The tenant's default" }) as HTMLInputElement).checked).toBe(true);
    expect(prints.queryByRole('spinbutton')).toBeNull();

    fireEvent.change(seatLimit, { target: { value: '8' } });
    fireEvent.click(downloads.getByRole('radio', { name: 'None allowed' }));
    fireEvent.click(prints.getByRole('radio', { name: 'Its own limit' }));
    fireEvent.change(await prints.findByRole('spinbutton', { name: 'Prints per reader and document' }), { target: { value: '10' } });
    fireEvent.mouseDown(prints.getByRole('combobox', { name: 'Print period' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Week' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Licence terms of W3C Recommendations saved.')).toBeTruthy();
    const terms = { seatLimit: 8, downloadAllowance: { limit: 0, period: 'MONTH' }, printAllowance: { limit: 10, period: 'WEEK' } };
    expect(putBodies(requests)).toEqual([terms]);
    expect(callsOf('changeSubscriptionTerms')).toEqual([[3, 11, terms]]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(termsCell('W3C Recommendations').textContent).toBe('Seats: 8Downloads: none allowedPrints: 10 per document per week'));
    // The seats section asks again: a new seat limit changes what it shows.
    await waitFor(() => expect(requests.filter((r) => r.url === '/api/admin/accounts/3/seats')).toHaveLength(2));
  });

  it('sends no seat limit and the tenant default when they are chosen', async () => {
    const { dialog, requests } = await openTerms({ [TERMS_PUT]: (body: unknown) => ({ data: { ...account().subscriptions[0], ...(body as object) } }) });

    fireEvent.change(dialog.getByRole('spinbutton', { name: 'Seat limit' }), { target: { value: '' } });
    fireEvent.click(allowance(dialog, 'Download allowance').getByRole('radio', { name: "The tenant's default" }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(putBodies(requests)).toEqual([{ seatLimit: null, downloadAllowance: null, printAllowance: null }]));
  });

  it("keeps the dialog open with the server's field errors on their fields", async () => {
    const { dialog, requests } = await openTerms({
      [TERMS_PUT]: {
        status: 400,
        data: {
          status: 400,
          message: 'error.validation',
          fieldErrors: [
            { objectName: 'body', field: 'seatLimit', message: 'Max' },
            { objectName: 'body', field: 'downloadAllowance.limit', message: 'Max' },
          ],
        },
      },
    });

    fireEvent.change(dialog.getByRole('spinbutton', { name: 'Seat limit' }), { target: { value: '200000' } });
    fireEvent.change(dialog.getByRole('spinbutton', { name: 'Downloads per reader and document' }), { target: { value: '20000' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));

    // Out of range: each field says its range, marked as the error.
    await waitFor(() => expect(dialog.getByRole('spinbutton', { name: 'Seat limit' }).getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.getByText('How many people may read at once, 1 to 100000. Leave empty for no limit.').closest('.Mui-error')).toBeTruthy();
    expect(dialog.getByRole('spinbutton', { name: 'Downloads per reader and document' }).getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByRole('alert').textContent).toBeTruthy();
    expect(putBodies(requests)).toEqual([{ seatLimit: 200000, downloadAllowance: { limit: 20000, period: 'MONTH' }, printAllowance: null }]);
    expect(screen.getByRole('dialog', { name: 'Licence terms of W3C Recommendations' })).toBeTruthy();
  });

  it('asks for the limit of an allowance given its own, without asking the server', async () => {
    const { dialog, requests } = await openTerms();

    fireEvent.click(allowance(dialog, 'Print allowance').getByRole('radio', { name: 'Its own limit' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await allowance(dialog, 'Print allowance').findByText('A value is required.')).toBeTruthy();
    expect(putBodies(requests)).toEqual([]);
  });
});
