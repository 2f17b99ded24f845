import { expect, test } from '@playwright/test';

// The e2e server trusts X-Forwarded-For from 127.0.0.1 and ::1 (TRUST_PROXY in playwright.config.ts), as a
// library's reverse proxy on the same machine would send it. 192.0.2.15 lies in Acme Engineering's range 192.0.2.0/24.
const ACME_NETWORK = { 'x-forwarded-for': '192.0.2.15' };

test('a company on its network is recognised without signing in, is offered Sign in / Register and is refused /groups', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: ACME_NETWORK });
  const page = await context.newPage();

  await page.goto('/');
  const accountButton = page.getByRole('button', { name: /Acme Engineering/ });
  await expect(accountButton).toBeVisible();
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

  await page.goto('/groups');
  await expect(page.getByText('...', { exact: true })).toBeVisible();
  await expect(page.getByText('You are not authorized to access this page.')).toHaveCount(0);
  await context.close();
});
