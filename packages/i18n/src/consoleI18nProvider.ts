import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { en } from './en.js';
import { fetchCatalogue, mergeCatalogues, type CatalogueLoader } from './catalogue.js';
import { readLocaleCookie, writeLocaleCookie } from './cookie.js';
import { DEFAULT_LOCALE, LANGUAGE_NAMES, LOCALES, isLocale, localeDirection, type Locale } from './locales.js';
import { paramsInOwnDirection } from '@codex/domain';
import { reactAdminPackageMessages } from './reactAdminMessages.js';
import type { Catalogue } from './translate.js';

/** react-admin's I18nProvider, as ra-i18n-polyglot makes it. */
export type ConsoleI18nProvider = ReturnType<typeof polyglotI18nProvider>;

export interface ConsoleI18nOptions {
  /** The locale to start in. It needs its catalogue in `catalogues` (English is always there); otherwise the console starts in English. */
  locale?: Locale;
  /** Catalogues already loaded, by locale (as loadConsoleCatalogue makes them: with the locale's react-admin package). */
  catalogues?: Partial<Record<Locale, Catalogue>>;
  /** How other locales' catalogues are loaded when the user switches; by default fetched from /i18n/{locale}.json. */
  loadCatalogue?: CatalogueLoader;
}

/** English under everything: react-admin's own messages and the apps' English catalogue. */
const ENGLISH: Catalogue = mergeCatalogues(englishMessages as unknown as Catalogue, en);

/**
 * A locale's console catalogue: its ra-language-* package's `ra` messages (if one is used) under the locale's own
 * catalogue, whose `ra` key translates react-admin's messages where no package does and mends what a package lacks.
 */
export async function loadConsoleCatalogue(locale: Locale, loadCatalogue: CatalogueLoader = fetchCatalogue): Promise<Catalogue> {
  const [catalogue, reactAdmin] = await Promise.all([loadCatalogue(locale), reactAdminPackageMessages(locale)]);
  return mergeCatalogues(reactAdmin, catalogue);
}

/**
 * react-admin's i18n provider over the apps' shared catalogues. Each locale's catalogue (with react-admin's own
 * `ra.*` messages in that language, docs/adr/0058) is laid over English, so a missing key shows the English text.
 * A change of locale is remembered in the same cookie the reader uses.
 */
export function createConsoleI18nProvider({ locale = DEFAULT_LOCALE, catalogues = {}, loadCatalogue = fetchCatalogue }: ConsoleI18nOptions = {}): ConsoleI18nProvider {
  // react-admin's messages type, which a catalogue of nested strings is.
  const messagesOf = (catalogue: Catalogue) => mergeCatalogues(ENGLISH, catalogue) as unknown as typeof englishMessages;
  const getMessages = (requested: string) => {
    const target = isLocale(requested) ? requested : DEFAULT_LOCALE;
    const known = target === DEFAULT_LOCALE ? en : catalogues[target];
    return known ? messagesOf(known) : loadConsoleCatalogue(target, loadCatalogue).then(messagesOf);
  };
  const initial = locale === DEFAULT_LOCALE || catalogues[locale] ? locale : DEFAULT_LOCALE;
  const available = LOCALES.map((code) => ({ locale: code, name: LANGUAGE_NAMES[code] }));
  const provider = polyglotI18nProvider(getMessages, initial, available, { allowMissing: true });
  return {
    ...provider,
    // A name or a term set in a sentence keeps its own direction (react-admin's `_` and `smart_count` stay as given).
    translate: (key: string, options?: Record<string, unknown>) => {
      const locale = provider.getLocale();
      if (!options || !isLocale(locale)) return provider.translate(key, options);
      const { _: fallback, ...params } = options;
      const isolated = paramsInOwnDirection(params, localeDirection(locale));
      if (isolated === params) return provider.translate(key, options);
      return provider.translate(key, fallback === undefined ? isolated : { ...isolated, _: fallback });
    },
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
    const catalogue = await loadConsoleCatalogue(locale, loadCatalogue);
    return createConsoleI18nProvider({ locale, catalogues: { [locale]: catalogue }, loadCatalogue });
  } catch {
    return createConsoleI18nProvider({ loadCatalogue });
  }
}
