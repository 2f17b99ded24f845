// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { openAccount } from '../../test/openAccount.js';

afterEach(cleanup);

const ipRanges = () => within(screen.getByRole('heading', { name: 'IP ranges' }).parentElement!);
const rangeValues = () => ipRanges().getAllByRole('textbox', { name: 'IP range' }).map((input) => (input as HTMLInputElement).value);

describe('AccountEdit', () => {
  it('names the account with its number, acronym, type and features, above its users, subscriptions and IP ranges, then its seats, downloads and prints', async () => {
    openAccount();

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Engineering' })).toBeTruthy();
    expect(screen.getByText('Account number: A-1001 · ACME · Company')).toBeTruthy();
    expect(screen.getByText('Custom collections')).toBeTruthy();
    expect(screen.getByText('Compass points')).toBeTruthy();
    expect(screen.queryByText('Semantic search')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Users (2)', 'Subscriptions (2)', 'IP ranges', 'Seats', 'Downloads and prints']);
    expect(ipRanges().getByRole('listitem').textContent).toBe('192.0.2.0/24');
    expect(ipRanges().queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save IP ranges' })).toBeNull();
  });

  it('gives the operator the IP ranges as a form', async () => {
    openAccount({}, ['OPERATOR']);
    await screen.findByDisplayValue('192.0.2.0/24');
    expect(rangeValues()).toEqual(['192.0.2.0/24']);
    // An address reads left to right in an Arabic page too (2001:db8::/32 would otherwise show as db8::/32:2001).
    expect(screen.getByDisplayValue('192.0.2.0/24').getAttribute('dir')).toBe('ltr');
  });

  it('saves the IP ranges as typed, a new one added below', async () => {
    const { callsOf, requests } = openAccount({}, ['OPERATOR']);
    await screen.findByDisplayValue('192.0.2.0/24');

    fireEvent.click(ipRanges().getByRole('button', { name: 'Add' }));
    const added = await waitFor(() => {
      const inputs = ipRanges().getAllByRole('textbox', { name: 'IP range' });
      expect(inputs).toHaveLength(2);
      return inputs[1];
    });
    fireEvent.change(added, { target: { value: '2001:db8::/32' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save IP ranges' }));

    expect(await screen.findByText('Element updated')).toBeTruthy();
    expect(callsOf('update')).toEqual([['accounts', expect.objectContaining({ id: '3', data: expect.objectContaining({ ipRanges: ['192.0.2.0/24', '2001:db8::/32'] }) })]]);
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([{ method: 'PUT', url: '/api/admin/accounts/3/ip-ranges', body: { ipRanges: ['192.0.2.0/24', '2001:db8::/32'] } }]);
  });

  it('shows a range the server cannot parse on its row and keeps the form as typed', async () => {
    openAccount(
      {
        'PUT /api/admin/accounts/3/ip-ranges': { status: 400, data: { status: 400, message: 'error.validation', fieldErrors: [{ objectName: 'body', field: 'ipRanges[0]', message: 'Pattern' }] } },
      },
      ['OPERATOR'],
    );
    const range = await screen.findByDisplayValue('192.0.2.0/24');

    fireEvent.change(range, { target: { value: '192.0.2.0/33' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save IP ranges' }));

    const summary = await waitFor(() => ipRanges().getByRole('alert'));
    expect(within(summary).getByText('Nothing was saved. Correct these fields:')).toBeTruthy();
    expect(within(summary).getByRole('listitem').textContent).toBe('ipRanges.0: The value does not have the expected format.');
    expect(ipRanges().getByText('The value does not have the expected format.', { selector: 'p' })).toBeTruthy();
    expect(rangeValues()).toEqual(['192.0.2.0/33']);
  });
});
