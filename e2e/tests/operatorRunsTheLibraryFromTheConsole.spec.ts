import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { callApiAsSignedInUser, demoUsers, seriousAccessibilityProblems, signInToReader, chooseLanguageFromMenu } from './support/journey.js';
import { day, menuItem, signInToConsole } from './support/console.js';

// These journeys run on the apart server (playwright.config.ts), whose folder the config names in this variable.
const serverLog = () => path.join(process.env.CODEX_E2E_APART_DATA_DIR!, 'server.log');

/** The search logger's DEBUG lines (pino level 20) the server has written to its log file so far. */
function searchDebugLines(): string[] {
  if (!fs.existsSync(serverLog())) return [];
  return fs
    .readFileSync(serverLog(), 'utf8')
    .split('\n')
    .filter((line) => line.includes('"logger":"search"') && line.includes('"level":20'));
}

async function runSearch(page: Page, keywords: string) {
  const answer = await callApiAsSignedInUser(page, 'POST', '/api/documents/search?size=5', { keywords });
  expect(answer.status).toBe(200);
}

async function openConsole(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  return context.newPage();
}

async function openLogger(page: Page, name: string) {
  await menuItem(page, 'Loggers').click();
  await page.getByPlaceholder('Find a logger').fill(name);
  await expect(page.getByRole('row')).toHaveCount(2);
}

