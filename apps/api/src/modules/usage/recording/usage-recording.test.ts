import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { accounts, documentFiles, entitlements, documents, publishers, subscriptions, tenants, usageEvents, users } from '../../../db/schema/index.js';
import { processUsage } from '../counter/usage-processing.service.js';
import { createUsageRecorder } from './usage-recorder.js';
import { signInDemo } from '../../../../test/demo-users.js';

let t: TestContext;
let ada: string;
let adaAccountId: number;
let adaUserId: number;
let ietfCode: string;
let ietfId: number;
let nistCode: string;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

beforeAll(async () => {
  t = await createTestApp();
  ada = await signInDemo(t.app, 'ada');
  const [user] = await t.db.select({ id: users.id, accountId: entitlements.accountId }).from(users).innerJoin(entitlements, eq(entitlements.userId, users.id)).where(eq(users.login, 'ada'));
  adaUserId = user.id;
  adaAccountId = user.accountId;
  const withBoth = await t.db
    .select({ id: documents.id, code: documents.contentCode, kind: documentFiles.kind })
    .from(documents)
    .innerJoin(publishers, eq(publishers.id, documents.publisherId))
    .innerJoin(documentFiles, eq(documentFiles.documentId, documents.id))
    .where(and(eq(publishers.code, 'IETF'), inArray(documentFiles.kind, ['pdf', 'html'])))
    .orderBy(asc(documents.id))
    .limit(20);
  const kinds = new Map<number, Set<string>>();
  for (const r of withBoth) kinds.set(r.id, (kinds.get(r.id) ?? new Set()).add(r.kind));
  ietfId = [...kinds].find(([, k]) => k.size === 2)![0];
  ietfCode = withBoth.find((r) => r.id === ietfId)!.code;
  const [nist] = await t.db
    .select({ code: documents.contentCode })
    .from(documents)
    .innerJoin(publishers, eq(publishers.id, documents.publisherId))
    .where(eq(publishers.code, 'NIST'))
    .limit(1);
  nistCode = nist.code;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { authorization: `Bearer ${ada}`, 'user-agent': BROWSER, ...headers } });
const search = (page: number) =>
  t.app.inject({ method: 'POST', url: `/api/documents/search?page=${page}`, payload: { keywords: 'http' }, headers: { authorization: `Bearer ${ada}`, 'user-agent': BROWSER } });

async function eventsOfAda() {
  await t.app.usageRecorder.flush();
  return t.db
    .select({ kind: usageEvents.kind, format: usageEvents.format, documentId: usageEvents.documentId, userId: usageEvents.userId, sessionId: usageEvents.sessionId, userAgent: usageEvents.userAgent })
    .from(usageEvents)
    .where(eq(usageEvents.accountId, adaAccountId))
    .orderBy(asc(usageEvents.id));
}

