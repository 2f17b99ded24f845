import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test.js';
import { callApiAsSignedInUser, demoUsers, signInToReader } from './support/journey.js';

/**
 * Issue 28, item 5: the whole way from home to a compass point by keyboard alone. After signing in, the journey only
 * presses keys (page.keyboard: no clicks, no mouse) and after every step says where focus is, by role and name.
 */

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

/** Presses a key, then expects focus on the element named (WCAG 2.4.3 focus order). */
async function press(page: Page, key: string, focused: Locator) {
  await page.keyboard.press(key);
  await expect(focused).toBeFocused();
}

/** The focused element is in view and not under the sticky header (WCAG 2.4.11 focus not obscured). */
async function expectClearOfHeader(page: Page, focused: Locator) {
  const header = (await page.locator('header').boundingBox())!;
  const box = (await focused.boundingBox())!;
  expect(box.y, 'the focused element starts below the sticky header').toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(box.y).toBeLessThan(page.viewportSize()!.height);
}

/** The outline a focused control shows: at least 2 px, not 'none'. */
async function outlineOf(focused: Locator) {
  return focused.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
}

test.describe('a subscriber uses the keyboard', () => {
  test('Frances goes from home to a search, into RFC 9110, to its HTML tab, selects text and makes a compass point without the mouse', async ({ page }, testInfo) => {
    test.setTimeout(420_000);
    const stamp = Date.now().toString(36);
    const name = `Keyboard ${stamp}`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInToReader(page, demoUsers.frances);
    // The sign-in's "Authentication verified" screen goes on to home by itself; keys from home on.
    const hero = page.getByRole('search', { name: 'Search the library' });
    await expect(hero).toBeVisible();
    await expect(page.getByText('Authentication verified')).toHaveCount(0);
    // A fresh server makes the renditions in the background after its first start: wait (by API, no mouse) until
    // RFC 9110 has its PDF and HTML tabs.
    await expect
      .poll(
        async () => {
          const answer = await callApiAsSignedInUser(page, 'GET', '/api/documents/metadata?contentCode=IETF-RFC9110');
          return ((answer.json as { tabs?: { id: string }[] } | null)?.tabs ?? []).map((tab) => tab.id).filter((id) => id === 'PDF' || id === 'HTML').sort();
        },
        { timeout: 180_000, intervals: [5_000] },
      )
      .toEqual(['HTML', 'PDF']);
    // From here on, keys only.

    // The first Tab reaches "Skip to main content", shown where it is; Enter takes focus past the header.
    const skipToMain = page.getByRole('link', { name: 'Skip to main content' });
    await press(page, 'Tab', skipToMain);
    await expect(skipToMain).toBeInViewport();
    await shot(page, testInfo, '01-skip-to-main-content');
    await press(page, 'Enter', page.getByRole('main'));

    // Home's own search: the type, then the terms; Enter searches.
    await press(page, 'Tab', hero.getByRole('combobox'));
    const terms = hero.getByRole('textbox', { name: 'Search terms' });
    await press(page, 'Tab', terms);
    await page.keyboard.type('RFC 9110');
    await shot(page, testInfo, '02-home-search-typed');

    // The results page takes focus on its heading (focus no longer drops to the page body).
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/content-search\?content=RFC\+9110&stype=A&page=0$/);
    const resultsHeading = page.getByRole('heading', { level: 1, name: 'Search results' });
    await expect(resultsHeading).toBeFocused();
    await shot(page, testInfo, '03-results-heading-focused');

    // "Skip to results" passes the scope switch and the refinements' checkboxes.
    const skipToResults = page.getByRole('link', { name: 'Skip to results' });
    await press(page, 'Tab', skipToResults);
    await expect(skipToResults).toBeInViewport();
    await shot(page, testInfo, '04-skip-to-results');
    const summary = page.getByRole('status').filter({ hasText: /results? for “RFC 9110”/ });
    await press(page, 'Enter', summary);
    await press(page, 'Tab', page.getByLabel('Sort by'));
    await press(page, 'Tab', page.getByLabel('Per page'));
    const firstResult = page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: 'RFC 9110', exact: true }).first();
    await press(page, 'Tab', firstResult);
    // A focused link shows a 2 px outline from the theme.
    expect(await outlineOf(firstResult)).toEqual({ style: 'solid', width: 2 });
    await expectClearOfHeader(page, firstResult);
    await shot(page, testInfo, '05-first-result-focused');

    // Opening the result: the document page's heading takes focus.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/document\?contentCode=IETF-RFC9110$/);
    const documentHeading = page.getByRole('heading', { level: 1, name: /RFC 9110: HTTP Semantics/ });
    await expect(documentHeading).toBeFocused();
    await shot(page, testInfo, '06-document-heading-focused');

    // "Skip to document" passes the twenty version links and the actions to the open tab.
    const skipToDocument = page.getByRole('link', { name: 'Skip to document' });
    await press(page, 'Tab', skipToDocument);
    await shot(page, testInfo, '07-skip-to-document');
    const pdfTab = page.getByRole('tab', { name: 'PDF' });
    await press(page, 'Enter', pdfTab);
    expect(await outlineOf(pdfTab)).toEqual({ style: 'solid', width: 2 });
    await shot(page, testInfo, '08-pdf-tab-focused');
    const htmlTab = page.getByRole('tab', { name: 'HTML' });
    await press(page, 'ArrowRight', htmlTab);
    await page.keyboard.press('Enter');
    await expect(htmlTab).toHaveAttribute('aria-selected', 'true');
    await expect(htmlTab).toBeFocused();

    // The sections list beside the rendition: Enter on a section takes focus into the frame, at that section.
    const sections = page.getByRole('navigation', { name: 'Sections' });
    const introduction = sections.getByRole('button', { name: 'Section 1 Introduction' });
    // While the document has no compass point visible to Frances, Import… (W3C annotations) sits between the tabs and
    // the sections; another journey may have left one on RFC 9110 for her company.
    const importAnnotations = page.getByRole('button', { name: 'Import…' });
    await expect(introduction).toBeVisible();
    if (await importAnnotations.isVisible()) await press(page, 'Tab', importAnnotations);
    await press(page, 'Tab', introduction);
    await shot(page, testInfo, '09-section-link-focused');
    const frameElement = page.locator('iframe[title="RFC 9110 (HTML)"]');
    const frame = page.frameLocator('iframe[title="RFC 9110 (HTML)"]');
    await press(page, 'Enter', frameElement);
    await expect(frame.locator(':focus')).toHaveText(/^1\.\s+Introduction$/);
    await expectClearOfHeader(page, frame.locator(':focus'));
    await shot(page, testInfo, '10-section-focused-in-frame');

    // Shift with the arrows selects from there (no caret browsing needed): the heading and the next lines.
    for (let line = 0; line < 4; line++) await page.keyboard.press('Shift+ArrowDown');
    const selected = await frameElement.evaluate((element) => (element as HTMLIFrameElement).contentDocument!.getSelection()!.toString());
    expect(selected).toMatch(/^1\.\s+Introduction\s+1\.1\.\s+Purpose/);
    await expect(frameElement).toBeFocused();
    const toolbar = page.getByRole('toolbar', { name: 'Annotate the selected text' });
    await expect(toolbar).toBeVisible();
    // The shortcuts are told as the toolbar appears.
    await expect(page.getByRole('status').filter({ hasText: 'Press C to add a compass point' })).toHaveCount(1);
    await shot(page, testInfo, '11-text-selected-toolbar-shown');

    // Tab goes from the selection to the toolbar; Enter opens the dialog, its Name field focused.
    const addCompassPoint = toolbar.getByRole('button', { name: 'Add compass point' });
    await press(page, 'Tab', addCompassPoint);
    await expect(addCompassPoint).toHaveAttribute('aria-keyshortcuts', 'C');
    await shot(page, testInfo, '12-add-compass-point-focused');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add compass point' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/1\.\s+Introduction/).first()).toBeVisible();
    const nameField = dialog.getByRole('textbox', { name: /^Name/ });
    await expect(nameField).toBeFocused();
    await page.keyboard.type(name);
    await press(page, 'Tab', dialog.getByRole('textbox', { name: 'Description' }));
    await page.keyboard.type('Made without a mouse.');
    await press(page, 'Tab', dialog.getByRole('textbox', { name: 'Overlay details' }));
    await press(page, 'Tab', dialog.getByRole('button', { name: 'Cancel' }));
    await press(page, 'Tab', dialog.getByRole('button', { name: 'Save' }));
    await shot(page, testInfo, '13-dialog-save-focused');
    await page.keyboard.press('Enter');

    // Saved: the dialog closes, focus is back in the frame, and the compass point is drawn there.
    await expect(dialog).toBeHidden();
    await expect(frameElement).toBeFocused();
    const mark = frame.getByRole('button', { name: `Compass point: ${name}` });
    await expect(mark).toBeVisible({ timeout: 30_000 });
    await expect(toolbar).toBeHidden();
    await shot(page, testInfo, '14-compass-point-made');

    // The shortcut: a new selection from where the last ended, C opens the dialog, Escape closes it back to the frame.
    await page.keyboard.press('Shift+ArrowDown');
    await expect(toolbar).toBeVisible();
    await page.keyboard.press('c');
    await expect(dialog).toBeVisible();
    await expect(nameField).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(frameElement).toBeFocused();
    await shot(page, testInfo, '15-shortcut-dialog-closed');
  });
});
