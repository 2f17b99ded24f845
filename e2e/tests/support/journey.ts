import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { openSignedIn } from './keptSessions.js';

/** The seeded demo users (README "Demo users"); journeys sign in as people, never with tokens made for them. */
export const demoUsers = {
  ada: { username: 'ada', password: 'Ada-Reads-Standards-1', name: 'Ada Lovelace' },
  acme: { username: 'acme', password: 'Acme-Library-Shared-1', name: 'Acme Engineering Library' },
  grace: { username: 'grace', password: 'Grace-Finds-Bugs-1', name: 'Grace Hopper' },
  cpadmin: { username: 'cpadmin', password: 'Katherine-Plots-Orbits-1', name: 'Katherine Johnson' },
  reports: { username: 'reports', password: 'Alan-Breaks-Codes-1', name: 'Alan Turing' },
  drm: { username: 'drm', password: 'Hedy-Hops-Frequencies-1', name: 'Hedy Lamarr' },
  multi: { username: 'multi', password: 'Claude-Measures-Bits-1', name: 'Claude Shannon' },
  newbie: { username: 'newbie', password: 'Barbara-Substitutes-1', name: 'Barbara Liskov' },
  operator: { username: 'operator', password: 'Margaret-Lands-Apollo-1', name: 'Margaret Hamilton' },
  reader: { username: 'reader', password: 'Tim-Weaves-The-Web-1', name: 'Tim Berners-Lee' },
  nist: { username: 'nist', password: 'Dorothy-Counts-1', name: 'Dorothy Vaughan' },
  /** An Acme colleague (INDIVIDUAL, compass points on): makes compass points, reads Acme's custom collections. */
  frances: { username: 'frances', password: 'Frances-Optimizes-Loops-1', name: 'Frances Allen' },
  /** An Acme colleague no other journey signs in as, so what is shared with him is this journey's alone. */
  john: { username: 'john', password: 'John-Compiles-Fortran-1', name: 'John Backus' },
  /** An Acme colleague who reads the compass points frances makes (and must not see her notes). */
  radia: { username: 'radia', password: 'Radia-Spans-Trees-1', name: 'Radia Perlman' },
  /** An Acme colleague (INDIVIDUAL, compass points on) whom only the accessibility journeys sign in as. */
  edsger: { username: 'edsger', password: 'Edsger-Finds-Paths-1', name: 'Edsger Dijkstra' },
  /** An Acme colleague only the licence meter's journey signs in as: the reader refused a seat. */
  annie: { username: 'annie', password: 'Annie-Runs-Rockets-1', name: 'Annie Easley' },
} as const;

export type DemoUser = (typeof demoUsers)[keyof typeof demoUsers];

/** Fills the provider's login form that the app has sent the browser to. */
export async function signInAtProvider(page: Page, user: DemoUser) {
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens the reader signed in as the user and waits until the shell greets them when it will: through the provider
 * (presses Sign in, fills its form) the first time in this worker or with `throughProvider`, else from the session the
 * worker kept.
 */
export async function signInToReader(page: Page, user: DemoUser, options: { expectGreeting?: boolean; throughProvider?: boolean } = {}) {
  await openSignedIn(page, user, '/', options, async () => {
    await page.getByRole('button', { name: 'Sign in', exact: true }).first().click();
    await signInAtProvider(page, user);
  }, async () => {
    if (!(options.expectGreeting ?? true)) return false;
    await expect(page.getByText(`Signed in as ${user.name}`)).toBeVisible();
    return true;
  });
}

/**
 * Chooses a language from the header's language menu, as a person would: opens the menu named by the language in use
 * and picks one. On a loaded host the first click has been seen to open nothing (the CI run of 2026-11-29 waited 150 s
 * for the menu); a person clicks again, and so does this, after closing whatever did open.
 */
export async function chooseLanguageFromMenu(page: Page, current: string, wanted: string) {
  await expect(async () => {
    const item = page.getByRole('menuitem', { name: wanted });
    if (!(await item.isVisible())) {
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: current }).click({ timeout: 10_000 });
    }
    await item.click({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
}

/** The WCAG 2.2 AA rule sets of axe (issue 28): levels A and AA of WCAG 2.0, 2.1 and 2.2. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's serious and critical findings on the page as it is now, as readable lines. A frame with every sandbox
 * restriction (`sandbox=""`: the console's mail preview) is left out: axe cannot run inside a frame that may neither
 * run scripts nor be reached as same-origin, and waiting for it never ends. With `tags`, only those rule sets run;
 * `exclude` leaves out what the selectors match.
 */
export async function seriousAccessibilityProblems(page: Page, options: { tags?: string[]; exclude?: string[] } = {}) {
  // Colours are judged as they settle: a notification fading in is, for a moment, paler than it will be shown.
  // Animations that never end (a spinner) are not waited for; a page still moving after 5 s is checked as it is.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity), undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  // Legacy mode runs axe once in the page, reaching its same-origin frames from there; the default runs it in each
  // frame and then in a blank page of its own to merge the results, which took twice the processor time for the same
  // findings (docs/benchmarks.md, "CI time, 2026-11-30"). Its one loss, frames of another origin, the apps have none.
  const builder = new AxeBuilder({ page }).exclude('iframe[sandbox=""]').setLegacyMode(true);
  if (options.tags) builder.withTags(options.tags);
  for (const selector of options.exclude ?? []) builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Calls the API from the signed-in page (reader or console) with the user's own access token, as the apps do: the
 * token never leaves the tab's sessionStorage, where the sign-in keeps it. Answers the status and the JSON body.
 */
export async function callApiAsSignedInUser(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const key = Object.keys(sessionStorage).find((k) => k.includes('oidc.user:') || k.includes('user:'));
      const token = key ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : undefined;
      const response = await fetch(url, {
        method,
        headers: { AuthMode: 'PWD', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = text;
      }
      return { status: response.status, json };
    },
    { method, url, body },
  );
}
