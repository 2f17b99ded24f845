import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';
import type { App } from '../app.js';
import { signInDemo } from '../../test/demo-users.js';

/**
 * Rate limits count per process without REDIS_URL, and across processes with it (docs/adr/0038). The Redis case
 * runs where the test environment names a Redis server (REDIS_URL, as in CI on this machine kind).
 */
const stores: [string, Record<string, string>][] = [['in memory (no REDIS_URL)', { REDIS_URL: '' }]];
// One installation's processes share one key prefix (the harness gives each test server its own).
const installation = { REDIS_KEY_PREFIX: `codex-test-${randomBytes(6).toString('hex')}:`, LIMIT_FULL_TEXT_PER_USER_HOUR: '2' };
if (process.env.REDIS_URL) stores.push([`in Redis (${process.env.REDIS_URL})`, { REDIS_URL: process.env.REDIS_URL }]);

// A route of this run only, so counts left in Redis by an earlier run do not count.
const limited = `/test/limited-${randomBytes(6).toString('hex')}`;
const addLimitedRoute = (app: App) => {
  app.get(limited, { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ ok: true }));
};

describe.each(stores)('rate limits %s', (_name, env) => {
  const shared = Boolean(env.REDIS_URL);
  let first: TestContext;
  let second: TestContext;

  beforeAll(async () => {
    // Two servers, as two processes behind one proxy.
    first = await createTestApp({ ...installation, ...env }, addLimitedRoute);
    second = await createTestApp({ ...installation, ...env }, addLimitedRoute);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it(shared ? 'counts the requests of both processes together' : 'counts each process on its own', async () => {
    const remoteAddress = `198.51.100.${shared ? 20 : 10}`;
    const call = (t: TestContext) => t.app.inject({ url: limited, remoteAddress });
    const statuses = [];
    for (const t of [first, first, second, second, first, second]) statuses.push((await call(t)).statusCode);
    // Limit 3 a minute: shared, the 4th request anywhere is refused; alone, each process allows 3 of its own.
    expect(statuses).toEqual(shared ? [200, 200, 200, 429, 429, 429] : [200, 200, 200, 200, 200, 200]);
    const refused = await call(first);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json().message).toMatch(/^error\.rateLimited\.(moment|minutes)$/);
  });

  it(shared ? 'shares a limit against abuse between the processes, documents already counted too' : 'keeps a limit against abuse per process', async () => {
    const ada = [await signInDemo(first.app, 'ada'), await signInDemo(second.app, 'ada')];
    const pdf = (server: 0 | 1, code: string) =>
      [first, second][server].app.inject({ url: `/api/documents/pdf/contentCode?contentCode=${code}`, headers: { authorization: `Bearer ${ada[server]}` } });
    // Two documents an hour: RFC 9110 on both, RFC 9111 on the second, then RFC 7230 on the first.
    const statuses = [];
    for (const [server, code] of [[0, 'IETF-RFC9110'], [1, 'IETF-RFC9110'], [1, 'IETF-RFC9111'], [0, 'IETF-RFC7230']] as const) statuses.push((await pdf(server, code)).statusCode);
    expect(statuses).toEqual(shared ? [200, 200, 200, 429] : [200, 200, 200, 200]);
  });
});
