import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { en } from './en.js';
import { fetchCatalogue, mergeCatalogues, type CatalogueLoader } from './catalogue.js';
import { readLocaleCookie, writeLocaleCookie } from './cookie.js';
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES, isLocale, type Locale } from './locales.js';
import type { Catalogue } from './translate.js';

/** react-admin's I18nProvider, as ra-i18n-polyglot makes it. */
export type ConsoleI18nProvider = ReturnType<typeof polyglotI18nProvider>;

export interface ConsoleI18nOptions {
  /** The locale to start in. It needs its catalogue in `catalogues` (English is always there); otherwise the console starts in English. */
  locale?: Locale;
  /** Catalogues already loaded, by locale. */
  catalogues?: Partial<Record<Locale, Catalogue>>;
  /** How other locales' catalogues are loaded when the user switches; by default fetched from /i18n/{locale}.json. */
  loadCatalogue?: CatalogueLoader;
}

/**
 * react-admin's i18n provider over the apps' shared catalogues. Each locale's catalogue is laid over English,
 * so a missing key shows the English text. react-admin's own strings (`ra.*`) are English in every locale for now.
 * A change of locale is remembered in the same cookie the reader uses.
 */
export function createConsoleI18nProvider({ locale = DEFAULT_LOCALE, catalogues = {}, loadCatalogue = fetchCatalogue }: ConsoleI18nOptions = {}): ConsoleI18nProvider {
  const messagesOf = (catalogue: Catalogue) => ({ ...englishMessages, ...mergeCatalogues(en, catalogue) });
  const getMessages = (requested: string) => {
    const target = isLocale(requested) ? requested : DEFAULT_LOCALE;
    const known = target === DEFAULT_LOCALE ? en : catalogues[target];
    return known ? messagesOf(known) : loadCatalogue(target).then(messagesOf);
  };
  const initial = locale === DEFAULT_LOCALE || catalogues[locale] ? locale : DEFAULT_LOCALE;
  const available = LOCALES.map((code) => ({ locale: code, name: LANGUAGE_NAMES[code] }));
  const provider = polyglotI18nProvider(getMessages, initial, available, { allowMissing: true });
  return {
    ...provider,
    changeLocale: async (next: string, options?: unknown) => {
      await provider.changeLocale(next, options);
      if (isLocale(next)) writeLocaleCookie(next);
    },
  };
}

/** Loads the catalogue of the remembered locale (the cookie's) first, so the console can start in it. */
export async function loadConsoleI18nProvider(
  locale: Locale = readLocaleCookie() ?? DEFAULT_LOCALE,
  loadCatalogue: CatalogueLoader = fetchCatalogue,
): Promise<ConsoleI18nProvider> {
  if (locale === DEFAULT_LOCALE) return createConsoleI18nProvider({ loadCatalogue });
  try {
    const catalogue = await loadCatalogue(locale);
    return createConsoleI18nProvider({ locale, catalogues: { [locale]: catalogue }, loadCatalogue });
  } catch {
    return createConsoleI18nProvider({ loadCatalogue });
  }
}
