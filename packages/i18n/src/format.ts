import dayjs from 'dayjs';
import type { Locale } from './locales.js';

/** The date formats the product uses (spec section 9). */
export const DATE_FORMATS = ['MMM DD, YYYY', 'DD MMMM YYYY', 'MM/DD/YY', 'YYYY-MM-DD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** The number formats the product uses (spec section 9): whole numbers, and up to two decimals. */
export const NUMBER_FORMATS = ['0,0', '0,0.[00]'] as const;
export type NumberFormat = (typeof NUMBER_FORMATS)[number];

export type DateInput = Date | string | number | dayjs.Dayjs;

/** dayjs names its locales in lower case and has one Spanish for both of ours. */
const DAYJS_LOCALE: Record<Locale, string> = {
  en: 'en',
  ar: 'ar',
  'fr-CA': 'fr-ca',
  fr: 'fr',
  'zh-CN': 'zh-cn',
  it: 'it',
  ja: 'ja',
  ko: 'ko',
  pt: 'pt',
  ru: 'ru',
  tr: 'tr',
  'es-ES': 'es',
  es: 'es',
  de: 'de',
};

// One import per locale so the bundler splits each into its own small chunk, fetched only when chosen.
const DAYJS_LOADERS: Record<Locale, () => Promise<unknown>> = {
  en: () => Promise.resolve(),
  ar: () => import('dayjs/locale/ar'),
  'fr-CA': () => import('dayjs/locale/fr-ca'),
  fr: () => import('dayjs/locale/fr'),
  'zh-CN': () => import('dayjs/locale/zh-cn'),
  it: () => import('dayjs/locale/it'),
  ja: () => import('dayjs/locale/ja'),
  ko: () => import('dayjs/locale/ko'),
  pt: () => import('dayjs/locale/pt'),
  ru: () => import('dayjs/locale/ru'),
  tr: () => import('dayjs/locale/tr'),
  'es-ES': () => import('dayjs/locale/es'),
  es: () => import('dayjs/locale/es'),
  de: () => import('dayjs/locale/de'),
};

const loaded = new Map<Locale, Promise<void>>();

/** Loads dayjs's month and weekday names for a locale (once); importing a locale file registers it with dayjs. */
export function loadDayjsLocale(locale: Locale): Promise<void> {
  let promise = loaded.get(locale);
  if (!promise) {
    promise = DAYJS_LOADERS[locale]().then(() => undefined);
    promise.catch(() => loaded.delete(locale));
    loaded.set(locale, promise);
  }
  return promise;
}

/**
 * Formats a date in one of the spec's formats with the locale's month names. Before the locale's
 * dayjs file has loaded, month names come out in English. An empty or invalid value gives ''.
 */
export function formatDate(value: DateInput | null | undefined, format: DateFormat = 'MMM DD, YYYY', locale: Locale = 'en'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  if (!date.isValid()) return '';
  return date.locale(DAYJS_LOCALE[locale]).format(format);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Formats a number with the locale's grouping and decimal signs: '0,0' rounds to whole numbers, '0,0.[00]' keeps up to two decimals. */
export function formatNumber(value: number, format: NumberFormat = '0,0', locale: Locale = 'en'): string {
  const key = `${locale}|${format}`;
  let formatter = numberFormats.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      useGrouping: true,
      minimumFractionDigits: 0,
      maximumFractionDigits: format === '0,0' ? 0 : 2,
    });
    numberFormats.set(key, formatter);
  }
  return formatter.format(value);
}
