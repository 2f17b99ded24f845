// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCustomCollection } from '@codex/domain';
import { renderInAdmin } from '../../test/renderInAdmin.js';
import CustomCollectionList from './CustomCollectionList.js';

afterEach(cleanup);

const BY_NAME = '/api/admin/custom-collections?page=0&size=25&sort=name,asc';
const collection = (id: number, name: string, itemCount: number): AdminCustomCollection => ({
  id,
  name,
  accountId: 3,
  accountName: 'Acme Engineering',
  accountNumber: '100200',
  itemCount,
  createdBy: 'Grace Hopper',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-20T10:30:00.000Z',
});

describe('CustomCollectionList', () => {
  it('lists the collections with account, document count and creator, and the total the server gives', async () => {
    renderInAdmin(<CustomCollectionList />, {
      resource: 'customCollections',
      authorities: ['ADMIN'],
      answers: { [`GET ${BY_NAME}`]: { data: [collection(1, 'Protocols', 12), collection(2, 'Web platform', 0)], headers: { 'x-total-count': '27' } } },
    });
    expect(await screen.findByRole('cell', { name: 'Protocols' })).toBeTruthy();
    for (const header of ['Name', 'Account', 'Documents', 'Created by', 'Updated']) expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    const [first] = screen.getAllByRole('row').slice(1);
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 4)).toEqual(['Protocols', 'Acme Engineering', '12', 'Grace Hopper']);
    expect(screen.getByText('1-25 of 27')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create' })).toBeTruthy();
  });

  it('says the account has none yet and offers to make one', async () => {
    renderInAdmin(<CustomCollectionList />, {
      resource: 'customCollections',
      authorities: ['ADMIN'],
      answers: { [`GET ${BY_NAME}`]: { data: [], headers: { 'x-total-count': '0' } } },
    });
    expect(await screen.findByText('This account has no custom collections yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create' })).toBeTruthy();
  });

  it("shows the server's refusal instead of an empty list", async () => {
    renderInAdmin(<CustomCollectionList />, {
      resource: 'customCollections',
      authorities: ['ADMIN'],
      answers: { [`GET ${BY_NAME}`]: { status: 403, data: { status: 403, message: 'error.http.403' } } },
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByText('This account has no custom collections yet.')).toBeNull();
  });

  it("gives the operator the account picker: the tenant's accounts, and the list of the one picked", async () => {
    const bell = { id: 4, accountNumber: '100300', name: 'Bell Research Labs' };
    const { requests } = renderInAdmin(<CustomCollectionList />, {
      resource: 'customCollections',
      authorities: ['OPERATOR', 'ADMIN'],
      answers: {
        [`GET ${BY_NAME}`]: { data: [collection(1, 'Protocols', 12)], headers: { 'x-total-count': '1' } },
        'GET /api/admin/usage/accounts': { data: [{ id: 3, accountNumber: '100200', name: 'Acme Engineering' }, bell] },
        [`GET ${BY_NAME}&accountId=4`]: { data: [{ ...collection(5, 'Bell papers', 2), accountId: 4, accountName: 'Bell Research Labs' }], headers: { 'x-total-count': '1' } },
      },
    });
    expect(await screen.findByRole('cell', { name: 'Protocols' })).toBeTruthy();
    const picker = await screen.findByRole('combobox', { name: 'Account' });
    expect((picker as HTMLInputElement).placeholder).toBe('All accounts');
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByRole('option', { name: '100300 – Bell Research Labs' }));

    expect(await screen.findByRole('cell', { name: 'Bell papers' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Protocols' })).toBeNull());
    expect(requests.some((r) => r.url === `${BY_NAME}&accountId=4`)).toBe(true);
  });

  it("offers an account's ADMIN no account picker: they have their own account only", async () => {
    renderInAdmin(<CustomCollectionList />, {
      resource: 'customCollections',
      authorities: ['ADMIN'],
      answers: { [`GET ${BY_NAME}`]: { data: [collection(1, 'Protocols', 12)], headers: { 'x-total-count': '1' } } },
    });
    expect(await screen.findByRole('cell', { name: 'Protocols' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Account' })).toBeNull();
  });
});
