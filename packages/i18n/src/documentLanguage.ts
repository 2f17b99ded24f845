import { useEffect } from 'react';
import { localeDirection, type Locale } from './locales.js';

/**
 * Keeps the page's `<html lang dir>` on the language shown, so screen readers speak it in the right voice and the
 * browser lays out what MUI does not own (scroll bars, form controls, text outside components) in its direction.
 * The reader's I18nProvider and the console (react-admin's locale) both call it.
 */
export function useDocumentLanguage(locale: Locale): void {
  const dir = localeDirection(locale);
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }, [locale, dir]);
}
