// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { AdminGroupDetail } from '@codex/domain';
import { renderInAdmin, type Answers } from '../../test/renderInAdmin.js';
import GroupList from './GroupList.js';
import GroupShow from './GroupShow.js';

afterEach(cleanup);

const detail = (overrides: Partial<AdminGroupDetail> = {}): AdminGroupDetail => ({
  id: 5,
  accountId: 3,
  accountName: 'Acme Engineering',
  name: 'Design review',
  longDesc: 'Standards the design team reviews each quarter',
  ownerId: 12,
  ownerName: 'Katherine Johnson',
  ownerEmail: 'katherine@acme.example',
  memberCount: 2,
  contentCount: 1,
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-20T10:30:00.000Z',
  members: [
    { userId: 12, name: 'Katherine Johnson', email: 'katherine@acme.example' },
    { userId: 14, name: 'Alan Turing', email: 'alan@acme.example' },
  ],
  documents: [{ contentCode: 'IETF-RFC9110', designation: 'RFC 9110', title: 'HTTP Semantics' }],
  ...overrides,
});

function openGroup(answers: Answers = {}) {
  return renderInAdmin(<GroupShow />, {
    resource: 'groups',
    authorities: ['ADMIN'],
    route: '/groups/:id/show',
    at: '/groups/5/show',
    elsewhere: { '/groups': <p>The groups list</p> },
    answers: { 'GET /api/admin/groups/5': { data: detail() }, ...answers },
  });
}

describe('GroupShow', () => {
  it('shows the group with its owner, its members and its documents', async () => {
    openGroup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Design review' })).toBeTruthy();
    expect(screen.getByText('Standards the design team reviews each quarter')).toBeTruthy();
    expect(screen.getByText(/Owner: Katherine Johnson \(katherine@acme.example\)/)).toBeTruthy();
    const members = screen.getByRole('list', { name: 'Members (2)' });
    expect(within(members).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Katherine Johnsonkatherine@acme.example',
      'Alan Turingalan@acme.example',
    ]);
    const documents = screen.getByRole('list', { name: 'Documents (1)' });
    expect(within(documents).getByText('RFC 9110 · HTTP Semantics')).toBeTruthy();
  });

  it('says when a group has no documents or members left', async () => {
    openGroup({ 'GET /api/admin/groups/5': { data: detail({ members: [], documents: [], memberCount: 0, contentCount: 0 }) } });

    expect(await screen.findByText('No members.')).toBeTruthy();
    expect(screen.getByText('No documents.')).toBeTruthy();
  });

  it('deletes the group after confirmation and goes back to the list', async () => {
    const { requests } = openGroup({ 'DELETE /api/admin/groups/5': { data: detail() } });
    await screen.findByRole('heading', { level: 1, name: 'Design review' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete the group "Design review"?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('The groups list')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/admin/groups/5']);
  });

  it("goes back to the list, saying so, when the group is not the admin's to see (the server's 404)", async () => {
    openGroup({ 'GET /api/admin/groups/5': { status: 404, data: { status: 404, message: 'error.http.404' } } });

    expect(await screen.findByText('The groups list')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Design review' })).toBeNull();
  });

  it('opens from the list, showing the row at once and the members and documents once they come', async () => {
    renderInAdmin(<GroupList />, {
      resource: 'groups',
      authorities: ['ADMIN'],
      route: '/groups',
      at: '/groups',
      elsewhere: { '/groups/:id/show': <GroupShow /> },
      answers: {
        'GET /api/admin/groups?page=0&size=25&sort=name,asc': { data: [{ ...detail(), members: undefined, documents: undefined }], headers: { 'x-total-count': '1' } },
        'GET /api/admin/groups/5': { data: detail() },
      },
    });

    fireEvent.click(await screen.findByRole('cell', { name: 'Design review' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Design review' })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Members (2)' })).toBeTruthy();
  });
});
