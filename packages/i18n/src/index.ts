export { en, type Messages } from './en.js';
export { t, translate, type Catalogue } from './translate.js';
export { createConsoleI18nProvider, loadConsoleI18nProvider, type ConsoleI18nOptions, type ConsoleI18nProvider } from './consoleI18nProvider.js';
export { LOCALES, DEFAULT_LOCALE, LANGUAGE_NAMES, isLocale, localeDirection, type Locale, type Direction } from './locales.js';
export { LOCALE_COOKIE, readLocaleCookie, writeLocaleCookie } from './cookie.js';
export {
  DATE_FORMATS,
  NUMBER_FORMATS,
  formatDate,
  formatNumber,
  loadDayjsLocale,
  type DateFormat,
  type NumberFormat,
  type DateInput,
} from './format.js';
export { useDocumentLanguage } from './documentLanguage.js';
export { I18nProvider, useI18n, type I18nValue, type I18nProviderProps, type TranslateParams } from './I18nProvider.js';
export { fetchCatalogue, mergeCatalogues, type CatalogueLoader } from './catalogue.js';
export { termLabel, type TermVocabulary } from './terms.js';
export { leftToRight } from '@codex/domain';
