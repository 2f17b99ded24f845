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
});
