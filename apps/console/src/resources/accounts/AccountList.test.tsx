// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import type { AdminAccountSummary } from '@codex/domain';
import { renderInAdmin } from '../../test/renderInAdmin.js';
import AccountList from './AccountList.js';

afterEach(cleanup);

const BY_NAME = '/api/admin/accounts?page=0&size=25&sort=name,asc';

/** GET /api/admin/accounts answers summaries (AdminAccountSummary), one page, the total in x-total-count. */
const acme: AdminAccountSummary = { id: 3, name: 'Acme Engineering', accountNumber: 'A-1001', acronym: 'ACME', userType: 'COMPANY', userCount: 12, subscriptionCount: 2 };
const ada: AdminAccountSummary = { id: 5, name: 'Ada Lovelace', accountNumber: 'I-2002', acronym: null, userType: 'INDIVIDUAL', userCount: 1, subscriptionCount: 0 };
const page = (accounts: AdminAccountSummary[], total = accounts.length) => ({ data: accounts, headers: { 'x-total-count': String(total) } });

function EditedAccount() {
  return <p>Editing account {useParams().id}</p>;
}

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('AccountList', () => {
  it('shows the accounts by name with their number, acronym, type and counts, and the total the server reports', async () => {
    renderInAdmin(<AccountList />, { resource: 'accounts', answers: { [`GET ${BY_NAME}`]: page([acme, ada], 27) } });

    expect(await screen.findByRole('cell', { name: 'Acme Engineering' })).toBeTruthy();
    for (const header of ['Account', 'Account number', 'Acronym', 'User type', 'Users', 'Current subscriptions']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(cellsOf(first)).toEqual(['Acme Engineering', 'A-1001', 'ACME', 'Company', '12', '2']);
    expect(cellsOf(second)).toEqual(['Ada Lovelace', 'I-2002', '', 'Individual', '1', '0']);
    expect(screen.getByText('1-25 of 27')).toBeTruthy();
  });

  it('asks the server to sort by the column chosen', async () => {
    const byNumber = '/api/admin/accounts?page=0&size=25&sort=accountNumber,asc';
    const { callsOf, requests } = renderInAdmin(<AccountList />, {
      resource: 'accounts',
      answers: { [`GET ${BY_NAME}`]: page([acme, ada]), [`GET ${byNumber}`]: page([acme, ada]) },
    });
    await screen.findByRole('cell', { name: 'Acme Engineering' });

    fireEvent.click(within(screen.getByRole('columnheader', { name: 'Account number' })).getByRole('button'));

    await waitFor(() => expect(requests.map((r) => r.url)).toContain(byNumber));
    expect(callsOf('getList').at(-1)).toEqual(['accounts', expect.objectContaining({ sort: { field: 'accountNumber', order: 'ASC' } })]);
  });

  it('opens an account from its row', async () => {
    renderInAdmin(<AccountList />, {
      resource: 'accounts',
      route: '/accounts',
      at: '/accounts',
      elsewhere: { '/accounts/:id': <EditedAccount /> },
      answers: { [`GET ${BY_NAME}`]: page([acme, ada]) },
    });

    fireEvent.click(await screen.findByRole('cell', { name: 'Ada Lovelace' }));

    expect(await screen.findByText('Editing account 5')).toBeTruthy();
  });

  it('says when there is no account yet', async () => {
    renderInAdmin(<AccountList />, { resource: 'accounts', authorities: ['ADMIN'], answers: { [`GET ${BY_NAME}`]: page([]) } });

    expect(await screen.findByText('No Accounts yet.')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Account' })).toBeNull();
  });

  it('says the server refused the list rather than that there is no account', async () => {
    renderInAdmin(<AccountList />, { resource: 'accounts', authorities: ['ADMIN'], answers: { [`GET ${BY_NAME}`]: { status: 403, data: { status: 403, message: 'error.http.403' } } } });

    // On the page, and in the notification that goes away.
    await waitFor(() => expect(screen.getAllByText('You do not have permission to do this.')).toHaveLength(2));
    expect(screen.queryByText(/No Accounts/)).toBeNull();
  });
});
