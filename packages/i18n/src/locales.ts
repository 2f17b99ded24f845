import { LOCALES, type Locale } from '@codex/domain';

export { LOCALES, type Locale };

/** The default locale, and the one whose catalogue ships inside the bundle as everyone's fallback. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as a language menu should list it. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  ar: 'العربية',
  'fr-CA': 'Français (Canada)',
  fr: 'Français',
  'zh-CN': '简体中文',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  pt: 'Português',
  ru: 'Русский',
  tr: 'Türkçe',
  'es-ES': 'Español (España)',
  es: 'Español',
  de: 'Deutsch',
};

const RTL_LOCALES: ReadonlySet<Locale> = new Set<Locale>(['ar']);

export type Direction = 'ltr' | 'rtl';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function localeDirection(locale: Locale): Direction {
  return RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
}
