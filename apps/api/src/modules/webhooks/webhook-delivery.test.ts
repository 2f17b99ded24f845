import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { demoCaller, signInDemoUsers } from '../../../test/demo-users.js';
import { eventually, startWebhookReceiver } from '../../../test/webhook-receiver.js';
import type { ReceiverAddress, ResolveHost } from './index.js';

/**
 * WEBHOOK_BLOCK_PRIVATE_ADDRESSES=true: a receiver's name is resolved once per try, every address is checked, and the
 * connection goes to the checked address. The names below are answered by a resolver of the test's own; the
 * receiver is a real HTTP server on 127.0.0.1, which no delivery may reach.
 */

/** An address that is public unicast (not a documentation, private or reserved range). */
const PUBLIC = '93.184.216.34';
const answers: Record<string, ReceiverAddress[][]> = {
  // Public for the first look-up, then re-pointed at this machine: DNS rebinding.
  'rebinding.test': [[{ address: PUBLIC, family: 4 }], [{ address: '127.0.0.1', family: 4 }]],
  // A public and a private address in one answer.
  'mixed.test': [[{ address: PUBLIC, family: 4 }, { address: '127.0.0.1', family: 4 }]],
};
const lookups: string[] = [];
const testResolver: ResolveHost = async (hostname) => {
  const asked = lookups.filter((name) => name === hostname).length;
  lookups.push(hostname);
  const sequence = answers[hostname];
  if (!sequence) throw new Error(`getaddrinfo ENOTFOUND ${hostname}`);
  return sequence[Math.min(asked, sequence.length - 1)];
};

let t: TestContext;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
const token: Record<string, string> = {};
const call = demoCaller(() => t.app, token);
type LogRow = { attempt: number; statusCode: number | null; error: string | null; state: string };

beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '25', WEBHOOK_BLOCK_PRIVATE_ADDRESSES: 'true', WEBHOOK_TIMEOUT_MS: '1500' }, undefined, { resolveWebhookHost: testResolver });
  receiver = await startWebhookReceiver();
  Object.assign(token, await signInDemoUsers(t.app, ['grace'] as const));
}, 300_000);
afterAll(async () => {
  await t.close();
  await receiver.close();
});

/** A webhook of grace's account at this address, sent its test delivery; answers its id. */
async function webhookSentATest(url: string): Promise<number> {
  const created = await call('POST', '/api/admin/webhooks', 'grace', { url, events: ['content.shared'] });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as number;
  expect((await call('POST', `/api/admin/webhooks/${id}/test`, 'grace')).statusCode).toBe(202);
  return id;
}

/** The tries of the webhook's deliveries (a delivery not yet tried is listed as try 0). */
const deliveryLog = async (id: number) => ((await call('GET', `/api/admin/webhooks/${id}/deliveries`, 'grace')).json() as LogRow[]).filter((row) => row.attempt > 0);
/** The log once it has this many tries, oldest first. */
async function triesOf(id: number, count: number, timeoutMs = 20_000): Promise<LogRow[]> {
  await eventually(async () => (await deliveryLog(id)).length >= count, timeoutMs);
  return (await deliveryLog(id)).sort((a, b) => a.attempt - b.attempt);
}

describe('webhook deliveries with private addresses blocked', () => {
  it('connects to the address that was checked: a name re-pointed at this machine after the check reaches nothing here', async () => {
    const port = new URL(receiver.url).port;
    const id = await webhookSentATest(`http://rebinding.test:${port}/hooks`);

    // First try: the one look-up answered the public address, and the connection went there (refused, or no answer).
    const [first] = await triesOf(id, 1);
    expect(first).toMatchObject({ attempt: 1, statusCode: null });
    expect(first.error).toMatch(new RegExp(`${PUBLIC.replaceAll('.', '\\.')}|Timed out after 1500 ms`));
    expect(lookups.filter((name) => name === 'rebinding.test')).toHaveLength(1);
    expect(receiver.received).toEqual([]);

    // Second try (after the queue's backoff): the name now answers 127.0.0.1, refused before connecting.
    const [, second] = await triesOf(id, 2, 30_000);
    expect(second).toMatchObject({ attempt: 2, statusCode: null, error: 'Refused: rebinding.test resolves to 127.0.0.1, a loopback address' });
    expect(lookups.filter((name) => name === 'rebinding.test')).toHaveLength(2);
    expect(receiver.received).toEqual([]);
    expect((await call('DELETE', `/api/admin/webhooks/${id}`, 'grace')).statusCode).toBe(200);
  }, 45_000);

  it('checks every address a name resolves to, and refuses when any is private', async () => {
    const id = await webhookSentATest(`http://mixed.test:${new URL(receiver.url).port}/hooks`);
    const [first] = await triesOf(id, 1);
    expect(first).toMatchObject({ attempt: 1, statusCode: null, error: 'Refused: mixed.test resolves to 127.0.0.1, a loopback address' });
    expect(receiver.received).toEqual([]);
    expect((await call('DELETE', `/api/admin/webhooks/${id}`, 'grace')).statusCode).toBe(200);
  });

  it('refuses a private address written in the URL, and logs a name that does not resolve', async () => {
    const literal = await webhookSentATest(receiver.url);
    expect((await triesOf(literal, 1))[0]).toMatchObject({ statusCode: null, error: 'Refused: 127.0.0.1 is a loopback address' });
    const unknown = await webhookSentATest('https://nowhere.test/hooks');
    expect((await triesOf(unknown, 1))[0]).toMatchObject({ statusCode: null, error: 'Could not resolve nowhere.test: getaddrinfo ENOTFOUND nowhere.test' });
    expect(receiver.received).toEqual([]);
    for (const id of [literal, unknown]) expect((await call('DELETE', `/api/admin/webhooks/${id}`, 'grace')).statusCode).toBe(200);
  });
});
