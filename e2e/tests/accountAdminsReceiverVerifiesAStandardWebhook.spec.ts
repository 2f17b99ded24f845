import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { expect, test } from './support/test.js';
import { demoUsers } from './support/journey.js';
import { menuItem, openCreateForm, signInToConsole } from './support/console.js';

/**
 * Standard Webhooks (docs/adr/0062): Grace (Acme's account admin) points a webhook at her own system, copies the secret
 * the console shows and sends a test delivery. Her system checks it with the standardwebhooks library's own
 * Webhook#verify, as any receiver would, off the shelf; a tampered body or another secret is refused.
 */

interface Delivery {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Grace's system: answers 204 to every POST and keeps what came. */
async function startReceiver() {
  const received: Delivery[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // A path of this run's own, so the webhook is told apart from any other journey's.
  const url = `http://127.0.0.1:${port}/standard-webhooks/${randomUUID()}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The Standard Webhooks headers as the receiver got them. */
const standardHeaders = (delivery: Delivery) => ({
  'webhook-id': String(delivery.headers['webhook-id']),
  'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
  'webhook-signature': String(delivery.headers['webhook-signature']),
});

test("an account admin's system verifies a delivery with a Standard Webhooks library", async ({ page }, testInfo) => {
  const receiver = await startReceiver();
  try {
    await signInToConsole(page, demoUsers.grace);
    await menuItem(page, 'Webhooks').click();
    await openCreateForm(page);
    await page.getByLabel('Address (URL)').fill(receiver.url);
    await page.getByLabel('A tracked document changed').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/webhooks\/\d+$/);

    // The secret as the console shows it: whsec_ and standard base64, what the library takes without conversion.
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    const secret = (await page.getByTestId('webhook-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    await page.getByRole('button', { name: 'Send a test delivery' }).click();
    await expect.poll(() => receiver.received.length, { timeout: 30_000, message: 'the test delivery reaches the receiver' }).toBe(1);
    const [delivery] = receiver.received;

    // What the receiver does: the library's own verifier, the raw body and the three headers.
    const verified = new Webhook(secret).verify(delivery.body, standardHeaders(delivery)) as { id: string; type: string; account: { name: string } };
    expect(verified).toMatchObject({ type: 'webhook.test', account: { name: 'Acme Engineering' } });
    // The webhook-id is the delivery's id, the one every retry of it carries.
    expect(delivery.headers['webhook-id']).toBe(verified.id);
    expect(Math.abs(Number(delivery.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(300);
    // Codex-Signature is still sent, for receivers of the previous release.
    expect(String(delivery.headers['codex-signature'])).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    // A body changed on the way, or another secret, does not verify.
    expect(() => new Webhook(secret).verify(delivery.body.replace('webhook.test', 'webhook.tost'), standardHeaders(delivery))).toThrow(WebhookVerificationError);
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(delivery.body, standardHeaders(delivery))).toThrow(WebhookVerificationError);

    // The console's log shows the delivery answered 204.
    // The log's own Refresh (the app bar has one too, shown once react-admin has nothing loading).
    await page.getByRole('region', { name: 'Delivery log' }).getByRole('button', { name: 'Refresh' }).click();
    const log = page.getByRole('table', { name: 'Delivery log' });
    await expect(log.getByRole('row').nth(1)).toContainText('204');
    await page.screenshot({ path: testInfo.outputPath('standard-webhook-delivered.png'), fullPage: true });

    // Grace removes the webhook again: other journeys list Acme's webhooks.
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/admin\/webhooks(\?.*)?$/);
  } finally {
    await receiver.close();
  }
});
