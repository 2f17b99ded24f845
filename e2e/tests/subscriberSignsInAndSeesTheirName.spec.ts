import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { demoUsers, signInToReader } from './support/journey.js';

// The seeded individual subscriber of the demo tenant.
const ada = demoUsers.ada;

// Signing in is what this file is about: each test goes through the provider (never a session the worker kept).
const signInThroughReader = (page: Page) => signInToReader(page, ada, { throughProvider: true });

/** Main-frame URLs the page visits from now on. */
function recordNavigations(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  return visited;
}

test('a subscriber signs in in the reader and is already signed in in the console', async ({ page }, testInfo) => {
  await signInThroughReader(page);
  await expect(page).toHaveURL('/');
  // Sign out sits in the account menu under the user's name.
  await page.getByRole('button', { name: ada.name }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: testInfo.outputPath('reader-signed-in.png') });

  // Same tab: the console finds the reader's session without going back to the provider.
  const visited = recordNavigations(page);
  await page.goto('/admin/');

  await expect(page.getByText(`Signed in as ${ada.name}`)).toBeVisible();
  expect(visited.filter((path) => path.startsWith('/oidc'))).toEqual([]);
  await expect(page.getByLabel('Password')).toHaveCount(0);
});

test('the console in a new tab signs the subscriber in silently at the provider', async ({ page, context }) => {
  await signInThroughReader(page);

  // A new tab has empty session storage but shares the provider's session cookie.
  const consoleTab = await context.newPage();
  const visited = recordNavigations(consoleTab);
  await consoleTab.goto('/admin/');

  await expect(consoleTab.getByText(`Signed in as ${ada.name}`)).toBeVisible();
  expect(visited).toContain('/admin/callback');
  await expect(consoleTab.getByLabel('Password')).toHaveCount(0);
});

test('signing out in the reader ends the session for the console too', async ({ page }) => {
  await signInThroughReader(page);

  await page.getByRole('button', { name: ada.name }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true }).first()).toBeVisible();
  await expect(page.getByText(`Signed in as ${ada.name}`)).toHaveCount(0);

  // The console asks the provider once, learns nobody is signed in, and offers the button.
  await page.goto('/admin/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL('/admin/login');
});

test('a wrong password is refused on the login page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.getByLabel('Username').fill(ada.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByText('Invalid username or password.')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
});
