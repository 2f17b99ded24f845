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

/**
 * Calls the API from the signed-in page with the session's own token, as the apps do (the token never leaves the
 * browser's session storage); answers the status and the JSON body.
 */
export async function callApiAsSignedInUser(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('codex.oidc.user'));
      const token = key ? (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token : '';
      const response = await fetch(url, {
        method,
        headers: { Authorization: `Bearer ${token}`, AuthMode: 'PWD', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = text;
      }
      return { status: response.status, body: json };
    },
    { method, url, body },
  );
}

/** YYYY-MM-DD of today shifted by some days (UTC, as the server's audit days are). */
export function day(offsetDays = 0): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}
