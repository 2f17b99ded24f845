import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { callApiAsSignedInUser, demoUsers, signInToReader } from './support/journey.js';
import { menuItem, openCreateForm, signInToConsole } from './support/console.js';

/**
 * Issue 17 item 5: Grace, the admin of Acme Engineering, curates a custom collection in the console; Frances, a
 * subscriber of Acme (whose account has the customCollection flag), reads it at /custom-collections.
 */

type Page1 = { value: { content: { designation: string; contentCode: string; downloadable: boolean }[]; totalElements: number; pageSize: number } };

/** Content codes of documents Acme is entitled to, found by the library's own entitled search. */
async function entitledDocuments(page: Page, keywords: string, count: number): Promise<string[]> {
  const answer = await callApiAsSignedInUser(page, 'POST', '/api/documents/entitled-documents/search?size=25', { keywords, searchField: 'A' });
  expect(answer.status).toBe(200);
  return (answer.json as { documents: { contentCode: string }[] }).documents.slice(0, count).map((d) => d.contentCode);
}

const designationsShown = (page: Page) => page.getByRole('table', { name: 'Custom collections' }).getByRole('row').locator('td:first-child');

test.describe('an account admin curates a custom collection and a subscriber reads it', () => {
  test.describe.configure({ timeout: 240_000 });

  test('Grace adds documents in the console; Frances sees, sorts, pages and downloads them', async ({ page, browser }) => {
    // The console: make the collection and add two documents found by the search, one by one.
    await signInToConsole(page, demoUsers.grace);
    const name = `Security reading ${Date.now().toString(36)}`;
    await menuItem(page, 'Custom collections').click();
    await openCreateForm(page);
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('No documents yet. Find them with the search and add them.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Search the subscribed publishers' }).fill('transport layer security');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByRole('list', { name: 'Search results' });
    const addButtons = results.getByRole('button', { name: /^Add / });
    await expect(addButtons.first()).toBeVisible();
    for (let n = 1; n <= 2; n++) {
      await addButtons.and(page.locator(':not([disabled])')).first().click();
      await expect(page.getByRole('list', { name: `Documents (${n})` })).toBeVisible();
    }
    await expect(page.getByRole('list', { name: 'Documents (2)' }).getByRole('listitem').first()).toContainText('added by Grace Hopper on');
    await page.screenshot({ path: 'artifacts/console-custom-collection-edit-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: 'artifacts/console-custom-collection-edit-375.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Ten more, so the subscriber has two pages; arranged through the same API the console uses.
    const id = Number(/customCollections\/(\d+)/.exec(page.url())?.[1]);
    const more = await entitledDocuments(page, 'http', 10);
    const added = await callApiAsSignedInUser(page, 'POST', `/api/admin/custom-collections/${id}/items`, { contentCodes: more });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    const total = (added.json as { itemCount: number }).itemCount;
    expect(total).toBeGreaterThan(10);

    await menuItem(page, 'Custom collections').click();
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText(String(total));
    await page.screenshot({ path: 'artifacts/console-custom-collections-1280.png', fullPage: true });

    // The reader: Frances, an Acme subscriber, reaches the collection from the sidebar.
    const reader = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })).newPage();
    await signInToReader(reader, demoUsers.frances);
    await reader.getByRole('button', { name: 'Open navigation menu' }).click();
    await reader.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Custom collection' }).click();
    await expect(reader).toHaveURL(/\/custom-collections$/);
    const table = reader.getByRole('table', { name: 'Custom collections' });
    await expect(table.getByRole('columnheader')).toHaveText(['Designation', 'Title', 'Publisher', 'Download']);
    await expect(designationsShown(reader)).toHaveCount(10);
    await expect(reader.getByText(`1–10 of ${total}`)).toBeVisible();

    const api = (await callApiAsSignedInUser(reader, 'GET', '/api/v1/custom-collection/current-user/pageable?pageSize=100')).json as Page1;
    const ascending = api.value.content.map((d) => d.designation);
    await expect(designationsShown(reader).first()).toHaveText(ascending[0]);
    await reader.screenshot({ path: 'artifacts/reader-custom-collections-1280.png', fullPage: true });

    // Sort: the designation toggle turns the order round.
    await reader.getByRole('button', { name: 'Designation, A to Z: sort Z to A' }).click();
    await expect(designationsShown(reader).first()).toHaveText(ascending[ascending.length - 1]);
    await reader.getByRole('button', { name: 'Designation, Z to A: sort A to Z' }).click();
    await expect(designationsShown(reader).first()).toHaveText(ascending[0]);

    // Pages: the next page holds the rest; 20 a page shows them all.
    await reader.getByRole('button', { name: /next page/i }).click();
    await expect(designationsShown(reader)).toHaveCount(total - 10);
    await expect(designationsShown(reader).first()).toHaveText(ascending[10]);
    await reader.getByRole('combobox', { name: /Per page/ }).click();
    await expect(reader.getByRole('option')).toHaveText(['10', '20', '50', '100']);
    await reader.getByRole('option', { name: '20' }).click();
    await expect(designationsShown(reader)).toHaveCount(total);

    // Download: a document with a PDF is saved; one without shows the no-PDF message.
    const withPdf = api.value.content.find((d) => d.downloadable);
    expect(withPdf, 'a document of the collection has a PDF').toBeTruthy();
    const [download] = await Promise.all([reader.waitForEvent('download'), reader.getByRole('button', { name: `Download ${withPdf!.designation}`, exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const withoutPdf = api.value.content.find((d) => !d.downloadable);
    if (withoutPdf) {
      await reader.getByRole('button', { name: `Download ${withoutPdf.designation}`, exact: true }).click();
      await expect(reader.getByRole('dialog')).toContainText('No PDF available');
      await reader.getByRole('button', { name: 'OK' }).click();
    }

    await reader.setViewportSize({ width: 375, height: 812 });
    await expect(table.getByRole('columnheader')).toHaveText(['Designation', 'Download']);
    const width = await reader.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await reader.screenshot({ path: 'artifacts/reader-custom-collections-375.png', fullPage: true });
  });
});
