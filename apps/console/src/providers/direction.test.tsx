// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import CircularProgress from '@mui/material/CircularProgress';
import { useTheme } from '@mui/material/styles';
import { AdminContext, memoryStore } from 'react-admin';
import { createConsoleI18nProvider, LOCALE_COOKIE } from '@codex/i18n';
import { ConsoleDirection, createConsoleStore } from './direction.js';

function ThemeDirection() {
  return <p>theme runs {useTheme().direction}</p>;
}

function renderConsoleIn(locale: 'en' | 'ar') {
  const i18nProvider = createConsoleI18nProvider({ locale, catalogues: { ar: {} } });
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <ConsoleDirection>
        <ThemeDirection />
      </ConsoleDirection>
    </AdminContext>,
  );
}

afterEach(() => {
  cleanup();
  document.cookie = `${LOCALE_COOKIE}=; Max-Age=0; Path=/`;
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});

describe('the console in the direction of its language', () => {
  it('lays Arabic out right to left: the theme and <html lang dir>', async () => {
    renderConsoleIn('ar');
    expect(await screen.findByText('theme runs rtl')).toBeTruthy();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
  });

  it('lays English out left to right', async () => {
    renderConsoleIn('en');
    expect(await screen.findByText('theme runs ltr')).toBeTruthy();
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(document.documentElement.lang).toBe('en');
  });
});

describe("the console's spinners", () => {
  it("name themselves in the console's language unless given a name, so none is an unnamed progress bar", async () => {
    const i18nProvider = createConsoleI18nProvider({ locale: 'en' });
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <ConsoleDirection>
          <CircularProgress />
          <CircularProgress aria-label="Sending" />
        </ConsoleDirection>
      </AdminContext>,
    );
    await waitFor(() => expect(screen.getAllByRole('progressbar').map((p) => p.getAttribute('aria-label'))).toEqual(['Loading', 'Sending']));
  });
});

describe("the console's store", () => {
  it('answers the locale both apps remember in the cookie', () => {
    const store = createConsoleStore(memoryStore({ locale: 'fr' }));
    expect(store.getItem('locale')).toBe('fr');
    document.cookie = `${LOCALE_COOKIE}=ar; Path=/`;
    expect(store.getItem('locale')).toBe('ar');
  });

  it('keeps every other value as react-admin stored it', () => {
    document.cookie = `${LOCALE_COOKIE}=ar; Path=/`;
    const store = createConsoleStore(memoryStore({ 'accounts.listParams': { page: 2 } }));
    expect(store.getItem('accounts.listParams')).toEqual({ page: 2 });
    expect(store.getItem('theme', 'light')).toBe('light');
  });
});
