import { isLocale, type Locale } from './locales.js';

/** The cookie that remembers the reader's language (spec: 30 days). */
export const LOCALE_COOKIE = 'codex-locale';
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The locale saved in the cookie, or undefined when there is none or it names no supported locale. */
export function readLocaleCookie(cookie: string = typeof document === 'undefined' ? '' : document.cookie): Locale | undefined {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LOCALE_COOKIE) continue;
    const value = decodeURIComponent(rest.join('='));
    return isLocale(value) ? value : undefined;
  }
  return undefined;
}

export function writeLocaleCookie(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}
