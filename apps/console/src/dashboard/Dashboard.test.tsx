// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderInAdmin } from '../test/renderInAdmin.js';
import { Dashboard } from './Dashboard.js';

afterEach(cleanup);

const INTRO = 'Choose a page in the menu: operations, tenant settings or accounts.';
const NOTHING_HERE = 'Your account has no console pages. The console is for operators and account administrators.';

describe('Dashboard', () => {
  it('greets an operator by name and points to the menu', async () => {
    const { requests } = renderInAdmin(<Dashboard />, { authorities: ['OPERATOR'] });

    expect(await screen.findByText('Signed in as Margaret Hamilton')).toBeTruthy();
    expect(await screen.findByText(INTRO)).toBeTruthy();
    expect(screen.queryByText(NOTHING_HERE)).toBeNull();
    // Identity and permissions come from one account request.
    expect(requests.filter((r) => r.url === '/api/account')).toHaveLength(1);
  });

  it("points an account's ADMIN to the menu too", async () => {
    renderInAdmin(<Dashboard />, { authorities: ['ADMIN'] });

    expect(await screen.findByText(INTRO)).toBeTruthy();
  });

  it('points a compass point admin to the menu (the Compass Points page is theirs)', async () => {
    renderInAdmin(<Dashboard />, { authorities: ['CP_ADMIN'] });

    expect(await screen.findByText(INTRO)).toBeTruthy();
    expect(screen.queryByText(NOTHING_HERE)).toBeNull();
  });

  it('tells a user without console authorities that there is nothing here for them', async () => {
    renderInAdmin(<Dashboard />, { authorities: [] });

    expect(await screen.findByText(NOTHING_HERE)).toBeTruthy();
    expect(screen.getByText('Signed in as Margaret Hamilton')).toBeTruthy();
    expect(screen.queryByText(INTRO)).toBeNull();
  });
});
