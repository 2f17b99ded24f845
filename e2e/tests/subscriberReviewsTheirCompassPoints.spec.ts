import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test.js';
import { callApiAsSignedInUser, demoUsers, seriousAccessibilityProblems, signInToReader, type DemoUser } from './support/journey.js';

// An Acme colleague of the demo data (README "Demo users"): an individual of account 100200, which has compass points.
const annie = { username: 'annie', password: 'Annie-Runs-Rockets-1', name: 'Annie Easley' } as unknown as DemoUser;
const ANNIE_EMAIL = 'annie.easley@acme.example';

/** Full-page shots at 1280 and 375 px; the phone layout must not be wider than the screen. */
async function shoot(page: Page, testInfo: TestInfo, name: string, options: { dialog?: boolean } = {}) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`${name}-1280.png`), fullPage: !options.dialog });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`${name}-375.png`), fullPage: !options.dialog });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} is wider than a 375 px screen`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function signedInPage(browser: Browser, user: DemoUser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInToReader(page, user);
  return page;
}

interface MadeCompassPoint {
  compassPointID: number;
  compassPointUUID: string;
  name: string;
}

test('a subscriber reviews their compass points: deactivates one after a confirmation, reads its history, follows shared links', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const page = await signedInPage(browser, annie);
  const stamp = Date.now();
  const metadata = await callApiAsSignedInUser(page, 'GET', '/api/documents/metadata?contentCode=IETF-RFC9110');
  const contentID = (metadata.json as { contentId: number }).contentId;
  const made: MadeCompassPoint[] = [];
  for (const [name, text] of [
    [`Retry policy ${stamp}`, 'Idempotent methods are distinguished because the request can be repeated automatically if a communication failure occurs.'],
    [`Content-Type rule ${stamp}`, 'A sender that generates a message containing content SHOULD generate a Content-Type header field in that message.'],
  ]) {
    const created = await callApiAsSignedInUser(page, 'POST', '/api/v1/compasspoint', {
      name,
      description: 'Agreed in the architecture review.',
      overlayDetails: '',
      contentID,
      selectionData: '',
      selectionMetadata: { pageNumber: 12, selectionText: text, annotationID: crypto.randomUUID() },
    });
    expect(created.status).toBe(201);
    made.push(created.json as MadeCompassPoint);
  }
  const [retry, contentType] = made;

  // The sidebar's Compass Points entry opens the list, newest first.
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Compass Points' }).click();
  await expect(page).toHaveURL(/\/compass-points-list$/);
  const table = page.getByRole('table', { name: 'Compass Points' });
  const rowOf = (name: string) => table.getByRole('row').filter({ hasText: name.slice(0, 25) });
  await expect(rowOf(contentType.name)).toBeVisible();
  await expect(rowOf(retry.name).getByRole('link', { name: 'Open RFC 9110 at this compass point' })).toHaveAttribute(
    'href',
    `/document?contentCode=IETF-RFC9110&annotationid=${retry.compassPointUUID}`,
  );
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await shoot(page, testInfo, 'compass-points-list');

  // Deactivate asks first; the compass point then moves to the deactivated view.
  await rowOf(retry.name).getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate this compass point?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`Compass point "${retry.name}" deactivated`)).toBeVisible();
  await expect(rowOf(retry.name)).toHaveCount(0);
  await page.getByRole('button', { name: 'Deactivated', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sort: Deactivated' })).toBeVisible();
  await expect(rowOf(retry.name).getByText(ANNIE_EMAIL)).toBeVisible();
  await shoot(page, testInfo, 'compass-points-deactivated');

  // Its change history: Created, then Deactivated, newest first.
  await rowOf(retry.name).getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Change History' }).click();
  await expect(page).toHaveURL(new RegExp(`/compass-points-change-history/${retry.compassPointID}/${contentID}/IETF-RFC9110$`));
  const history = page.getByRole('list', { name: 'Change history' });
  await expect(history.getByRole('heading', { level: 2 })).toHaveText(['Deactivated', 'Created']);
  await page.getByRole('combobox', { name: 'Sort' }).click();
  await page.getByRole('option', { name: 'Oldest to Newest' }).click();
  await expect(history.getByRole('heading', { level: 2 })).toHaveText(['Created', 'Deactivated']);
  await shoot(page, testInfo, 'compass-point-history');

  // The shared link of a deactivated compass point says who deactivated it and when.
  await page.goto(`/compasspoint/${retry.compassPointUUID}`);
  await expect(page.getByRole('alert').filter({ hasText: 'This compass point has been deactivated' })).toContainText(`${ANNIE_EMAIL} deactivated it on`);
  await expect(page.getByRole('alert').filter({ hasText: 'This compass point has been deactivated' })).toContainText('Contact your account administrator');
  await shoot(page, testInfo, 'shared-compass-point-deactivated');

  // Reactivated from the deactivated view, with its info message.
  await page.goto('/compass-points-list');
  await page.getByRole('button', { name: 'Deactivated', exact: true }).click();
  await rowOf(retry.name).getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Reactivate' }).click();
  await expect(page.getByText(`Compass point "${retry.name}" is active again and shows in the document.`)).toBeVisible();

  // The shared link of an active one opens the document at it.
  await page.goto(`/compasspoint/${contentType.compassPointUUID}`);
  await expect(page).toHaveURL(new RegExp(`/document\\?contentCode=IETF-RFC9110&annotationid=${contentType.compassPointUUID}$`));

  // The library's shared COMPANY login is told compass points are for individuals who are logged in; OK goes home.
  const company = await signedInPage(browser, demoUsers.acme);
  await company.goto(`/compasspoint/${contentType.compassPointUUID}`);
  const refusal = company.getByRole('dialog', { name: 'Compass points are not available' });
  await expect(refusal).toContainText('not eligible for your user type');
  await shoot(company, testInfo, 'shared-compass-point-company', { dialog: true });
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(company).toHaveURL(/\/$/);
});
