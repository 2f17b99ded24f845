// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import type { AdminGroupRow } from '@codex/domain';
import { renderInAdmin } from '../../test/renderInAdmin.js';
import GroupList from './GroupList.js';

afterEach(cleanup);

const BY_NAME = '/api/admin/groups?page=0&size=25&sort=name,asc';

/** GET /api/admin/groups answers AdminGroupRow, one page, the total in x-total-count. */
const group = (id: number, name: string, ownerName: string, memberCount: number, contentCount: number): AdminGroupRow => ({
  id,
  accountId: 3,
  accountName: 'Acme Engineering',
  name,
  longDesc: `${name} description`,
  ownerId: 10 + id,
  ownerName,
  ownerEmail: `${ownerName.split(' ')[0].toLowerCase()}@acme.example`,
  memberCount,
  contentCount,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-20T10:30:00.000Z',
});
const review = group(5, 'Design review', 'Katherine Johnson', 3, 12);
const safety = group(6, 'Safety board', 'Alan Turing', 1, 2);
const page = (groups: AdminGroupRow[], total = groups.length) => ({ data: groups, headers: { 'x-total-count': String(total) } });

function ShownGroup() {
  return <p>Showing group {useParams().id}</p>;
}

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('GroupList', () => {
  it("shows every group of the account with owner, counts and last change, and the server's total", async () => {
    renderInAdmin(<GroupList />, { resource: 'groups', authorities: ['ADMIN'], answers: { [`GET ${BY_NAME}`]: page([review, safety], 31) } });

    expect(await screen.findByRole('cell', { name: 'Design review' })).toBeTruthy();
    for (const header of ['Name', 'Owner', 'Members', 'Documents', 'Updated']) expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    const [first] = screen.getAllByRole('row').slice(1);
    expect(cellsOf(first).slice(0, 4)).toEqual(['Design review', 'Katherine Johnsonkatherine@acme.example', '3', '12']);
    expect(screen.getByText('1-25 of 31')).toBeTruthy();
  });

  it('searches on the server by name, owner or e-mail', async () => {
    const searched = '/api/admin/groups?page=0&size=25&sort=name,asc&q=turing';
    const { requests } = renderInAdmin(<GroupList />, {
      resource: 'groups',
      authorities: ['ADMIN'],
      answers: { [`GET ${BY_NAME}`]: page([review, safety]), [`GET ${searched}`]: page([safety]) },
    });
    await screen.findByRole('cell', { name: 'Design review' });

    fireEvent.change(screen.getByPlaceholderText('Name, owner or e-mail'), { target: { value: 'turing' } });

    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Design review' })).toBeNull());
    expect(requests.map((r) => r.url)).toContain(searched);
    expect(screen.getByRole('cell', { name: 'Safety board' })).toBeTruthy();
  });

  it('asks the server to sort by the column chosen', async () => {
    const byMembers = '/api/admin/groups?page=0&size=25&sort=memberCount,asc';
    const { requests } = renderInAdmin(<GroupList />, {
      resource: 'groups',
      authorities: ['ADMIN'],
      answers: { [`GET ${BY_NAME}`]: page([review, safety]), [`GET ${byMembers}`]: page([safety, review]) },
    });
    await screen.findByRole('cell', { name: 'Design review' });

    fireEvent.click(within(screen.getByRole('columnheader', { name: 'Members' })).getByRole('button'));

    await waitFor(() => expect(requests.map((r) => r.url)).toContain(byMembers));
  });

  it('opens a group from its row', async () => {
    renderInAdmin(<GroupList />, {
      resource: 'groups',
      authorities: ['ADMIN'],
      route: '/groups',
      at: '/groups',
      elsewhere: { '/groups/:id/show': <ShownGroup /> },
      answers: { [`GET ${BY_NAME}`]: page([review, safety]) },
    });

    fireEvent.click(await screen.findByRole('cell', { name: 'Safety board' }));

    expect(await screen.findByText('Showing group 6')).toBeTruthy();
  });

  it('deletes a group only after the admin confirms, and does not open the group on the way', async () => {
    let rows = [review, safety];
    const { requests } = renderInAdmin(<GroupList />, {
      resource: 'groups',
      authorities: ['ADMIN'],
      route: '/groups',
      at: '/groups',
      elsewhere: { '/groups/:id/show': <ShownGroup /> },
      answers: {
        [`GET ${BY_NAME}`]: () => page(rows),
        'DELETE /api/admin/groups/6': () => {
          rows = [review];
          return { data: safety };
        },
      },
    });
    const row = (await screen.findByRole('cell', { name: 'Safety board' })).closest('tr')!;

    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete the group "Safety board"?')).toBeTruthy();
    expect(within(dialog).getByText(/cannot be undone/)).toBeTruthy();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Group deleted')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/admin/groups/6']);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Safety board' })).toBeNull());
    expect(screen.queryByText(/Showing group/)).toBeNull();
  });

  it('says where groups come from when the account has none', async () => {
    renderInAdmin(<GroupList />, { resource: 'groups', authorities: ['ADMIN'], answers: { [`GET ${BY_NAME}`]: page([]) } });

    expect(await screen.findByText('This account has no groups yet.')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Owner' })).toBeNull();
  });

  it('says the server refused the list rather than that there is no group', async () => {
    renderInAdmin(<GroupList />, { resource: 'groups', authorities: ['ADMIN'], answers: { [`GET ${BY_NAME}`]: { status: 403, data: { status: 403, message: 'error.http.403' } } } });

    await waitFor(() => expect(screen.getAllByText('You do not have permission to do this.').length).toBeGreaterThan(0));
    expect(screen.queryByText('This account has no groups yet.')).toBeNull();
  });

  it("gives the operator the account picker: their own account's groups first, then the account picked", async () => {
    const picked = `${BY_NAME}&accountId=3`;
    const { requests } = renderInAdmin(<GroupList />, {
      resource: 'groups',
      authorities: ['OPERATOR', 'ADMIN'],
      answers: {
        [`GET ${BY_NAME}`]: page([], 0),
        'GET /api/admin/usage/accounts': { data: [{ id: 3, accountNumber: '100200', name: 'Acme Engineering' }] },
        [`GET ${picked}`]: page([review, safety]),
      },
    });
    const picker = await screen.findByRole('combobox', { name: 'Account' });
    expect((picker as HTMLInputElement).placeholder).toBe('Your account');
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByRole('option', { name: '100200 – Acme Engineering' }));
    expect(await screen.findByRole('cell', { name: review.name })).toBeTruthy();
    expect(requests.some((r) => r.url === picked)).toBe(true);
  });
});
