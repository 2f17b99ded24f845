// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInAdmin } from '../test/renderInAdmin.js';
import { Dashboard } from './Dashboard.js';

afterEach(cleanup);

const INTRO = 'Choose a page in the menu: operations, tenant settings or accounts.';
const NOTHING_HERE = 'Your account has no console pages. The console is for operators and account administrators.';

const PANELS_INTRO = 'What needs you today: each panel opens its page.';

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
    expect(await screen.findByText(PANELS_INTRO)).toBeTruthy();
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
    await waitFor(() => expect(within(audits).getByRole('listitem').textContent).toMatch(/ · SIGN_IN_SUCCESS · grace$/));
    // Each panel's link says where it leads.
    expect(within(health).getByRole('link', { name: 'Open health' })).toBeTruthy();
    expect(within(audits).getByRole('link', { name: 'Open audits' }).getAttribute('href')).toMatch(/\/audits$/);
    // Identity and permissions come from one account request; each panel makes one call.
    expect(requests.filter((r) => r.url === '/api/account')).toHaveLength(1);
    expect(requests.filter((r) => r.url === '/api/dashboards/operator/work')).toHaveLength(1);
  });

  it("shows an account's ADMIN the account's usage this month against last month, compass points and sharing, not the operator's panels", async () => {
    const today = new Date();
    const month = (offset: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
    const { requests } = renderInAdmin(<Dashboard />, {
      authorities: ['ADMIN'],
      answers: {
        [`GET /api/admin/usage/dashboard/periods?from=${month(-1)}&to=${today.toISOString().slice(0, 10)}`]: {
          data: {
            account: { id: 1, accountNumber: '100200', name: 'Acme' },
            from: month(-1),
            to: today.toISOString().slice(0, 10),
            interval: 'month',
            processedAt: null,
            totals: {},
            periods: [
              { start: month(-1), counts: { Total_Item_Requests: 40, Searches_Platform: 7, No_License: 2 } },
              { start: month(0), counts: { Total_Item_Requests: 12, Searches_Platform: 3, Limit_Exceeded: 1 } },
            ],
            topItems: [],
            byPublisher: [],
            uncounted: null,
          },
        },
        'GET /api/dashboards/account/sharing': { data: { groups: 4, groupMembers: 11, groupsCreatedLast30Days: 1, sharesLast30Days: 9, sharersLast30Days: 3 } },
      },
    });

    expect(await screen.findByText(PANELS_INTRO)).toBeTruthy();
    const usage = await screen.findByRole('region', { name: 'Usage this month' });
    await waitFor(() => expect(within(usage).getByText('Full-text requests').nextSibling?.textContent).toBe('12 (last month: 40)'));
    expect(within(usage).getByText('Refusals (no licence or over a limit)').nextSibling?.textContent).toBe('1 (last month: 2)');
    const sharing = screen.getByRole('region', { name: 'Groups and sharing' });
    await waitFor(() => expect(within(sharing).getByText('Documents shared (30 days)').nextSibling?.textContent).toBe('9'));
    expect(within(sharing).getByRole('link', { name: 'Open groups' }).getAttribute('href')).toBe('/groups');
    expect(screen.getByRole('region', { name: 'Compass Points, last 30 days' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Queues and deliveries' })).toBeNull();
    expect(requests.some((r) => r.url.startsWith('/api/dashboards/operator'))).toBe(false);
  });

  it("shows an account's ADMIN the account's seats: in use now of the limit, the peak and the refusals of 30 days, linking to the account's seats", async () => {
    const { requests } = renderInAdmin(<Dashboard />, {
      authorities: ['ADMIN'],
      answers: { 'GET /api/dashboards/account/seats': { data: { subscriptionsWithSeats: 2, seatLimit: 15, inUseNow: 3, peakLast30Days: 12, refusalsLast30Days: 1250 } } },
    });

    const seats = await screen.findByRole('region', { name: 'Seats' });
    await waitFor(() => expect(within(seats).getByText('In use now').nextSibling?.textContent).toBe('3 of 15'));
    expect(within(seats).getByText('Most in use at once (30 days)').nextSibling?.textContent).toBe('12');
    expect(within(seats).getByText('Readers refused (30 days)').nextSibling?.textContent).toBe('1,250');
    // The admin's own account (the session's selected account, 1 here), at its seats section.
    await waitFor(() => expect(within(seats).getByRole('link', { name: 'Open the seats' }).getAttribute('href')).toBe('/accounts/1#seats'));
    expect(requests.filter((r) => r.url === '/api/dashboards/account/seats')).toHaveLength(1);
  });

  it('says so on the seats panel when the account has no seat-limited subscription', async () => {
    renderInAdmin(<Dashboard />, {
      authorities: ['ADMIN'],
      answers: { 'GET /api/dashboards/account/seats': { data: { subscriptionsWithSeats: 0, seatLimit: 0, inUseNow: 0, peakLast30Days: 0, refusalsLast30Days: 0 } } },
    });

    const seats = await screen.findByRole('region', { name: 'Seats' });
    expect(await within(seats).findByText('No subscription of the account has a seat limit.')).toBeTruthy();
    expect(within(seats).queryByText('In use now')).toBeNull();
  });

  it("shows the seats panel's own error, with a retry, and the other panels unaffected", async () => {
    let fail = true;
    const { requests } = renderInAdmin(<Dashboard />, {
      authorities: ['ADMIN'],
      answers: {
        'GET /api/dashboards/account/seats': () =>
          fail ? { status: 500, data: { status: 500, message: 'error.http.500' } } : { data: { subscriptionsWithSeats: 1, seatLimit: 5, inUseNow: 2, peakLast30Days: 5, refusalsLast30Days: 0 } },
        'GET /api/dashboards/account/sharing': { data: { groups: 4, groupMembers: 11, groupsCreatedLast30Days: 1, sharesLast30Days: 9, sharersLast30Days: 3 } },
      },
    });

    const seats = await screen.findByRole('region', { name: 'Seats' });
    await waitFor(() => expect(within(seats).getByRole('alert').textContent).toBe('This panel could not be loaded.'));
    const sharing = screen.getByRole('region', { name: 'Groups and sharing' });
    await waitFor(() => expect(within(sharing).getByText('Documents shared (30 days)').nextSibling?.textContent).toBe('9'));
    fail = false;
    fireEvent.click(within(seats).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(seats).getByText('In use now').nextSibling?.textContent).toBe('2 of 5'));
    expect(within(seats).queryByRole('alert')).toBeNull();
    expect(requests.filter((r) => r.url === '/api/dashboards/account/seats')).toHaveLength(2);
  });

  it("shows a compass point admin the compass point report's headline figures", async () => {
    renderInAdmin(<Dashboard />, {
      authorities: ['CP_ADMIN'],
      answers: {
        [`GET /api/v1/compasspoint/report?from=${new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10)}&to=${new Date().toISOString().slice(0, 10)}&interval=week`]: {
          data: { from: '', to: '', interval: 'week', totals: { created: 5, edited: 2, deactivated: 1, reactivated: 0, active: 17 }, periods: [], documents: [], users: [] },
        },
      },
    });

    const panel = await screen.findByRole('region', { name: 'Compass Points, last 30 days' });
    await waitFor(() => expect(within(panel).getByText('Active').nextSibling?.textContent).toBe('17'));
    expect(within(panel).getByText('Created').nextSibling?.textContent).toBe('5');
    expect(within(panel).getByRole('link', { name: 'Open the Compass Points report' }).getAttribute('href')).toBe('/compass-points-report');
    expect(screen.queryByRole('region', { name: 'Usage this month' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Seats' })).toBeNull();
  });

  it('tells a user without console authorities that there is nothing here for them', async () => {
    renderInAdmin(<Dashboard />, { authorities: [] });

    expect(await screen.findByText(NOTHING_HERE)).toBeTruthy();
    expect(screen.getByText('Signed in as Margaret Hamilton')).toBeTruthy();
    expect(screen.queryByText(INTRO)).toBeNull();
  });
});
