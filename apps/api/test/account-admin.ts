/**
 * The account administration tests' set-up, shared by their files: a test app of the file's own, the operator's and
 * Acme's people's tokens, the demo accounts' ids by number, and the calls they make.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AdminAccount } from '@codex/domain';
import { createTestApp, type TestContext } from './harness.js';
import { signInDemo } from './demo-users.js';
import { accounts, auditEvents, tenants, users } from '../src/db/schema/index.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface AccountAdminTest {
  t: TestContext;
  operator: string;
  grace: string;
  ada: string;
  reports: string;
  /** Account ids by account number. */
  ids: Record<string, number>;
}

/** Registers the file's set-up (beforeAll, afterAll) and answers what its tests use, filled in before they run. */
export function accountAdminTestApp() {
  const kit = { ids: {} } as AccountAdminTest;
  beforeAll(async () => {
    kit.t = await createTestApp();
    kit.operator = await signInDemo(kit.t.app, 'operator');
    kit.grace = await signInDemo(kit.t.app, 'grace');
    kit.ada = await signInDemo(kit.t.app, 'ada');
    kit.reports = await signInDemo(kit.t.app, 'reports');
    const rows = await kit.t.db.select({ id: accounts.id, number: accounts.accountNumber }).from(accounts).innerJoin(tenants, eq(tenants.id, accounts.tenantId));
    for (const r of rows) kit.ids[r.number] = r.id;
  });
  afterAll(() => kit.t.close());

  const call = (method: Method, url: string, token?: string, payload?: unknown, extra: { remoteAddress?: string } = {}) =>
    kit.t.app.inject({
      method,
      url,
      headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload !== undefined ? { payload: payload as object } : {}),
      ...extra,
    });
  const account = async (id: number, token = kit.operator) => {
    const res = await call('GET', `/api/admin/accounts/${id}`, token);
    expect(res.statusCode).toBe(200);
    return res.json() as AdminAccount;
  };
  const userId = async (login: string) => (await kit.t.db.select({ id: users.id }).from(users).where(eq(users.login, login)))[0].id;
  const lastAudit = async (type: string) => (await kit.t.db.select().from(auditEvents).where(eq(auditEvents.type, type))).at(-1);
  const auditCount = async (type: string) => (await kit.t.db.select().from(auditEvents).where(eq(auditEvents.type, type))).length;
  /** Publisher codes of an entitled (My subscription) search as the user makes it. */
  const entitledPublishers = async (token: string, keywords: string) => {
    const res = await call('POST', '/api/documents/entitled-documents/search?size=100', token, { keywords, searchField: 'K' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { documents: { publisherCode: string; contentCode: string }[] };
    return { publishers: new Set(body.documents.map((d) => d.publisherCode)), codes: body.documents.map((d) => d.contentCode) };
  };
  return { kit, call, account, userId, lastAudit, auditCount, entitledPublishers };
}
