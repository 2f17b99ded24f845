import { describe, expect, it } from 'vitest';
import { canSubmitSearch, enabledSearchTypes, searchPath, visibleSuggestions, wantsTypeAhead } from '../rules.js';
import { account, config } from '../../test/shellFixtures.js';

describe('header search', () => {
  const searchConfig = config({
    'search-types-configuration': [
      { code: 'ALL', enabled: true, 'label-i18n-key': 'search.all' },
      { code: 'MYSUBSCRIPTION', enabled: true, 'label-i18n-key': 'search.mine' },
      { code: 'D', enabled: false, 'label-i18n-key': 'search.designation' },
      { code: 'SEMANTIC', enabled: true, 'label-i18n-key': 'search.semantic' },
    ],
  });

  it('offers the enabled types, semantic only with the session flag', () => {
    expect(enabledSearchTypes(searchConfig, account())).toEqual(['ALL', 'MYSUBSCRIPTION']);
    expect(enabledSearchTypes(searchConfig, account({ semanticSearchFlag: true }))).toEqual(['ALL', 'MYSUBSCRIPTION', 'SEMANTIC']);
    expect(enabledSearchTypes(config(), account())).toEqual([]);
  });

  it('needs more than one trimmed character, except an empty subscribed search', () => {
    expect(canSubmitSearch('ALL', ' a ')).toBe(false);
    expect(canSubmitSearch('ALL', ' ab ')).toBe(true);
    expect(canSubmitSearch('SEMANTIC', 'x')).toBe(false);
    expect(canSubmitSearch('MYSUBSCRIPTION', '   ')).toBe(true);
    expect(canSubmitSearch('MYSUBSCRIPTION', 'a')).toBe(false);
  });

  it('opens the results page of the type', () => {
    expect(searchPath('ALL', ' steel pipe ')).toBe('/content-search?content=steel%20pipe&stype=ALL');
    expect(searchPath('D', 'A36')).toBe('/content-search?content=A36&stype=D');
    expect(searchPath('MYSUBSCRIPTION', 'bolts')).toBe('/mysubscription-search?content=bolts');
    expect(searchPath('SEMANTIC', 'corrosion')).toBe('/semantic-search?content=corrosion');
  });

  it('starts the type-ahead after more than two characters', () => {
    expect(wantsTypeAhead(' ab ')).toBe(false);
    expect(wantsTypeAhead('abc')).toBe(true);
  });

  it('shows 4 suggestions, 5 when there are exactly 5, and a toggle above 5', () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => i);
    expect(visibleSuggestions(list(3), false)).toEqual({ shown: [0, 1, 2], hasToggle: false });
    expect(visibleSuggestions(list(5), false)).toEqual({ shown: [0, 1, 2, 3, 4], hasToggle: false });
    expect(visibleSuggestions(list(6), false)).toEqual({ shown: [0, 1, 2, 3], hasToggle: true });
    expect(visibleSuggestions(list(6), true)).toEqual({ shown: list(6), hasToggle: true });
  });
});
