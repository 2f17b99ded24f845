import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { callApiAsSignedInUser, demoUsers, signInToReader } from './support/journey.js';
import { menuItem, signInToConsole } from './support/console.js';

const DAY = 86_400_000;
/** Headless Chromium's own user agent is on COUNTER's robot list, so its usage is never counted: read as a person's browser. */
const PERSONS_BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const day = (offset = 0) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** Waits until COUNTER processing (USAGE_PROCESSING_MS in the journey server) has counted Acme's requests of today. */
async function waitForProcessedUsage(page: Page) {
  await expect
    .poll(
      async () => {
        const answer = await callApiAsSignedInUser(page, 'GET', '/api/admin/usage/dashboard');
        return (answer.json as { totals?: Record<string, number> }).totals?.Total_Item_Requests ?? 0;
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0);
}

test.describe('an account admin reads the usage report', () => {
  test.describe.configure({ timeout: 300_000 });

  test('Grace reads standards, then reads Acme’s usage in the console, changes the range, exports TSV and makes an API key', async ({ browser }, testInfo) => {
    // Grace uses the library as a reader: a search, a document's details and its text (COUNTER usage of Acme).
    const reader = await browser.newPage({ viewport: { width: 1280, height: 900 }, userAgent: PERSONS_BROWSER });
    await signInToReader(reader, demoUsers.grace);
    expect((await callApiAsSignedInUser(reader, 'POST', '/api/documents/search?page=0', { keywords: 'http semantics' })).status).toBe(200);
    expect((await callApiAsSignedInUser(reader, 'GET', '/api/documents/metadata?contentCode=IETF-RFC9110')).status).toBe(200);
    // On a fresh server the renditions are still being made in the background: read the text once it is there.
    await expect
      .poll(async () => (await callApiAsSignedInUser(reader, 'GET', '/api/documents/html/IETF-RFC9110')).status, { timeout: 240_000, intervals: [2_000] })
      .toBe(200);
    await waitForProcessedUsage(reader);

    await reader.close();

    // The console in a browser of its own, signing in there as a person would.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true, userAgent: PERSONS_BROWSER });
    await signInToConsole(page, demoUsers.grace);
    await menuItem(page, 'Subscription usage').click();
    await expect(page).toHaveURL(/\/admin\/usage-report/);
    await expect(page.getByRole('region', { name: 'Usage over time' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Usage over time' }).locator('.recharts-line').first()).toBeVisible();
    const top = page.getByRole('table', { name: 'Top items' });
    await expect(top).toContainText('RFC 9110');
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(day(-7));
    await expect(page.getByLabel('To', { exact: true })).toHaveValue(day());
    await page.screenshot({ path: testInfo.outputPath('usage-report-1280.png'), fullPage: true });

    // A month back: the URL keeps the range, the report answers for it.
    await page.getByLabel('From', { exact: true }).fill(day(-30));
    await expect(page).toHaveURL(new RegExp(`from=${day(-30)}`));
    await expect(page.getByText(`${day(-30)} to ${day()} (UTC days, by day)`)).toBeVisible();

    // The Title Report as TSV: COUNTER's header lines.
    // The page draws its tables after the chart; a menu opened while they arrive can close again, so a person opens it again.
    await expect(async () => {
      const option = page.getByRole('option', { name: 'Title Report (TR)' });
      if (!(await option.isVisible())) await page.getByRole('combobox', { name: 'Report' }).click({ timeout: 10_000 });
      await option.click({ timeout: 10_000 });
    }).toPass({ timeout: 90_000 });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'TSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^TR_\d{4}-\d{2}_\d{4}-\d{2}\.tsv$/);
    const lines = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(lines[0].split('\t')[0]).toBe('Report_Name');
    expect(lines[0].split('\t')[1]).toBe('Title Report');
    expect(lines[1].split('\t').slice(0, 2)).toEqual(['Report_ID', 'TR']);
    expect(lines[2].split('\t').slice(0, 2)).toEqual(['Release', '5.1']);
    expect(lines[3].split('\t').slice(0, 2)).toEqual(['Institution_Name', 'Acme Engineering']);

    // A COUNTER API key for the library's harvester: shown once.
    await page.getByRole('textbox', { name: 'Label' }).fill('Harvester');
    await page.getByRole('button', { name: 'Make a key' }).click();
    await expect(page.getByTestId('new-api-key')).toHaveText(/^cdx_/);
    await expect(page.getByRole('table', { name: 'COUNTER API keys' })).toContainText('Harvester');
    await page.getByRole('region', { name: 'COUNTER API keys' }).screenshot({ path: testInfo.outputPath('usage-keys-1280.png') });
    await page.getByRole('button', { name: 'Revoke' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByRole('table', { name: 'COUNTER API keys' })).toContainText('Revoked');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('usage-report-375.png'), fullPage: true });
    await page.close();
  });

  test('Alan (REPORT_VIEW) reaches Acme’s usage from the reader’s sidebar, and nothing else of the console', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInToReader(page, demoUsers.reports);
    // The sidebar is a drawer behind the header's menu button.
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByText('Subscription usage', { exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/admin/usage-report\\?accountId=\\d+&from=${day(-7)}&to=${day()}`));
    await expect(page.getByRole('table', { name: 'By metric' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Account' })).toHaveValue(/100200/);
    await expect(page.getByRole('region', { name: 'COUNTER API keys' })).toHaveCount(0);
    await expect(menuItem(page, 'Accounts')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('usage-report-report-view-1280.png'), fullPage: true });
  });
});
