import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.js';
import { accountAdminTestApp, type AccountAdminTest, type Method } from '../../../test/account-admin.js';

const { kit, call } = accountAdminTestApp();
let t: AccountAdminTest['t'];
let ada: string;
let reports: string;
const ids = kit.ids;
beforeAll(() => ({ t, ada, reports } = kit));

describe('who may use the accounts console', () => {
  const endpoints = (): [Method, string, unknown?][] => [
    ['GET', '/api/admin/accounts'],
    ['GET', '/api/admin/publishers'],
    ['GET', `/api/admin/accounts/${ids['100200']}`],
    ['POST', `/api/admin/accounts/${ids['100200']}/subscriptions`, { kind: 'PUBLISHER', publisherCode: 'W3C', startDate: '2031-01-01' }],
    ['DELETE', `/api/admin/accounts/${ids['100200']}/subscriptions/1`],
    ['PUT', `/api/admin/accounts/${ids['100200']}/users/1/authorities`, { authorities: [] }],
    ['PUT', `/api/admin/accounts/${ids['100200']}/ip-ranges`, { ipRanges: [] }],
  ];

  it('every endpoint is 401 without a token and 403 for subscribers without ADMIN (Ada; Alan with REPORT_VIEW)', async () => {
    const before = await t.db.select().from(auditEvents);
    for (const [method, url, payload] of endpoints()) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, ada, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, reports, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.db.select().from(auditEvents)).length).toBe(before.length);
  });

  it('an IP session (no sign-in) is refused too', async () => {
    expect((await call('GET', '/api/admin/accounts', undefined, undefined, { remoteAddress: '192.0.2.15' })).statusCode).toBe(403);
  });

  it("refuses before reading the body: a caller who may not call a route gets 401/403, not the body's field errors", async () => {
    const garbage = { ipRanges: 'everything', kind: 42 };
    for (const [method, url] of endpoints().filter(([m]) => m !== 'GET' && m !== 'DELETE')) {
      expect((await call(method, url, undefined, garbage)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, ada, garbage)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
