import type { MetaDataOption } from '@codex/domain';
import { COUNTRY_CODES, US_STATES } from './iso-3166.js';

export const META_DATA_TYPES = ['COUNTRY', 'STATE'] as const;
export type MetaDataType = (typeof META_DATA_TYPES)[number];

const collator = new Intl.Collator('en');

/** Countries (ISO 3166-1 alpha-2) named in English, sorted by name; ids are stable (the code's place in the ISO list). */
export function countries(): MetaDataOption[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return COUNTRY_CODES.map((code, index) => ({ id: index + 1, code, value: names.of(code) ?? code })).sort((a, b) => collator.compare(a.value, b.value));
}

/** US states, the District of Columbia and territories, by name. */
export function usStates(): MetaDataOption[] {
  return US_STATES.map(([code, value], index) => ({ id: index + 1, code, value })).sort((a, b) => collator.compare(a.value, b.value));
}

export function metaData(type: MetaDataType): MetaDataOption[] {
  return type === 'COUNTRY' ? countries() : usStates();
}

export const isCountryCode = (code: string) => COUNTRY_CODES.includes(code);
export const isUsStateCode = (code: string) => US_STATES.some(([c]) => c === code);
