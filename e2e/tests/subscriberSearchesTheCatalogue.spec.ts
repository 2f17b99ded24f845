import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { demoUsers, seriousAccessibilityProblems, signInToReader } from './support/journey.js';

/** Searches from the header with the chosen type, as a subscriber does. */
async function searchFromHeader(page: Page, text: string, type?: string) {
  const header = page.getByRole('search', { name: 'Search the library' });
  if (type) await header.getByRole('combobox', { name: 'Search type' }).selectOption({ label: type });
  await header.getByRole('searchbox', { name: 'Search the library' }).fill(text);
  await header.getByRole('searchbox', { name: 'Search the library' }).press('Enter');
}

const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const resultHeadings = (page: Page) => results(page).getByRole('heading', { level: 2 });
const categoriesOf = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('categories') ?? '[]') as { k: string; r: string }[];

test.describe('a subscriber searches the catalogue', () => {
  test.beforeEach(async ({ page }) => {
    await signInToReader(page, demoUsers.ada);
    // Home has its own hero search; every other page carries the header search.
    await page.goto('/favorites');
    await expect(page.getByRole('search', { name: 'Search the library' })).toBeVisible();
  });

  test('the header suggests documents while the subscriber types, grouped by publisher, and a suggestion opens its document', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const box = page.getByRole('search', { name: 'Search the library' }).getByRole('searchbox', { name: 'Search the library' });
    await box.fill('http cach');
    const suggestions = page.getByRole('region', { name: 'Suggestions' });
    const ietf = suggestions.getByRole('region', { name: 'IETF' });
    // Titles holding 'http' and a word starting 'cach': HTTP Caching (RFC 9111) among them.
    await expect(ietf.getByRole('link', { name: /^RFC 9111 HTTP Caching$/ })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('type-ahead-titles.png') });

    // A designation prefix lists the family's numbers first.
    await box.fill('RFC 911');
    await expect(ietf.getByRole('link').first()).toHaveText(/^RFC 911/);
    await box.fill('transport layer secu');
    await ietf.getByRole('link', { name: /^RFC 8446 The Transport Layer Security \(TLS\) Protocol Version 1\.3$/ }).click();
    await expect(page).toHaveURL(/\/document\?contentCode=IETF-RFC8446$/);
    await expect(page.getByRole('heading', { level: 1, name: /The Transport Layer Security \(TLS\) Protocol Version 1\.3/ })).toBeVisible();
  });

  test('searches from the header, refines by publisher and committee, sorts, changes page size, goes back and forward, and switches to My subscription', async ({ page }, testInfo) => {
    // A long story, and axe takes its time on a page of 25 results.
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await searchFromHeader(page, 'http caching');
    await expect(page).toHaveURL(/\/content-search\?content=http\+caching&stype=A&page=0$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /results for “http caching”/ })).toBeVisible();
    await expect(resultHeadings(page).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('results-1280.png') });
    await page.screenshot({ path: testInfo.outputPath('results-1280-full.png'), fullPage: true });
    expect(await seriousAccessibilityProblems(page)).toEqual([]);

    // Refine by publisher, then by a committee of what is left.
    const sidebar = page.getByRole('complementary', { name: 'Refine results' });
    const ietf = sidebar.getByRole('region', { name: 'Publisher' }).getByRole('checkbox', { name: /^IETF \(/ });
    await ietf.click();
    await expect.poll(() => categoriesOf(page)).toEqual([expect.objectContaining({ k: 'IETF', r: 'publisherList' })]);
    await expect(ietf).toBeChecked();
    const committee = sidebar.getByRole('region', { name: 'Committee' }).getByRole('checkbox').first();
    await expect(committee).toBeVisible();
    await committee.click();
    await expect.poll(() => categoriesOf(page).map((c) => c.r)).toEqual(['publisherList', 'committeeList']);
    await expect(sidebar.getByRole('region', { name: 'Selected refinements' }).getByRole('button', { name: /^Remove refinement/ })).toHaveCount(2);
    const refinedUrl = page.url();
    const count = Number(((await page.getByRole('status').filter({ hasText: /results? for/ }).textContent()) ?? '').replace(/[^\d].*$/, ''));
    expect(count).toBeGreaterThan(0);

    // Sort A - Z: the titles come in alphabetical order.
    await page.getByLabel('Sort by').selectOption({ label: 'Title A - Z' });
    await expect(page).toHaveURL(/sort=title%2Casc/);
    // The new order arrives after the URL changes; wait until the list shows it.
    await expect
      .poll(async () => {
        const titles = await results(page).locator('h2 > span').allTextContents();
        return titles.length > 0 && titles.join('|') === [...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())).join('|');
      })
      .toBe(true);

    // 50 per page.
    await page.getByLabel('Per page').selectOption('50');
    await expect(page).toHaveURL(/sortcounts=50/);

    // Back and forward walk through the URL states, and the page follows.
    await page.goBack();
    await expect(page).not.toHaveURL(/sortcounts=/);
    await expect(page.getByLabel('Per page')).toHaveValue('25');
    await expect(page.getByLabel('Sort by')).toHaveValue('title,asc');
    await page.goBack();
    expect(page.url()).toBe(refinedUrl);
    await expect(page.getByLabel('Sort by')).toHaveValue('BEST_MATCH');
    await page.goForward();
    await expect(page.getByLabel('Sort by')).toHaveValue('title,asc');
    await page.goForward();
    await expect(page.getByLabel('Per page')).toHaveValue('50');
    // A shared link reproduces the page.
    const shared = page.url();
    await page.goto(shared);
    await expect(page.getByLabel('Per page')).toHaveValue('50');
    await expect(sidebar.getByRole('region', { name: 'Selected refinements' }).getByRole('button', { name: /^Remove refinement/ })).toHaveCount(2);

    // My subscription keeps the query.
    await page.getByRole('radio', { name: 'My subscription' }).click();
    await expect(page).toHaveURL(/\/mysubscription-search\?content=http\+caching&stype=A&page=0&categories=.*&sort=title%2Casc&sortcounts=50/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search my subscriptions' })).toBeVisible();
    await expect(resultHeadings(page).first()).toBeVisible();

    // Clear all drops the refinements and starts from the first page.
    await sidebar.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).not.toHaveURL(/categories=/);
    await expect(page).toHaveURL(/page=0/);
  });

  test('a designation search opens the right document page', async ({ page }) => {
    await searchFromHeader(page, 'RFC 9110');
    const first = resultHeadings(page).first();
    await expect(first).toContainText('RFC 9110');
    await first.getByRole('link', { name: 'RFC 9110' }).click();
    await expect(page).toHaveURL(/\/document\?contentCode=IETF-RFC9110$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/RFC ?9110/i);
  });

  test('a semantic search for a paraphrase finds HTTP caching in the first five', async ({ page }) => {
    await searchFromHeader(page, 'how do browsers reuse stored responses', 'Semantic');
    await expect(page).toHaveURL(/\/semantic-search\?content=how\+do\+browsers\+reuse\+stored\+responses&page=0$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Semantic search' })).toBeVisible();
    await expect(resultHeadings(page).first()).toBeVisible();
    // Semantic search offers no refinements.
    await expect(page.getByRole('complementary', { name: 'Refine results' })).toHaveCount(0);
    const firstFive = (await resultHeadings(page).allTextContents()).slice(0, 5);
    expect(firstFive.some((heading) => /^RFC (9111|7234)/.test(heading)), firstFive.join(' | ')).toBe(true);
  });

  test('on a phone the results collapse their pagination and the no-results page names the term', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/content-search?content=protocol&stype=A&page=0');
    await expect(resultHeadings(page).first()).toBeVisible();
    const pagination = page.getByRole('navigation', { name: 'Result pages' });
    await expect(pagination).toContainText('…');
    // Previous, 3 pages, the last page, next.
    await expect(pagination.getByRole('button')).toHaveCount(6);
    // The term is cut to 8 characters in the summary on a phone.
    await page.goto('/content-search?content=hypertext+transfer&stype=A&page=0');
    await expect(page.getByRole('status').filter({ hasText: 'for “hypertex…”' })).toBeVisible();
    await page.getByRole('button', { name: /^Refine results/ }).click();
    await expect(page.getByRole('region', { name: 'Publisher' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('results-375.png') });
    await page.screenshot({ path: testInfo.outputPath('results-375-full.png'), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.goto('/content-search?content=qqxzzv+wwkpqj&stype=K&page=0');
    await expect(page.getByRole('heading', { name: 'No results for “qqxzzv wwkpqj”' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('no-results-375.png'), fullPage: true });
  });
  test('at 375 px, in English and in Arabic, the results’ count shows whole and no designation breaks', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 812 });
    // The list by its place, not its (translated) name.
    const list = page.locator('section[aria-labelledby="search-summary"] ol');
    const check = async (search: string, shot: string) => {
      await page.goto(`/content-search?content=${search}&stype=A&page=0`);
      // A fresh server answers its first searches slowly while it warms its indexes.
      await expect(list.getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 45_000 });
      const count = page.locator('#search-summary');
      await expect(count).toContainText(/\d/);
      const countBox = await count.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return { left: box.left, right: box.right, clipped: element.scrollWidth > element.clientWidth };
      });
      expect(countBox.clipped, 'the count is not cut').toBe(false);
      expect(countBox.left).toBeGreaterThanOrEqual(0);
      expect(countBox.right).toBeLessThanOrEqual(375);
      // Each designation is one line box: never broken inside "RFC 9110" or "SP 800-53 Rev. 5".
      const designations = await list
        .locator('h2 > a')
        .evaluateAll((links) => links.map((link) => ({ text: link.textContent, lines: new Set(Array.from(link.getClientRects(), (rect) => Math.round(rect.top))).size })));
      expect(designations.length).toBeGreaterThan(0);
      expect(designations.filter((designation) => designation.lines !== 1)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`${shot}.png`) });
    };
    await check('security+and+privacy+controls', 'results-count-and-designations-375-en');
    await expect(list.getByRole('link', { name: 'NIST SP 800-53 Rev. 5', exact: true }).first()).toBeVisible();
    await page.context().addCookies([{ name: 'codex-locale', value: 'ar', url: page.url() }]);
    await check('security+and+privacy+controls', 'results-count-and-designations-375-ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await check('RFC+9110', 'results-count-and-designations-375-ar-rfc');
  });

  test('downloads an entitled document from the results and is told when a document is outside the subscription', async ({ page }) => {
    test.setTimeout(420_000);
    await searchFromHeader(page, 'RFC 9110');
    const rfc = results(page).getByRole('article', { name: /^RFC 9110/ }).first();
    // The PDF renditions are made in the background after the first start; until RFC 9110's exists the page says
    // there is no PDF, and the subscriber tries again. Each try waits for whichever comes: the file or that dialog
    // (a loaded host takes more than a few seconds to stamp and send a 3 MB PDF).
    const noPdf = page.getByRole('dialog', { name: 'No PDF available' });
    await expect(async () => {
      const download = page.waitForEvent('download', { timeout: 90_000 }).then((file) => file.suggestedFilename(), () => 'no download');
      const refused = noPdf.waitFor({ state: 'visible', timeout: 90_000 }).then(() => 'no PDF', () => 'no dialog');
      await rfc.getByRole('button', { name: 'Download RFC 9110' }).click();
      const answer = await Promise.race([download, refused]);
      if (answer === 'no PDF') await noPdf.getByRole('button', { name: 'Close' }).click();
      expect(answer).toBe('IETF-RFC9110.pdf');
    }).toPass({ timeout: 240_000, intervals: [5_000] });

    // Ada subscribes to IETF and W3C, not NIST.
    await searchFromHeader(page, 'SP 800-53');
    const nist = results(page).getByRole('article').filter({ hasText: 'NIST' }).first();
    await nist.getByRole('button', { name: /^Download/ }).click();
    const dialog = page.getByRole('dialog', { name: 'No access to this document' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
