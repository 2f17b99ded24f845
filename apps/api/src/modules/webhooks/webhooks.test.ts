import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { demoCaller, signInDemoUsers } from '../../../test/demo-users.js';
import { eventually, startTlsHelloRecorder, startWebhookReceiver, type ReceivedDelivery } from '../../../test/webhook-receiver.js';
import { queryRows } from '../../db/client.js';
import { accounts, documents, entitlements, users, webhookDeliveries, webhooks } from '../../db/schema/index.js';
import { startJobWorker } from '../jobs/index.js';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { emitWebhookEvents, verifySignature, type ResolveHost } from './index.js';
import { systemResolver } from './receiver-connection.js';

let t: TestContext;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
const token: Record<string, string> = {};
const call = demoCaller(() => t.app, token);
let acmeAccount: number;
let communityHook: number;
let operatorsHook: number;

const webhookCount = async () => (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from webhooks`))[0].n;
type LogRow = { attempt: number; statusCode: number | null; error: string | null; event: string; state: string; deliveryId: string; durationMs: number };

/** Receivers' names the tests give this machine's address; any other name goes to the system resolver. */
const LOCAL_NAMES = new Set(['receiver.test', 'secure.test']);
const lookups: string[] = [];
const testResolver: ResolveHost = async (hostname) => {
  lookups.push(hostname);
  return LOCAL_NAMES.has(hostname) ? [{ address: '127.0.0.1', family: 4 }] : systemResolver(hostname);
};

/** The three Standard Webhooks headers of a delivery as it arrived. */
const standardHeaders = (delivery: ReceivedDelivery) => ({
  'webhook-id': String(delivery.headers['webhook-id']),
  'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
  'webhook-signature': String(delivery.headers['webhook-signature']),
});

beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '25' }, undefined, { resolveWebhookHost: testResolver });
  receiver = await startWebhookReceiver();
  Object.assign(token, await signInDemoUsers(t.app, ['grace', 'ada', 'operator', 'frances'] as const));
  const [grace] = await t.db.select({ accountId: entitlements.accountId }).from(entitlements).innerJoin(users, eq(users.id, entitlements.userId)).where(eq(users.login, 'grace'));
  acmeAccount = grace.accountId;
  // A webhook of the community tenant, and one of another keystone account (the operator's).
  const [reader] = await t.db.select({ tenantId: users.tenantId, accountId: entitlements.accountId }).from(users).innerJoin(entitlements, eq(entitlements.userId, users.id)).where(eq(users.login, 'reader'));
  [{ id: communityHook }] = await t.db.insert(webhooks).values({ tenantId: reader.tenantId, accountId: reader.accountId, url: 'https://example.org/hook', secret: 'whsec_x', events: ['content.shared'] }).returning({ id: webhooks.id });
  const [ops] = await t.db.select({ id: accounts.id, tenantId: accounts.tenantId }).from(accounts).where(eq(accounts.accountNumber, '100900'));
  [{ id: operatorsHook }] = await t.db.insert(webhooks).values({ tenantId: ops.tenantId, accountId: ops.id, url: 'https://example.org/ops', secret: 'whsec_y', events: ['content.shared'] }).returning({ id: webhooks.id });
}, 300_000);
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('webhooks in the console', () => {
  let hookId: number;
  let secret: string;

  it('lets an account admin register a webhook for their account, with a generated secret', async () => {
    const created = await call('POST', '/api/admin/webhooks', 'grace', { url: receiver.url, events: ['compassPoint.created', 'compassPoint.deactivated', 'document.changed'] });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ accountId: acmeAccount, url: receiver.url, active: true, events: ['compassPoint.created', 'compassPoint.deactivated', 'document.changed'], lastDeliveryAt: null });
    // whsec_ and 32 bytes in standard base64: what Standard Webhooks libraries take as it is (docs/adr/0062).
    expect(body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    hookId = body.id;
    secret = body.secret;
    const list = await call('GET', '/api/admin/webhooks', 'grace');
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.json().map((w: { id: number }) => w.id)).toEqual([hookId]);
  });

  it.each([
    ['a non-http scheme', { url: 'ftp://example.org/hook', events: ['content.shared'] }],
    ['a javascript: address', { url: 'javascript:alert(1)', events: ['content.shared'] }],
    ['credentials in the address', { url: 'https://user:pw@example.org/hook', events: ['content.shared'] }],
    ['a relative address', { url: '/hook', events: ['content.shared'] }],
    ['no event', { url: 'https://example.org/hook', events: [] }],
    ['an unknown event', { url: 'https://example.org/hook', events: ['document.deleted'] }],
    ['an event twice', { url: 'https://example.org/hook', events: ['content.shared', 'content.shared'] }],
    ['an unknown field', { url: 'https://example.org/hook', events: ['content.shared'], secret: 'mine' }],
  ])('answers 400 for %s and saves nothing', async (_what, payload) => {
    const before = await webhookCount();
    const answer = await call('POST', '/api/admin/webhooks', 'grace', payload);
    expect(answer.statusCode).toBe(400);
    expect(await webhookCount()).toBe(before);
  });

  it('refuses users who are not admins (403) and hides other accounts and tenants (404)', async () => {
    expect((await call('GET', '/api/admin/webhooks', 'ada')).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/webhooks', 'frances', { url: receiver.url, events: ['content.shared'] })).statusCode).toBe(403);
    for (const id of [communityHook, operatorsHook]) {
      expect((await call('GET', `/api/admin/webhooks/${id}`, 'grace')).statusCode).toBe(404);
      expect((await call('PUT', `/api/admin/webhooks/${id}`, 'grace', { url: receiver.url, events: ['content.shared'], active: true })).statusCode).toBe(404);
      expect((await call('DELETE', `/api/admin/webhooks/${id}`, 'grace')).statusCode).toBe(404);
      expect((await call('POST', `/api/admin/webhooks/${id}/test`, 'grace')).statusCode).toBe(404);
      expect((await call('GET', `/api/admin/webhooks/${id}/deliveries`, 'grace')).statusCode).toBe(404);
    }
    // The operator sees every account of the keystone tenant, never the community tenant's.
    expect((await call('GET', `/api/admin/webhooks/${hookId}`, 'operator')).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/webhooks/${communityHook}`, 'operator')).statusCode).toBe(404);
    const url = (await t.db.select({ url: webhooks.url }).from(webhooks).where(eq(webhooks.id, operatorsHook)))[0].url;
    expect(url).toBe('https://example.org/ops');
  });

  it('sends a test delivery signed with the secret, and logs it', async () => {
    expect((await call('POST', `/api/admin/webhooks/${hookId}/test`, 'grace')).statusCode).toBe(202);
    await eventually(() => receiver.received.length === 1);
    const [delivery] = receiver.received;
    expect(delivery.headers['codex-event']).toBe('webhook.test');
    expect(delivery.headers['content-type']).toBe('application/json');
    expect(verifySignature(secret, String(delivery.headers['codex-signature']), delivery.body)).toBe(true);
    expect(verifySignature('whsec_wrong', String(delivery.headers['codex-signature']), delivery.body)).toBe(false);
    expect(verifySignature(secret, String(delivery.headers['codex-signature']), delivery.body.replace('test', 'tost'))).toBe(false);
    // Standard Webhooks: the library's own verifier, given the secret as the console shows it, accepts the delivery.
    expect(new Webhook(secret).verify(delivery.body, standardHeaders(delivery))).toMatchObject({ type: 'webhook.test' });
    expect(delivery.headers['webhook-id']).toBe(delivery.headers['codex-delivery']);
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(delivery.body, standardHeaders(delivery))).toThrow(WebhookVerificationError);
    expect(() => new Webhook(secret).verify(delivery.body.replace('test', 'tost'), standardHeaders(delivery))).toThrow(WebhookVerificationError);
    const body = JSON.parse(delivery.body);
    expect(body).toMatchObject({ id: delivery.headers['codex-delivery'], type: 'webhook.test', tenant: { code: 'keystone' }, account: { id: acmeAccount } });
    await eventually(async () => (await call('GET', `/api/admin/webhooks/${hookId}/deliveries`, 'grace')).json()[0]?.state === 'delivered');
    const log = (await call('GET', `/api/admin/webhooks/${hookId}/deliveries`, 'grace')).json() as LogRow[];
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ attempt: 1, statusCode: 200, error: null, event: 'webhook.test', deliveryId: body.id });
    expect((await call('GET', `/api/admin/webhooks/${hookId}`, 'grace')).json().lastStatusCode).toBe(200);
  });

  it('tries again after a 500 from the receiver, with the same delivery id, and logs both tries', async () => {
    receiver.received.length = 0;
    receiver.statuses.push(500);
    expect((await call('POST', `/api/admin/webhooks/${hookId}/test`, 'grace')).statusCode).toBe(202);
    // The queue's first retry comes after its backoff (5 s).
    await eventually(() => receiver.received.length === 2, 30_000);
    const [first, second] = receiver.received;
    expect(second.headers['codex-delivery']).toBe(first.headers['codex-delivery']);
    expect(second.body).toBe(first.body);
    expect(verifySignature(secret, String(second.headers['codex-signature']), second.body)).toBe(true);
    // One webhook-id for every try of a delivery, so a receiver can drop a repeat; each try verifies.
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(second.headers['webhook-id']).toBe(first.headers['codex-delivery']);
    for (const tried of [first, second]) expect(new Webhook(secret).verify(tried.body, standardHeaders(tried))).toMatchObject({ type: 'webhook.test' });
    await eventually(async () => (await call('GET', `/api/admin/webhooks/${hookId}/deliveries`, 'grace')).json()[0]?.attempt === 2);
    const log = (await call('GET', `/api/admin/webhooks/${hookId}/deliveries`, 'grace')).json() as LogRow[];
    const tries = log.filter((r) => r.deliveryId === first.headers['codex-delivery']);
    expect(tries.map((r) => [r.attempt, r.statusCode, r.error])).toEqual([
      [2, 200, null],
      [1, 500, 'HTTP 500'],
    ]);
  }, 40_000);

  it('delivers a compass point created and deactivated in the account, and nothing for an event it did not ask for', async () => {
    receiver.received.length = 0;
    const [{ id: rfc9110 }] = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, 'IETF-RFC9110'));
    const created = await call('POST', '/api/v1/compasspoint', 'grace', {
      name: 'Statelessness',
      description: 'HTTP keeps no state',
      overlayDetails: 'See section 3',
      contentID: rfc9110,
      selectionData: '<selection><contents>stateless</contents></selection>',
      selectionMetadata: { pageNumber: 1, annotationID: 'a-1' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().compassPointID as number;
    expect((await call('PUT', `/api/v1/compasspoint/${id}`, 'grace', { name: 'Renamed' })).statusCode).toBe(200);
    expect((await call('POST', `/api/v1/compasspoint/deactivate/${id}`, 'grace')).statusCode).toBe(200);
    await eventually(() => receiver.received.length === 2);
    await new Promise((r) => setTimeout(r, 300));
    const bodies = receiver.received.map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => b.type).sort()).toEqual(['compassPoint.created', 'compassPoint.deactivated']);
    expect(bodies.find((b) => b.type === 'compassPoint.deactivated').data).toMatchObject({ compassPoint: { id, name: 'Renamed', status: 'INACTIVE' }, document: { contentCode: 'IETF-RFC9110' }, by: 'grace' });
  });

  it('sends nothing for a write that rolled back', async () => {
    const before = (await t.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries)).length;
    const [{ tenantId }] = await t.db.select({ tenantId: webhooks.tenantId }).from(webhooks).where(eq(webhooks.id, hookId));
    await expect(
      t.db.transaction(async (tx) => {
        expect(await emitWebhookEvents(tx, [{ tenantId, accountId: acmeAccount, type: 'compassPoint.created', data: {} }])).toBe(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await t.db.select({ id: webhookDeliveries.id }).from(webhookDeliveries)).length).toBe(before);
  });

  it('delivers each event once even with two more workers claiming', async () => {
    receiver.received.length = 0;
    const [{ tenantId }] = await t.db.select({ tenantId: webhooks.tenantId }).from(webhooks).where(eq(webhooks.id, hookId));
    const workers = [startJobWorker(t.db, { pollMs: 10, workerId: 'a' }), startJobWorker(t.db, { pollMs: 10, workerId: 'b' })];
    try {
      await t.db.transaction((tx) =>
        emitWebhookEvents(tx, Array.from({ length: 12 }, (_, i) => ({ tenantId, accountId: acmeAccount, type: 'compassPoint.created' as const, data: { n: i } }))),
      );
      for (const w of workers) w.wake();
      t.app.jobWorker?.wake();
      await eventually(() => receiver.received.length >= 12);
      await new Promise((r) => setTimeout(r, 500));
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    const ids = receiver.received.map((r) => r.headers['codex-delivery']);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });

  it('turns a webhook off, rotates its secret, and deletes it with its log', async () => {
    const updated = await call('PUT', `/api/admin/webhooks/${hookId}`, 'grace', { url: receiver.url, events: ['compassPoint.created'], active: false, rotateSecret: true });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ active: false, events: ['compassPoint.created'] });
    expect(updated.json().secret).not.toBe(secret);
    const [{ tenantId }] = await t.db.select({ tenantId: webhooks.tenantId }).from(webhooks).where(eq(webhooks.id, hookId));
    expect(await t.db.transaction((tx) => emitWebhookEvents(tx, [{ tenantId, accountId: acmeAccount, type: 'compassPoint.created', data: {} }]))).toBe(0);
    expect((await call('PUT', `/api/admin/webhooks/${hookId}`, 'grace', { url: 'file:///etc/passwd', events: ['compassPoint.created'], active: true })).statusCode).toBe(400);
    expect((await t.db.select({ url: webhooks.url }).from(webhooks).where(eq(webhooks.id, hookId)))[0].url).toBe(receiver.url);
    expect((await call('DELETE', `/api/admin/webhooks/${hookId}`, 'grace')).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/webhooks/${hookId}`, 'grace')).statusCode).toBe(404);
    expect(await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hookId))).toEqual([]);
  });
});

describe('webhook deliveries with private addresses allowed (the default)', () => {
  const sendTest = async (url: string) => {
    const created = await call('POST', '/api/admin/webhooks', 'grace', { url, events: ['content.shared'] });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect((await call('POST', `/api/admin/webhooks/${id}/test`, 'grace')).statusCode).toBe(202);
    return id;
  };

  it('delivers to a receiver on this machine by name (localhost), as the single-machine default relies on', async () => {
    receiver.received.length = 0;
    const port = new URL(receiver.url).port;
    const id = await sendTest(`http://localhost:${port}/hooks`);
    await eventually(() => receiver.received.length === 1);
    expect(receiver.received[0].headers.host).toBe(`localhost:${port}`);
    await eventually(async () => (await call('GET', `/api/admin/webhooks/${id}/deliveries`, 'grace')).json()[0]?.state === 'delivered');
    expect((await call('DELETE', `/api/admin/webhooks/${id}`, 'grace')).statusCode).toBe(200);
  });

  it('connects to the address the name resolved to, once, and keeps the name in the Host header', async () => {
    receiver.received.length = 0;
    lookups.length = 0;
    const port = new URL(receiver.url).port;
    const id = await sendTest(`http://receiver.test:${port}/hooks`);
    await eventually(() => receiver.received.length === 1);
    expect(receiver.received[0].headers.host).toBe(`receiver.test:${port}`);
    expect(receiver.received[0].headers['codex-event']).toBe('webhook.test');
    expect(lookups).toEqual(['receiver.test']);
    expect((await call('DELETE', `/api/admin/webhooks/${id}`, 'grace')).statusCode).toBe(200);
  });

  it('asks an https receiver for its certificate under its name (TLS server name), not the address', async () => {
    const hello = await startTlsHelloRecorder();
    try {
      const id = await sendTest(`https://secure.test:${hello.port}/hooks`);
      await eventually(() => hello.serverNames.length >= 1);
      expect(hello.serverNames[0]).toBe('secure.test');
      // The recorder hangs up after the hello: the try fails and the log says so. Until the try is written, the log
      // shows the delivery as try 0 (not yet tried), so wait for the first try's own row.
      const firstTry = async () => ((await call('GET', `/api/admin/webhooks/${id}/deliveries`, 'grace')).json() as LogRow[]).find((row) => row.attempt === 1);
      await eventually(async () => (await firstTry()) !== undefined);
      const first = (await firstTry())!;
      expect(first).toMatchObject({ attempt: 1, statusCode: null });
      expect(first.error).toBeTruthy();
      expect((await call('DELETE', `/api/admin/webhooks/${id}`, 'grace')).statusCode).toBe(200);
    } finally {
      await hello.close();
    }
  });
});