describe('usage events recorded from the routes', () => {
  it('records an investigation, PDF, HTML and download requests, a first search page, and a No_License refusal; nothing else', async () => {
    const before = (await eventsOfAda()).length;
    const answers = [
      await get(`/api/documents/metadata?contentCode=${ietfCode}`),
      await get(`/api/documents/pdf/contentCode?contentCode=${ietfCode}`),
      await get(`/api/documents/html/${ietfCode}`),
      await get(`/api/documents/download?contentCode=${ietfCode}`),
      // pdf.js fetching further pages continues the view already counted; a range from byte 0 is a new request.
      await get(`/api/documents/pdf/contentCode?contentCode=${ietfCode}`, { range: 'bytes=100-199' }),
      await get(`/api/documents/pdf/contentCode?contentCode=${ietfCode}`, { range: 'bytes=0-99' }),
      await search(0),
      await search(1),
      await get(`/api/documents/pdf/contentCode?contentCode=${nistCode}`),
      await get('/api/documents/pdf/contentCode?contentCode=NO-SUCH-DOCUMENT'),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 206, 206, 200, 200, 403, 404]);
    const events = (await eventsOfAda()).slice(before);
    expect(events.map((e) => `${e.kind}/${e.format}/${e.documentId === ietfId ? 'ietf' : e.documentId === null ? '-' : 'other'}`)).toEqual([
      'investigation/metadata/ietf',
      'request/pdf/ietf',
      'request/html/ietf',
      'request/download/ietf',
      'request/pdf/ietf',
      'search/search/-',
      'no_license/pdf/other',
    ]);
    for (const e of events) {
      expect(e.userId).toBe(adaUserId);
      expect(e.sessionId).toMatch(/^oidc:/);
      expect(e.userAgent).toBe(BROWSER);
    }
  });

  it('records the protected viewer: each page answered as a request (format page), a refusal for lack of licence as No_License', async () => {
    const drm = await signInDemo(t.app, 'drm');
    const asDrm = (url: string) => t.app.inject({ url, headers: { authorization: `Bearer ${drm}`, 'user-agent': BROWSER } });
    const candidates = await t.db
      .select({ id: documents.id, code: documents.contentCode })
      .from(documents)
      .innerJoin(documentFiles, eq(documentFiles.documentId, documents.id))
      .where(eq(documentFiles.kind, 'pdf'))
      .orderBy(asc(documents.id))
      .limit(10);
    const status = new Map<string, number>();
    for (const c of candidates) status.set(c.code, (await asDrm(`/api/documents/protected/pages?contentCode=${c.code}`)).statusCode);
    const readable = candidates.find((c) => status.get(c.code) === 200)!;
    // The account's licence for another publisher ends: its documents are refused before any file is read.
    const [drmAccount] = await t.db.select({ accountId: entitlements.accountId }).from(users).innerJoin(entitlements, eq(entitlements.userId, users.id)).where(eq(users.login, 'drm'));
    const [refused] = await t.db
      .select({ id: documents.id, code: documents.contentCode, publisherId: documents.publisherId })
      .from(documents)
      .innerJoin(publishers, eq(publishers.id, documents.publisherId))
      .where(eq(publishers.code, 'NIST'))
      .orderBy(asc(documents.id))
      .limit(1);
    await t.db.delete(subscriptions).where(and(eq(subscriptions.accountId, drmAccount.accountId), eq(subscriptions.publisherId, refused.publisherId)));
    const answers = [
      await asDrm(`/api/documents/protected/page/1?contentCode=${readable.code}`),
      await asDrm(`/api/documents/protected/page/2?contentCode=${readable.code}`),
      await asDrm(`/api/documents/protected/page/1?contentCode=${refused.code}`),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 403]);
    await t.app.usageRecorder.flush();
    const events = await t.db
      .select({ kind: usageEvents.kind, format: usageEvents.format, documentId: usageEvents.documentId })
      .from(usageEvents)
      .where(eq(usageEvents.accountId, drmAccount.accountId))
      .orderBy(asc(usageEvents.id));
    expect(events).toEqual([
      { kind: 'request', format: 'page', documentId: readable.id },
      { kind: 'request', format: 'page', documentId: readable.id },
      { kind: 'no_license', format: 'page', documentId: refused.id },
    ]);
  });

  it('records with a search the databases it covered: the tenant\'s, or the one publisher an entitled search names', async () => {
    const before = (await eventsOfAda()).length;
    const [ietf] = await t.db.select({ id: publishers.id }).from(publishers).where(eq(publishers.code, 'IETF'));
    const entitled = await t.app.inject({
      method: 'POST',
      url: '/api/documents/entitled-documents/search',
      payload: { keywords: 'http', publisherId: ietf.id },
      headers: { authorization: `Bearer ${ada}`, 'user-agent': BROWSER },
    });
    expect(entitled.statusCode).toBe(200);
    expect((await search(0)).statusCode).toBe(200);
    await t.app.usageRecorder.flush();
    const searches = await t.db
      .select({ searched: usageEvents.searchedPublisherIds })
      .from(usageEvents)
      .where(and(eq(usageEvents.accountId, adaAccountId), eq(usageEvents.kind, 'search')))
      .orderBy(asc(usageEvents.id));
    const recorded = searches.slice(-2).map((e) => e.searched);
    expect((await eventsOfAda()).length).toBe(before + 2);
    expect(recorded[0]).toEqual([ietf.id]);
    expect(recorded[1]!.length).toBeGreaterThan(1);
    expect(recorded[1]).toContain(ietf.id);
  });

  it('records nothing for a request without a signed-in account', async () => {
    const before = (await eventsOfAda()).length;
    const res = await t.app.inject({ url: `/api/documents/pdf/contentCode?contentCode=${ietfCode}` });
    expect(res.statusCode).toBe(401);
    expect((await eventsOfAda()).length).toBe(before);
  });
});

