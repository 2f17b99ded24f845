import { expect, test } from './support/test.js';
import { seriousAccessibilityProblems } from './support/journey.js';

// The e2e server trusts X-Forwarded-For from 127.0.0.1 and ::1 (TRUST_PROXY in playwright.config.ts), as a
// library's reverse proxy on the same machine would send it. 192.0.2.15 lies in Acme Engineering's range 192.0.2.0/24.
const ACME_NETWORK = { 'x-forwarded-for': '192.0.2.15' };
// An address in no company's range.
const ELSEWHERE = { 'x-forwarded-for': '198.51.100.7' };

test('a company on its network is recognised without signing in, is offered Sign in / Register and is refused /groups', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ extraHTTPHeaders: ACME_NETWORK, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();

  await page.goto('/');
  const accountButton = page.getByRole('button', { name: /Acme Engineering/ });
  await expect(accountButton).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: testInfo.outputPath(`company-user-${width}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await accountButton.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Sign in', 'Register']);
  await page.keyboard.press('Escape');

  await page.goto('/groups');
  await expect(page.getByText('You are not authorized to access this page.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Acme Engineering/ })).toBeVisible();
  await context.close();
});

test('a visitor from elsewhere is not recognised and sees the plain Sign in', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Acme Engineering/ })).toHaveCount(0);

  // A private route: '...' while the provider is asked silently; it has no session for this browser, so the page,
  // still at the address asked for, offers Sign in (docs/adr/0052).
  await page.goto('/groups');
  await expect(page.getByRole('heading', { name: 'Sign in to open this page. You will come back here afterwards.' })).toBeVisible();
  await expect(page).toHaveURL(/\/groups$/);
  await expect(page.getByText('You are not authorized to access this page.')).toHaveCount(0);
  await context.close();
});

test('a laptop that leaves the company network is told its network access ended, then sees the signed-out shell', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: ACME_NETWORK });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Acme Engineering/ })).toBeVisible();

  // The laptop now reaches the library from another network; the reader checks again when its tab comes back.
  await context.setExtraHTTPHeaders(ELSEWHERE);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

  const dialog = page.getByRole('dialog', { name: 'Network access has ended' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/network of Acme Engineering/)).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Acme Engineering/ })).toHaveCount(0);
  await context.close();
});
