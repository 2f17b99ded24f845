import fs from 'node:fs';
import { LOCALES } from '@codex/domain';
import { apiPath } from '../../api-package.js';

/** The mail texts of one locale (modules/mail/locales/<locale>.json); English fills any gap. */
export type MailTexts = Record<string, string>;

const cache = new Map<string, MailTexts>();

function load(locale: string): MailTexts {
  const file = apiPath('src', 'modules', 'mail', 'locales', `${locale}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as MailTexts;
}

/** The catalogue for a user's lang_key: exact, then its language (fr-CA -> fr), then English. */
export function mailTexts(langKey: string): { locale: string; texts: MailTexts } {
  const known = LOCALES as readonly string[];
  const locale = known.includes(langKey) ? langKey : (known.find((l) => l === langKey.split('-')[0]) ?? 'en');
  let texts = cache.get(locale);
  if (!texts) {
    texts = locale === 'en' ? load('en') : { ...load('en'), ...load(locale) };
    cache.set(locale, texts);
  }
  return { locale, texts };
}

/** Fills {name} placeholders; values are used as given (escape them first for HTML). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
