import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { en } from './en.js';
import { readLocaleCookie, writeLocaleCookie } from './cookie.js';
import { formatDate, formatNumber, loadDayjsLocale, type DateFormat, type DateInput, type NumberFormat } from './format.js';
import { DEFAULT_LOCALE, isLocale, localeDirection, type Direction, type Locale } from './locales.js';
import { translate, type Catalogue } from './translate.js';
import { fetchCatalogue, type CatalogueLoader } from './catalogue.js';
import { useDocumentLanguage } from './documentLanguage.js';
import { paramsInOwnDirection } from '@codex/domain';

export type TranslateParams = Record<string, string | number>;

export interface I18nValue {
  /** The locale whose catalogue is on screen. */
  locale: Locale;
  /** Switches language once the locale's catalogue and date names have loaded, then remembers it in the cookie. */
  setLocale(locale: Locale): Promise<void>;
  t(key: string, params?: TranslateParams): string;
  dir: Direction;
  formatDate(value: DateInput | null | undefined, format?: DateFormat): string;
  formatNumber(value: number, format?: NumberFormat): string;
}

const I18nContext = createContext<I18nValue | null>(null);

interface Loaded {
  locale: Locale;
  messages: Catalogue;
}

export interface I18nProviderProps {
  /** The locale to start in; by default the cookie's, else English. */
  initialLocale?: Locale;
  /** How catalogues are loaded; tests pass their own. */
  loadCatalogue?: CatalogueLoader;
  children?: ReactNode;
}

/**
 * Gives the app its language: English (bundled) shows at once, another locale replaces it as soon as its
 * catalogue has been fetched. Keys a catalogue lacks fall back to English, and keys English lacks show raw.
 */
export function I18nProvider({ initialLocale, loadCatalogue = fetchCatalogue, children }: I18nProviderProps) {
  const [loaded, setLoaded] = useState<Loaded>({ locale: DEFAULT_LOCALE, messages: en });
  const latest = useRef(0);

  const load = useCallback(
    async (locale: Locale): Promise<Loaded> => {
      const [messages] = await Promise.all([loadCatalogue(locale), loadDayjsLocale(locale)]);
      return { locale, messages };
    },
    [loadCatalogue],
  );

  // The last request wins; when a catalogue cannot be loaded the current language stays and the next choice can try again.
  const switchTo = useCallback(
    (locale: Locale, remember: boolean): Promise<void> => {
      const request = ++latest.current;
      return load(locale).then(
        (next) => {
          if (request !== latest.current) return;
          setLoaded(next);
          if (remember) writeLocaleCookie(locale);
        },
        (error: unknown) => {
          if (request === latest.current) console.error(error);
        },
      );
    },
    [load],
  );

  useEffect(() => {
    const chosen = initialLocale ?? readLocaleCookie();
    // English shows at once from the bundle; its whole catalogue still loads, since a build may bundle only part of it.
    void switchTo(isLocale(chosen) ? chosen : DEFAULT_LOCALE, false);
    // Unmounted or restarted: no request still on its way may set the state of a provider that is gone.
    return () => {
      latest.current += 1;
    };
  }, [initialLocale, switchTo]);

  const dir = localeDirection(loaded.locale);
  useDocumentLanguage(loaded.locale);

  const value = useMemo<I18nValue>(
    () => ({
      locale: loaded.locale,
      dir,
      setLocale: (locale) => switchTo(locale, true),
      t: (key, params) => translate(key, params && paramsInOwnDirection(params, dir), loaded.messages, en),
      formatDate: (date, format) => formatDate(date, format, loaded.locale),
      formatNumber: (number, format) => formatNumber(number, format, loaded.locale),
    }),
    [loaded, dir, switchTo],
  );

  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The current language and its helpers; outside an I18nProvider, English. */
export function useI18n(): I18nValue {
  return useContext(I18nContext) ?? ENGLISH;
}

const ENGLISH: I18nValue = {
  locale: DEFAULT_LOCALE,
  dir: 'ltr',
  setLocale: () => Promise.resolve(),
  t: (key, params) => translate(key, params, en, en),
  formatDate: (date, format) => formatDate(date, format, DEFAULT_LOCALE),
  formatNumber: (number, format) => formatNumber(number, format, DEFAULT_LOCALE),
};
