import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { demoUsers } from './support/journey.js';
import { signInToConsole } from './support/console.js';
import { chooseLanguage, englishLines, expectLanguage, newTab, reactAdminEnglishNotIn, settled, type JourneyLocale } from './support/accessibility.js';

/**
 * Issue 29 item 7: react-admin's own messages (buttons, pagination, empty states, confirmations) follow the console's
 * language. In French, Arabic and Japanese, an account admin's list, empty list, edit view and delete confirmation show
 * none of react-admin's English messages that the language says differently; screenshots of each are kept.
 */
const LOCALES: JourneyLocale[] = ['fr', 'ar', 'ja'];

async function englishOf(page: Page, locale: JourneyLocale, where: string) {
  await settled(page);
  await expectLanguage(page, locale);
  await page.screenshot({ path: test.info().outputPath(`console-${where}-${locale}.png`), fullPage: true });
  return (await englishLines(page, reactAdminEnglishNotIn(locale))).map((line) => `${where}: ${line}`);
}

for (const locale of LOCALES) {
  test(`the console's list, empty, edit and confirm screens in ${locale} show no English react-admin message`, async ({ browser }) => {
    test.setTimeout(240_000);
    const page = await newTab(browser);
    await signInToConsole(page, demoUsers.grace);
    await chooseLanguage(page, locale);
    const found: string[] = [];

    await page.goto('/admin/customCollections');
    const rows = page.locator('table tbody tr');
    await expect(rows.first()).toBeVisible();
    found.push(...(await englishOf(page, locale, 'list')));

    // A search no group matches: react-admin's "no results" state (the groups list searches; collections do not).
    await page.goto(`/admin/groups?filter=${encodeURIComponent(JSON.stringify({ q: 'zzzz-no-such-group' }))}`);
    await expect(rows).toHaveCount(0);
    found.push(...(await englishOf(page, locale, 'empty')));

    await page.goto(`/admin/customCollections?filter=${encodeURIComponent('{}')}`);
    await expect(rows.first()).toBeVisible();
    await rows.first().click();
    await expect(page.locator('form')).toBeVisible();
    found.push(...(await englishOf(page, locale, 'edit')));

    // The delete button's confirmation, left with its cancel button: nothing is deleted.
    await page.locator('form').getByRole('button').filter({ has: page.locator('[data-testid="DeleteIcon"]') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    found.push(...(await englishOf(page, locale, 'confirm')));
    await dialog.getByRole('button').first().click();
    await expect(dialog).toHaveCount(0);

    // The comparison can fail: the same screens in English are full of react-admin's English messages.
    if (locale === 'fr') {
      await chooseLanguage(page, 'en');
      await page.goto(`/admin/customCollections?filter=${encodeURIComponent('{}')}`);
      await expect(rows.first()).toBeVisible();
      await settled(page);
      expect((await englishLines(page, reactAdminEnglishNotIn('fr'))).length).toBeGreaterThan(0);
    }
    expect(found, `react-admin English in ${locale}`).toEqual([]);
  });
}
