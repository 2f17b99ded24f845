import { expect, test, type Page } from '@playwright/test';

// The seeded individual subscriber of the demo tenant.
const ada = { username: 'ada', password: 'Ada-Reads-Standards-1', name: 'Ada Lovelace' };

async function signInAtProvider(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signInThroughReader(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Password')).toBeVisible();
  await signInAtProvider(page, ada.username, ada.password);
  await expect(page.getByText(`Signed in as ${ada.name}`)).toBeVisible();
}

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
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
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

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${ada.name}`)).toHaveCount(0);

  // The console asks the provider once, learns nobody is signed in, and offers the button.
  await page.goto('/admin/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL('/admin/login');
});

test('a wrong password is refused on the login page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await signInAtProvider(page, ada.username, 'not-the-password');

  await expect(page.getByText('Invalid username or password.')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
});
