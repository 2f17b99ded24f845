// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { signedInServices, type Answers } from '../../test/fakeServices.js';
import { accountCalls } from './accountCalls.js';

/** The account calls over the real HTTP client and a fake network; every request is recorded. */
function callsWith(answers: Answers) {
  const { services, requests } = signedInServices(['OPERATOR'], answers);
  return { calls: accountCalls(services.http), seen: requests };
}

describe("an account's calls", () => {
  it('grants and revokes subscriptions and changes authorities with the exact paths and bodies', async () => {
    const { calls, seen } = callsWith({
      'POST /api/admin/accounts/3/subscriptions': { status: 201, data: { id: 9 } },
      'DELETE /api/admin/accounts/3/subscriptions/9': { status: 204 },
      'PUT /api/admin/accounts/3/users/7/authorities': { data: { authorities: ['ADMIN', 'REPORT_VIEW'] } },
    });
    const grant = { kind: 'PUBLISHER' as const, publisherCode: 'W3C', startDate: '2026-11-23', endDate: '2027-11-22' };
    await calls.grantSubscription(3, grant);
    await calls.revokeSubscription(3, 9);
    await calls.changeAuthorities(3, 7, ['ADMIN', 'REPORT_VIEW']);
    expect(seen.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'POST', url: '/api/admin/accounts/3/subscriptions', body: grant },
      { method: 'DELETE', url: '/api/admin/accounts/3/subscriptions/9', body: undefined },
      { method: 'PUT', url: '/api/admin/accounts/3/users/7/authorities', body: { authorities: ['ADMIN', 'REPORT_VIEW'] } },
    ]);
  });

  it("changes a subscription's licence terms, reads the account's seats and ends one, with the exact paths and bodies", async () => {
    const seats = { subscriptions: [{ id: 9, name: 'W3C Recommendations', seatLimit: 5, inUse: 1 }], seats: [], days: [], idleMinutes: 15 };
    const { calls, seen } = callsWith({
      'PUT /api/admin/accounts/3/subscriptions/9': { data: { id: 9 } },
      'GET /api/admin/accounts/3/seats': { data: seats },
      'DELETE /api/admin/accounts/3/seats/41': { status: 204 },
    });
    const terms = { seatLimit: 5, downloadAllowance: { limit: 3, period: 'MONTH' as const }, printAllowance: null };
    await calls.changeSubscriptionTerms(3, 9, terms);
    expect((await calls.accountSeats(3)).data).toEqual(seats);
    await calls.endSeat(3, 41);
    expect(seen.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'PUT', url: '/api/admin/accounts/3/subscriptions/9', body: terms },
      { method: 'GET', url: '/api/admin/accounts/3/seats', body: undefined },
      { method: 'DELETE', url: '/api/admin/accounts/3/seats/41', body: undefined },
    ]);
  });

  it('refuses seats the server answers in another shape', async () => {
    const { calls } = callsWith({ 'GET /api/admin/accounts/3/seats': { data: { seats: 'none' } } });
    await expect(calls.accountSeats(3)).rejects.toThrow();
  });
});
