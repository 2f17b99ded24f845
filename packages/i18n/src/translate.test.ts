import { describe, expect, it } from 'vitest';
import { t } from './translate.js';

describe('t', () => {
  it('translates a dotted key and fills placeholders', () => {
    expect(t('app.auth.signedInAs', { name: 'Ada Lovelace' })).toBe('Signed in as Ada Lovelace');
    expect(t('app.document.title', { contentCode: 'D7' })).toBe('Document D7');
  });

  it('returns the raw key when the message is missing', () => {
    expect(t('app.nothing.here')).toBe('app.nothing.here');
    expect(t('app.auth')).toBe('app.auth');
  });

  it('leaves a placeholder it has no value for', () => {
    expect(t('app.auth.signedInAs')).toBe('Signed in as %{name}');
  });
});
