import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { en } from './en.js';

/** react-admin's translations plus the app's own, English only for now. */
export function createConsoleI18nProvider() {
  const messages = { ...englishMessages, ...en };
  return polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
}
