import { expect, type Page } from '@playwright/test';
import { signInAtProvider, type DemoUser } from './journey.js';

/** Opens /admin, presses the console's Sign in and signs in at the provider; waits for the dashboard's greeting. */
export async function signInToConsole(page: Page, user: DemoUser) {
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signInAtProvider(page, user);
  await expect(page.getByText(`Signed in as ${user.name}`)).toBeVisible();
}

/** The menu entry of a console resource. */
export function menuItem(page: Page, name: string) {
  return page.getByRole('menuitem', { name, exact: true });
}

/** YYYY-MM-DD of today shifted by some days (UTC, as the server's audit days are). */
export function day(offsetDays = 0): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}
