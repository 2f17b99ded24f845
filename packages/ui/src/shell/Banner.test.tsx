// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '@codex/i18n';
import { Banner } from './Banner.js';

const banner = {
  text: 'Scheduled maintenance on Saturday.',
  'start-date': '2026-01-01',
  'end-date': '2026-12-31',
  translations: [
    { lang: 'ar' as const, text: 'صيانة مجدولة يوم السبت.' },
    { lang: 'fr' as const, text: 'Maintenance prévue samedi.' },
  ],
};
const now = new Date('2026-06-01T12:00:00');
// The catalogue itself is not under test: English messages for every locale.
const loadCatalogue = async () => ({});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('Banner', () => {
  it("shows the tenant's Arabic text to a reader in Arabic, marked as Arabic", async () => {
    render(
      <I18nProvider initialLocale="ar" loadCatalogue={loadCatalogue}>
        <Banner banner={banner} now={now} allowed />
      </I18nProvider>,
    );
    const text = await screen.findByText('صيانة مجدولة يوم السبت.');
    expect(text.getAttribute('lang')).toBe('ar');
    expect(screen.queryByText('Scheduled maintenance on Saturday.')).toBeNull();
  });

  it('shows the text the tenant wrote first where it wrote no translation for the language, isolated from the page direction', async () => {
    render(
      <I18nProvider initialLocale="de" loadCatalogue={loadCatalogue}>
        <Banner banner={banner} now={now} allowed />
      </I18nProvider>,
    );
    const text = await screen.findByText('Scheduled maintenance on Saturday.');
    expect(text.getAttribute('dir')).toBe('auto');
    expect(text.getAttribute('lang')).toBeNull();
  });
});
