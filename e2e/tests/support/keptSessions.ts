import type { Page } from '@playwright/test';

/**
 * What a worker's browser keeps of each user's first sign-in through the provider: the tab's stored session (the
 * oidc-client-ts user entry in sessionStorage, which holds the tokens). Journeys sign in as people; the first sign-in of
 * each user in each worker goes through the provider's form, and a later one in the same worker starts from that
 * session, as a duplicated browser tab does (it copies sessionStorage), which saves two loads of the app and the
 * provider's page (docs/adr/0075). A session signed out or revoked meanwhile is
 * refused by the API, and the journey then signs in through the provider again.
 */
const workerSessions = new Map<string, { key: string; value: string; expiresAt: number }>();
/** A kept session is used only with this long left before its access token expires (one hour, oidc-provider.ts). */
const SESSION_MARGIN_MS = 15 * 60_000;

async function rememberSession(page: Page, user: SignInUser) {
  const stored = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.includes('oidc.user:'));
    return key ? { key, value: sessionStorage.getItem(key) ?? '' } : null;
  });
  if (!stored) return;
  const expiresAt = ((JSON.parse(stored.value) as { expires_at?: number }).expires_at ?? 0) * 1000;
  workerSessions.set(user.username, { ...stored, expiresAt });
}

/** Puts the user's kept session into the tab when the API still takes its token; answers whether it did. */
async function resumeSession(page: Page, user: SignInUser): Promise<boolean> {
  const kept = workerSessions.get(user.username);
  if (!kept || kept.expiresAt - Date.now() < SESSION_MARGIN_MS) return false;
  const token = (JSON.parse(kept.value) as { access_token: string }).access_token;
  const account = await page.request.get('/api/account', { headers: { authorization: `Bearer ${token}`, AuthMode: 'PWD' } });
  if (account.status() !== 200) {
    workerSessions.delete(user.username);
    return false;
  }
  // sessionStorage belongs to the tab and the origin: set it from a small page of the origin, then open the app.
  await page.goto('/management/health');
  await page.evaluate(({ key, value }) => sessionStorage.setItem(key, value), kept);
  return true;
}

/** Who signs in: a demo user (support/journey.ts). */
interface SignInUser {
  username: string;
}

/**
 * Opens `path` signed in as the user: from the session the worker kept, or else through `throughProvider` (the app's
 * Sign in and the provider's form; always with `options.throughProvider`, for journeys about signing in). `greeted`
 * waits until the app shows the user signed in and answers true, or answers false where the journey does not wait for
 * that (an account to choose, a profile to complete); the session is kept only once the app has shown it.
 */
export async function openSignedIn(page: Page, user: SignInUser, path: string, options: { throughProvider?: boolean }, throughProvider: () => Promise<void>, greeted: () => Promise<boolean>) {
  const resumed = !options.throughProvider && (await resumeSession(page, user));
  await page.goto(path);
  if (!resumed) await throughProvider();
  if ((await greeted()) && !resumed) await rememberSession(page, user);
}
