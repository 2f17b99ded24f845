// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider, type Catalogue } from '@codex/i18n';
import ar from '../../../../../packages/i18n/locales/ar.json' with { type: 'json' };
import { NoResults } from './NoResults.js';

afterEach(cleanup);

function renderNoResults(term: string, locale: 'en' | 'ar') {
  render(
    <I18nProvider initialLocale={locale} loadCatalogue={async () => (locale === 'ar' ? (ar as Catalogue) : ({} as Catalogue))}>
      <NoResults term={term} hasRefinements={false} onClearRefinements={() => undefined} />
    </I18nProvider>,
  );
}

describe('NoResults', () => {
  it('names the term exactly as typed in English', async () => {
    renderNoResults('transport layer', 'en');
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('No results for “transport layer”');
  });

  it('keeps a Latin term in its own direction inside the Arabic sentence (its quotes and ellipsis at its ends)', async () => {
    renderNoResults('transport layer', 'ar');
    const heading = await screen.findByRole('heading', { level: 2, name: /لا توجد نتائج/ });
    expect(heading.textContent).toBe('لا توجد نتائج لـ «\u2068transport layer\u2069»');
  });
});
