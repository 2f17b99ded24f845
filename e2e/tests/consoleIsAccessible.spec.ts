import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { demoUsers, seriousAccessibilityProblems } from './support/journey.js';
import { signInToConsole } from './support/console.js';

/**
 * The console's own accessibility details: the loggers page's selects on a phone, and react-admin's words in the
 * console's language. Every console page of each role is checked with axe in everyConsolePageIsAccessible (in English
 * against every axe rule, as this file did until 2026-11-30, and in Arabic against WCAG 2.2 AA).
 */

/** Waits until the page has its data: no request in flight and no progress indicator. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
}

test.describe('the console is accessible', () => {
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
