// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { card, edsger, frances, member, noDesignation, radia, rfc9110, rfc9111 } from '../../test/groupFixtures.js';
import { createTheme } from '@mui/material/styles';
import { cutGroupName, DELETE_DOCUMENT_Z_INDEX, GROUP_MODAL_Z_INDEX, modalLayer, documentChanges, documentLabel, filterDocuments, filterMembers, isSearchable, sortGroups, visibleMembers } from './groupRules.js';

describe('group rules', () => {
  it('sorts groups on the lower-cased name, A - Z and Z - A', () => {
    const groups = [card(1, 'beta', 7, ['Ada', 'Lovelace']), card(2, 'Alpha', 7, ['Ada', 'Lovelace']), card(3, 'Gamma', 7, ['Ada', 'Lovelace'])];
    expect(sortGroups(groups, 'asc').map((g) => g.name)).toEqual(['Alpha', 'beta', 'Gamma']);
    expect(sortGroups(groups, 'desc').map((g) => g.name)).toEqual(['Gamma', 'beta', 'Alpha']);
  });

  it('cuts the name at 50 characters with an ellipsis, and leaves 50 alone', () => {
    expect(cutGroupName('x'.repeat(50))).toBe('x'.repeat(50));
    expect(cutGroupName('y'.repeat(51))).toBe(`${'y'.repeat(50)}...`);
  });

  it('shows the first 6 members, the rest once expanded', () => {
    const eight = Array.from({ length: 8 }, (_, i) => member(i + 1, `First${i + 1}`, 'Last'));
    expect(visibleMembers(eight, false)).toEqual({ shown: eight.slice(0, 6).map((m) => `${m.firstName} Last`), hidden: 2 });
    expect(visibleMembers(eight, true).shown).toHaveLength(8);
    expect(visibleMembers(eight.slice(0, 6), false).hidden).toBe(0);
  });

  it('searches with more than 2 trimmed characters only', () => {
    expect(isSearchable('  ab  ')).toBe(false);
    expect(isSearchable(' abc')).toBe(true);
  });

  it('filters members on first plus last name and documents on title, asset id or designation', () => {
    expect(filterMembers([frances, radia, edsger], 'S ALL')).toEqual([frances]);
    expect(filterMembers([frances, radia], '  ')).toEqual([frances, radia]);
    expect(filterDocuments([rfc9110, rfc9111, noDesignation], 'rfc 9111')).toEqual([rfc9111]);
    expect(filterDocuments([rfc9110, rfc9111, noDesignation], 'wcag-22')).toEqual([noDesignation]);
    expect(filterDocuments([rfc9110, rfc9111, noDesignation], 'semantics')).toEqual([rfc9110]);
  });

  it('labels a document by designation, else asset id, with the title decoded', () => {
    expect(documentLabel(rfc9111)).toEqual({ reference: 'RFC 9111', title: 'HTTP Caching & Freshness' });
    expect(documentLabel(noDesignation).reference).toBe('WCAG-22');
  });

  it('sends added codes and removed content ids when a group is edited', () => {
    expect(documentChanges([rfc9110, rfc9111], [rfc9111, noDesignation])).toEqual({ contentCodes: ['W3C-WCAG22'], removeContentIds: [901] });
  });

  it('keeps the group dialogs 3 layers above the header and the delete-document confirmation at its layer, under menus', () => {
    const theme = createTheme();
    expect(modalLayer(GROUP_MODAL_Z_INDEX)(theme)).toBe(theme.zIndex.appBar + 3);
    expect(modalLayer(DELETE_DOCUMENT_Z_INDEX)(theme)).toBe(theme.zIndex.appBar);
    expect(modalLayer(GROUP_MODAL_Z_INDEX)(theme)).toBeLessThan(theme.zIndex.modal);
  });
});
