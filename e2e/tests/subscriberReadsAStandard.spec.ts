import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { demoUsers, signInToReader } from './support/journey.js';

const RFC_9110 = '/document?contentCode=IETF-RFC9110';

/** The signed-in user's access token, as the reader holds it, for a request made outside the app. */
async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let index = 0; index < sessionStorage.length; index++) {
      const key = sessionStorage.key(index)!;
      if (key.includes('oidc.user:')) return (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
    }
    return '';
  });
}

/** Page 1 of the PDF is painted and its text layer is there. */
async function expectFirstPdfPage(page: Page) {
  const first = page.locator('[data-page-number="1"]');
  await expect(first.locator('.textLayer span').first()).toBeAttached({ timeout: 30_000 });
  await expect(page.getByText(/Page 1 of \d+/)).toBeVisible();
}

test.describe('a subscriber reads a standard', () => {
  test('opens RFC 9110, sees page 1 of the PDF, finds a phrase with highlighted hits, then follows a reference in the HTML to RFC 9111', async ({ page }, testInfo) => {
    // Find reads the text of all 187 pages; on a busy shared machine that takes a while.
    test.setTimeout(240_000);
    await signInToReader(page, demoUsers.ada);
    await page.goto(RFC_9110);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('RFC 9110');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('HTTP Semantics');
    // The tab names the document and the library (what a screen reader announces after a move inside the app).
    await expect(page).toHaveTitle(/^RFC 9110: HTTP Semantics — \S/);
    await expectFirstPdfPage(page);
    await expect(page.getByText('Page 1 of 187')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('rfc9110-pdf-1280.png') });

    await page.getByRole('searchbox', { name: 'Find in document' }).fill('content negotiation');
    await page.getByRole('searchbox', { name: 'Find in document' }).press('Enter');
    await expect(page.getByText(/^1 of \d+$/)).toBeVisible({ timeout: 150_000 });
    const hits = Number((await page.getByText(/^1 of \d+$/).innerText()).split(' of ')[1]);
    expect(hits).toBeGreaterThan(3);
    await expect(page.locator('.textLayer .highlight.selected').first()).toBeVisible();
    await page.getByRole('button', { name: 'Next match' }).click();
    await expect(page.getByText(`2 of ${hits}`)).toBeVisible();
    // Only the pages' box scrolls to a hit, which then sits inside that box; the window stays where the reader typed.
    await expect
      .poll(async () => {
        const pagesBox = await page.getByRole('region', { name: 'Document pages' }).boundingBox();
        const hitBox = await page.locator('.textLayer .highlight.selected').first().boundingBox();
        return Boolean(pagesBox && hitBox && hitBox.y >= pagesBox.y && hitBox.y + hitBox.height <= pagesBox.y + pagesBox.height);
      })
      .toBe(true);
    await expect(page.getByRole('searchbox', { name: 'Find in document' })).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('rfc9110-find-1280.png') });

    await page.getByRole('tab', { name: 'HTML' }).click();
    const frame = page.frameLocator('iframe[title="RFC 9110 (HTML)"]');
    const reference = frame.locator('a[href*="contentCode=IETF-RFC9111"]').first();
    await expect(reference).toBeVisible({ timeout: 20_000 });
    await reference.click();
    await expect(page).toHaveURL(/contentCode=IETF-RFC9111/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('RFC 9111');
    await expect(page).toHaveTitle(/^RFC 9111: HTTP Caching — \S/);
  });

  test('coming from a search, the search term is already highlighted on page 1', async ({ page }, testInfo) => {
    await signInToReader(page, demoUsers.ada);
    await page.goto(`${RFC_9110}&content=${encodeURIComponent('HTTP')}`);
    await expectFirstPdfPage(page);
    await expect(page.locator('[data-page-number="1"] .textLayer .highlight').first()).toBeAttached();
    await expect(page.getByRole('searchbox', { name: 'Find in document' })).toHaveValue('HTTP');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectFirstPdfPage(page);
    await page.screenshot({ path: testInfo.outputPath('rfc9110-pdf-375.png'), fullPage: true });
  });

  test('opens the document details of RFC 9110, then the work in progress on a W3C draft', async ({ page }, testInfo) => {
    await signInToReader(page, demoUsers.ada);
    await page.goto(RFC_9110);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('RFC 9110');
    await page.getByRole('button', { name: 'Document details' }).click();
    await expect(page.getByRole('region', { name: 'Document details' }).getByText('10.17487/RFC9110')).toBeVisible();
    const record = page.getByRole('region', { name: 'As the IETF records it' });
    await expect(record).toContainText('draft-ietf-httpbis-semantics-19');
    await expect(record).toContainText('Working group');
    // The demo catalogue holds no training videos: no video tab is offered rather than an empty one.
    await expect(page.getByRole('tab', { name: /Visual Content|Training & Videos/ })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('rfc9110-details-1280.png') });

    await page.goto('/document?contentCode=W3C-WEBAUTHN-3');
    await page.getByRole('tab', { name: 'Work Items' }).click();
    const draft = page.getByRole('link', { name: 'W3C webauthn-3' });
    await expect(draft).toBeVisible();
    await expect(page.getByText('Apr 27, 2021')).toBeVisible();
    await expect(page.getByText('The publisher records no ballots for this work item.')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('webauthn-work-items-1280.png') });
  });

  test('tracks and favorites RFC 9110 and finds both still set after a reload', async ({ page }) => {
    await signInToReader(page, demoUsers.ada);
    await page.goto(RFC_9110);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('RFC 9110');
    const track = page.getByRole('button', { name: /^(Track|Untrack)$/ });
    const favorite = page.getByRole('button', { name: /favorites$/ });
    // Start from a known state: neither tracked nor a favorite.
    if ((await track.getAttribute('aria-pressed')) === 'true') await track.click();
    if ((await favorite.getAttribute('aria-pressed')) === 'true') await favorite.click();
    await expect(page.getByRole('button', { name: 'Track', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Untrack' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to favorites' }).click();
    await expect(page.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Untrack' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('compares RFC 7231 with RFC 9110 and sees insertions and deletions', async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    await signInToReader(page, demoUsers.ada);
    await page.goto(RFC_9110);
    await page.getByRole('tab', { name: 'HTML' }).click();
    await page.getByRole('button', { name: 'Compare' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare versions' });
    await dialog.getByRole('checkbox', { name: /^RFC 9110 / }).check();
    await dialog.getByRole('checkbox', { name: /^RFC 7231 / }).check();
    // Exactly two: the others are disabled now.
    await expect(dialog.getByRole('checkbox', { name: /^RFC 2616 / })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Compare' }).click();

    await expect(page.getByRole('heading', { name: 'Changes from RFC 7231 to RFC 9110' })).toBeVisible();
    const redline = page.frameLocator('iframe[title="Redline comparison"]');
    await expect(redline.locator('ins').first()).toBeAttached({ timeout: 200_000 });
    await expect(redline.locator('del').first()).toBeAttached();
    expect(await redline.locator('ins').count()).toBeGreaterThan(10);
    expect(await redline.locator('del').count()).toBeGreaterThan(10);
    await page.screenshot({ path: testInfo.outputPath('compare-1280.png') });
    await page.getByTestId('html-compare').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('tab', { name: 'HTML' })).toBeVisible();
  });

  test('downloads the PDF and an RIS citation, and both files parse', async ({ page }) => {
    test.setTimeout(180_000);
    await signInToReader(page, demoUsers.ada);
    await page.goto(RFC_9110);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('RFC 9110');

    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toBe('RFC9110.pdf');
    const pdfBytes = fs.readFileSync((await pdf.path())!);
    expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfBytes.subarray(-1024).toString('latin1')).toContain('%%EOF');

    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Cite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cite this document' });
    await expect(dialog.getByRole('textbox', { name: 'Citation' })).toHaveValue(/HTTP Semantics/, { timeout: 90_000 });
    const risDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export RIS' }).click();
    const ris = await risDownload;
    expect(ris.suggestedFilename()).toBe('RFC9110.ris');
    const lines = fs.readFileSync((await ris.path())!, 'utf8').split(/\r?\n/).filter(Boolean);
    // RIS: tagged lines "XX  - value", starting with TY and ending with ER.
    expect(lines[0]).toMatch(/^TY {2}- /);
    expect(lines.at(-1)).toMatch(/^ER {2}-/);
    const tagged = lines.filter((line) => /^[A-Z][A-Z0-9] {2}-( |$)/.test(line));
    expect(tagged.length).toBeGreaterThan(5);
    expect(tagged.some((line) => /^(TI|T1) {2}- HTTP Semantics$/.test(line))).toBe(true);
    expect(tagged.some((line) => line === 'DO  - 10.17487/RFC9110')).toBe(true);
  });

  test('a subscriber without the publisher gets the no-access dialog, and the PDF route answers 403', async ({ page }) => {
    await signInToReader(page, demoUsers.ada);
    await page.goto('/document?contentCode=NIST-SP-800-53-REV-5');
    const dialog = page.getByRole('dialog', { name: 'No access to this document' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Keystone Standards Institute can add it to your account');
    const token = await accessToken(page);
    const direct = await page.request.get('/api/documents/pdf/contentCode?contentCode=NIST-SP-800-53-REV-5', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(direct.status()).toBe(403);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a drm-view user lands on the protected viewer and sees watermarked page images', async ({ page }, testInfo) => {
    await signInToReader(page, demoUsers.drm);
    const pageImage = page.waitForResponse((response) => /\/api\/documents\/protected\/page\/1\?/.test(response.url()));
    await page.goto(RFC_9110);
    await expect(page).toHaveURL(/\/document-view\?contentCode=IETF-RFC9110/);
    const answer = await pageImage;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('image/png');
    expect(answer.headers()['cache-control']).toContain('no-store');
    const image = page.getByRole('img', { name: 'Page 1' });
    await expect(image).toBeVisible();
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(300);
    // Nothing to select, no download or print offered.
    expect(await page.getByTestId('protected-viewer').evaluate((element) => getComputedStyle(element).userSelect)).toBe('none');
    await expect(page.getByRole('button', { name: /Download|Print/ })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('document-view-1280.png') });
  });
  test('in Arabic, page 1 of RFC 9110 is drawn and laid out exactly as in English (the page stays left to right)', async ({ page, baseURL }, testInfo) => {
    test.setTimeout(300_000);
    await signInToReader(page, demoUsers.ada);
    /** Page 1 as drawn (the canvas's pixels) and its text layer (each run's text and box, relative to the page). */
    const firstPage = async () => {
      const box = page.locator('[data-page-number="1"]');
      // On a server that has just started, RFC 9110's PDF may still be in the making: the page then says so.
      await expect(async () => {
        await page.goto(RFC_9110);
        await expect(box.locator('.textLayer span').first()).toBeAttached({ timeout: 20_000 });
      }).toPass({ timeout: 180_000 });
      // The text layer is complete once the page's last run is there; the canvas is painted before it.
      await expect(box.locator('.textLayer span').filter({ hasText: 'HTTP Semantics' }).first()).toBeAttached();
      return box.evaluate((element) => {
        const origin = element.getBoundingClientRect();
        const runs = Array.from(element.querySelectorAll<HTMLElement>('.textLayer span'))
          .filter((span) => (span.textContent ?? '').trim() !== '')
          .map((span) => {
            const r = span.getBoundingClientRect();
            return { text: span.textContent, x: Math.round(r.left - origin.left), y: Math.round(r.top - origin.top), width: Math.round(r.width) };
          });
        return { pixels: element.querySelector('canvas')!.toDataURL(), runs, direction: getComputedStyle(element.querySelector('canvas')!).direction };
      });
    };
    const english = await firstPage();
    expect(english.runs.length).toBeGreaterThan(10);
    expect(english.runs.some((run) => run.text?.includes('HTTP Semantics'))).toBe(true);

    await page.context().addCookies([{ name: 'codex-locale', value: 'ar', url: baseURL! }]);
    const arabic = await firstPage();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.screenshot({ path: testInfo.outputPath('rfc9110-pdf-arabic-1280.png') });
    expect(arabic.direction).toBe('ltr');
    // The same words in the same places: no run torn apart, none moved.
    expect(arabic.runs).toEqual(english.runs);
    // And the same drawing, pixel for pixel.
    expect(arabic.pixels === english.pixels, 'page 1 is drawn the same in Arabic as in English').toBe(true);
  });
});
