import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { demoCaller, signInDemoUsers } from '../../../../test/demo-users.js';
import { parsePrometheusText, type MetricFamily } from '../../../../test/prometheus-text.js';
import { accounts, jobs, mailMessages, tenants, usageEvents } from '../../../db/schema/index.js';
import { APP_FILES_ROUTE } from '../../../plugins/metrics.js';

const SCRAPE_TOKEN = 'scrape-8f3a2c71d94e4b05a6c1e2f3';

let t: TestContext;
const token: Record<string, string> = {};
const call = demoCaller(() => t.app, token);

/** The two apps as built: an index.html and a few of the files a build names by their content's hash. */
const appsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codex-metrics-apps-'));
const APP_FILES = { reader: ['index-B1x2y3.js', 'SearchPage-C4d5e6.js'], console: ['index-F7g8h9.js'] };
for (const [app, files] of Object.entries(APP_FILES)) {
  fs.mkdirSync(path.join(appsDir, app, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(appsDir, app, 'index.html'), '<!doctype html><title>app</title>');
  for (const file of files) fs.writeFileSync(path.join(appsDir, app, 'assets', file), 'export {};\n');
}

beforeAll(async () => {
  // No job worker: the jobs this test queues stay queued, as they would behind a stalled worker.
  t = await createTestApp({
    METRICS_TOKEN: SCRAPE_TOKEN,
    JOBS_WORKER: 'false',
    STATIC_DIR_READER: path.join(appsDir, 'reader'),
    STATIC_DIR_CONSOLE: path.join(appsDir, 'console'),
  });
  Object.assign(token, await signInDemoUsers(t.app, ['operator', 'grace', 'acme'] as const));
}, 300_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(appsDir, { recursive: true, force: true });
});

const scrape = (authorization?: string, host = 'localhost') =>
  t.app.inject({ method: 'GET', url: '/management/prometheus', headers: { host, ...(authorization ? { authorization } : {}) } });

/** The answer read with the strict parser: each family by name. */
function familiesOf(res: LightMyRequestResponse): Map<string, MetricFamily> {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  return parsePrometheusText(res.body);
}

/** The one family of this name and type, with at least one sample. */
function family(families: Map<string, MetricFamily>, name: string, type: MetricFamily['type']): MetricFamily {
  const found = families.get(name);
  expect(found, name).toBeDefined();
  expect(found!.type, name).toBe(type);
  expect(found!.help.length, `${name} has help`).toBeGreaterThan(10);
  expect(found!.samples.length, `${name} has samples`).toBeGreaterThan(0);
  return found!;
}

const value = (f: MetricFamily, labels: Record<string, string>, sample = f.name) =>
  f.samples.find((s) => s.name === sample && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

describe('GET /management/prometheus: who may scrape', () => {
  it('refuses an anonymous caller and a wrong token with 401 in the error model', async () => {
    for (const res of [await scrape(), await scrape('Bearer not-the-scrape-token-at-all-0000'), await scrape(`Bearer ${SCRAPE_TOKEN}x`), await scrape(`Basic ${SCRAPE_TOKEN}`)]) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ status: 401 });
      expect(res.body).not.toContain('codex_');
    }
  });

  it("refuses a signed-in user without OPERATOR (an account's ADMIN) with 403", async () => {
    const res = await scrape(`Bearer ${token.grace}`);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('codex_');
  });

  it('answers the operator and the scrape token (on any host: a scraper names no tenant)', async () => {
    expect(familiesOf(await scrape(`Bearer ${token.operator}`)).has('codex_http_request_duration_seconds')).toBe(true);
    expect(familiesOf(await scrape(`Bearer ${SCRAPE_TOKEN}`)).has('codex_http_request_duration_seconds')).toBe(true);
    expect(familiesOf(await scrape(`bearer ${SCRAPE_TOKEN}`, '10.0.0.7:8080')).has('process_cpu_user_seconds_total')).toBe(true);
  });
});

