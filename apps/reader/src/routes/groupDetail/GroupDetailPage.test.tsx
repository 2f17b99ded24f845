// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { GroupDetail, SharedDocument } from '@codex/domain';
import { ReaderApp } from '../../ReaderApp.js';
import { readerRoutes } from '../../router.js';
import { accountRoutes, fakeServices } from '../../test/fakeServices.js';
import { detail, member, noDesignation, rfc9110, rfc9111 } from '../../test/groupFixtures.js';

afterEach(cleanup);

function renderDetail(group: GroupDetail, documents: SharedDocument[] = [rfc9110, rfc9111]) {
  const sent: { key: string; body: unknown }[] = [];
  const record = (key: string) => (config: { data?: unknown }) => {
    sent.push({ key, body: JSON.parse(config.data as string) });
    return { status: 200, data: {} };
  };
  const fake = fakeServices({
    signedIn: true,
    routes: {
      ...accountRoutes,
      'GET /api/group/getGroupDetail': (config) => {
        expect(config.params).toEqual({ groupId: 5 });
        return { status: 200, data: group };
      },
      'GET /api/contentShare/shared/list': () => ({ status: 200, data: documents }),
      'PUT /api/group/update/name': record('name'),
      'PUT /api/group/update/memberIds': record('members'),
      'POST /api/contentShare/updateContentsByGroup': record('documents'),
      'DELETE /api/group/5': () => ({ status: 204 }),
      'POST /api/group/documents/search/type-ahead': () => ({ status: 200, data: [rfc9110, rfc9111] }),
    },
  });
  const router = createMemoryRouter(readerRoutes, { initialEntries: ['/group-detail?groupId=5'] });
  render(<ReaderApp services={fake.services} routing={<RouterProvider router={router} />} />);
  return { ...fake, router, sent };
}

const eight = Array.from({ length: 8 }, (_, i) => member(30 + i, `Member${i + 1}`, 'Smith'));

describe('group detail page', () => {
  it('cuts the name at 50 characters and lists the first 6 members, toggling to all and back', async () => {
    renderDetail(detail({ name: 'N'.repeat(60), rosters: eight }));
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(`${'N'.repeat(50)}...`);
    expect(screen.getByText(/Member6 Smith,\s*$/)).toBeTruthy();
    expect(screen.queryByText(/Member7 Smith/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '2 more...' }));
    expect(screen.getByText(/Member8 Smith/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'show less' }));
    expect(screen.queryByText(/Member8 Smith/)).toBeNull();
  });

  it('lists documents by designation (asset id if none) with the decoded title, linking by content code', async () => {
    renderDetail(detail(), [rfc9111, noDesignation]);
    const link = await screen.findByRole('link', { name: 'RFC 9111 HTTP Caching & Freshness' });
    expect(link.getAttribute('href')).toBe('/document?contentCode=IETF-RFC9111');
    expect(screen.getByRole('link', { name: 'WCAG-22 Web Content Accessibility Guidelines' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to groups' }).getAttribute('href')).toBe('/groups');
  });

  it('shows a member who is not the owner only the e-mail action', async () => {
    renderDetail(detail({ createdById: 9, createdByFirstName: 'Grace', createdByLastName: 'Hopper' }));
    await screen.findByRole('button', { name: 'Email group' });
    expect(screen.getByText('Grace Hopper')).toBeTruthy();
    for (const name of ['Add documents', 'Delete group', 'Edit name', 'Edit description', 'Edit members', 'Remove HTTP Semantics from the group']) {
      expect(screen.queryByRole('button', { name }), name).toBeNull();
    }
  });

  it('keeps Update disabled until the name field was clicked and while it is blank, then renames', async () => {
    const { sent } = renderDetail(detail());
    fireEvent.click(await screen.findByRole('button', { name: 'Edit name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit name' });
    const update = within(dialog).getByRole('button', { name: 'Update' }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    const field = within(dialog).getByLabelText('Group name', { exact: false });
    fireEvent.click(field);
    expect(update.disabled).toBe(false);
    fireEvent.change(field, { target: { value: '   ' } });
    expect(update.disabled).toBe(true);
    fireEvent.change(field, { target: { value: ' HTTP caching ' } });
    fireEvent.click(update);
    await waitFor(() => expect(sent).toEqual([{ key: 'name', body: { groupID: 5, name: 'HTTP caching', longDesc: 'Everything about caching.' } }]));
    expect(await screen.findByText('The group HTTP caching was updated.')).toBeTruthy();
  });

  it('removes one document after a confirmation, and the empty state offers to add documents', async () => {
    const { sent } = renderDetail(detail());
    fireEvent.click(await screen.findByRole('button', { name: 'Remove HTTP Semantics from the group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this document?' });
    expect(within(dialog).getByText('HTTP Semantics will no longer be shared with this group.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(sent).toEqual([{ key: 'documents', body: { sharedWithGroupID: 5, addContentCodes: [], removeContentIds: [901], singleDelete: true } }]),
    );
    cleanup();

    renderDetail(detail(), []);
    expect(await screen.findByText('This group has no documents yet.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Add documents' })[1]!);
    const add = await screen.findByRole('dialog', { name: 'Add documents' });
    expect((within(add).getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('edit members keeps Update disabled with nobody, and delete group leads to /groups', async () => {
    const { router } = renderDetail(detail({ rosters: [member(21, 'Frances', 'Allen')] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit members' });
    const update = within(dialog).getByRole('button', { name: 'Update' }) as HTMLButtonElement;
    expect(update.disabled).toBe(false);
    fireEvent.click(within(dialog).getByText('Frances Allen'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move selected out of the group' }));
    expect(update.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    fireEvent.click(screen.getByRole('button', { name: 'Delete group' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this group?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups'));
  });

  it('adds documents the group does not have yet: those it has are not offered again', async () => {
    const { sent } = renderDetail(detail(), [rfc9110]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add documents' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add documents' });
    expect(within(dialog).getByText('Search the catalogue and move the documents to add to the right.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Search documents' }), { target: { value: 'http' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search documents' }));
    const available = await within(dialog).findByRole('list', { name: /Available documents/ });
    expect(within(available).queryByText('HTTP Semantics')).toBeNull();
    fireEvent.click(within(available).getByText('HTTP Caching & Freshness'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move selected to the group' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent).toEqual([{ key: 'documents', body: { sharedWithGroupID: 5, addContentCodes: ['IETF-RFC9111'], removeContentIds: [] } }]));
  });
});
