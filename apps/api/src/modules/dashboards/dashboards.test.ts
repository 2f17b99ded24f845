import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountSharingPanel, OperatorActivityPanel, OperatorCataloguePanel, OperatorWorkPanel } from '@codex/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { signInDemo } from '../../../test/demo-users.js';
import { accounts, contentShares, documents, entitlements, groups, jobs, mailMessages, tenants, usageEvents, users } from '../../db/schema/index.js';

let t: TestContext;
let operator: string;
let grace: string;
let keystoneId: number;
let communityId: number;

beforeAll(async () => {
  t = await createTestApp();
  operator = await signInDemo(t.app, 'operator');
  grace = await signInDemo(t.app, 'grace');
  keystoneId = (await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'keystone')))[0].id;
  communityId = (await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'community')))[0].id;
});
afterAll(() => t.close());

const get = (panel: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/dashboards/operator/${panel}`, headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) } });

describe("the operator's dashboard panels", () => {
  it('work: counts queued, failed and waiting jobs by kind, and the tenant’s own mail only', async () => {
    const before = OperatorWorkPanel.parse((await get('work', operator)).json());
    const hourAgo = new Date(Date.now() - 3600_000);
    await t.db.insert(jobs).values([
      { kind: 'dashboard.test', state: 'queued', runAt: hourAgo },
      { kind: 'dashboard.test', state: 'queued', runAt: new Date(Date.now() + 3600_000) },
      { kind: 'dashboard.test', state: 'failed', finishedAt: new Date(), lastError: 'gave up' },
      { kind: 'dashboard.test', state: 'failed', finishedAt: new Date(Date.now() - 10 * 86_400_000), lastError: 'long ago' },
    ]);
    const mail = { kind: 'SHARING', toAddress: 'someone@example.org', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' };
    await t.db.insert(mailMessages).values([
      { ...mail, tenantId: keystoneId, state: 'failed' },
      { ...mail, tenantId: keystoneId, state: 'retrying' },
      { ...mail, tenantId: communityId, state: 'failed' },
    ]);
    const res = await get('work', operator);
    expect(res.statusCode).toBe(200);
    const after = OperatorWorkPanel.parse(res.json());
    const kind = after.jobs.find((j) => j.kind === 'dashboard.test')!;
    expect(kind).toMatchObject({ queued: 2, running: 0, failed: 1 });
    expect(kind.oldestWaitSeconds).toBeGreaterThanOrEqual(3590);
    expect(after.mail.failed - before.mail.failed).toBe(1);
    expect(after.mail.retrying - before.mail.retrying).toBe(1);
  });

  it('catalogue: the newest import run completed, the documents counted', async () => {
    const res = await get('catalogue', operator);
    expect(res.statusCode).toBe(200);
    const panel = OperatorCataloguePanel.parse(res.json());
    expect(panel.status).toBe('completed');
    expect(panel.documents).toBeGreaterThan(10_000);
    expect(panel.finishedAt).not.toBeNull();
  });

  it("activity: today's searches and full-text requests against the daily average of the 30 days before, the tenant's own", async () => {
    const before = OperatorActivityPanel.parse((await get('activity', operator)).json());
    const [account] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.tenantId, keystoneId)).limit(1);
    const [communityAccount] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.tenantId, communityId)).limit(1);
    const base = { userId: null, sessionId: 'ip:dashboard', documentId: null, userAgent: 'dashboard-test' };
    const search = { ...base, kind: 'search' as const, format: 'search' as const };
    const request = { ...base, kind: 'request' as const, format: 'pdf' as const };
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    await t.db.insert(usageEvents).values([
      { ...search, tenantId: keystoneId, accountId: account.id, occurredAt: new Date() },
      { ...search, tenantId: keystoneId, accountId: account.id, occurredAt: new Date() },
      { ...request, tenantId: keystoneId, accountId: account.id, occurredAt: new Date() },
      ...Array.from({ length: 30 }, (_, i) => ({ ...request, tenantId: keystoneId, accountId: account.id, occurredAt: daysAgo(i + 1.5) })),
      { ...search, tenantId: communityId, accountId: communityAccount.id, occurredAt: new Date() },
    ]);
    const after = OperatorActivityPanel.parse((await get('activity', operator)).json());
    expect(after.searches.today - before.searches.today).toBe(2);
    expect(after.fullTextRequests.today - before.fullTextRequests.today).toBe(1);
    expect(after.fullTextRequests.dailyAverage - before.fullTextRequests.dailyAverage).toBeCloseTo(29 / 30, 0);
  });

  it.each(['work', 'catalogue', 'activity'])('%s: anonymous 401, an account admin 403', async (panel) => {
    expect((await get(panel)).statusCode).toBe(401);
    expect((await get(panel, grace)).statusCode).toBe(403);
  });
});

describe("the account admin's sharing panel", () => {
  it("counts the account's groups and members and its people's shares of the last 30 days; others are refused", async () => {
    const before = AccountSharingPanel.parse((await get('../account/sharing', grace)).json());
    const [graceUser] = await t.db.select({ id: users.id, accountId: entitlements.accountId }).from(users).innerJoin(entitlements, eq(entitlements.userId, users.id)).where(eq(users.login, 'grace'));
    const [doc] = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, 'IETF-RFC9110'));
    const [group] = await t.db
      .insert(groups)
      .values({ tenantId: keystoneId, accountId: graceUser.accountId, name: 'Dashboard group', longDesc: '', createdById: graceUser.id, memberCount: 3, contentCount: 0 })
      .returning();
    await t.db.insert(contentShares).values([
      { tenantId: keystoneId, documentId: doc.id, kind: 'STANDARD', sharedByUserId: graceUser.id, sharedWithUserId: graceUser.id },
      { tenantId: keystoneId, documentId: doc.id, kind: 'STANDARD', sharedByUserId: graceUser.id, sharedWithUserId: graceUser.id, groupId: group.id },
    ]);
    const res = await get('../account/sharing', grace);
    expect(res.statusCode).toBe(200);
    const after = AccountSharingPanel.parse(res.json());
    expect(after.groups - before.groups).toBe(1);
    expect(after.groupMembers - before.groupMembers).toBe(3);
    expect(after.groupsCreatedLast30Days - before.groupsCreatedLast30Days).toBe(1);
    expect(after.sharesLast30Days - before.sharesLast30Days).toBe(2);
    expect(after.sharersLast30Days).toBeGreaterThanOrEqual(1);
    const ada = await signInDemo(t.app, 'ada');
    expect((await get('../account/sharing', ada)).statusCode).toBe(403);
    expect((await get('../account/sharing')).statusCode).toBe(401);
  });
});
