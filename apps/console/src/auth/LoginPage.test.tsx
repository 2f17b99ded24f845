// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createConsoleI18nProvider, type Catalogue } from '@codex/i18n';
import arabic from '../../../../packages/i18n/locales/ar.json' with { type: 'json' };
import { renderInAdmin } from '../test/renderInAdmin.js';
import { tenantConfig } from '../test/fakeServices.js';
import { LoginPage } from './LoginPage.js';

describe('LoginPage', () => {
  it('names the tab after what the page is for, once the provider has no session to give', async () => {
    renderInAdmin(<LoginPage />);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false);
    await waitFor(() => expect(document.title).toBe(`Sign in — ${tenantConfig.branding.productName}`));
  });

  it('names it in the console language', async () => {
    renderInAdmin(<LoginPage />, { i18nProvider: createConsoleI18nProvider({ locale: 'ar', catalogues: { ar: arabic as unknown as Catalogue } }) });
    expect(await screen.findByRole('button', { name: 'تسجيل الدخول' })).toHaveProperty('disabled', false);
    await waitFor(() => expect(document.title).toBe(`تسجيل الدخول — ${tenantConfig.branding.productName}`));
  });
});