describe('the usage recorder', () => {
  it('writes a full batch at once, without waiting for the timer', async () => {
    const [tenant] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'keystone'));
    const recorder = createUsageRecorder(t.db, { flushMs: 60_000, maxBatch: 3, onError: () => {} });
    const event = { tenantId: tenant.id, accountId: adaAccountId, userId: null, sessionId: 'ip:batch', kind: 'search' as const, format: 'search' as const, documentReference: null, userAgent: 'batch-test', occurredAt: new Date() };
    recorder.record(event);
    recorder.record(event);
    expect(recorder.pending()).toBe(2);
    recorder.record(event);
    expect(recorder.pending()).toBe(0);
    await recorder.flush();
    const rows = await t.db.select({ id: usageEvents.id }).from(usageEvents).where(eq(usageEvents.userAgent, 'batch-test'));
    expect(rows).toHaveLength(3);
    await recorder.close();
  });

  it('reports a failed write instead of throwing, and the batch is lost', async () => {
    const errors: number[] = [];
    const recorder = createUsageRecorder(t.db, { flushMs: 60_000, maxBatch: 10, onError: (_err, lost) => errors.push(lost) });
    recorder.record({ tenantId: 999_999, accountId: 999_999, userId: null, sessionId: null, kind: 'search', format: 'search', documentReference: null, userAgent: 'x', occurredAt: new Date() });
    await expect(recorder.flush()).resolves.toBeUndefined();
    expect(errors).toEqual([1]);
  });
});

describe('retention of raw events', () => {
  it("removes processed events older than the tenant's retention (its own setting, else USAGE_RETENTION_DAYS)", async () => {
    const [keystone] = await t.db.select({ id: tenants.id, config: tenants.config }).from(tenants).where(eq(tenants.code, 'keystone'));
    const [community] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'community'));
    const [communityAccount] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.tenantId, community.id)).limit(1);
    await t.db.update(tenants).set({ config: { ...keystone.config, usageRetentionDays: 30 } }).where(eq(tenants.id, keystone.id));
    const now = new Date('2026-11-20T12:00:00Z');
    const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
    const base = { userId: null, sessionId: 'ip:retention', documentId: null, kind: 'search' as const, format: 'search' as const, userAgent: 'retention-test' };
    await t.db.insert(usageEvents).values([
      { ...base, tenantId: keystone.id, accountId: adaAccountId, occurredAt: daysAgo(40) },
      { ...base, tenantId: keystone.id, accountId: adaAccountId, occurredAt: daysAgo(10) },
      { ...base, tenantId: community.id, accountId: communityAccount.id, occurredAt: daysAgo(40) },
      { ...base, tenantId: community.id, accountId: communityAccount.id, occurredAt: daysAgo(800) },
    ]);
    const result = await processUsage(t.db, { defaultRetentionDays: 790, now });
    expect(result.pruned).toBeGreaterThanOrEqual(2);
    const left = await t.db.select({ tenantId: usageEvents.tenantId, occurredAt: usageEvents.occurredAt }).from(usageEvents).where(eq(usageEvents.userAgent, 'retention-test'));
    expect(left.map((e) => `${e.tenantId === keystone.id ? 'keystone' : 'community'}:${Math.round((now.getTime() - e.occurredAt.getTime()) / 86_400_000)}`).sort()).toEqual([
      'community:40',
      'keystone:10',
    ]);
    await t.db.update(tenants).set({ config: keystone.config }).where(eq(tenants.id, keystone.id));
  });
});
