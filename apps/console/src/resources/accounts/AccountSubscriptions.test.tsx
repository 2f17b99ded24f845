// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminAccount } from '@codex/domain';
import { account } from '../../test/adminRecords.js';
import { openAccount } from '../../test/openAccount.js';

// A grant starts today by default: the clock is fixed so the payload is known.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const subscriptions = () => within(screen.getByRole('region', { name: /^Subscriptions/ }));
const rowOf = (name: string) => subscriptions().getByRole('cell', { name }).closest('tr')!;
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

const ietf = {
  id: 13,
  kind: 'PUBLISHER' as const,
  publisherCode: 'IETF',
  collectionCode: null,
  name: 'IETF RFCs',
  startDate: '2026-11-23',
  endDate: '2027-11-22',
  current: true,
  seatLimit: null,
  downloadAllowance: null,
  printAllowance: null,
};

const W3C_TERMS = 'Seats: 5Downloads: 3 per document per monthPrints: tenant default';
const NIST_TERMS = 'No seat limitDownloads: tenant defaultPrints: none allowed';
const OPERATOR_ACTIONS = 'Edit licence termsRevoke';

describe('AccountSubscriptions', () => {
  it('lists the subscriptions with kind, publisher, collection, dates, whether each holds today and its licence terms', async () => {
    openAccount({}, ['OPERATOR']);

    expect(await screen.findByRole('region', { name: 'Subscriptions (2)' })).toBeTruthy();
    for (const header of ['Subscription', 'Kind', 'Publisher', 'Collection', 'Start date', 'End date', 'Current', 'Licence terms']) {
      expect(subscriptions().getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(cellsOf(rowOf('W3C Recommendations'))).toEqual(['W3C Recommendations', 'Publisher', 'W3C', '—', '2026-01-01', 'No end', 'Current', W3C_TERMS, OPERATOR_ACTIONS]);
    expect(cellsOf(rowOf('NIST SP 800'))).toEqual(['NIST SP 800', 'Collection', 'NIST', 'SP 800', '2025-01-01', '2025-12-31', 'Not current', NIST_TERMS, OPERATOR_ACTIONS]);
  });

  it("shows the account's ADMIN the subscriptions and their licence terms without grant, revoke or edit: only the operator changes them", async () => {
    openAccount();

    expect(await screen.findByRole('region', { name: 'Subscriptions (2)' })).toBeTruthy();
    expect(screen.getByText("Subscriptions and IP ranges decide what the account may read: only the library's operator changes them.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Grant a subscription' })).toBeNull();
    expect(subscriptions().queryByRole('button', { name: /^Revoke/ })).toBeNull();
    expect(subscriptions().queryByRole('button', { name: /licence terms/ })).toBeNull();
    expect(cellsOf(rowOf('W3C Recommendations'))).toEqual(['W3C Recommendations', 'Publisher', 'W3C', '—', '2026-01-01', 'No end', 'Current', W3C_TERMS]);
    expect(cellsOf(rowOf('NIST SP 800'))).toEqual(['NIST SP 800', 'Collection', 'NIST', 'SP 800', '2025-01-01', '2025-12-31', 'Not current', NIST_TERMS]);
  });

  it('grants a publisher from today to the chosen end and shows it once saved', async () => {
    let saved: AdminAccount = account();
    const { callsOf, requests } = openAccount({
      'GET /api/admin/accounts/3': () => ({ data: saved }),
      'POST /api/admin/accounts/3/subscriptions': () => {
        saved = account({ subscriptions: [...account().subscriptions, ietf] });
        return { status: 201, data: ietf };
      },
    }, ['OPERATOR']);

    fireEvent.click(await screen.findByRole('button', { name: 'Grant a subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant a subscription to Acme Engineering' });
    expect((within(dialog).getByLabelText(/^Start date/) as HTMLInputElement).value).toBe('2026-11-23');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Publisher' }), { target: { value: ' IETF ' } });
    fireEvent.change(within(dialog).getByLabelText('End date'), { target: { value: '2027-11-22' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant' }));

    expect(await screen.findByText('Subscription to IETF granted.')).toBeTruthy();
    const grant = { kind: 'PUBLISHER', publisherCode: 'IETF', startDate: '2026-11-23', endDate: '2027-11-22' };
    expect(callsOf('grantSubscription')).toEqual([[3, grant]]);
    expect(requests.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', url: '/api/admin/accounts/3/subscriptions', body: grant }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('region', { name: 'Subscriptions (3)' })).toBeTruthy();
    expect(cellsOf(rowOf('IETF RFCs'))).toEqual(['IETF RFCs', 'Publisher', 'IETF', '—', '2026-11-23', '2027-11-22', 'Current', 'No seat limitDownloads: tenant defaultPrints: tenant default', OPERATOR_ACTIONS]);
  });

  it("asks for a collection's code and shows the server's field error on it", async () => {
    const { requests } = openAccount({
      'POST /api/admin/accounts/3/subscriptions': {
        status: 400,
        data: { status: 400, message: 'error.validation', fieldErrors: [{ objectName: 'body', field: 'collectionCode', message: 'NotBlank' }] },
      },
    }, ['OPERATOR']);

    fireEvent.click(await screen.findByRole('button', { name: 'Grant a subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant a subscription to Acme Engineering' });
    expect(within(dialog).queryByRole('textbox', { name: 'Collection' })).toBeNull();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Collection' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Publisher' }), { target: { value: 'NIST' } });
    fireEvent.change(await within(dialog).findByRole('textbox', { name: 'Collection' }), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grant' }));

    expect(await within(dialog).findByText('A value is required.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ kind: 'COLLECTION', publisherCode: 'NIST', collectionCode: '', startDate: '2026-11-23' }]);
    expect(screen.getByRole('dialog', { name: 'Grant a subscription to Acme Engineering' })).toBeTruthy();
  });

  it('revokes a subscription after the operator confirms', async () => {
    let saved: AdminAccount = account();
    const { callsOf, requests } = openAccount({
      'GET /api/admin/accounts/3': () => ({ data: saved }),
      'DELETE /api/admin/accounts/3/subscriptions/11': () => {
        saved = account({ subscriptions: account().subscriptions.slice(1) });
        return { status: 204 };
      },
    }, ['OPERATOR']);

    fireEvent.click(await screen.findByRole('button', { name: 'Revoke W3C Recommendations (W3C)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this subscription?' });
    expect(within(confirm).getByText('Acme Engineering will lose access to W3C Recommendations at once.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByText('Subscription W3C Recommendations revoked.')).toBeTruthy();
    expect(callsOf('revokeSubscription')).toEqual([[3, 11]]);
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/admin/accounts/3/subscriptions/11']);
    expect(await screen.findByRole('region', { name: 'Subscriptions (1)' })).toBeTruthy();
    expect(subscriptions().queryByRole('cell', { name: 'W3C Recommendations' })).toBeNull();
  });
});
