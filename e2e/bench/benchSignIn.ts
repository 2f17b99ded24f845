import type { Page } from 'playwright-core';

/** The demo subscriber the browser benchmarks sign in as (Acme, compass points on). */
export const frances = { username: 'frances', password: 'Frances-Optimizes-Loops-1', name: 'Frances Allen' };

/** Signs in through the reader's Sign in and the embedded provider's form; waits for the greeting. */
export async function signIn(page: Page, baseUrl: string, user: { username: string; password: string; name: string } = frances) {
  await page.goto(`${baseUrl}/`);
  await page.getByRole('button', { name: 'Sign in', exact: true }).first().click();
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText(`Signed in as ${user.name}`).waitFor({ timeout: 60_000 });
}
