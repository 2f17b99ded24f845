// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider, useI18n } from './I18nProvider.js';
import type { CatalogueLoader } from './catalogue.js';
import { LOCALE_COOKIE, readLocaleCookie, writeLocaleCookie } from './cookie.js';
import type { Locale } from './locales.js';

const catalogues: Partial<Record<Locale, object>> = {
  de: { app: { home: 'Startseite', auth: { signedInAs: 'Angemeldet als %{name}' } } },
  ar: { app: { home: 'الصفحة الرئيسية', auth: { signedInAs: 'تم تسجيل الدخول باسم %{name}' } } },
};
const fakeLoader: CatalogueLoader = async (locale) => (catalogues[locale] ?? {}) as never;

function renderI18n(initialLocale?: Locale) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider initialLocale={initialLocale} loadCatalogue={fakeLoader}>
      {children}
    </I18nProvider>
  );
  return renderHook(() => useI18n(), { wrapper });
}

afterEach(() => {
  cleanup();
  document.cookie = `${LOCALE_COOKIE}=; Max-Age=0; Path=/`;
});

describe('useI18n', () => {
  it('starts in English', () => {
    const { result } = renderI18n();
    expect(result.current.locale).toBe('en');
    expect(result.current.dir).toBe('ltr');
    expect(result.current.t('app.home')).toBe('Home');
    expect(result.current.t('app.auth.signedInAs', { name: 'Ada' })).toBe('Signed in as Ada');
  });

  it('falls back to English for a key the locale lacks, and to the raw key when English lacks it too', async () => {
    const { result } = renderI18n();
    await act(() => result.current.setLocale('de'));
    expect(result.current.locale).toBe('de');
    expect(result.current.t('app.home')).toBe('Startseite');
    expect(result.current.t('app.auth.signedInAs', { name: 'Ada' })).toBe('Angemeldet als Ada');
    expect(result.current.t('app.auth.signOut')).toBe('Sign out');
    expect(result.current.t('app.nothing.here')).toBe('app.nothing.here');
  });

  it('lays Arabic out right to left and marks the document', async () => {
    const { result } = renderI18n();
    await act(() => result.current.setLocale('ar'));
    expect(result.current.dir).toBe('rtl');
    expect(result.current.t('app.home')).toBe('الصفحة الرئيسية');
    // A Latin name keeps its own direction inside the Arabic sentence; an Arabic one needs nothing.
    expect(result.current.t('app.auth.signedInAs', { name: 'Ada L.' })).toBe('تم تسجيل الدخول باسم \u2068Ada L.\u2069');
    expect(result.current.t('app.auth.signedInAs', { name: 'آدا' })).toBe('تم تسجيل الدخول باسم آدا');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    await act(() => result.current.setLocale('en'));
    expect(result.current.dir).toBe('ltr');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('remembers the chosen language in the cookie and starts in it next time', async () => {
    const first = renderI18n();
    await act(() => first.result.current.setLocale('de'));
    expect(readLocaleCookie()).toBe('de');
    first.unmount();

    const second = renderI18n();
    await waitFor(() => expect(second.result.current.locale).toBe('de'));
  });

  it('formats dates and numbers for the current locale', async () => {
    const { result } = renderI18n('de');
    await waitFor(() => expect(result.current.locale).toBe('de'));
    expect(result.current.formatDate(new Date(2024, 2, 5), 'DD MMMM YYYY')).toBe('05 März 2024');
    expect(result.current.formatNumber(1234.5, '0,0.[00]')).toBe('1.234,5');
  });

  it('takes no notice of a catalogue that fails after the provider is gone', async () => {
    let fail: (error: Error) => void = () => undefined;
    const slowLoader: CatalogueLoader = () => new Promise((_, reject) => (fail = reject));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider initialLocale="de" loadCatalogue={slowLoader}>
        {children}
      </I18nProvider>
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { result, unmount } = renderHook(() => useI18n(), { wrapper });
      expect(result.current.locale).toBe('en');
      unmount();
      fail(new Error('catalogue de: 503'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});

describe('locale cookie', () => {
  it('reads only a supported locale', () => {
    expect(readLocaleCookie(`a=b; ${LOCALE_COOKIE}=fr-CA; c=d`)).toBe('fr-CA');
    expect(readLocaleCookie(`${LOCALE_COOKIE}=xx`)).toBeUndefined();
    expect(readLocaleCookie('')).toBeUndefined();
  });

  it('writes the locale', () => {
    writeLocaleCookie('ja');
    expect(readLocaleCookie()).toBe('ja');
  });
});
