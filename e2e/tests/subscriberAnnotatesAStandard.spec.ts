import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test.js';
import { callApiAsSignedInUser, demoUsers, signInToReader, type DemoUser } from './support/journey.js';

const RFC_9110 = '/document?contentCode=IETF-RFC9110';
/** A page of RFC 9110's PDF and two words on it: the compass point runs from the first to the second. */
const PAGE = 12;
const FIRST_WORD = 'interoperate';
const LAST_WORD = 'adjust';

async function signedInPage(browser: Browser, user: DemoUser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInToReader(page, user);
  return page;
}

/** Opens a page of the PDF through the page number box and waits until its text layer is there. */
async function openPdfPage(page: Page, number: number): Promise<Locator> {
  await expect(page.locator('[data-page-number="1"] .textLayer span').first()).toBeAttached({ timeout: 60_000 });
  const box = page.getByRole('textbox', { name: 'Page number' });
  await box.fill(String(number));
  await box.press('Enter');
  const pdfPage = page.locator(`[data-page-number="${number}"]`);
  await expect(pdfPage.locator('.textLayer span').nth(100)).toBeAttached({ timeout: 30_000 });
  return pdfPage;
}

/** Drags the mouse over the text layer from the start of one word to the end of another, as a reader selects. */
async function selectWords(page: Page, pdfPage: Locator, first: string, last: string) {
  const from = pdfPage.locator('.textLayer span', { hasText: new RegExp(`^${first}$`) }).first();
  const to = pdfPage.locator('.textLayer span', { hasText: new RegExp(`^${last}$`) }).first();
  await from.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + 1, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width - 1, b.y + b.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect(page.getByRole('toolbar', { name: 'Annotate the selected text' })).toBeVisible();
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

test.describe('a subscriber annotates a standard', () => {
  test('Frances adds a compass point in the PDF of RFC 9110, finds it in the HTML and the Compass Points tab, edits, deactivates and reactivates it; Radia sees it through its link, Ada does not; a note stays Frances’s own', async ({ browser }, testInfo) => {
    // Three users, two renditions of a 187-page standard: minutes on a busy machine.
    test.setTimeout(600_000);
    const stamp = Date.now().toString(36);
    const name = `Interop ${stamp}`;
    const edited = `${name} (edited)`;
    const noteText = `Ask the team about ${stamp}`;

    // Frances selects text on page 12 of the PDF and adds a compass point.
    const frances = await signedInPage(browser, demoUsers.frances);
    await frances.goto(RFC_9110);
    const pdfPage = await openPdfPage(frances, PAGE);
    await selectWords(frances, pdfPage, FIRST_WORD, LAST_WORD);
    await frances.getByRole('button', { name: 'Add compass point' }).click();
    const dialog = frances.getByRole('dialog', { name: 'Add compass point' });
    await expect(dialog.getByText(/interoperate with\s+servers that adjust/)).toBeVisible();
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByLabel('Description').fill('Where a server adapts its responses to a client’s claimed conformance.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const marker = pdfPage.getByRole('button', { name: `Compass point: ${name}` });
    await expect(marker).toBeVisible();
    await expect(pdfPage.locator('.codex-annotation-rect.compassPoint').first()).toBeAttached();
    await shot(frances, testInfo, 'pdf-compass-point-1280');

    // Enter on its marker opens it.
    await marker.focus();
    await frances.keyboard.press('Enter');
    await expect(frances.getByRole('dialog').getByRole('heading', { name })).toBeVisible();
    await frances.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // The same highlight in the HTML rendition.
    await frances.getByRole('tab', { name: 'HTML' }).click();
    const htmlMark = frances.frameLocator('iframe[title="RFC 9110 (HTML)"]').getByRole('button', { name: `Compass point: ${name}` });
    await expect(htmlMark).toBeVisible({ timeout: 30_000 });
    await expect(htmlMark).toContainText('interoperate');
    await htmlMark.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await shot(frances, testInfo, 'html-compass-point-1280');

    // The Compass Points tab lists it; Frances renames it and the change history says "Edited".
    await frances.getByRole('tab', { name: 'Compass Points' }).click();
    await expect(frances.getByText(name, { exact: true })).toBeVisible();
    await shot(frances, testInfo, 'compass-points-tab-1280');
    await frances.getByRole('button', { name: `Actions for ${name}` }).click();
    await frances.getByRole('menuitem', { name: 'Edit' }).click();
    const editDialog = frances.getByRole('dialog', { name: 'Edit compass point' });
    await editDialog.getByLabel(/^Name/).fill(edited);
    await editDialog.getByRole('button', { name: 'Save' }).click();
    await expect(editDialog).toBeHidden();
    await expect(frances.getByText(edited, { exact: true })).toBeVisible();
    await frances.getByRole('button', { name: `Actions for ${edited}` }).click();
    await frances.getByRole('menuitem', { name: 'Change History' }).click();
    await expect(frances).toHaveURL(/\/compass-points-change-history\//);
    await expect(frances.getByText('Edited', { exact: true }).first()).toBeVisible();
    await expect(frances.getByText('Created', { exact: true }).first()).toBeVisible();
    await shot(frances, testInfo, 'change-history-1280');

    // Its shared link, arranged from the list the viewer draws from.
    const answer = await callApiAsSignedInUser(frances, 'GET', '/api/v1/compasspoint/list?contentCode=IETF-RFC9110');
    const uuid = (answer.json as { name: string; compassPointUUID: string }[]).find((point) => point.name === edited)!.compassPointUUID;

    // Deactivated after a confirmation, the link shows the deactivated notice; reactivated, the document shows it again.
    await frances.goto(RFC_9110);
    await frances.getByRole('tab', { name: 'Compass Points' }).click();
    await frances.getByRole('button', { name: `Actions for ${edited}` }).click();
    await frances.getByRole('menuitem', { name: 'Deactivate' }).click();
    const confirm = frances.getByRole('dialog', { name: 'Deactivate this compass point?' });
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(confirm).toBeHidden();
    await frances.goto(`/compasspoint/${uuid}`);
    await expect(frances.getByText('This compass point has been deactivated')).toBeVisible();
    await expect(frances.getByText(/(Frances Allen|frances\.allen@acme\.example) deactivated it on/)).toBeVisible();
    await shot(frances, testInfo, 'shared-link-deactivated-1280');
    await frances.goto(RFC_9110);
    await frances.getByRole('tab', { name: 'Compass Points' }).click();
    await frances.getByRole('button', { name: 'Deactivated', exact: true }).click();
    await frances.getByRole('button', { name: `Actions for ${edited}` }).click();
    await frances.getByRole('menuitem', { name: 'Reactivate' }).click();
    await expect(frances.getByText(`Compass point "${edited}" is active again and shows in the document.`)).toBeVisible();

    // A note of Frances's own, on the same page.
    await frances.getByRole('tab', { name: 'PDF' }).click();
    const notePage = await openPdfPage(frances, PAGE);
    await expect(notePage.getByRole('button', { name: `Compass point: ${edited}` })).toBeVisible();
    await selectWords(frances, notePage, 'Features', 'choices,');
    await frances.getByRole('button', { name: 'Add note' }).click();
    const noteDialog = frances.getByRole('dialog', { name: 'Add note' });
    await noteDialog.getByLabel('Note').fill(noteText);
    await noteDialog.getByRole('button', { name: 'Save' }).click();
    await expect(noteDialog).toBeHidden();
    await expect(notePage.getByRole('button', { name: `Note: ${noteText}` })).toBeVisible();
    await frances.setViewportSize({ width: 375, height: 800 });
    await notePage.getByRole('button', { name: `Note: ${noteText}` }).evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await shot(frances, testInfo, 'pdf-compass-point-and-note-375');
    await frances.getByRole('tab', { name: 'HTML' }).click();
    const htmlNote = frances.frameLocator('iframe[title="RFC 9110 (HTML)"]').getByRole('button', { name: `Note: ${noteText}` });
    await expect(htmlNote).toBeVisible({ timeout: 30_000 });
    await htmlNote.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await shot(frances, testInfo, 'html-compass-point-and-note-375');

    // Radia (same account) opens the shared link: the document at the compass point, marked; Frances's note is not there.
    const radia = await signedInPage(browser, demoUsers.radia);
    await radia.goto(`/compasspoint/${uuid}`);
    await expect(radia).toHaveURL(new RegExp(`annotationid=${uuid}`));
    const radiaMarker = radia.locator(`[data-page-number="${PAGE}"]`).getByRole('button', { name: `Compass point: ${edited}` });
    await expect(radiaMarker).toBeVisible({ timeout: 60_000 });
    await expect(radiaMarker).toHaveClass(/focused/);
    await expect(radiaMarker).toBeInViewport();
    await expect(radia.getByRole('button', { name: `Note: ${noteText}` })).toHaveCount(0);
    await shot(radia, testInfo, 'radia-shared-link-1280');

    // Ada (another account) does not see it, in the document or through its link.
    const ada = await signedInPage(browser, demoUsers.ada);
    const adaList = ada.waitForResponse((response) => response.url().includes('/api/v1/compasspoint/list'));
    await ada.goto(RFC_9110);
    expect((await adaList).status()).toBe(200);
    await openPdfPage(ada, PAGE);
    await expect(ada.getByRole('button', { name: `Compass point: ${edited}` })).toHaveCount(0);
    await ada.goto(`/compasspoint/${uuid}`);
    await expect(ada.getByText('Compass point not found')).toBeVisible();
  });
});
