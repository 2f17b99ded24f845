import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminAccount, AdminAccountSummary, AdminSubscription } from '@codex/domain';
import { auditEvents, tenants } from '../../db/schema/index.js';
import { accountAdminTestApp, type AccountAdminTest } from '../../../test/account-admin.js';
import { isAcceptableRange } from './account-users.service.js';

const { kit, call, account, userId, lastAudit, auditCount, entitledPublishers } = accountAdminTestApp();
let t: AccountAdminTest['t'];
let operator: string;
let grace: string;
let ada: string;
let reports: string;
const ids = kit.ids;
beforeAll(() => ({ t, operator, grace, ada, reports } = kit));

describe('GET /api/admin/accounts', () => {
  it("shows an account ADMIN only their own account", async () => {
    const res = await call('GET', '/api/admin/accounts', grace);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('1');
    const [acme] = res.json() as AdminAccountSummary[];
    expect(acme).toEqual({ id: ids['100200'], name: 'Acme Engineering', accountNumber: '100200', acronym: 'ACME', userType: 'COMPANY', userCount: 11, subscriptionCount: 3 });
  });

  it("shows the operator every account of the tenant, a page at a time, sorted as asked", async () => {
    const all = await call('GET', '/api/admin/accounts?size=100', operator);
    expect(all.headers['x-total-count']).toBe('5');
    const list = all.json() as AdminAccountSummary[];
    expect(list.map((a) => a.name)).toEqual(['Acme Engineering', 'Ada Lovelace', 'Barbara Liskov', 'Bell Research Labs', 'Keystone Operations']);
    expect(list.find((a) => a.accountNumber === '100300')!.subscriptionCount).toBe(1); // its NIST subscription lapsed

    const page = await call('GET', '/api/admin/accounts?page=1&size=2&sort=accountNumber,desc', operator);
    expect(page.headers['x-total-count']).toBe('5');
    expect((page.json() as AdminAccountSummary[]).map((a) => a.accountNumber)).toEqual(['100300', '100200']);
  });

  it('finds accounts by part of their name, acronym or number, and takes ASC/DESC in either case', async () => {
    const byName = await call('GET', '/api/admin/accounts?q=lab', operator);
    expect(byName.headers['x-total-count']).toBe('1');
    expect((byName.json() as AdminAccountSummary[]).map((a) => a.accountNumber)).toEqual(['100300']);
    expect((await call('GET', '/api/admin/accounts?q=ksi', operator)).json()[0].accountNumber).toBe('100900');
    expect((await call('GET', '/api/admin/accounts?q=1004', operator)).json()[0].name).toBe('Barbara Liskov');
    expect((await call('GET', '/api/admin/accounts?q=100%25', operator)).headers['x-total-count']).toBe('0');
    // An ADMIN's search never reaches past their own account.
    expect((await call('GET', '/api/admin/accounts?q=lab', grace)).headers['x-total-count']).toBe('0');
    const desc = await call('GET', '/api/admin/accounts?sort=name,DESC&size=1', operator);
    expect(desc.json()[0].name).toBe('Keystone Operations');
  });

  it.each([['sort=password,asc', 'sort'], ['size=101', 'size'], ['page=-1', 'page'], ['sort=name,sideways', 'sort']])('%s is 400 with a field error', async (query, field) => {
    const res = await call('GET', `/api/admin/accounts?${query}`, operator);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([expect.objectContaining({ objectName: 'query', field })]);
  });
});

