import { Writable } from 'node:stream';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Logger } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { auditEvents, tenants } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { getLogger } from '../../lib/loggers.js';
import { signInDemo } from '../../../test/demo-users.js';

const SECRET_TOKEN = 'tok-do-not-show-Zq7';
const DB_PASSWORD = 'pw-do-not-show-Kx4';

/** Every line the app logs, parsed. */
const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) if (line.trim()) logLines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let t: TestContext;
let operator: string;
let ada: string;
let grace: string;
beforeAll(async () => {
  process.env.TEST_SECRET_TOKEN = SECRET_TOKEN;
  process.env.TEST_LEGACY_DATABASE_URL = `postgres://codex:${DB_PASSWORD}@db.example:5432/codex`;
  t = await createTestApp({}, undefined, { logger: { level: 'info', stream: logStream } });
  operator = await signInDemo(t.app, 'operator');
  ada = await signInDemo(t.app, 'ada');
  grace = await signInDemo(t.app, 'grace');
});
afterAll(async () => {
  delete process.env.TEST_SECRET_TOKEN;
  delete process.env.TEST_LEGACY_DATABASE_URL;
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const today = () => new Date().toISOString().slice(0, 10);
const yesterday = () => new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe('who may use the management endpoints', () => {
  const endpoints: [method: 'GET' | 'POST', url: string, payload?: unknown][] = [
    ['GET', '/management/jhimetrics'],
    ['GET', '/management/threaddump'],
    ['GET', '/management/loggers'],
    ['POST', '/management/loggers/search', { configuredLevel: 'DEBUG' }],
    ['GET', '/management/configprops'],
    ['GET', '/management/env'],
    ['GET', '/management/audits'],
  ];

  it.each(endpoints)('%s %s: 401 without a token, 403 for a subscriber and for an account ADMIN', async (method, url, payload) => {
    expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    expect((await call(method, url, ada, payload)).statusCode).toBe(403);
    expect((await call(method, url, grace, payload)).statusCode).toBe(403);
    expect(getLogger(t.app.log, 'search').level).toBe('info');
  });
});

describe('GET /management/jhimetrics', () => {
  type RouteRow = { method: string; route: string; status: number; count: number; p50: number; p95: number; p99: number; max: number };
  const metrics = async () => {
    const res = await call('GET', '/management/jhimetrics', operator);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const row = (body: { 'http.server.requests': { routes: RouteRow[] } }, method: string, route: string, status: number) =>
    body['http.server.requests'].routes.find((r) => r.method === method && r.route === route && r.status === status);

  it('counts the very requests the caller made, per route pattern and status, with ordered percentiles', async () => {
    const before = await metrics();
    const countBefore = row(before, 'GET', '/api/account', 200)?.count ?? 0;
    for (let i = 0; i < 3; i++) expect((await call('GET', '/api/account', operator)).statusCode).toBe(200);
    expect((await call('GET', '/api/no-such-thing', operator)).statusCode).toBe(404);

    const after = await metrics();
    const account = row(after, 'GET', '/api/account', 200)!;
    expect(account.count - countBefore).toBe(3);
    expect(account.p50).toBeGreaterThan(0);
    expect(account.p50).toBeLessThanOrEqual(account.p95);
    expect(account.p95).toBeLessThanOrEqual(account.p99);
    expect(account.p99).toBeLessThanOrEqual(account.max);
    expect(row(after, 'GET', 'UNMATCHED', 404)!.count).toBeGreaterThanOrEqual(1);
    expect(row(after, 'GET', '/management/jhimetrics', 200)!.count).toBeGreaterThanOrEqual(1);
    expect(after['http.server.requests'].all.count).toBeGreaterThanOrEqual(before['http.server.requests'].all.count + 5);
    expect(after['http.server.requests'].percode['200'].count).toBeGreaterThan(0);
  });

  it('reports memory, event loop, CPU, the database, the tenant cache and the search answers of this process', async () => {
    const body = await metrics();
    expect(body.node.pid).toBe(process.pid);
    expect(body.node.memory.rss).toBeGreaterThan(body.node.memory.heapUsed);
    expect(body.node.memory.heapUsed).toBeGreaterThan(0);
    expect(body.node.uptimeSeconds).toBeGreaterThan(0);
    expect(body.node.eventLoop.delayMs.max).toBeGreaterThanOrEqual(body.node.eventLoop.delayMs.p50);
    expect(body.processMetrics.cpu.userMs).toBeGreaterThan(0);
    expect(body.databases.driver).toBe(t.database.driver);
    expect(body.cache.tenantDirectory.hits).toBeGreaterThan(0);
    expect(body.cache.tenantDirectory.hitRatio).toBeGreaterThan(0);
    expect(body.cache.searchAnswers).toMatchObject({ hits: expect.any(Number), misses: expect.any(Number) });
  });
});

describe('GET /management/threaddump', () => {
  it("answers Node's diagnostic report of this process, without the environment", async () => {
    const res = await call('GET', '/management/threaddump', operator);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBeUndefined();
    const body = res.json();
    expect(body.report.header.nodejsVersion).toBe(process.version);
    expect(body.report.header.processId).toBe(process.pid);
    expect(body.report.javascriptHeap.heapSpaces).toBeTruthy();
    expect(Array.isArray(body.report.libuv)).toBe(true);
    expect(body.report.javascriptStack).toBeTruthy();
    expect(body.report).not.toHaveProperty('environmentVariables');
    expect(Object.keys(body.summary.activeResources).length).toBeGreaterThan(0);
    expect(res.body).not.toContain(SECRET_TOKEN);
    expect(res.body).not.toContain(DB_PASSWORD);
  });

  it('with download=1 answers a JSON file to save', async () => {
    const res = await call('GET', '/management/threaddump?download=1', operator);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="threaddump-[\dTZ-]+\.json"$/);
    expect(res.json().report.header.processId).toBe(process.pid);
  });
});

describe('management/loggers', () => {
  const loggers = async () => {
    const res = await call('GET', '/management/loggers', operator);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const setLevel = (name: string, configuredLevel: unknown) => call('POST', `/management/loggers/${name}`, operator, { configuredLevel });

  it('lists every named logger with its configured and effective level', async () => {
    const body = await loggers();
    expect(body.levels).toEqual(['OFF', 'FATAL', 'ERROR', 'WARN', 'INFO', 'DEBUG', 'TRACE']);
    for (const name of ['root', 'http', 'auth', 'oidc', 'search', 'catalog', 'documents', 'tenants', 'admin', 'management']) {
      expect(body.loggers[name]).toEqual({ configuredLevel: null, effectiveLevel: 'INFO' });
    }
  });

  it("lowers search to DEBUG at once: its debug lines reach the log, then a reset gives it back to root's level", async () => {
    const search = getLogger(t.app.log, 'search') as Logger;
    expect(search.isLevelEnabled('debug')).toBe(false);

    expect((await setLevel('search', 'DEBUG')).statusCode).toBe(204);
    expect(search.isLevelEnabled('debug')).toBe(true);
    search.debug('looking for ISO 9001');
    expect(logLines).toContainEqual(expect.objectContaining({ logger: 'search', level: 20, msg: 'looking for ISO 9001' }));
    expect((await loggers()).loggers.search).toEqual({ configuredLevel: 'DEBUG', effectiveLevel: 'DEBUG' });
    expect((await loggers()).loggers.root).toEqual({ configuredLevel: null, effectiveLevel: 'INFO' });

    const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.type, 'LOGGER_LEVEL_CHANGED'));
    expect(audit).toMatchObject({ principal: 'operator', data: { logger: 'search', from: null, to: 'DEBUG', effectiveLevel: 'DEBUG' } });

    expect((await setLevel('search', null)).statusCode).toBe(204);
    expect(search.isLevelEnabled('debug')).toBe(false);
    search.debug('not written');
    expect(logLines).not.toContainEqual(expect.objectContaining({ msg: 'not written' }));
    expect((await loggers()).loggers.search).toEqual({ configuredLevel: null, effectiveLevel: 'INFO' });
  });

  it('the http logger carries the request logs: at WARN a request leaves no line', async () => {
    const linesOf = (requestId: string) => logLines.filter((l) => l.reqId === requestId);
    expect((await setLevel('http', 'WARN')).statusCode).toBe(204);
    await call('GET', '/api/account', operator, undefined, { requestid: 'quiet-request-0001' });
    expect(linesOf('quiet-request-0001')).toEqual([]);

    expect((await setLevel('http', null)).statusCode).toBe(204);
    await call('GET', '/api/account', operator, undefined, { requestid: 'heard-request-0002' });
    expect(linesOf('heard-request-0002')).toContainEqual(expect.objectContaining({ logger: 'http', msg: 'request completed' }));
  });

  it('root changes the loggers without a level of their own', async () => {
    await setLevel('catalog', 'ERROR');
    expect((await setLevel('root', 'WARN')).statusCode).toBe(204);
    let body = await loggers();
    expect(body.loggers.root).toEqual({ configuredLevel: 'WARN', effectiveLevel: 'WARN' });
    expect(body.loggers.documents).toEqual({ configuredLevel: null, effectiveLevel: 'WARN' });
    expect(body.loggers.catalog).toEqual({ configuredLevel: 'ERROR', effectiveLevel: 'ERROR' });

    await setLevel('root', null);
    await setLevel('catalog', null);
    body = await loggers();
    expect(body.loggers.root).toEqual({ configuredLevel: null, effectiveLevel: 'INFO' });
    expect(body.loggers.documents).toEqual({ configuredLevel: null, effectiveLevel: 'INFO' });
    expect(body.loggers.catalog).toEqual({ configuredLevel: null, effectiveLevel: 'INFO' });
  });

  it('a logger that does not exist is 400 with a field error on its name, and nothing is recorded', async () => {
    const res = await setLevel('no-such-logger', 'DEBUG');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([{ objectName: 'path', field: 'name', message: 'Unknown' }]);
    expect((await loggers()).loggers).not.toHaveProperty('no-such-logger');
    const rows = await t.db.select().from(auditEvents).where(eq(auditEvents.type, 'LOGGER_LEVEL_CHANGED'));
    expect(rows.map((r) => r.data.logger)).not.toContain('no-such-logger');
  });

  it.each([['VERBOSE'], ['debug'], [42]])('an unknown level (%s) is 400 with a field error on configuredLevel, nothing changed', async (level) => {
    const res = await setLevel('search', level);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([expect.objectContaining({ objectName: 'body', field: 'configuredLevel' })]);
    expect((await loggers()).loggers.search).toEqual({ configuredLevel: null, effectiveLevel: 'INFO' });
  });

  it('a missing configuredLevel is 400 as well', async () => {
    const res = await call('POST', '/management/loggers/search', operator, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([expect.objectContaining({ field: 'configuredLevel' })]);
  });
});

describe('management/configprops and management/env', () => {
  it('configprops shows the parsed configuration of this server', async () => {
    const res = await call('GET', '/management/configprops', operator);
    expect(res.statusCode).toBe(200);
    const properties = res.json().contexts.codex.beans.config.properties;
    expect(properties.database.driver).toBe(t.database.driver);
    expect(properties.publicUrl).toBe('http://localhost:8080');
    expect(properties.oidc.clientId).toBe(t.app.config.oidc.clientId);
    expect(res.body).not.toContain(SECRET_TOKEN);
    expect(res.body).not.toContain(DB_PASSWORD);
  });

  it('env shows the process environment with secrets and URL passwords masked', async () => {
    const res = await call('GET', '/management/env', operator);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.activeProfiles).toEqual([t.app.config.env]);
    const properties = body.propertySources[0].properties;
    expect(properties.TEST_SECRET_TOKEN).toEqual({ value: '******' });
    expect(properties.TEST_LEGACY_DATABASE_URL).toEqual({ value: 'postgres://codex:******@db.example:5432/codex' });
    expect(properties.PATH).toEqual({ value: process.env.PATH });
    expect(res.body).not.toContain(SECRET_TOKEN);
    expect(res.body).not.toContain(DB_PASSWORD);
  });
});

describe('GET /management/audits', () => {
  type Audit = { id: number; timestamp: string; principal: string; type: string; data: Record<string, unknown> };
  const audits = async (query: string) => {
    const res = await call('GET', `/management/audits?${query}`, operator);
    expect(res.statusCode).toBe(200);
    return { events: res.json() as Audit[], total: Number(res.headers['x-total-count']) };
  };
  const keystoneId = async () => (await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'keystone')))[0].id;

  it("finds the operator's own sign-in of today, with the total in x-total-count", async () => {
    const { events, total } = await audits(`fromDate=${today()}&toDate=${today()}&type=SIGN_IN_SUCCESS&principal=operator`);
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(events[0]).toMatchObject({ principal: 'operator', type: 'SIGN_IN_SUCCESS' });
    expect(events[0].timestamp.slice(0, 10)).toBe(today());
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.tenantId, await keystoneId()), eq(auditEvents.type, 'SIGN_IN_SUCCESS'), eq(auditEvents.principal, 'operator')));
    expect(total).toBe(n);
  });

  it("shows only the caller's tenant, newest first by default, oldest first on request, a page at a time", async () => {
    const otherTenant = (await t.db.select({ id: tenants.id }).from(tenants).where(ne(tenants.code, 'keystone')))[0].id;
    await recordAudit(t.db, { tenantId: otherTenant, principal: 'someone-elsewhere', type: 'SIGN_IN_SUCCESS' });

    const all = await audits('size=100');
    const [{ n }] = await t.db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.tenantId, await keystoneId()));
    expect(all.total).toBe(n);
    expect(all.events.map((e) => e.principal)).not.toContain('someone-elsewhere');
    const stamps = all.events.map((e) => e.timestamp);
    expect(stamps).toEqual([...stamps].sort().reverse());
    expect(all.events.map((e) => e.principal)).toEqual(expect.arrayContaining(['operator', 'ada', 'grace']));

    const oldestFirst = await audits('size=100&sort=createdDate,asc');
    expect(oldestFirst.events.map((e) => e.id)).toEqual([...all.events.map((e) => e.id)].reverse());

    const second = await audits('size=1&page=1');
    expect(second.total).toBe(all.total);
    expect(second.events.map((e) => e.id)).toEqual([all.events[1].id]);
  });

  it('dates are inclusive days: a range that ends yesterday leaves out what happened today', async () => {
    const { events } = await audits(`fromDate=2000-01-01&toDate=${yesterday()}`);
    expect(events.every((e) => e.timestamp.slice(0, 10) < today())).toBe(true);
    expect(events.map((e) => e.principal)).not.toContain('grace');
  });

  it('an inverted date range is 400 with a field error on toDate', async () => {
    const res = await call('GET', `/management/audits?fromDate=${today()}&toDate=${yesterday()}`, operator);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([{ objectName: 'query', field: 'toDate', message: 'DateRange' }]);
  });

  it.each([['fromDate=2026-13-01'], ['fromDate=22-11-2026'], ['toDate=2026-02-30']])('a malformed date (%s) is 400 with a field error', async (query) => {
    const res = await call('GET', `/management/audits?${query}`, operator);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([expect.objectContaining({ objectName: 'query', field: query.split('=')[0] })]);
  });

  it('size is at most 100, and sort takes createdDate only', async () => {
    expect((await call('GET', '/management/audits?size=101', operator)).json().fieldErrors).toEqual([expect.objectContaining({ field: 'size', message: 'Max' })]);
    expect((await call('GET', '/management/audits?sort=principal,asc', operator)).json().fieldErrors).toEqual([expect.objectContaining({ field: 'sort' })]);
  });
});