describe('GET /management/prometheus: what it says', () => {
  let families: Map<string, MetricFamily>;

  beforeAll(async () => {
    // Something to count: a request to a route with a parameter, searches of every kind, waiting jobs, mail and usage.
    expect((await call('GET', '/api/admin/webhooks/987654321', 'operator')).statusCode).toBe(404);
    const searched = [
      await call('POST', '/api/documents/search', 'acme', { keywords: 'HTTP Semantics', searchField: 'K' }),
      await call('POST', '/api/documents/search', 'acme', { keywords: 'RFC 9110', searchField: 'D' }),
      await call('POST', '/api/documents/search', 'acme', { keywords: 'transport', searchField: 'A' }),
      await call('POST', '/api/documents/search/count', 'acme', { keywords: 'transport', searchField: 'A' }),
      await call('POST', '/api/documents/search/type-ahead', 'acme', { keywords: 'http', 'search-type': 'ALL' }),
      await call('POST', '/api/semantic-search/v1/query?page=0&size=5', 'acme', { keywords: 'how browsers reuse stored responses' }),
    ];
    expect(searched.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);

    const [keystone] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'keystone'));
    const [acme] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountNumber, '100200'));
    const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
    await t.db.insert(jobs).values([
      { kind: 'mail.send', payload: { messageId: 0 }, runAt: ago(120) },
      { kind: 'mail.send', payload: { messageId: 0 }, runAt: ago(30) },
      // Not due yet: waiting, but not late.
      { kind: 'webhook.deliver', payload: { deliveryId: 0 }, runAt: new Date(Date.now() + 3_600_000) },
    ]);
    await t.db.insert(mailMessages).values({ tenantId: keystone.id, kind: 'SHARING', toAddress: 'someone@example.org', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi', createdAt: ago(600) });
    await t.db.insert(usageEvents).values({ tenantId: keystone.id, accountId: acme.id, kind: 'search', format: 'search', userAgent: 'metrics-test', occurredAt: ago(900) });

    // The apps' files, as a browser loads them.
    const files = [...APP_FILES.reader.map((f) => `/assets/${f}`), ...APP_FILES.console.map((f) => `/admin/assets/${f}`)];
    for (const url of files) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);

    families = familiesOf(await scrape(`Bearer ${SCRAPE_TOKEN}`));
  }, 300_000);

  it('times HTTP requests by route template, method and status, never by the raw URL', () => {
    const http = family(families, 'codex_http_request_duration_seconds', 'histogram');
    expect(value(http, { route: '/api/admin/webhooks/:id', method: 'GET', status_code: '404' }, 'codex_http_request_duration_seconds_count')).toBe(1);
    expect(value(http, { route: '/api/documents/search', method: 'POST', status_code: '200' }, 'codex_http_request_duration_seconds_count')).toBe(3);
    expect(http.samples.some((s) => Object.values(s.labels).some((v) => v.includes('987654321')))).toBe(false);
    for (const sample of http.samples) expect(sample.labels.route, JSON.stringify(sample.labels)).toMatch(/^(\/|UNMATCHED$|APP_FILES$)/);
  });

  it("counts the apps' files as one route, not one series per file of a build", async () => {
    const http = family(families, 'codex_http_request_duration_seconds', 'histogram');
    expect(value(http, { route: APP_FILES_ROUTE, method: 'GET', status_code: '200' }, 'codex_http_request_duration_seconds_count')).toBe(3);
    expect(http.samples.filter((s) => s.labels.route.includes('assets'))).toEqual([]);
    // The console's metrics page reads the same routes.
    const metrics = await call('GET', '/management/jhimetrics', 'operator');
    expect(metrics.statusCode).toBe(200);
    const routes = (metrics.json() as { 'http.server.requests': { routes: { method: string; route: string; status: number; count: number }[] } })['http.server.requests'].routes;
    expect(routes.find((r) => r.route === APP_FILES_ROUTE && r.method === 'GET' && r.status === 200)?.count).toBe(3);
    expect(routes.filter((r) => r.route.includes('assets'))).toEqual([]);
  });

  it('times searches by kind', () => {
    const search = family(families, 'codex_search_duration_seconds', 'histogram');
    for (const kind of ['keyword', 'designation', 'all_content', 'count', 'type_ahead', 'semantic']) {
      expect(value(search, { kind }, 'codex_search_duration_seconds_count'), kind).toBe(1);
    }
    expect(value(search, { kind: 'keyword' }, 'codex_search_duration_seconds_sum')).toBeGreaterThan(0);
  });

  it('shows the job queue by job type: depth and the oldest due job\'s age', () => {
    const depth = family(families, 'codex_job_queue_depth', 'gauge');
    const oldest = family(families, 'codex_job_queue_oldest_age_seconds', 'gauge');
    expect(value(depth, { kind: 'mail.send', state: 'queued' })).toBeGreaterThanOrEqual(2);
    expect(value(depth, { kind: 'webhook.deliver', state: 'queued' })).toBeGreaterThanOrEqual(1);
    expect(value(depth, { kind: 'mail.send', state: 'running' })).toBe(0);
    expect(value(oldest, { kind: 'mail.send' })).toBeGreaterThanOrEqual(119);
    expect(value(oldest, { kind: 'mail.send' })).toBeLessThan(3600);
    // A job that is not due yet is not late.
    expect(value(oldest, { kind: 'webhook.deliver' })).toBe(0);
    // Every kind the process knows has its series, waiting or not.
    expect(value(depth, { kind: 'usage.process', state: 'queued' })).toBeGreaterThanOrEqual(0);
  });

  it('shows the mail outbox backlog', () => {
    const backlog = family(families, 'codex_mail_outbox_backlog', 'gauge');
    expect(value(backlog, { state: 'queued' })).toBeGreaterThanOrEqual(1);
    expect(value(backlog, { state: 'retrying' })).toBeGreaterThanOrEqual(0);
    expect(value(family(families, 'codex_mail_outbox_oldest_age_seconds', 'gauge'), {})).toBeGreaterThanOrEqual(599);
  });

  it('shows how far COUNTER processing is behind the recorded usage', () => {
    expect(value(family(families, 'codex_usage_processing_lag_seconds', 'gauge'), {})).toBeGreaterThanOrEqual(899);
    expect(value(family(families, 'codex_usage_unprocessed_events', 'gauge'), {})).toBeGreaterThanOrEqual(1);
  });

  it('shows the catalogue import: completed, its generation and documents', () => {
    const state = family(families, 'codex_catalogue_import_state', 'gauge');
    expect(state.samples.map((s) => [s.labels.state, s.value]).sort()).toEqual([
      ['completed', 1],
      ['failed', 0],
      ['none', 0],
      ['running', 0],
    ]);
    expect(value(family(families, 'codex_catalogue_import_phase_info', 'gauge'), { phase: 'completed' })).toBe(1);
    expect(value(family(families, 'codex_catalogue_generation', 'gauge'), {})).toBeGreaterThan(0);
    expect(value(family(families, 'codex_catalogue_import_processed_documents', 'gauge'), {})).toBeGreaterThan(10_000);
    expect(value(family(families, 'codex_catalogue_import_started_timestamp_seconds', 'gauge'), {})).toBeGreaterThan(1.7e9);
  });

  it('tells the database driver, and the pool where there is one (PostgreSQL; PGlite has none)', () => {
    expect(value(family(families, 'codex_database_info', 'gauge'), { driver: t.database.driver })).toBe(1);
    if (t.database.driver === 'postgres') {
      const pool = family(families, 'codex_database_pool_connections', 'gauge');
      expect(pool.samples.map((s) => s.labels.state).sort()).toEqual(['idle', 'total', 'waiting']);
      expect(value(pool, { state: 'total' })).toBeGreaterThanOrEqual(1);
    } else {
      expect(families.has('codex_database_pool_connections')).toBe(false);
    }
  });

  it("includes the process's default metrics", () => {
    family(families, 'process_cpu_user_seconds_total', 'counter');
    family(families, 'process_resident_memory_bytes', 'gauge');
    family(families, 'nodejs_heap_size_used_bytes', 'gauge');
    family(families, 'nodejs_eventloop_lag_seconds', 'gauge');
    // No query failed.
    expect(families.get('codex_metrics_collect_errors_total')?.samples ?? []).toEqual([]);
  });
});

describe('the strict parser the tests read with', () => {
  it('refuses what is not the text format', () => {
    expect(() => parsePrometheusText('x 1\n')).toThrow('has no HELP or TYPE');
    expect(() => parsePrometheusText('# TYPE x gauge\nx{a="1} 1\n')).toThrow();
    expect(() => parsePrometheusText('# TYPE x gauge\nx one\n')).toThrow('is not a number');
    expect(() => parsePrometheusText('# TYPE x histogram\nx_bucket{le="1"} 2\nx_bucket{le="+Inf"} 1\nx_count 1\n')).toThrow();
    expect(parsePrometheusText('# HELP x An x.\n# TYPE x gauge\nx{a="q\\"uote"} 1.5e3\n').get('x')?.samples).toEqual([{ name: 'x', labels: { a: 'q"uote' }, value: 1500 }]);
  });
});
