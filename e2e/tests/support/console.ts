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
