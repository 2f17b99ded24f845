import { describe, expect, it } from 'vitest';
import { createConsoleI18nProvider, loadConsoleI18nProvider } from './consoleI18nProvider.js';
import type { CatalogueLoader } from './catalogue.js';

const german = { app: { console: { dashboardTitle: 'Übersicht' } } };
const loadCatalogue: CatalogueLoader = async (locale) => (locale === 'de' ? german : {});

describe('createConsoleI18nProvider', () => {
  it('speaks English with react-admin’s strings by default', () => {
    const provider = createConsoleI18nProvider();
    expect(provider.getLocale()).toBe('en');
    expect(provider.translate('app.console.dashboardTitle')).toBe('Dashboard');
    expect(provider.translate('ra.action.save')).toBe('Save');
    expect(provider.getLocales?.()).toHaveLength(14);
  });

  it('starts in a preloaded locale and falls back to English for keys it lacks', () => {
    const provider = createConsoleI18nProvider({ locale: 'de', catalogues: { de: german } });
    expect(provider.getLocale()).toBe('de');
    expect(provider.translate('app.console.dashboardTitle')).toBe('Übersicht');
    expect(provider.translate('app.auth.signIn')).toBe('Sign in');
    expect(provider.translate('ra.action.save')).toBe('Save');
  });

  it('loads a locale’s catalogue when switching', async () => {
    const provider = createConsoleI18nProvider({ loadCatalogue });
    await provider.changeLocale('de');
    expect(provider.getLocale()).toBe('de');
    expect(provider.translate('app.console.dashboardTitle')).toBe('Übersicht');
  });

  it('can load the starting locale first', async () => {
    const provider = await loadConsoleI18nProvider('de', loadCatalogue);
    expect(provider.getLocale()).toBe('de');
    expect(provider.translate('app.console.dashboardTitle')).toBe('Übersicht');
  });

  it('sets a Latin name in an Arabic sentence in its own direction, and leaves English sentences and defaults alone', () => {
    const arabic = { app: { auth: { signedInAs: 'تم تسجيل الدخول باسم %{name}' } } };
    const provider = createConsoleI18nProvider({ locale: 'ar', catalogues: { ar: arabic } });
    expect(provider.translate('app.auth.signedInAs', { name: 'Ada L.' })).toBe('تم تسجيل الدخول باسم \u2068Ada L.\u2069');
    expect(provider.translate('no.such.key', { _: 'Fallback text' })).toBe('Fallback text');
    expect(provider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 20 })).not.toMatch(/\u2068/);
    expect(createConsoleI18nProvider().translate('app.auth.signedInAs', { name: 'Ada L.' })).toBe('Signed in as Ada L.');
  });
});
