import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { demoUsers, type DemoUser } from './support/journey.js';
import { signInToConsole } from './support/console.js';
import { chooseLanguage, consoleResourceNames, everyRuleProblems, expectLanguage, inParts, JOURNEY_LOCALES, newTab, openInConsole, settled, shootBothWidths, wcagProblems, type JourneyLocale } from './support/accessibility.js';

/**
 * Issue 28: every console resource (its list, and its show or edit view where it has one) and every console page of its
 * own, in English and in Arabic, signed in as each role that sees it, has no serious or critical axe finding under
 * WCAG 2.2 AA. One tab per role, signed in once, for both languages; the language is chosen as the apps remember it
 * (the locale cookie), and the page must then be in it (`<html lang dir>`). In English each page is held to every axe
 * rule, best practices included (the bar of consoleIsAccessible's role-by-role checks, which this file took over on
 * 2026-11-30 so that each page is opened and checked once); in Arabic to WCAG 2.2 AA.
 */

interface ConsolePage {
  /** The resource's name (or a page's own path) in apps/console/src/resources. */
  resource: string;
  /** The page's path under /admin. */
  path: string;
  /** Also opens the list's first record (its show or edit view, or the dialog over the list). */
  firstRecord?: boolean;
  /** The first record must exist (the demo data holds one). */
  recordRequired?: boolean;
}

const OPERATOR_PAGES: ConsolePage[] = [
  { resource: 'health', path: '/health' },
  { resource: 'metrics', path: '/metrics' },
  { resource: 'threaddump', path: '/threaddump' },
  { resource: 'loggers', path: '/loggers' },
  { resource: 'configprops', path: '/configprops' },
  { resource: 'env', path: '/env' },
  { resource: 'audits', path: '/audits' },
  { resource: 'tenants', path: '/tenants', firstRecord: true, recordRequired: true },
  { resource: 'accounts', path: '/accounts', firstRecord: true, recordRequired: true },
  { resource: 'mail', path: '/mail', firstRecord: true },
  { resource: 'customCollections', path: '/customCollections', firstRecord: true },
  { resource: 'customCollections', path: '/customCollections/create' },
  // With the operator's account picker.
  { resource: 'compassPoints', path: '/compassPoints' },
  { resource: 'webhooks', path: '/webhooks' },
  { resource: '/page-views', path: '/page-views' },
  { resource: '/usage-report', path: '/usage-report' },
];

const ACCOUNT_ADMIN_PAGES: ConsolePage[] = [
  { resource: 'accounts', path: '/accounts', firstRecord: true, recordRequired: true },
  { resource: 'groups', path: '/groups', firstRecord: true },
  { resource: 'customCollections', path: '/customCollections', firstRecord: true },
  { resource: 'customCollections', path: '/customCollections/create' },
  { resource: 'webhooks', path: '/webhooks' },
  { resource: 'compassPoints', path: '/compassPoints', firstRecord: true },
  { resource: 'changeHistory', path: '/changeHistory' },
  { resource: '/compass-points-report', path: '/compass-points-report' },
  { resource: '/usage-report', path: '/usage-report' },
];

const COMPASS_POINT_ADMIN_PAGES: ConsolePage[] = [
  { resource: 'compassPoints', path: '/compassPoints', firstRecord: true },
  { resource: 'changeHistory', path: '/changeHistory' },
  { resource: '/compass-points-report', path: '/compass-points-report' },
];

const USAGE_VIEWER_PAGES: ConsolePage[] = [{ resource: '/usage-report', path: '/usage-report' }];

const journeys: Array<{ who: string; user: DemoUser; pages: ConsolePage[] }> = [
  { who: 'the operator', user: demoUsers.operator, pages: OPERATOR_PAGES },
  { who: 'an account administrator', user: demoUsers.grace, pages: ACCOUNT_ADMIN_PAGES },
  { who: 'a compass point administrator', user: demoUsers.cpadmin, pages: COMPASS_POINT_ADMIN_PAGES },
  { who: 'a usage report viewer', user: demoUsers.reports, pages: USAGE_VIEWER_PAGES },
];

