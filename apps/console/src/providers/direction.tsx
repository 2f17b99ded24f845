import { useCallback, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { localStorageStore, useLocale, useTranslate, type Store } from 'react-admin';
import { DEFAULT_LOCALE, isLocale, localeDirection, readLocaleCookie, useDocumentLanguage } from '@codex/i18n';
import { DirectionProvider } from '@codex/ui';

/**
 * react-admin's store (localStorage), except that the locale is the one both apps remember in the locale cookie:
 * a language chosen in the reader opens the console in it (react-admin switches to the store's locale before its
 * first render), and one chosen in the console's menu is written back to the cookie by the i18n provider.
 */
export function createConsoleStore(base: Store = localStorageStore()): Store {
  return {
    ...base,
    getItem: <T,>(key: string, defaultValue?: T): T | undefined => {
      const remembered = key === 'locale' ? readLocaleCookie() : undefined;
      return remembered ? (remembered as T) : base.getItem(key, defaultValue);
    },
  };
}

/**
 * Lays the console out in the direction of react-admin's current locale (Arabic right to left) with the reader's
 * DirectionProvider (the theme's direction and the emotion cache that flips MUI's styles), and keeps the page's
 * `<html lang dir>` on that locale. Place it inside react-admin's AdminContext, around AdminUI.
 */
export function ConsoleDirection({ children }: { children: ReactNode }) {
  const current = useLocale();
  const locale = isLocale(current) ? current : DEFAULT_LOCALE;
  useDocumentLanguage(locale);
  return (
    <DirectionProvider dir={localeDirection(locale)}>
      <NamedSpinners>{children}</NamedSpinners>
    </DirectionProvider>
  );
}

/**
 * Every spinner gets a name in the console's language by default: react-admin draws some of its own (an input whose
 * choices load, a count) without one, and an unnamed progress bar is one assistive technology cannot announce
 * (axe's aria-progressbar-name). A spinner given its own name or hidden keeps that.
 */
function NamedSpinners({ children }: { children: ReactNode }) {
  const loading = useTranslate()('ra.page.loading');
  const named = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiCircularProgress: { ...outer.components?.MuiCircularProgress, defaultProps: { ...outer.components?.MuiCircularProgress?.defaultProps, 'aria-label': loading } },
      },
    }),
    [loading],
  );
  return <ThemeProvider theme={named}>{children}</ThemeProvider>;
}