describe('GET /api/admin/accounts/{id}', () => {
  it('answers the account with its users and their authorities, subscriptions with dates, and IP ranges', async () => {
    const acme = await account(ids['100200'], grace);
    expect(acme).toMatchObject({ name: 'Acme Engineering', userType: 'COMPANY', customCollection: true, compassPointFlag: true, semanticSearchFlag: true });
    expect(acme.ipRanges).toEqual(['192.0.2.0/24', '2001:db8::/32']);
    expect(acme.users.find((u) => u.login === 'grace')).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', email: 'grace.hopper@acme.example', authorities: ['ADMIN'] });
    expect(acme.users.find((u) => u.login === 'reports')!.authorities).toEqual(['REPORT_VIEW']);
    expect(acme.users.map((u) => u.login)).toContain('multi');
    expect(acme.subscriptions.map((s) => [s.kind, s.publisherCode, s.collectionCode, s.startDate, s.endDate, s.current])).toEqual([
      ['PUBLISHER', 'IETF', null, '2025-01-01', null, true],
      ['PUBLISHER', 'NIST', null, '2025-01-01', null, true],
      ['PUBLISHER', 'W3C', null, '2025-01-01', null, true],
    ]);
    const bell = await account(ids['100300']);
    expect(bell.subscriptions.find((s) => s.publisherCode === 'NIST')).toMatchObject({ endDate: '2024-12-31', current: false });
  });

  it("is 404 for another account of the tenant (to its ADMIN), another tenant's account (to anyone) and no account", async () => {
    expect((await call('GET', `/api/admin/accounts/${ids['100100']}`, grace)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/accounts/${ids['200100']}`, operator)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/accounts/${ids['200100']}`, grace)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/accounts/999999', operator)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/accounts/abc', operator)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/publishers', () => {
  it("lists the tenant's publishers with their collections, for the operator's grant form (not for an account's ADMIN)", async () => {
    expect((await call('GET', '/api/admin/publishers', grace)).statusCode).toBe(403);
    const res = await call('GET', '/api/admin/publishers', operator);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { code: string; name: string; collections: { code: string; documentCount: number }[] }[];
    expect(list.map((p) => p.code)).toEqual(['IETF', 'NIST', 'W3C']);
    const nist = list.find((p) => p.code === 'NIST')!;
    expect(nist.name).toBe('National Institute of Standards and Technology');
    expect(nist.collections.find((c) => c.code === 'SP 800')!.documentCount).toBeGreaterThan(0);
  });
});

describe('granting and revoking subscriptions', () => {
  const grant = (accountId: number, body: unknown, token = operator) => call('POST', `/api/admin/accounts/${accountId}/subscriptions`, token, body);

  it("an operator grants Ada's account NIST: her next My subscription search includes NIST, and it is audited", async () => {
    const before = await entitledPublishers(ada, 'SP 800-53');
    expect(before.publishers).not.toContain('NIST');

    const res = await grant(ids['100100'], { kind: 'PUBLISHER', publisherCode: 'NIST', startDate: '2026-01-01', endDate: null });
    expect(res.statusCode).toBe(201);
    const created = res.json() as AdminSubscription;
    expect(created).toMatchObject({ kind: 'PUBLISHER', publisherCode: 'NIST', collectionCode: null, startDate: '2026-01-01', endDate: null, current: true });

    const after = await entitledPublishers(ada, 'SP 800-53');
    expect(after.publishers).toContain('NIST');
    expect(after.codes).toContain('NIST-SP-800-53-REV-5');
    const sidebar = await call('GET', '/api/user-subscriptions/current-user/subscriptions', ada);
    expect((sidebar.json() as { subscriptionInfo: { publisherSearchKey: string } }[]).map((s) => s.subscriptionInfo.publisherSearchKey)).toContain('NIST');
    expect(await lastAudit('SUBSCRIPTION_GRANTED')).toMatchObject({
      principal: 'operator',
      data: { accountId: ids['100100'], accountNumber: '100100', subscriptionId: created.id, kind: 'PUBLISHER', publisherCode: 'NIST', startDate: '2026-01-01', endDate: null },
    });
  });

  it("an account's ADMIN cannot widen or narrow the account's licence: grant and revoke are 403 and nothing changes", async () => {
    const acme = await account(ids['100200'], grace);
    const nist = acme.subscriptions.find((s) => s.publisherCode === 'NIST')!;
    const audits = (await t.db.select().from(auditEvents)).length;
    expect((await grant(ids['100200'], { kind: 'PUBLISHER', publisherCode: 'W3C', startDate: '2031-01-01' }, grace)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/accounts/${ids['100200']}/subscriptions/${nist.id}`, grace)).statusCode).toBe(403);
    // ... and not by a user of two accounts made ADMIN of one of them either (see the escalation test below).
    expect((await account(ids['100200'], grace)).subscriptions).toEqual(acme.subscriptions);
    expect((await t.db.select().from(auditEvents)).length).toBe(audits);
  });

  it("the operator revokes Acme's NIST: the next search of Acme's users leaves NIST out; granting it back brings it back", async () => {
    const acme = await account(ids['100200'], grace);
    const nist = acme.subscriptions.find((s) => s.publisherCode === 'NIST')!;
    expect((await entitledPublishers(grace, 'SP 800-53')).publishers).toContain('NIST');

    expect((await call('DELETE', `/api/admin/accounts/${ids['100200']}/subscriptions/${nist.id}`, operator)).statusCode).toBe(204);
    expect((await entitledPublishers(grace, 'SP 800-53')).publishers).not.toContain('NIST');
    expect((await account(ids['100200'], grace)).subscriptions.map((s) => s.publisherCode)).toEqual(['IETF', 'W3C']);
    expect(await lastAudit('SUBSCRIPTION_REVOKED')).toMatchObject({ principal: 'operator', data: { subscriptionId: nist.id, publisherCode: 'NIST', accountNumber: '100200' } });
    expect((await call('DELETE', `/api/admin/accounts/${ids['100200']}/subscriptions/${nist.id}`, operator)).statusCode).toBe(404);

    const back = await grant(ids['100200'], { kind: 'PUBLISHER', publisherCode: 'NIST', startDate: '2025-06-01' });
    expect(back.statusCode).toBe(201);
    expect((await entitledPublishers(grace, 'SP 800-53')).publishers).toContain('NIST');
  });

  it('grants one collection of a publisher with an end date', async () => {
    const res = await grant(ids['100300'], { kind: 'COLLECTION', publisherCode: 'NIST', collectionCode: 'SP 800', startDate: '2026-01-01', endDate: '2099-12-31' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'COLLECTION', publisherCode: 'NIST', collectionCode: 'SP 800', name: 'NIST SP 800', endDate: '2099-12-31', current: true });
  });

  it('two identical grants at once: one is granted, the other is refused as an overlap', async () => {
    const body = { kind: 'COLLECTION', publisherCode: 'NIST', collectionCode: 'SP 1800', startDate: '2026-01-01' };
    const answers = await Promise.all([grant(ids['100900'], body), grant(ids['100900'], body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect((await account(ids['100900'])).subscriptions.filter((s) => s.collectionCode === 'SP 1800')).toHaveLength(1);
  });

  it('a subscription that starts later is listed but not current', async () => {
    const res = await grant(ids['100400'], { kind: 'PUBLISHER', publisherCode: 'W3C', startDate: '2098-01-01', endDate: '2098-12-31' });
    expect(res.statusCode).toBe(201);
    expect(res.json().current).toBe(false);
  });

  it("an ADMIN cannot grant or revoke on another account; nobody on another tenant's", async () => {
    expect((await grant(ids['100100'], { kind: 'PUBLISHER', publisherCode: 'W3C', startDate: '2031-01-01' }, grace)).statusCode).toBe(403);
    const adas = await account(ids['100100']);
    expect((await call('DELETE', `/api/admin/accounts/${ids['100100']}/subscriptions/${adas.subscriptions[0].id}`, grace)).statusCode).toBe(403);
    // The subscription exists, but not on the account named in the path.
    expect((await call('DELETE', `/api/admin/accounts/${ids['100200']}/subscriptions/${adas.subscriptions[0].id}`, operator)).statusCode).toBe(404);
    expect((await grant(ids['200100'], { kind: 'PUBLISHER', publisherCode: 'NIST', startDate: '2031-01-01' })).statusCode).toBe(404);
    expect((await account(ids['100100'])).subscriptions).toEqual(adas.subscriptions);
  });

  type Bad = [name: string, body: Record<string, unknown>, field: string, message?: string];
  const bad: Bad[] = [
    ['an unknown publisher', { kind: 'PUBLISHER', publisherCode: 'ACME', startDate: '2031-01-01' }, 'publisherCode', 'Unknown'],
    ['a collection the publisher does not have', { kind: 'COLLECTION', publisherCode: 'NIST', collectionCode: 'SP 9999', startDate: '2031-01-01' }, 'collectionCode', 'Unknown'],
    ['a collection without its code', { kind: 'COLLECTION', publisherCode: 'NIST', startDate: '2031-01-01' }, 'collectionCode', 'NotBlank'],
    ['a publisher with a collection code', { kind: 'PUBLISHER', publisherCode: 'NIST', collectionCode: 'SP 800', startDate: '2031-01-01' }, 'collectionCode', 'Null'],
    ['an end before the start', { kind: 'PUBLISHER', publisherCode: 'W3C', startDate: '2031-05-02', endDate: '2031-05-01' }, 'endDate', 'DateRange'],
    ['a day that does not exist', { kind: 'PUBLISHER', publisherCode: 'W3C', startDate: '2031-02-30' }, 'startDate'],
    ['an unknown kind', { kind: 'BUNDLE', publisherCode: 'W3C', startDate: '2031-01-01' }, 'kind'],
    ['dates overlapping a subscription it holds', { kind: 'PUBLISHER', publisherCode: 'IETF', startDate: '2031-01-01' }, 'startDate', 'Overlap'],
    ['an unknown field', { kind: 'PUBLISHER', publisherCode: 'W3C', startDate: '2031-01-01', price: 0 }, 'price', 'Unknown'],
  ];
  it.each(bad)('%s is 400 with a field error, nothing granted', async (_name, body, field, message) => {
    const before = await account(ids['100200']);
    const audits = await auditCount('SUBSCRIPTION_GRANTED');
    const res = await grant(ids['100200'], body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([expect.objectContaining({ objectName: 'body', field, ...(message ? { message } : {}) })]);
    expect((await account(ids['100200'])).subscriptions).toEqual(before.subscriptions);
    expect(await auditCount('SUBSCRIPTION_GRANTED')).toBe(audits);
  });
});

describe('PUT /api/admin/accounts/{id}/users/{userId}/authorities', () => {
  const put = (accountId: number, uid: number, authorities: unknown, token = grace) =>
    call('PUT', `/api/admin/accounts/${accountId}/users/${uid}/authorities`, token, { authorities });

  it("Acme's ADMIN gives Alan CP_ADMIN: his very next request carries it, and it is audited", async () => {
    const alan = await userId('reports');
    expect((await call('GET', '/api/account', reports)).json().authorities).toEqual(['REPORT_VIEW']);
    const res = await put(ids['100200'], alan, ['REPORT_VIEW', 'CP_ADMIN']);
    expect(res.statusCode).toBe(200);
    expect((res.json() as AdminAccount).users.find((u) => u.login === 'reports')!.authorities).toEqual(['CP_ADMIN', 'REPORT_VIEW']);
    expect((await call('GET', '/api/account', reports)).json().authorities.sort()).toEqual(['CP_ADMIN', 'REPORT_VIEW']);
    expect(await lastAudit('AUTHORITY_CHANGED')).toMatchObject({ principal: 'grace', data: { login: 'reports', from: ['REPORT_VIEW'], to: ['CP_ADMIN', 'REPORT_VIEW'], accountNumber: '100200' } });

    // Made ADMIN, Alan may now open the accounts console; taken away, he may not.
    expect((await put(ids['100200'], alan, ['ADMIN'])).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/accounts', reports)).statusCode).toBe(200);
    expect((await put(ids['100200'], alan, ['REPORT_VIEW'])).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/accounts', reports)).statusCode).toBe(403);
  });

  it('only an operator grants OPERATOR', async () => {
    const alan = await userId('reports');
    expect((await put(ids['100200'], alan, ['REPORT_VIEW', 'OPERATOR'])).statusCode).toBe(403);
    expect((await account(ids['100200'])).users.find((u) => u.login === 'reports')!.authorities).toEqual(['REPORT_VIEW']);
  });

  it('nobody removes their own ADMIN', async () => {
    const res = await put(ids['100200'], await userId('grace'), []);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([{ objectName: 'body', field: 'authorities', message: 'OwnAdministration' }]);
    expect((await call('GET', '/api/admin/accounts', grace)).statusCode).toBe(200);
  });

  it('an unknown authority is 400 naming its index', async () => {
    const res = await put(ids['100200'], await userId('reports'), ['REPORT_VIEW', 'ROOT']);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([expect.objectContaining({ objectName: 'body', field: 'authorities.1' })]);
  });

  it("is 404 for a user not entitled to the account, and for another account's user", async () => {
    expect((await put(ids['100200'], await userId('ada'), ['CP_ADMIN'])).statusCode).toBe(404);
    expect((await put(ids['100100'], await userId('ada'), ['CP_ADMIN'])).statusCode).toBe(404);
    expect((await call('GET', '/api/account', ada)).json().authorities).toEqual([]);
  });
});

describe('PUT /api/admin/accounts/{id}/ip-ranges', () => {
  const put = (accountId: number, ipRanges: unknown, token = operator) => call('PUT', `/api/admin/accounts/${accountId}/ip-ranges`, token, { ipRanges });
  const ipSession = async (address: string) => {
    const res = await call('GET', '/api/account', undefined, undefined, { remoteAddress: address });
    return res.statusCode === 200 ? (res.json().selectedAccountId as number) : null;
  };

  it('replaces the ranges: a new network gets the company session at once, the old one no longer does', async () => {
    expect(await ipSession('192.0.2.15')).toBe(ids['100200']);
    expect(await ipSession('198.51.100.7')).toBeNull();
    const res = await put(ids['100200'], ['198.51.100.0/24', '2001:db8::/32', '203.0.113.9']);
    expect(res.statusCode).toBe(200);
    expect((res.json() as AdminAccount).ipRanges).toEqual(['198.51.100.0/24', '2001:db8::/32', '203.0.113.9']);
    expect(await ipSession('198.51.100.7')).toBe(ids['100200']);
    expect(await ipSession('203.0.113.9')).toBe(ids['100200']);
    expect(await ipSession('192.0.2.15')).toBeNull();
    expect(await lastAudit('IP_RANGES_CHANGED')).toMatchObject({
      principal: 'operator',
      data: { accountNumber: '100200', from: ['192.0.2.0/24', '2001:db8::/32'], to: ['198.51.100.0/24', '2001:db8::/32', '203.0.113.9'] },
    });
  });

  it('a range that does not parse is 400 with a field error naming its index, and nothing is saved', async () => {
    const before = (await account(ids['100200'])).ipRanges;
    const audits = await auditCount('IP_RANGES_CHANGED');
    const res = await put(ids['100200'], ['192.0.2.0/24', '10.0.0.0/33', 'printer-room', '10', '2001:db8::/129', '300.1.1.1', '198.51.100.7/24']);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([1, 2, 3, 4, 5, 6].map((i) => ({ objectName: 'body', field: `ipRanges.${i}`, message: 'Pattern' })));
    expect((await account(ids['100200'])).ipRanges).toEqual(before);
    expect(await auditCount('IP_RANGES_CHANGED')).toBe(audits);
  });

  it('an individual account has no IP ranges; another account or tenant is 404', async () => {
    const res = await put(ids['100100'], ['198.51.100.0/24'], operator);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([{ objectName: 'body', field: 'ipRanges', message: 'CompanyOnly' }]);
    expect((await put(ids['100300'], ['198.51.100.0/24'], grace)).statusCode).toBe(403);
    expect((await put(ids['200100'], ['198.51.100.0/24'])).statusCode).toBe(404);
  });

  it("an account's ADMIN cannot change its ranges (403, before the body is read), only the operator", async () => {
    const before = (await account(ids['100200'])).ipRanges;
    const res = await put(ids['100200'], ['0.0.0.0/0', '::/0'], grace);
    expect(res.statusCode).toBe(403);
    expect((await put(ids['100200'], 'not even a list', grace)).statusCode).toBe(403);
    expect((await account(ids['100200'])).ipRanges).toEqual(before);
    expect(await ipSession('203.0.113.77')).toBeNull();
  });

  it('the whole internet, or anything wider than the tenant allows (/16, /32), is refused even to the operator', async () => {
    const before = (await account(ids['100200'])).ipRanges;
    const res = await put(ids['100200'], ['0.0.0.0/0', '::/0', '10.0.0.0/15', '2001:db8::/31', '10.1.0.0/16', '2001:db8::/32']);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([0, 1, 2, 3].map((i) => ({ objectName: 'body', field: `ipRanges.${i}`, message: 'TooWide' })));
    expect(res.json().detail).toBe('An IP range may be no wider than /16 (IPv4) or /32 (IPv6)');
    expect((await account(ids['100200'])).ipRanges).toEqual(before);
    expect(await ipSession('8.8.8.8')).toBeNull();

    // The tenant's own limit: /24 at most.
    const keystone = (await t.db.select().from(tenants).where(eq(tenants.code, 'keystone')))[0];
    await t.db.update(tenants).set({ config: { ...keystone.config, ipRangeLimits: { ipv4MinPrefixLength: 24, ipv6MinPrefixLength: 48 } } }).where(eq(tenants.id, keystone.id));
    t.app.tenants.invalidate();
    try {
      const narrower = await put(ids['100200'], ['10.1.0.0/16']);
      expect(narrower.statusCode).toBe(400);
      expect(narrower.json().detail).toBe('An IP range may be no wider than /24 (IPv4) or /48 (IPv6)');
    } finally {
      await t.db.update(tenants).set({ config: keystone.config }).where(eq(tenants.id, keystone.id));
      t.app.tenants.invalidate();
    }
  });

  it("a range overlapping another account's range is 409 naming that range and account, and nothing is saved", async () => {
    expect((await put(ids['100300'], ['198.18.0.0/24'])).statusCode).toBe(200);
    const acme = (await account(ids['100200'])).ipRanges;
    const audits = await auditCount('IP_RANGES_CHANGED');
    for (const clash of ['198.18.0.1', '198.18.0.128/25', '198.18.0.0/23']) {
      const res = await put(ids['100200'], [...acme, clash]);
      expect(res.statusCode, clash).toBe(409);
      expect(res.json().detail).toBe(`${clash} overlaps 198.18.0.0/24 of account 100300 (Bell Research Labs)`);
      expect(res.json().fieldErrors).toEqual([{ objectName: 'body', field: `ipRanges.${acme.length}`, message: 'Overlaps' }]);
    }
    // The same address written as IPv4-mapped IPv6 is the same address.
    expect((await put(ids['100200'], ['::ffff:198.18.0.9'])).statusCode).toBe(409);
    expect((await account(ids['100200'])).ipRanges).toEqual(acme);
    expect(await auditCount('IP_RANGES_CHANGED')).toBe(audits);
    // Bell's visitors stay Bell's.
    expect(await ipSession('198.18.0.1')).toBe(ids['100300']);
  });

  it('the operator changes any company account of the tenant', async () => {
    expect((await put(ids['100300'], ['198.18.0.0/24', '198.19.0.0/24'])).statusCode).toBe(200);
    expect(await ipSession('198.19.0.200')).toBe(ids['100300']);
  });

  it('reads only plain four-part IPv4 and valid IPv6', () => {
    expect(['192.0.2.0/24', '192.0.2.1', '::1', '2001:db8::/32', '::ffff:192.0.2.0/120'].every(isAcceptableRange)).toBe(true);
    expect(['10', '0x0a.0.0.1', '192.0.2.0/24/1', '192.0.2.0/', '192.0.2.0/abc', '1.2.3', '192.0.2.7/24', '2001:db8::1/32'].some(isAcceptableRange)).toBe(false);
  });
});

describe('every change is in the audit trail the operator reads', () => {
  it('lists permission and subscription changes by type', async () => {
    for (const type of ['SUBSCRIPTION_GRANTED', 'SUBSCRIPTION_REVOKED', 'AUTHORITY_CHANGED', 'IP_RANGES_CHANGED']) {
      const res = await call('GET', `/management/audits?type=${type}`, operator);
      expect(res.statusCode).toBe(200);
      expect(Number(res.headers['x-total-count']), type).toBeGreaterThan(0);
      expect((res.json() as { type: string }[]).every((e) => e.type === type)).toBe(true);
    }
    const rows = await t.db.select().from(auditEvents).where(and(eq(auditEvents.principal, 'ada'), eq(auditEvents.type, 'SUBSCRIPTION_GRANTED')));
    expect(rows).toEqual([]);
  });
});
