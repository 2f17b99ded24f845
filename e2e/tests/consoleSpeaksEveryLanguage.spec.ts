import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { callApiAsSignedInUser, demoUsers } from './support/journey.js';
import { signInToConsole } from './support/console.js';
import { chooseLanguage, englishLines, expectLanguage, newTab, reactAdminEnglishNotIn, reactAdminMessagesIn, settled, type JourneyLocale } from './support/accessibility.js';

/**
 * Issue 29 item 7: react-admin's own messages (buttons, pagination, empty states, confirmations) follow the console's
 * language. In French, Arabic and Japanese, an account admin's list, empty list, edit view and delete confirmation show
 * none of react-admin's English messages that the language says differently; a screenshot of each is kept. Each test
 * makes the custom collection it lists and edits, and deletes it at the end.
 */
const LOCALES: JourneyLocale[] = ['fr', 'ar', 'ja'];
const run = Date.now().toString(36);

async function englishOf(page: Page, locale: JourneyLocale, where: string) {
  await settled(page);
  await expectLanguage(page, locale);
  await page.screenshot({ path: test.info().outputPath(`console-${where}-${locale}.png`), fullPage: true });
  return (await englishLines(page, reactAdminEnglishNotIn(locale))).map((line) => `${where}: ${line}`);
}

test.describe("the console speaks the user's language", () => {
  test.describe.configure({ timeout: 300_000 });

  for (const locale of LOCALES) {
    test(`the console's list, empty, edit and confirm screens in ${locale} show no English react-admin message`, async ({ browser }) => {
      const page = await newTab(browser);
      await signInToConsole(page, demoUsers.grace);
      const name = `Languages ${locale} ${run}`;
      const created = await callApiAsSignedInUser(page, 'POST', '/api/admin/custom-collections', { name });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      const id = (created.json as { id: number }).id;
      await chooseLanguage(page, locale);
      const found: string[] = [];

      // The list, with the collection this test made.
      await page.goto('/admin/customCollections');
      const rows = page.locator('table tbody tr');
      await expect(rows.filter({ hasText: name })).toHaveCount(1);
      found.push(...(await englishOf(page, locale, 'list')));

      // A search no group matches: react-admin's "no results" state (the groups list searches; collections do not).
      await page.goto(`/admin/groups?filter=${encodeURIComponent(JSON.stringify({ q: `zzzz-no-such-group-${run}` }))}`);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(rows).toHaveCount(0);
      found.push(...(await englishOf(page, locale, 'empty')));

      // The collection's edit view.
      await page.goto(`/admin/customCollections/${id}`);
      const nameField = page.locator('input[name="name"]');
      await expect(nameField).toHaveValue(name);
      found.push(...(await englishOf(page, locale, 'edit')));

      // The delete button's confirmation, left with its cancel button: nothing is deleted.
      await page.getByRole('button', { name: reactAdminMessagesIn(locale).get('ra.action.delete'), exact: true }).click({ timeout: 30_000 });
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      found.push(...(await englishOf(page, locale, 'confirm')));
      await dialog.getByRole('button').first().click();
      await expect(dialog).toHaveCount(0);
      await expect(nameField).toHaveValue(name);

      // The comparison can fail: the same list in English is full of react-admin's English messages.
      if (locale === 'fr') {
        await chooseLanguage(page, 'en');
        await page.goto('/admin/customCollections');
        await expect(rows.filter({ hasText: name })).toHaveCount(1);
        await settled(page);
        expect((await englishLines(page, reactAdminEnglishNotIn('fr'))).length).toBeGreaterThan(0);
      }
      const deleted = await callApiAsSignedInUser(page, 'DELETE', `/api/admin/custom-collections/${id}`);
      expect(deleted.status).toBeLessThan(300);
      expect(found, `react-admin English in ${locale}`).toEqual([]);
    });
  }
});
