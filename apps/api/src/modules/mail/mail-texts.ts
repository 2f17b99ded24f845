import fs from 'node:fs';
import { LOCALES, paramsInOwnDirection, templateDirection } from '@codex/domain';
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

/**
 * Fills {name} placeholders (escape the result for HTML). A value written the other way from the text around it (a
 * Latin name in an Arabic sentence) keeps its own direction, as on the apps' pages (docs/adr/0082).
 */
export function fill(template: string, values: Record<string, string | number>): string {
  const direction = templateDirection(template);
  const isolated = direction ? paramsInOwnDirection(values, direction) : values;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in isolated ? String(isolated[key]) : whole));
}
