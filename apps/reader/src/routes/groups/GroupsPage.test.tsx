// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { GroupCard } from '@codex/domain';
import { ReaderApp } from '../../ReaderApp.js';
import { readerRoutes } from '../../router.js';
import { accountRoutes, fakeServices } from '../../test/fakeServices.js';
import { card, detail, rfc9110 } from '../../test/groupFixtures.js';

afterEach(cleanup);

const adaOwns = card(1, 'beta testers', 7, ['Ada', 'Lovelace'], { memberCount: 3, contentCount: 4 });
const gracesGroup = card(2, 'Alpha readers', 9, ['Grace', 'Hopper']);

function renderGroups(groups: GroupCard[], enabled = true) {
  const fake = fakeServices({
    signedIn: true,
    routes: {
      ...accountRoutes,
      'GET /api/group/getGroupEnable': () => ({ status: 200, data: enabled }),
      'GET /api/group/list': (config) => {
        expect(config.params).toEqual({ accountId: 100 });
        return { status: 200, data: groups };
      },
      'GET /api/group/getGroupDetail': () => ({ status: 200, data: detail({ groupID: 1, name: 'beta testers' }) }),
      'GET /api/contentShare/shared/list': () => ({ status: 200, data: [rfc9110] }),
    },
  });
  const router = createMemoryRouter(readerRoutes, { initialEntries: ['/groups'] });
  render(<ReaderApp services={fake.services} routing={<RouterProvider router={router} />} />);
  return { ...fake, router };
}

const cardNames = () => within(screen.getByRole('list', { name: 'Groups' })).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('groups page', () => {
  it('shows the cards sorted A - Z on the lower-cased name, and Z - A on demand', async () => {
    renderGroups([adaOwns, gracesGroup]);
    await screen.findByRole('link', { name: 'beta testers' });
    expect(cardNames()).toEqual(['Alpha readers', 'beta testers']);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Z - A' }));
    expect(cardNames()).toEqual(['beta testers', 'Alpha readers']);
  });

  it('says (Me) and offers the three-dot menu on the own group, only the envelope on the others', async () => {
    renderGroups([adaOwns, gracesGroup]);
    const own = (await screen.findByRole('link', { name: 'beta testers' })).closest('li')!;
    expect(within(own).getByText('Owner: Ada Lovelace (Me)')).toBeTruthy();
    expect(within(own).getByText('Members: 3')).toBeTruthy();
    expect(within(own).getByText('Documents: 4')).toBeTruthy();
    expect(within(own).getByRole('link', { name: 'beta testers' }).getAttribute('href')).toBe('/group-detail/?groupId=1');
    expect(within(own).queryByRole('button', { name: 'Email beta testers' })).toBeNull();

    const other = screen.getByRole('link', { name: 'Alpha readers' }).closest('li')!;
    expect(within(other).getByText('Owner: Grace Hopper')).toBeTruthy();
    expect(within(other).queryByRole('button', { name: 'Actions for Alpha readers' })).toBeNull();
    fireEvent.click(within(other).getByRole('button', { name: 'Email Alpha readers' }));
    expect(await screen.findByRole('heading', { name: 'Email Alpha readers' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    fireEvent.click(within(own).getByRole('button', { name: 'Actions for beta testers' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Edit', 'Email', 'Delete']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Edit group' })).toBeTruthy();
    expect((screen.getByLabelText('Group name', { exact: false }) as HTMLInputElement).value).toBe('beta testers');
  });

  it('says so when there are no groups, and opens the create dialog', async () => {
    renderGroups([]);
    expect(await screen.findByText(/^No groups yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByRole('heading', { name: 'Create group' })).toBeTruthy();
  });

  it('answers with the 403 text when the API says groups are off for this user', async () => {
    renderGroups([adaOwns], false);
    await waitFor(() => expect(screen.getByText('You are not authorized to access this page.')).toBeTruthy());
  });
});
