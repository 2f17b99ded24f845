import fs from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test.js';
import { callApiAsSignedInUser, demoUsers, seriousAccessibilityProblems, signInToReader, chooseLanguageFromMenu } from './support/journey.js';
import { menuItem, signInToConsole } from './support/console.js';

const stamp = () => Date.now().toString(36);
const today = () => new Date().toISOString().slice(0, 10);

/** The reader's document id of a catalogue document. */
async function contentIdOf(page: Page, contentCode: string) {
  const answer = await callApiAsSignedInUser(page, 'GET', `/api/documents/metadata?contentCode=${contentCode}`);
  expect(answer.status).toBe(200);
  return (answer.json as { contentId: number }).contentId;
}

/** Makes a compass point as the signed-in reader would from the viewer (POST /api/v1/compasspoint); answers its id. */
async function createCompassPoint(page: Page, contentID: number, name: string, text: string) {
  const answer = await callApiAsSignedInUser(page, 'POST', '/api/v1/compasspoint', {
    name,
    description: `Why "${name}" matters to the team`,
    contentID,
    selectionData: `<selection><contents>${text}</contents></selection>`,
    selectionMetadata: { pageNumber: 1 },
    anchor: { quote: { exact: text }, page: 1 },
  });
  expect(answer.status, JSON.stringify(answer.json)).toBe(201);
  return (answer.json as { compassPointID: number }).compassPointID;
}

/** Full-page shots at 1280 and 375 px, nothing wider than a phone. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`${name}-375.png`), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${name} at 375 px`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The rows of a CSV file as RFC 4180 writes them here (no field of these rows needs quotes). */
const csvRows = (text: string) =>
  text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));

