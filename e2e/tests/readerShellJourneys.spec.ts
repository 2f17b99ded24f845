import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in', exact: true }).first().click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function seriousAccessibilityProblems(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

test('an individual sees the shell with her name, reads it in Arabic right to left and back, and signs out', async ({ page }, testInfo) => {
  await signIn(page, 'ada', 'Ada-Reads-Standards-1');
  await expect(page.getByText('Signed in as Ada Lovelace')).toBeVisible();
  await expect(page.getByRole('button', { name: /Ada Lovelace/ })).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('تم تسجيل الدخول باسم Ada Lovelace')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('home-arabic.png') });
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  await page.getByRole('button', { name: 'العربية' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByText('Signed in as Ada Lovelace')).toBeVisible();

  await page.getByRole('button', { name: /Ada Lovelace/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true }).first()).toBeVisible();
});

test('a user with several accounts picks one on the switch-account screen', async ({ page }) => {
  await signIn(page, 'multi', 'Claude-Measures-Bits-1');
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await expect(page.getByText('Account number 100300')).toBeVisible();
  await page.getByRole('button', { name: 'Select Bell Research Labs' }).click();
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeHidden();
  await expect(page.getByText('Signed in as Claude Shannon')).toBeVisible();
});

test('the license agreement blocks the reader until it is accepted, and stays accepted', async ({ page }) => {
  await signIn(page, 'newbie', 'Barbara-Substitutes-1');
  const dialog = page.getByRole('dialog', { name: 'License agreement' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Subscriber License Agreement/)).toBeVisible();
  await dialog.getByRole('button', { name: 'I accept' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByText('Signed in as Barbara Liskov')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'License agreement' })).toBeHidden();
});

test('a page without the authority shows the 403 text, and an unknown path the not-found page', async ({ page }) => {
  await signIn(page, 'ada', 'Ada-Reads-Standards-1');
  await expect(page.getByText('Signed in as Ada Lovelace')).toBeVisible();
  await page.goto('/compass-points-admin-list');
  await expect(page.getByText('You are not authorized to access this page.')).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByText('The page does not exist.')).toBeVisible();
});

test('the banner shows inside its dates and stays dismissed for the session', async ({ page, browser }) => {
  await signIn(page, 'ada', 'Ada-Reads-Standards-1');
  const banner = page.getByText('Scheduled maintenance on Saturday 02:00-04:00 UTC.');
  await expect(banner).toBeVisible();
  await page.getByRole('button', { name: 'Close announcement' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByText('Signed in as Ada Lovelace')).toBeVisible();
  await expect(banner).toBeHidden();

  const other = await browser.newPage();
  await signIn(other, 'ada', 'Ada-Reads-Standards-1');
  await expect(other.getByText('Scheduled maintenance on Saturday 02:00-04:00 UTC.')).toBeVisible();
  await other.close();
});
