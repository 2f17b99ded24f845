import { expect, type Page } from '@playwright/test';
import { signInAtProvider, type DemoUser } from './journey.js';
import { openSignedIn } from './keptSessions.js';

/**
 * Opens /admin signed in as the user, through the console's Sign in and the provider's form the first time in this
 * worker (or with `throughProvider`), else from the session the worker kept (support/keptSessions.ts); waits for the
 * dashboard's greeting.
 */
export async function signInToConsole(page: Page, user: DemoUser, options: { throughProvider?: boolean } = {}) {
  await openSignedIn(page, user, '/admin/', options, async () => {
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signInAtProvider(page, user);
  }, async () => {
    await expect(page.getByText(`Signed in as ${user.name}`)).toBeVisible();
    return true;
  });
}

/** The menu entry of a console resource. */
export function menuItem(page: Page, name: string) {
  return page.getByRole('menuitem', { name, exact: true });
}

/** YYYY-MM-DD of today shifted by some days (UTC, as the server's audit days are). */
export function day(offsetDays = 0): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Opens the create form from the list on screen. While a list loads, its Create link is in the toolbar; an empty list
 * then draws another in its empty page, so a click can land on the link being replaced and go nowhere. Clicks until
 * the form's address shows.
 */
export async function openCreateForm(page: Page) {
  await expect(async () => {
    await page.getByRole('link', { name: 'Create' }).first().click({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/create$/, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}