test.describe('an operator runs the library from the console', () => {
  // Two browsers, a search index and the server on a shared 2-core machine: saves can take seconds.
  test.describe.configure({ timeout: 120_000 });

  test('sees health UP, turns the search logger to DEBUG, finds its lines in the server log, and resets it', async ({ page }) => {
    await signInToConsole(page, demoUsers.operator);

    await menuItem(page, 'Health').click();
    const overall = page.getByRole('status').filter({ hasText: 'Overall status' });
    await expect(overall).toContainText('UP');
    await expect(page.getByRole('row', { name: /Database/ })).toContainText('UP');
    await page.screenshot({ path: 'artifacts/console-health.png', fullPage: true });

    await openLogger(page, 'search');
    const searchRow = page.getByRole('row').nth(1);
    await expect(searchRow.getByRole('cell').nth(1)).toHaveText('INFO');
    const before = searchDebugLines().length;

    await page.getByRole('combobox', { name: 'Level of search' }).click();
    await page.getByRole('option', { name: 'DEBUG', exact: true }).click();
    await expect(page.getByText('Logger search now logs at DEBUG.')).toBeVisible();
    await expect(searchRow.getByRole('cell').nth(1)).toHaveText('DEBUG');
    await page.screenshot({ path: 'artifacts/console-logger-debug.png', fullPage: true });

    await runSearch(page, 'congestion control');
    await expect.poll(() => searchDebugLines().length, { message: 'DEBUG lines of the search logger in server.log' }).toBeGreaterThan(before);
    const line = JSON.parse(searchDebugLines().at(-1)!) as { msg: string; keywords: string };
    expect(line.msg).toBe('search answered');
    expect(line.keywords).toContain('congestion');

    await searchRow.getByRole('button', { name: 'Reset' }).click();
    await expect(searchRow.getByRole('cell').nth(1)).toHaveText('INFO');
    const afterReset = searchDebugLines().length;
    await runSearch(page, 'transport layer security');
    // The search went through INFO only: no new DEBUG line once the next request has been logged.
    await runSearch(page, 'hypertext');
    expect(searchDebugLines().length).toBe(afterReset);
  });

  test('on a phone the loggers fit the screen with root at its own level; the groups of an account the operator picks', async ({ page }) => {
    await signInToConsole(page, demoUsers.operator);
    await menuItem(page, 'Loggers').click();
    await page.setViewportSize({ width: 375, height: 800 });
    // root follows nothing: it shows the level it runs at.
    const root = page.locator('li').filter({ has: page.getByText('root', { exact: true }) });
    await expect(root.locator('[role="combobox"]')).toHaveText(/^(OFF|ERROR|WARN|INFO|DEBUG|TRACE)$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: 'artifacts/console-loggers-375.png', fullPage: true });

    await page.setViewportSize({ width: 1280, height: 800 });
    await menuItem(page, 'Groups').click();
    const picker = page.getByRole('combobox', { name: 'Account' });
    await picker.fill('100200');
    await page.getByRole('option', { name: /100200/ }).click();
    await expect(page).toHaveURL(/accountId/);
    await page.screenshot({ path: 'artifacts/console-groups-picked-1280.png', fullPage: true });

    // The console's own language menu (it starts in English).
    await chooseLanguageFromMenu(page, 'English', 'العربية');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByText('الحساب').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: 'artifacts/console-groups-picked-ar-375.png', fullPage: true });
  });

  test('filters audits by date and finds their own sign-in; an inverted range is refused on the form', async ({ page }) => {
    await signInToConsole(page, demoUsers.operator);
    await menuItem(page, 'Audits').click();

    await page.getByRole('textbox', { name: 'From', exact: true }).fill(day(-1));
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(day(0));
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Sign-in', exact: true }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/fromDate/);
    const ownSignIn = page.getByRole('row').filter({ hasText: 'operator' }).filter({ hasText: 'Sign-in' });
    await expect(ownSignIn.first()).toBeVisible();
    await page.screenshot({ path: 'artifacts/console-audits.png', fullPage: true });

    await page.getByRole('textbox', { name: 'From', exact: true }).fill(day(1));
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(day(-1));
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('The end date must not be before the start date.')).toBeVisible();
    await page.screenshot({ path: 'artifacts/console-audits-inverted.png', fullPage: true });
  });

  test("edits the tenant's banner and the reader shows it; a banner that breaks the rules is refused and nothing is saved", async ({ page }) => {
    await signInToConsole(page, demoUsers.operator);
    // Later journeys read the seeded banner: the tenant's configuration is put back as it was at the end.
    const original = await callApiAsSignedInUser(page, 'GET', '/api/admin/tenants/keystone');
    expect(original.status).toBe(200);
    const originalConfig = (original.json as { config: Record<string, unknown> }).config;
    await menuItem(page, 'Tenants').click();
    await page.getByRole('cell', { name: 'keystone', exact: true }).click();
    await page.getByRole('tab', { name: 'Banner' }).click();

    const text = `Maintenance window on ${day(2)}: the library stays open.`;
    await page.getByLabel('Banner text').fill(text);
    await page.getByLabel('Shown from').fill(day(-1));
    await page.getByLabel('Shown until').fill(day(7));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Element updated')).toBeVisible();

    const reader = await page.context().newPage();
    await reader.goto('/');
    await expect(reader.getByText(text)).toBeVisible();
    await reader.screenshot({ path: 'artifacts/reader-shows-banner.png' });

    // Over-long text and an end before the start: 400, the errors on the fields, the form keeps what was typed.
    await page.getByLabel('Banner text').fill('x'.repeat(1001));
    await page.getByLabel('Shown until').fill(day(-3));
    await page.getByRole('button', { name: 'Save' }).click();
    // Each tab carries the summary; the Banner tab's is the one in view.
    const summary = page.getByLabel('Banner', { exact: true }).getByRole('alert');
    await expect(summary).toContainText('Nothing was saved. Correct these fields:');
    await expect(summary).toContainText('banner.text: The value is too short or too long.');
    await expect(summary).toContainText('banner.end-date: The end date must not be before the start date.');
    await expect(page.getByLabel('Banner text')).toHaveValue('x'.repeat(1001));
    await page.screenshot({ path: 'artifacts/console-tenant-invalid.png', fullPage: true });

    await reader.reload();
    await expect(reader.getByText(text)).toBeVisible();

    // Wrong types and unknown keys never come from the form; the same endpoint refuses them with field errors too.
    const tenant = await callApiAsSignedInUser(page, 'GET', '/api/admin/tenants/keystone');
    const config = (tenant.json as { config: Record<string, unknown> }).config;
    const refused = await callApiAsSignedInUser(page, 'PUT', '/api/admin/tenants/keystone', { config: { ...config, tenantName: 42, surprise: true } });
    expect(refused.status).toBe(400);
    const fields = ((refused.json as { fieldErrors: { field: string }[] }).fieldErrors ?? []).map((f) => f.field).join(' ');
    expect(fields).toContain('tenantName');

    const restored = await callApiAsSignedInUser(page, 'PUT', '/api/admin/tenants/keystone', { config: originalConfig });
    expect(restored.status).toBe(200);
  });
  test("manages the tenant's external links in the reader, then reads the reader's page views by page type in the console", async ({ page, browser, baseURL }) => {
    await signInToReader(page, demoUsers.operator);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'External links' }).click();
    await expect(page).toHaveURL(/\/links-management$/);
    await expect(page.getByRole('heading', { level: 1, name: 'External links' })).toBeVisible();
    await expect(page.getByText('No external links yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Add a link' }).click();
    const link = page.getByRole('listitem', { name: 'Link 1' });
    await link.getByRole('textbox', { name: /Label/ }).fill('Standards news');
    await link.getByRole('textbox', { name: /Address/ }).fill('ftp://news.example.org');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(link.getByText('Enter an address that starts with http:// or https://')).toBeVisible();
    await link.getByRole('textbox', { name: /Address/ }).fill('https://news.example.org/standards');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The external links are saved.')).toBeVisible();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.screenshot({ path: 'artifacts/reader-links-management-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: 'artifacts/reader-links-management-375.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Every reader's sidebar now carries the link.
    await page.reload();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /Standards news/ })).toHaveAttribute('href', 'https://news.example.org/standards');
    await page.keyboard.press('Escape');
    // Later journeys read the seeded links: none.
    expect((await callApiAsSignedInUser(page, 'PUT', '/api/admin/external-links', { externalLinks: [] })).status).toBe(200);

    // The console in a browser of its own: the reader's views of links-management above are counted for today.
    const admin = await openConsole(browser, baseURL!);
    await signInToConsole(admin, demoUsers.operator);
    await menuItem(admin, 'Page views').click();
    const views = admin.getByRole('table', { name: 'Views' });
    const row = views.getByRole('row', { name: /^links-management/ });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').last()).not.toHaveText('0');
    await expect(views.getByRole('row', { name: /^home/ })).toBeVisible();
    await admin.screenshot({ path: 'artifacts/console-page-views.png', fullPage: true });
    await admin.getByRole('combobox', { name: 'Count per' }).click();
    await admin.getByRole('option', { name: 'Month' }).click();
    await expect(views.getByRole('columnheader', { name: day().slice(0, 7) })).toBeVisible();
    await admin.context().close();
  });
});
