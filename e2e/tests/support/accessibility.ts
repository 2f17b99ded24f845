import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { seriousAccessibilityProblems, WCAG_22_AA } from './journey.js';

/** The accessibility journeys' shared steps: a signed-in tab per role and locale, a page settled, axe over it. */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type JourneyLocale = 'en' | 'ar' | 'fr' | 'ja';
export const JOURNEY_LOCALES: JourneyLocale[] = ['en', 'ar'];

/** The cookie both apps remember the language in (packages/i18n/src/cookie.ts). */
const LOCALE_COOKIE = 'codex-locale';

/** A new tab of its own browser context; sign-in lives in the tab's sessionStorage, so every page opens in this tab. */
export async function newTab(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

/** Chooses the language the way the apps remember a choice: the locale cookie, read when an app starts. */
export async function chooseLanguage(page: Page, locale: JourneyLocale) {
  const url = new URL(page.url().startsWith('http') ? page.url() : 'http://localhost/');
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, domain: url.hostname, path: '/' }]);
}

/** The page is in the language asked for: `<html lang dir>` follow it. */
export async function expectLanguage(page: Page, locale: JourneyLocale) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
}

/**
 * A role's pages in parts of at most `size`, each to be a test of its own (the accessibility journeys): on a loaded
 * two-core host a role's whole list in two languages ran past the five minutes a test may take. `first` marks the part
 * that also checks what the role sees once (a dashboard, a screenshot).
 */
export function inParts<T extends { pages: unknown[] }>(journey: T, size: number): Array<T & { name: string; first: boolean }> {
  const count = Math.ceil(journey.pages.length / size);
  if (count <= 1) return [{ ...journey, name: '', first: true }];
  return Array.from({ length: count }, (_, i) => ({
    ...journey,
    pages: journey.pages.slice(i * size, (i + 1) * size),
    name: ` (part ${i + 1} of ${count})`,
    first: i === 0,
  }));
}

/** The title a move in place gives the page until the new page names itself. */
const MOVING = 'journey: moving';

/** Marks the tab's title MOVING, pushes `url` as a new history entry and tells the app's router, as its own links do. */
async function moveInPlace(page: Page, url: string) {
  await page.evaluate(
    ({ to, moving }) => {
      document.title = moving;
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    { to: url, moving: MOVING },
  );
}

/**
 * Opens `url` in the reader the way its own links do: a new history entry its router follows, without loading the app
 * again (a full load cost the browser about 1.1 processor-seconds a page, docs/benchmarks.md). Done once the new page
 * has named itself in the title (every reader page does, usePageTitle), which replaces the title set here; a page
 * outside the reader (the console) is opened with a full load.
 */
export async function openInReader(page: Page, url: string) {
  if (!page.url().startsWith('http') || new URL(page.url()).pathname.startsWith('/admin')) {
    await page.goto(url);
    return;
  }
  await moveInPlace(page, url);
  await expect(page).not.toHaveTitle(MOVING, { timeout: 30_000 });
}

/**
 * Opens a console page (`url` under /admin) the way the console's own menu does: a new history entry its router follows,
 * without loading the app again. The console's tab follows the app bar's title ("Accounts — Keystone Compass"), which
 * is emptied while the old page is taken down (the tab then shows the library's name alone) and filled by the new one;
 * done once the tab names a page again and not the page it showed before. `fullLoad` (the first page after the
 * language cookie changed, which the console reads when it starts) loads it in full.
 */
export async function openInConsole(page: Page, url: string, { fullLoad }: { fullLoad: boolean }) {
  watchTraffic(page);
  if (fullLoad || !new URL(page.url()).pathname.startsWith('/admin')) {
    await page.goto(url);
    return;
  }
  const before = await page.title();
  await moveInPlace(page, url);
  await expect
    .poll(async () => {
      const title = await page.title();
      return title !== MOVING && title !== before && title.includes(' — ');
    }, { timeout: 30_000, message: `the console names ${url} in the tab` })
    .toBe(true);
  // The new page asks for its data as it is drawn; a load's own wait for a quiet network has no part in a move.
  await quietNetwork(page);
}

/** The requests a tab has in flight, and when the last one began or ended, from when the tab was first watched. */
const traffic = new WeakMap<Page, { open: Set<unknown>; changedAt: number }>();

function watchTraffic(page: Page) {
  const known = traffic.get(page);
  if (known) return known;
  const state = { open: new Set<unknown>(), changedAt: Date.now() };
  page.on('request', (request) => void (state.open.add(request), (state.changedAt = Date.now())));
  const done = (request: unknown) => void (state.open.delete(request), (state.changedAt = Date.now()));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  traffic.set(page, state);
  return state;
}

/**
 * Waits until the tab has had no request in flight for `quietMs` (a page that polls has such gaps between its calls),
 * at most `timeout`; the waits after it (`settled`) then see the page's progress indicators if it is still loading.
 */
async function quietNetwork(page: Page, quietMs = 400, timeout = 5_000) {
  const seen = watchTraffic(page);
  const until = Date.now() + timeout;
  while (Date.now() < until && (seen.open.size > 0 || Date.now() - seen.changedAt < quietMs)) await page.waitForTimeout(50);
}

/** Waits until the page has its data: no request in flight (for long), no progress indicator, no skeleton. */
export async function settled(page: Page, timeout?: number) {
  // A short look for a quiet network only: some pages keep requests going (the console's app bar shows its own
  // progress bar while react-admin loads, which the check below waits out).
  await page.waitForLoadState('networkidle', { timeout: 1_000 }).catch(() => undefined);
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout });
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0, { timeout });
}

