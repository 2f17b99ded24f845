import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { demoUsers, seriousAccessibilityProblems, type DemoUser } from './support/journey.js';
import { signInToConsole } from './support/console.js';

/**
 * Every console page each kind of administrator can open (the dashboard, each resource's list, its show, edit
 * and create views, and the report) has no serious or critical axe finding.
 */

interface ConsolePage {
  /** The page's path under /admin. */
  path: string;
  /** Also opens the first record of the list (its show or edit view), when the list has one. */
  firstRecord?: boolean;
  /** The first record must exist (the demo data holds one). */
  recordRequired?: boolean;
}

const OPERATOR_PAGES: ConsolePage[] = [
  { path: '/' },
  { path: '/health' },
  { path: '/metrics' },
  { path: '/threaddump' },
  { path: '/loggers' },
  { path: '/configprops' },
  { path: '/env' },
  { path: '/audits' },
  { path: '/tenants', firstRecord: true, recordRequired: true },
  { path: '/accounts', firstRecord: true, recordRequired: true },
  { path: '/mail', firstRecord: true },
  { path: '/customCollections', firstRecord: true },
  { path: '/customCollections/create' },
  // With the operator's account picker.
  { path: '/compassPoints' },
];

const ACCOUNT_ADMIN_PAGES: ConsolePage[] = [
  { path: '/' },
  { path: '/accounts', firstRecord: true, recordRequired: true },
  { path: '/groups', firstRecord: true },
  { path: '/customCollections', firstRecord: true },
  { path: '/customCollections/create' },
  { path: '/compassPoints', firstRecord: true },
  { path: '/changeHistory' },
  { path: '/compass-points-report' },
];

const COMPASS_POINT_ADMIN_PAGES: ConsolePage[] = [
  { path: '/' },
  { path: '/compassPoints', firstRecord: true },
  { path: '/changeHistory' },
  { path: '/compass-points-report' },
];

/** Waits until the page has its data: no request in flight and no progress indicator. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
}

/** Opens each page (and the first record of a list) and collects axe's serious and critical findings. */
async function checkPages(page: Page, pages: ConsolePage[]): Promise<{ problems: string[]; checked: string[] }> {
  const problems: string[] = [];
  const checked: string[] = [];
  const check = async (where: string) => {
    await settled(page);
    checked.push(where);
    problems.push(...(await seriousAccessibilityProblems(page)).map((p) => `${where}: ${p}`));
  };
  for (const { path, firstRecord, recordRequired } of pages) {
    await page.goto(`/admin${path}`);
    await expect(page.getByRole('banner')).toBeVisible();
    await check(path);
    if (!firstRecord) continue;
    const rows = page.locator('table tbody tr');
    if ((await rows.count()) === 0) {
      expect(recordRequired ?? false, `${path} lists no record`).toBe(false);
      continue;
    }
    await rows.first().click();
    // A record opens on its own page, or (the compass point list) in a dialog over the list.
    const listUrl = new RegExp(`/admin${path}/?$`);
    const dialog = page.getByRole('dialog');
    await expect.poll(async () => !listUrl.test(page.url()) || (await dialog.count()) > 0).toBe(true);
    await check(listUrl.test(page.url()) ? `${path} (record dialog)` : new URL(page.url()).pathname.replace(/^\/admin/, ''));
  }
  return { problems, checked };
}

const journeys: Array<[string, DemoUser, ConsolePage[]]> = [
  ['the operator', demoUsers.operator, OPERATOR_PAGES],
  ['an account administrator', demoUsers.grace, ACCOUNT_ADMIN_PAGES],
  ['a compass point administrator', demoUsers.cpadmin, COMPASS_POINT_ADMIN_PAGES],
];

test.describe('the console is accessible', () => {
  // axe on a dozen pages on a shared 2-core machine.
  test.describe.configure({ timeout: 600_000 });

  for (const [who, user, pages] of journeys) {
    test(`every console page ${who} opens has no serious or critical axe finding`, async ({ page }) => {
      await signInToConsole(page, user);
      const { problems, checked } = await checkPages(page, pages);
      expect(checked.length).toBeGreaterThanOrEqual(pages.length);
      expect(problems).toEqual([]);
    });
  }

  test('each level select on the loggers page is named after its logger, on a phone and on a wide screen', async ({ browser }) => {
    // Opened on a phone, as a phone opens it; then widened, and narrowed again: the open menu closes as the window
    // narrows (layout/ConsoleSidebar.tsx) rather than covering the page as a modal drawer that hides it.
    const page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
    await signInToConsole(page, demoUsers.operator);
    await page.goto('/admin/loggers');
    const namesOfSelects = () =>
      page.getByRole('combobox').evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
    await expect(page.getByRole('combobox', { name: 'Level of root' })).toBeVisible();
    const onPhone = await namesOfSelects();
    expect(onPhone.length).toBeGreaterThan(3);
    for (const name of onPhone) expect(name).toMatch(/^Level of \S+/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.screenshot({ path: 'artifacts/console-loggers-names-375.png', fullPage: true });

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('table').getByRole('combobox', { name: 'Level of root' })).toBeVisible();
    expect(await namesOfSelects()).toEqual(onPhone);
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    if (await openMenu.isVisible()) await openMenu.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('combobox', { name: 'Level of root' })).toBeVisible();
    expect(await namesOfSelects()).toEqual(onPhone);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
  });

  test("react-admin's own words follow the console's language: French, then Arabic right to left", async ({ page }) => {
    await signInToConsole(page, demoUsers.operator);
    await page.goto('/admin/audits');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Français', exact: true }).click();
    await expect(page.getByText('Lignes par page :')).toBeVisible();
    await settled(page);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.screenshot({ path: 'artifacts/console-audits-fr-1280.png', fullPage: true });

    await page.getByRole('button', { name: 'Français', exact: true }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.getByText('عدد الصفوف في الصفحة:')).toBeVisible();
    await settled(page);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.screenshot({ path: 'artifacts/console-audits-ar-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await settled(page);
    await page.screenshot({ path: 'artifacts/console-audits-ar-375.png', fullPage: true });
    // What the page's direction is (another change makes the console's theme follow the locale).
    console.log(`console in Arabic: html dir=${await page.locator('html').getAttribute('dir')}, body direction=${await page.evaluate(() => getComputedStyle(document.querySelector('main') ?? document.body).direction)}`);
  });
});
