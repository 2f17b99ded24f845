// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderInAdmin } from '../test/renderInAdmin.js';
import { Dashboard } from './Dashboard.js';

afterEach(cleanup);

const INTRO = 'Choose a page in the menu: operations, tenant settings or accounts.';
const NOTHING_HERE = 'Your account has no console pages. The console is for operators and account administrators.';

const OPERATOR_INTRO = 'What needs you today: each panel opens its page.';

const OPERATOR_ANSWERS = {
  'GET /management/health': { data: { status: 'DOWN', components: { db: { status: 'UP', details: {} }, mailTransport: { status: 'DOWN', details: {} } } } },
  'GET /api/dashboards/operator/work': {
    data: { jobs: [{ kind: 'mail.send', queued: 3, running: 1, failed: 2, oldestWaitSeconds: 95 }], mail: { queued: 3, retrying: 1, failed: 2 }, webhooks: { retrying: 0, failed: 1 } },
  },
  'GET /api/dashboards/operator/catalogue': { status: 500, data: { title: 'Internal Server Error', status: 500 } },
  'GET /api/dashboards/operator/activity': { data: { searches: { today: 12, dailyAverage: 8.5 }, fullTextRequests: { today: 4, dailyAverage: 2 } } },
  'GET /management/audits?page=0&size=5&sort=createdDate,desc': {
    data: [{ id: '1', timestamp: '2026-11-28T10:00:00Z', principal: 'grace', type: 'SIGN_IN_SUCCESS', data: {} }],
    headers: { 'x-total-count': '1' },
  },
};

describe('Dashboard', () => {
  it("greets an operator by name and shows the operator's panels, each with its own figures or its own error, linking to its page", async () => {
    const { requests } = renderInAdmin(<Dashboard />, { authorities: ['OPERATOR'], answers: OPERATOR_ANSWERS });

    expect(await screen.findByText('Signed in as Margaret Hamilton')).toBeTruthy();
    expect(await screen.findByText(OPERATOR_INTRO)).toBeTruthy();
    const work = await screen.findByRole('region', { name: 'Queues and deliveries' });
    await waitFor(() => expect(within(work).getByText('mail.send')).toBeTruthy());
    expect(within(work).getByText('Mail waiting to be sent').nextSibling?.textContent).toBe('4');
    expect(within(work).getByText('95 s')).toBeTruthy();
    expect(within(work).getByRole('link', { name: 'Open the mail outbox' }).getAttribute('href')).toBe('/mail');
    const activity = screen.getByRole('region', { name: "Today's activity" });
    await waitFor(() => expect(within(activity).getByText('12 today (daily average of the last 30 days: 8.5)')).toBeTruthy());
    const health = screen.getByRole('region', { name: 'Health' });
    await waitFor(() => expect(within(health).getByText('Mail transport: DOWN')).toBeTruthy());
    // The catalogue's call failed: that panel says so and offers to try again; the others are unaffected.
    const catalogue = screen.getByRole('region', { name: 'Catalogue' });
    await waitFor(() => expect(within(catalogue).getByRole('alert').textContent).toBe('This panel could not be loaded.'));
    expect(within(catalogue).getByRole('button', { name: 'Try again' })).toBeTruthy();
    const audits = screen.getByRole('region', { name: 'Recent audit events' });
    await waitFor(() => expect(within(audits).getByText(/SIGN_IN_SUCCESS · grace/)).toBeTruthy());
    // Identity and permissions come from one account request; each panel makes one call.
    expect(requests.filter((r) => r.url === '/api/account')).toHaveLength(1);
    expect(requests.filter((r) => r.url === '/api/dashboards/operator/work')).toHaveLength(1);
  });

  it("points an account's ADMIN to the menu, without the operator's panels", async () => {
    const { requests } = renderInAdmin(<Dashboard />, { authorities: ['ADMIN'] });

    expect(await screen.findByText(INTRO)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Queues and deliveries' })).toBeNull();
    expect(requests.some((r) => r.url.startsWith('/api/dashboards/'))).toBe(false);
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