/**
 * The publisher's document as the document page shows it: the HTML tab's frame (srcdoc) and pdf.js's transparent text
 * layer over each PDF page. It is the document's content, not the app's markup, and thousands of elements long
 * (RFC 9110's HTML took axe minutes on a busy machine); the app around it is checked.
 */
const DOCUMENT_CONTENT = ['iframe[srcdoc]', '.textLayer'];

/** axe's serious and critical WCAG 2.2 AA findings on the page as it is now, each line prefixed with where. */
export async function wcagProblems(page: Page, where: string): Promise<string[]> {
  return (await seriousAccessibilityProblems(page, { tags: WCAG_22_AA, exclude: DOCUMENT_CONTENT })).map((problem) => `${where}: ${problem}`);
}

/** axe's serious and critical findings under every rule it has (WCAG and best practices), each prefixed with where. */
export async function everyRuleProblems(page: Page, where: string): Promise<string[]> {
  return (await seriousAccessibilityProblems(page, { exclude: DOCUMENT_CONTENT })).map((problem) => `${where}: ${problem}`);
}

/** Screenshots of the page as it is at 1280 and at 375 px wide (the page stays at 1280 afterwards). */
export async function shootBothWidths(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await settled(page);
  await page.screenshot({ path: testInfo.outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The paths of the reader's route table (apps/reader/src/router.tsx), as written there. */
export function readerRoutePaths(): string[] {
  const source = fs.readFileSync(path.join(repoRoot, 'apps/reader/src/router.tsx'), 'utf8');
  const paths = [...source.matchAll(/(?:path: '([^']+)'|index: true)/g)].map((m) => m[1] ?? '(index)');
  return paths;
}

/** Every console resource (`name`) and page of its own (`path`) declared in apps/console/src/resources. */
export function consoleResourceNames(): string[] {
  const names: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^index\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(full, 'utf8');
        const declared = /export default \{[^]*?\n {2}(?:name|path): '([^']+)'/.exec(source);
        if (declared) names.push(declared[1]);
      }
    }
  };
  walk(path.join(repoRoot, 'apps/console/src/resources'));
  return names.sort();
}

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = '', into = new Map<string, string>()) {
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') into.set(`${prefix}${key}`, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

function catalogue(locale: string) {
  return flatten(JSON.parse(fs.readFileSync(path.join(repoRoot, `packages/i18n/locales/${locale}.json`), 'utf8')) as Messages);
}

/**
 * react-admin's own messages (ra.*) as the console shows them in a locale: the locale's published package where the
 * console uses one (French), with the locale's catalogue laid over it (packages/i18n/src/reactAdminMessages.ts).
 */
export function reactAdminMessagesIn(locale: string): Map<string, string> {
  const load = createRequire(import.meta.url);
  const fromPackage = locale === 'fr' || locale === 'fr-CA' ? (load(path.join(repoRoot, 'node_modules/ra-language-french/dist/index.cjs')) as { default?: Messages } & Messages) : {};
  const messages = flatten(((fromPackage as { default?: Messages }).default ?? fromPackage) as Messages);
  for (const [key, text] of catalogue(locale)) if (key.startsWith('ra.')) messages.set(key, text);
  return messages;
}

/** react-admin's English messages a locale says differently, as whole lines a page must not show in that locale. */
export function reactAdminEnglishNotIn(locale: string): EnglishMessage[] {
  const translated = reactAdminMessagesIn(locale);
  return [...reactAdminEnglish()]
    .filter(([key, text]) => translated.has(key) && translated.get(key) !== text && text.replace(/%\{\w+\}/g, '').replace(/[\s\p{P}]/gu, '').length > 3)
    .map(([key, text]) => ({ key, text, pattern: linePattern(text.split(' |||| ')[0]) }));
}

/** react-admin's own English messages (ra-language-english, which the console lays under every catalogue). */
function reactAdminEnglish(): Map<string, string> {
  // Read from the installed package's file: the journeys do not depend on react-admin, the console does.
  const load = createRequire(import.meta.url);
  const english = load(path.join(repoRoot, 'node_modules/ra-language-english/dist/index.cjs')) as { default?: Messages } & Messages;
  return flatten(english.default ?? english);
}

/** An English message as a whole line of the page: its %{placeholders} stand for any text. */
function linePattern(message: string) {
  const literal = message.split(/%\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${literal.join('.+')}$`);
}

export interface EnglishMessage {
  key: string;
  text: string;
  pattern: RegExp;
}

/**
 * The English catalogue's messages that the Arabic catalogue says differently (so not designations, "PDF", "DOI"),
 * longer than 3 characters outside their placeholders, and react-admin's own English messages.
 */
export function englishMessages(): EnglishMessage[] {
  const arabic = catalogue('ar');
  const ours = [...catalogue('en')].filter(([key, text]) => arabic.get(key) !== text);
  const all = [...ours, ...reactAdminEnglish()].filter(([, text]) => text.replace(/%\{\w+\}/g, '').replace(/[\s\p{P}]/gu, '').length > 3);
  return all.map(([key, text]) => ({ key, text, pattern: linePattern(text.split(' |||| ')[0]) }));
}

/**
 * The lines of the page's visible text (document.body.innerText) that are one of the English messages, each with the
 * keys of the messages it is. What a page
 * shows of a document (its text layer, an element marked with a language of its own, like a title in `lang="en"`)
 * is left out: that is the document's content, not the app's.
 */
export async function englishLines(page: Page, messages: EnglishMessage[]): Promise<string[]> {
  const lines: string[] = await page.evaluate(() => {
    const shown = document.body.cloneNode(true) as HTMLElement;
    shown.querySelectorAll('.textLayer, iframe[srcdoc], [lang]:not([lang^="ar"])').forEach((element) => element.remove());
    // innerText of a detached clone has no layout; read it in place, hidden from view.
    shown.style.position = 'absolute';
    shown.style.insetInlineStart = '-99999px';
    document.documentElement.append(shown);
    const text = shown.innerText;
    shown.remove();
    return text.split('\n').map((line) => line.trim()).filter(Boolean);
  });
  const found = new Set<string>();
  for (const line of lines) {
    const keys = messages.filter((m) => m.pattern.test(line)).map((m) => m.key);
    if (keys.length > 0) found.add(`"${line}" (${keys.join(', ')})`);
  }
  return [...found];
}
