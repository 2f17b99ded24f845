import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';
import type { App } from '../app.js';

/**
 * Rate limits count per process without REDIS_URL, and across processes with it (docs/adr/0038). The Redis case
 * runs where the test environment names a Redis server (REDIS_URL, as in CI on this machine kind).
 */
const stores: [string, Record<string, string>][] = [['in memory (no REDIS_URL)', { REDIS_URL: '' }]];
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
    first = await createTestApp(env, addLimitedRoute);
    second = await createTestApp(env, addLimitedRoute);
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
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