/**
 * Each role's pages in parts (support/accessibility.ts): on the slowest two-core host seen (2026-12-01) the operator's
 * 16 pages in two languages ran past the five minutes a test may take. The first part also checks the dashboard.
 */
const PART_SIZE = 6;

/** axe's serious and critical findings on the page: under every rule in English, under WCAG 2.2 AA in Arabic. */
const problemsOn = (page: Page, where: string, locale: string) => (locale === 'en' ? everyRuleProblems(page, where) : wcagProblems(page, where));

/**
 * Opens a console page (in full, or moving in place from the page before as the console's menu does), waits for its
 * content, and answers axe's findings on it (and on its first record).
 */
async function checkConsolePage(page: Page, { path, firstRecord, recordRequired }: ConsolePage, locale: JourneyLocale, fullLoad: boolean): Promise<string[]> {
  await openInConsole(page, `/admin${path}`, { fullLoad });
  await expect(page.getByRole('banner')).toBeVisible();
  await settled(page);
  await expectLanguage(page, locale);
  const problems = await problemsOn(page, `${locale} ${path}`, locale);
  if (!firstRecord) return problems;
  const rows = page.locator('table tbody tr');
  if ((await rows.count()) === 0) {
    expect(recordRequired ?? false, `${path} lists no record`).toBe(false);
    return problems;
  }
  await rows.first().click();
  const listUrl = new RegExp(`/admin${path}/?(\\?.*)?$`);
  const dialog = page.getByRole('dialog');
  await expect.poll(async () => !listUrl.test(page.url()) || (await dialog.count()) > 0).toBe(true);
  await settled(page);
  const where = listUrl.test(page.url()) ? `${path} (record dialog)` : new URL(page.url()).pathname.replace(/^\/admin/, '');
  return [...problems, ...(await problemsOn(page, `${locale} ${where}`, locale))];
}

test.describe('every console page is accessible', () => {
  // Each role in a tab of its own, so the two workers share the file's tests.
  test.describe.configure({ mode: 'parallel', timeout: 300_000 });

  test('the journeys cover every console resource and page', () => {
    const covered = new Set(journeys.flatMap(({ pages }) => pages.map((p) => p.resource)));
    const resources = consoleResourceNames();
    expect(resources.filter((resource) => !covered.has(resource)), 'console resources no journey opens').toEqual([]);
    console.log(`console resources and pages covered: ${resources.length} (${resources.join(', ')}), and the dashboard`);
  });

  // One sign-in per role: its pages in each language in turn, chosen as the apps remember a choice (the locale cookie,
  // read when the console starts at the next page).
  for (const { who, user, pages, name, first } of journeys.flatMap((journey) => inParts(journey, PART_SIZE))) {
    test(`${who}${name}: no serious or critical axe finding in ${JOURNEY_LOCALES.join(' or ')}`, async ({ browser }, testInfo) => {
      const page = await newTab(browser);
      await signInToConsole(page, user);
      const problems: string[] = [];
      for (const locale of JOURNEY_LOCALES) {
        await chooseLanguage(page, locale);
        // The console reads the language cookie when it starts: the locale's first page is a full load, the others are
        // moves in place (a full load of the console cost the browser about 1.5 processor-seconds a page).
        let fullLoad = !first;
        // The dashboard (in the first part, loaded in full), then each page the role opens.
        if (first) {
          await page.goto('/admin/');
          await expect(page.getByRole('banner')).toBeVisible();
          await settled(page);
          await expectLanguage(page, locale);
          problems.push(...(await problemsOn(page, `${locale} /`, locale)));
        }
        for (const consolePage of pages) {
          await test.step(`${locale} ${consolePage.path}`, async () => void problems.push(...(await checkConsolePage(page, consolePage, locale, fullLoad))));
          fullLoad = false;
        }
        if (user === demoUsers.grace && first) {
          // The console laid out in the language's direction, at both widths.
          await page.goto('/admin/accounts');
          await expect(page.locator('table tbody tr').first()).toBeVisible();
          await settled(page);
          await shootBothWidths(page, testInfo, `console-accounts-${locale}`);
        }
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});