test.describe('a compass point admin reviews the change history and the report', () => {
  test.describe.configure({ timeout: 240_000 });

  test('Frances annotates RFC 9110 and RFC 7231; Katherine reviews the changes, opens one, and exports the report', async ({ browser }) => {
    const run = stamp();
    const names = { stateless: `Statelessness ${run}`, caching: `Caching ${run}`, methods: `Methods ${run}` };

    // Frances makes three compass points through the API, edits one and deactivates another.
    const frances = await browser.newPage();
    await signInToReader(frances, demoUsers.frances);
    const rfc9110 = await contentIdOf(frances, 'IETF-RFC9110');
    const rfc7231 = await contentIdOf(frances, 'IETF-RFC7231');
    const stateless = await createCompassPoint(frances, rfc9110, names.stateless, 'The Hypertext Transfer Protocol (HTTP) is a stateless application-level protocol');
    await createCompassPoint(frances, rfc9110, names.caching, 'HTTP caching');
    const methods = await createCompassPoint(frances, rfc7231, names.methods, 'The request method token is the primary source of request semantics');
    const edited = await callApiAsSignedInUser(frances, 'PUT', `/api/v1/compasspoint/${stateless}`, { name: `${names.stateless} (revised)` });
    expect(edited.status).toBe(200);
    expect((await callApiAsSignedInUser(frances, 'POST', `/api/v1/compasspoint/deactivate/${methods}`)).status).toBe(200);
    await frances.close();

    // Katherine, the account's compass point administrator, reviews the change history.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await signInToConsole(page, demoUsers.cpadmin);
    await menuItem(page, 'Change history').click();
    await page.getByRole('textbox', { name: 'User (name or e-mail)' }).fill('frances');
    await expect(page).toHaveURL(/filter=.*frances/);
    const rows = page.getByRole('row').filter({ hasText: run });
    await expect(rows).toHaveCount(5);
    await expect(rows.first()).toContainText('Deactivated');
    await expect(rows.first()).toContainText(names.methods);
    await expect(rows.first()).toContainText('RFC 7231');
    await expect(rows.first()).toContainText('Frances Allen');

    await page.getByRole('combobox', { name: 'Change' }).click();
    await page.getByRole('option', { name: 'Edited', exact: true }).click();
    await expect(rows).toHaveCount(1);
    await rows.first().getByRole('cell', { name: `${names.stateless} (revised)` }).click();
    const comparison = page.getByRole('table', { name: `Changes to "${names.stateless} (revised)"` });
    await expect(comparison).toBeVisible();
    const nameRow = comparison.getByRole('row', { name: 'Changed', exact: true }).filter({ has: page.getByRole('rowheader', { name: 'Compass Point' }) });
    await expect(nameRow.getByRole('cell').first()).toContainText(names.stateless);
    await expect(nameRow.getByRole('cell').nth(1)).toContainText(`${names.stateless} (revised)`);
    await page.screenshot({ path: 'artifacts/console-change-history-1280.png', fullPage: true });

    // The link leads to the compass point with its own history.
    await page.getByRole('link', { name: 'Open the Compass Point' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${names.stateless} (revised)` })).toBeVisible();
    const history = page.getByRole('list', { name: 'Change history' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText('Edited');

    // The report: today's changes in the charts, the tables and the CSV files.
    await menuItem(page, 'Compass Points Report').click();
    await expect(page).toHaveURL(/\/admin\/compass-points-report$/);
    await expect(page.getByRole('region', { name: 'Active Compass Points' }).locator('.recharts-line')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Changes per period' }).locator('.recharts-bar-rectangle').first()).toBeVisible();
    const byDocument = page.getByRole('table', { name: 'By document' });
    await expect(byDocument.getByRole('row').filter({ hasText: 'IETF-RFC9110' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'By user' }).getByRole('row').filter({ hasText: 'Frances Allen' })).toBeVisible();
    await page.screenshot({ path: 'artifacts/console-compass-points-report-1280.png', fullPage: true });

    const [periods] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(periods.suggestedFilename()).toMatch(/^compass-points-report-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-day\.csv$/);
    const periodRows = csvRows(fs.readFileSync(await periods.path(), 'utf8'));
    expect(periodRows[0]).toEqual(['Period start', 'Period end', 'Created', 'Edited', 'Deactivated', 'Reactivated', 'Active']);
    expect(periodRows).toHaveLength(31);
    const todayRow = periodRows.find((row) => row[0] === today())!;
    expect(Number(todayRow[2])).toBeGreaterThanOrEqual(3);
    expect(Number(todayRow[3])).toBeGreaterThanOrEqual(1);
    expect(Number(todayRow[4])).toBeGreaterThanOrEqual(1);

    const [users] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Users (CSV)' }).click()]);
    const userRows = csvRows(fs.readFileSync(await users.path(), 'utf8'));
    expect(userRows[0]).toEqual(['Name', 'E-mail', 'Created', 'Edited', 'Deactivated', 'Reactivated', 'Active']);
    const francesRow = userRows.find((row) => row[0] === 'Frances Allen')!;
    expect(francesRow[1]).toBe('frances.allen@acme.example');
    expect(Number(francesRow[2])).toBeGreaterThanOrEqual(3);

    // By week.
    await page.getByRole('combobox', { name: 'Interval' }).click();
    await page.getByRole('option', { name: 'Week' }).click();
    await expect(page.getByRole('region', { name: 'Changes per period' }).locator('.recharts-bar-rectangle').first()).toBeVisible();

    // Today alone, by day: one period, its bars a readable width in the middle of the chart, not pressed to an edge.
    await page.getByRole('combobox', { name: 'Interval' }).click();
    await page.getByRole('option', { name: 'Day' }).click();
    await page.getByLabel('From', { exact: true }).fill(today());
    await expect(page.getByText(`${today()} to ${today()} (UTC days)`)).toBeVisible();
    const changes = page.getByRole('region', { name: 'Changes per period' });
    const bars = changes.locator('.recharts-bar-rectangle path');
    await expect(bars.first()).toBeVisible();
    const plot = (await changes.locator('.recharts-cartesian-grid').boundingBox())!;
    const boxes = (await bars.evaluateAll((paths) => paths.map((p) => p.getBoundingClientRect()).map(({ x, width }) => ({ x, width })))).filter((b) => b.width > 0);
    expect(boxes.length).toBeGreaterThanOrEqual(3);
    for (const box of boxes) expect(box.width).toBeLessThanOrEqual(40);
    const left = Math.min(...boxes.map((b) => b.x));
    const right = Math.max(...boxes.map((b) => b.x + b.width));
    // The group of bars sits in the middle of the plot (within a tenth of its width).
    expect(Math.abs((left + right) / 2 - (plot.x + plot.width / 2))).toBeLessThan(plot.width / 10);
    await changes.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'artifacts/console-compass-points-report-one-day-1280.png', fullPage: true });
    await page.close();

    // The same pages on a phone, 375 px wide, nothing wider than the screen.
    const phone = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await signInToConsole(phone, demoUsers.cpadmin);
    await phone.goto('/admin/changeHistory');
    await phone.getByRole('textbox', { name: 'User (name or e-mail)' }).fill('frances');
    await expect(phone).toHaveURL(/filter=.*frances/);
    await phone.getByRole('row').filter({ hasText: names.methods }).filter({ hasText: 'Deactivated' }).getByRole('cell').nth(2).click();
    const deactivation = phone.getByRole('table', { name: `Changes to "${names.methods}"` });
    await expect(deactivation.getByRole('row', { name: 'Changed', exact: true }).filter({ has: phone.getByRole('rowheader', { name: 'Status' }) })).toContainText('Deactivated');
    await phone.screenshot({ path: 'artifacts/console-change-history-375.png', fullPage: true });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await phone.goto('/admin/compass-points-report');
    await expect(phone.getByRole('region', { name: 'Active Compass Points' }).locator('.recharts-line')).toBeVisible();
    await expect(phone.getByRole('table', { name: 'By user' })).toContainText('Frances Allen');
    await phone.screenshot({ path: 'artifacts/console-compass-points-report-375.png', fullPage: true });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("Katherine administers a colleague's compass point in the reader: Everyone's list, the row menu, the document's tab and the console", async ({ browser }, testInfo) => {
    const run = stamp();
    const name = `Idempotent ${run}`;
    const frances = await browser.newPage();
    await signInToReader(frances, demoUsers.frances);
    const rfc9110 = await contentIdOf(frances, 'IETF-RFC9110');
    const id = await createCompassPoint(frances, rfc9110, name, 'A request method is considered idempotent');
    await frances.close();

    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInToReader(page, demoUsers.cpadmin);
    await page.goto('/compass-points-list');
    await expect(page.getByText('The compass points you created in this account.')).toBeVisible();
    const whose = page.getByRole('group', { name: 'Whose compass points' });
    await whose.getByRole('button', { name: 'Everyone' }).click();
    await expect(page).toHaveURL(/\/compass-points-list\?createdBy=everyone$/);
    await expect(page.getByText('Every compass point of this account, by you and your colleagues.')).toBeVisible();
    const row = page.getByRole('table', { name: 'Compass Points' }).getByRole('row').filter({ hasText: name.slice(0, 25) });
    await expect(row).toContainText('frances.allen@acme.example');
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await shoot(page, testInfo, 'cpadmin-everyones-compass-points');

    await row.getByRole('button', { name: /^Actions for / }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Deactivate' }).click();
    await page.getByRole('dialog', { name: 'Deactivate this compass point?' }).getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText(`Compass point "${name}" deactivated`)).toBeVisible();
    await expect(row).toHaveCount(0);

    // In Arabic, right to left, the same list and its switch.
    await chooseLanguageFromMenu(page, 'English', 'العربية');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('كل نقاط البوصلة في هذا الحساب، التي أنشأتها أنت وزملاؤك.')).toBeVisible();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await shoot(page, testInfo, 'cpadmin-everyones-compass-points-ar');
    await chooseLanguageFromMenu(page, 'العربية', 'English');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    // The console's list offers her Reactivate on it.
    const consolePage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInToConsole(consolePage, demoUsers.cpadmin);
    await consolePage.goto(`/admin/compassPoints?filter=${encodeURIComponent(JSON.stringify({ status: 'inactive', creator: 'frances' }))}`);
    const consoleRow = consolePage.getByRole('row').filter({ hasText: name.slice(0, 25) });
    await consoleRow.getByRole('button', { name: 'Reactivate' }).click();
    await consolePage.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(consolePage.getByText('Compass Point reactivated')).toBeVisible();
    const after = await callApiAsSignedInUser(page, 'GET', `/api/v1/compasspoint/${id}`);
    expect((after.json as { status: string; edit: boolean }).status).toBe('ACTIVE');
    expect((after.json as { edit: boolean }).edit).toBe(true);
    await consolePage.close();

    // On the document's Compass Points tab she has the row menu on Frances's compass point as well.
    await page.goto('/document?contentCode=IETF-RFC9110');
    await page.getByRole('tab', { name: 'Compass Points' }).click();
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Deactivate' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('Grace, the account ADMIN, opens a compass point in a dialog after the entitlement check and has no history', async ({ browser }) => {
    const run = stamp();
    const frances = await browser.newPage();
    await signInToReader(frances, demoUsers.frances);
    const rfc9110 = await contentIdOf(frances, 'IETF-RFC9110');
    const name = `Conditional requests ${run}`;
    await createCompassPoint(frances, rfc9110, name, 'Conditional requests are HTTP requests that include one or more header fields');
    await frances.close();

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInToConsole(page, demoUsers.grace);
    await menuItem(page, 'Compass Points').click();
    await page.getByRole('row').filter({ hasText: name.slice(0, 25) }).first().getByRole('cell').nth(2).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Conditional requests are HTTP requests');
    await expect(dialog).not.toContainText('Change history');
    await page.screenshot({ path: 'artifacts/console-compass-point-dialog-1280.png', fullPage: true });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test("the operator picks Acme's account on the console's compass points page, reads its compass points, and finds the account still picked after leaving the page", async ({ browser }) => {
    const run = stamp();
    const name = `Operator view ${run}`;
    const frances = await browser.newPage();
    await signInToReader(frances, demoUsers.frances);
    await createCompassPoint(frances, await contentIdOf(frances, 'IETF-RFC9110'), name, 'Each request message has a method');
    await frances.close();

    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInToConsole(page, demoUsers.operator);
    await menuItem(page, 'Compass Points').click();
    const picker = page.getByRole('combobox', { name: 'Account' });
    await expect(picker).toHaveAttribute('placeholder', 'Your account');
    await picker.fill('100200');
    await page.getByRole('option', { name: /100200/ }).click();
    await expect(page).toHaveURL(/accountId/);
    await page.getByRole('textbox', { name: 'Creator (name or e-mail)' }).fill('frances');
    const row = page.getByRole('row').filter({ hasText: name.slice(0, 25) });
    await expect(row).toBeVisible();
    // Another account's compass points are read only for the operator.
    await expect(row.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.screenshot({ path: 'artifacts/console-compass-points-operator-picker-1280.png', fullPage: true });

    // Away and back through the menu: the picker still names the account, the list still shows its compass points.
    await menuItem(page, 'Change history').click();
    await expect(page).toHaveURL(/\/admin\/changeHistory/);
    await menuItem(page, 'Compass Points').click();
    await expect(page.getByRole('combobox', { name: 'Account' })).toHaveValue(/^100200 – /);
    await expect(page.getByRole('row').filter({ hasText: name.slice(0, 25) })).toBeVisible();
    await page.screenshot({ path: 'artifacts/console-compass-points-operator-picker-back-1280.png', fullPage: true });
    await page.close();
  });
});
