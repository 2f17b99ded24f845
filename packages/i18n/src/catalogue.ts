import { en } from './en.js';
import { DEFAULT_LOCALE, type Locale } from './locales.js';
import type { Catalogue } from './translate.js';

export type CatalogueLoader = (locale: Locale) => Promise<Catalogue>;

const cache = new Map<Locale, Promise<Catalogue>>();

/**
 * Fetches `/i18n/{locale}.json` once per page. English is bundled, but an app's build may bundle only the part its
 * first screen needs (the reader leaves out the console's and some pages' messages), so the whole English catalogue
 * is fetched too and laid over the bundled one; if that fails, the bundled part is what there is.
 */
export const fetchCatalogue: CatalogueLoader = (locale) => {
  let promise = cache.get(locale);
  if (!promise) {
    promise = fetch(`/i18n/${locale}.json`, { headers: { accept: 'application/json' } }).then((response) => {
      if (!response.ok) throw new Error(`The ${locale} translations could not be loaded (HTTP ${response.status}).`);
      return response.json() as Promise<Catalogue>;
    });
    if (locale === DEFAULT_LOCALE) promise = promise.then((whole) => mergeCatalogues(en, whole)).catch(() => en);
    promise.catch(() => cache.delete(locale));
    cache.set(locale, promise);
  }
  return promise;
};

/** A catalogue laid over another: keys the top one lacks keep the base's message. */
export function mergeCatalogues(base: Catalogue, top: Catalogue): Catalogue {
  const merged: Catalogue = { ...base };
  for (const [key, value] of Object.entries(top)) {
    const under = merged[key];
    merged[key] = typeof value === 'object' && typeof under === 'object' ? mergeCatalogues(under, value) : value;
  }
  return merged;
}
