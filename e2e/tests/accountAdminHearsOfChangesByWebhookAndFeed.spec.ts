import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { demoUsers, signInToReader } from './support/journey.js';
import { menuItem, openCreateForm, signInToConsole } from './support/console.js';
import { applyDemoDelta, startOwnServer, writeSmallCatalogue, type OwnServer } from './support/ownServer.js';

/**
 * Open feeds: Grace (Acme's account admin) tracks RFC 4122, turns on her Atom feed and registers a webhook in the
 * console; the operator then restarts the library on a newer catalogue release (the demo delta: RFC 9562 obsoletes
 * RFC 4122). Her system receives a signed delivery, her feed lists the change, and the console's log shows it.
 *
 * The journey restarts its server, so it has one of its own (with a small catalogue, so it starts in seconds).
 */

interface Delivery {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Grace's system: answers 204 to every POST and keeps what came. */
async function startReceiver(): Promise<{ url: string; received: Delivery[]; close: () => Promise<void> }> {
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
  return { url: `http://127.0.0.1:${port}/codex/events`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** What the receiver does with Codex-Signature: t=<seconds>,v1=<HMAC-SHA256(secret, "<t>.<body>")>. */
function signedBy(secret: string, delivery: Delivery): boolean {
  const parts = new Map(String(delivery.headers['codex-signature']).split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > 300) return false;
  return createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest('hex') === parts.get('v1');
}

async function openPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  return context.newPage();
}

test.describe('an account admin hears of changes by webhook and feed', () => {
  test.describe.configure({ timeout: 600_000 });

  const port = Number(process.env.E2E_PORT ?? 8181) + 7;
  let work: string;
  let server: OwnServer | undefined;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  test.beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'codex-e2e-feeds-'));
    receiver = await startReceiver();
  });

  test.afterAll(async () => {
    await server?.stop();
    await receiver.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  test('Grace registers a webhook and her feed, the demo delta is imported, and both tell her that RFC 4122 was replaced', async ({ browser }, testInfo) => {
    const dataDir = path.join(work, 'data');
    const release1 = path.join(work, 'catalogue-1');
    const release2 = path.join(work, 'catalogue-2');
    fs.mkdirSync(dataDir);
    writeSmallCatalogue(release1, ['RFC4122', 'RFC9110', 'NIST:sp/800-171/rev-2/final']);
    server = await startOwnServer({ port, dataDir, catalogueDir: release1 });

    // In the reader: Grace tracks RFC 4122 and makes her feed address on My account.
    const reader = await openPage(browser, server.url);
    await signInToReader(reader, demoUsers.grace);
    await reader.goto('/document?contentCode=IETF-RFC4122');
    await expect(reader.getByRole('heading', { level: 1 })).toContainText('Universally Unique IDentifier');
    await reader.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(reader.getByRole('button', { name: 'Untrack' })).toHaveAttribute('aria-pressed', 'true');
    await reader.goto('/myAccount');
    const feedSection = reader.getByRole('region', { name: 'Atom feed of tracked documents' });
    await expect(feedSection.getByText('Your feed is off.')).toBeVisible();
    await feedSection.getByRole('button', { name: 'Make a feed address' }).click();
    const feedUrl = await feedSection.getByLabel('Feed address').inputValue();
    expect(feedUrl).toMatch(new RegExp(`^${server.url}/feeds/tracked/[A-Za-z0-9_-]{32}\\.atom$`));
    await feedSection.scrollIntoViewIfNeeded();
    await reader.screenshot({ path: testInfo.outputPath('my-account-feed.png'), fullPage: true });
    // Nothing has changed yet: the feed is valid and empty.
    const before = await reader.request.get(feedUrl);
    expect(before.status()).toBe(200);
    expect(before.headers()['content-type']).toContain('application/atom+xml');
    expect(await before.text()).not.toContain('<entry>');

    // In the console: a webhook for tracked documents' changes, pointing at Grace's system.
    const consolePage = await openPage(browser, server.url);
    await signInToConsole(consolePage, demoUsers.grace);
    await menuItem(consolePage, 'Webhooks').click();
    await expect(consolePage.getByText('This account has no webhooks yet.')).toBeVisible();
    await openCreateForm(consolePage);
    // An address that is not http(s) is refused in the form.
    await consolePage.getByLabel('Address (URL)').fill('ftp://example.org/hooks');
    await consolePage.getByLabel('A tracked document changed').check();
    await consolePage.getByRole('button', { name: 'Save' }).click();
    await expect(consolePage.getByText('Enter an http or https address without user name or password').first()).toBeVisible();
    await consolePage.getByLabel('Address (URL)').fill(receiver.url);
    await consolePage.getByRole('button', { name: 'Save' }).click();
    await expect(consolePage).toHaveURL(/\/admin\/webhooks\/\d+$/);
    await consolePage.getByRole('button', { name: 'Show', exact: true }).click();
    const secret = (await consolePage.getByTestId('webhook-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await expect(consolePage.getByText('No deliveries yet.')).toBeVisible();

    // The operator installs the newer catalogue release and restarts the library, which imports it on start.
    await server.stop();
    await applyDemoDelta(release1, release2);
    server = await startOwnServer({ port, dataDir, catalogueDir: release2 });

    // Grace's system receives one signed document.changed per change of RFC 4122.
    await expect.poll(() => receiver.received.length, { timeout: 120_000, message: 'deliveries to the receiver' }).toBe(2);
    const bodies = receiver.received.map((delivery) => {
      expect(delivery.headers['content-type']).toContain('application/json');
      expect(delivery.headers['codex-event']).toBe('document.changed');
      expect(signedBy(secret, delivery), 'the Codex-Signature verifies with the secret shown in the console').toBe(true);
      expect(signedBy(`${secret}x`, delivery)).toBe(false);
      return JSON.parse(delivery.body) as { type: string; data: { document: { designation: string }; change: { summary: string } } };
    });
    expect(bodies.map((b) => b.type)).toEqual(['document.changed', 'document.changed']);
    expect(bodies.map((b) => b.data.document.designation)).toEqual(['RFC 4122', 'RFC 4122']);
    expect(bodies.map((b) => b.data.change.summary).sort()).toEqual(['Replaced by RFC 9562', 'Status changed from Active to Replaced']);

    // Her feed lists the same changes, each linking to the document page.
    const after = await reader.request.get(feedUrl);
    expect(after.status()).toBe(200);
    const atom = await after.text();
    expect(atom).toContain('<title>RFC 4122: Replaced by RFC 9562</title>');
    expect(atom).toContain('<title>RFC 4122: Status changed from Active to Replaced</title>');
    expect(atom).toContain(`href="${server.url}/document?contentCode=IETF-RFC4122"`);

    // The console's delivery log shows both, delivered.
    await consolePage.reload();
    const log = consolePage.getByRole('table', { name: 'Delivery log' });
    await expect(log.getByRole('row')).toHaveCount(3);
    await expect(log.getByRole('row').nth(1)).toContainText('A tracked document changed');
    await expect(log.getByRole('row').nth(1)).toContainText('204');
    await expect(log.getByRole('row').nth(1)).toContainText('Delivered');
    await consolePage.screenshot({ path: testInfo.outputPath('webhook-delivery-log.png'), fullPage: true });
    await menuItem(consolePage, 'Webhooks').click();
    await expect(consolePage.getByRole('row').filter({ hasText: '127.0.0.1' })).toBeVisible();
    await consolePage.screenshot({ path: testInfo.outputPath('webhooks-list.png'), fullPage: true });
  });
});
