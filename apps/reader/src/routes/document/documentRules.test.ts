import { describe, expect, it } from 'vitest';
import { compareSelection, isCompareOptionDisabled, showCitation, showCompare, showFavorite, showShare, showTrack, showTrackWorkItem, visibleTabs, ACTIVITY } from './documentRules.js';

const on = (...codes: string[]) => codes.map((code) => ({ code, enabled: true })) as never;
const keystone = { kind: 'standards-body' as const, features: on('show-tracker', 'version-compare', 'citations', 'work-items', 'e-learning', 'content-share'), menu: [] };
const community = { kind: 'community' as const, features: on('show-tracker', 'version-compare'), menu: [] };
const rfc = {
  allowToTrack: true,
  allowToFavorite: true,
  documentType: 'RFC',
  classification: 'Internet Standard',
  languageCode: 'en-US',
  contentType: 'STANDARDS',
  downloadable: true,
  citationArticleTypeExclude: [],
  assetType: 'standard',
};
const individual = { userType: 'INDIVIDUAL' as const, userMenuList: [] };
const metadata = { tabs: [{ id: 'PDF', position: 0 }, { id: 'HTML', position: 1 }], video: 'N' as const, hasActivatedCompassPoint: false, hasDeactivatedCompassPoint: false };
const counts = { workItemCount: 0, videoCount: 0, eLearningCount: 0, relatedCount: 0 };

describe('document page rules', () => {
  it('numbers the actions 0 to 5 as the spec does', () => {
    expect(ACTIVITY).toEqual({ track: 0, favorite: 1, download: 2, compare: 3, more: 4, compassPointDownload: 5 });
  });

  it('orders the tabs by position and shows work items only on the standards body when items exist', () => {
    expect(visibleTabs({ metadata, tenant: keystone, account: individual, ...counts })).toEqual(['PDF', 'HTML']);
    expect(visibleTabs({ metadata, tenant: keystone, account: individual, ...counts, workItemCount: 1, relatedCount: 3 })).toEqual(['PDF', 'HTML', 'WORK_ITEMS', 'RELATED']);
    expect(visibleTabs({ metadata, tenant: community, account: individual, ...counts, workItemCount: 1 })).toEqual(['PDF', 'HTML']);
  });

  it('shows visual content without e-learning and training with it', () => {
    const withVideo = { ...metadata, video: 'Y' as const };
    expect(visibleTabs({ metadata: withVideo, tenant: community, account: individual, ...counts, videoCount: 2 })).toContain('VISUAL_CONTENT');
    expect(visibleTabs({ metadata: withVideo, tenant: keystone, account: individual, ...counts, videoCount: 2 })).toEqual(['PDF', 'HTML', 'TRAINING']);
  });

  it('takes the tabs the server names, mapped to the page tabs', () => {
    const server = { ...metadata, tabs: [...metadata.tabs, { id: 'RELATED_CONTENT', position: 4 }, { id: 'TRAINING_VIDEOS', position: 3 }] };
    expect(visibleTabs({ metadata: server, tenant: keystone, account: individual, ...counts })).toEqual(['PDF', 'HTML', 'TRAINING', 'RELATED']);
  });

  it('hides tracking when the document forbids it, and on the standards body for types that are not standards', () => {
    expect(showTrack(rfc, keystone, individual)).toBe(true);
    expect(showTrack({ ...rfc, allowToTrack: false }, keystone, individual)).toBe(false);
    expect(showTrack({ ...rfc, documentType: 'SP', contentType: 'TECHNICAL_REPORT' }, keystone, individual)).toBe(false);
    expect(showTrack({ ...rfc, documentType: 'SP', contentType: 'TECHNICAL_REPORT', languageCode: 'de-DE' }, keystone, individual)).toBe(true);
    expect(showTrack({ ...rfc, classification: 'RL' }, keystone, individual)).toBe(false);
    expect(showTrack({ ...rfc, documentType: 'SP', contentType: 'TECHNICAL_REPORT' }, community, individual)).toBe(true);
    expect(showTrack(rfc, { ...keystone, menu: [{ menuName: 'Tracker', isShowed: false }] }, individual)).toBe(false);
  });

  it('offers "Track work item" wherever the tracker is offered to the user, whatever the type of the document', () => {
    expect(showTrackWorkItem(keystone, individual)).toBe(true);
    expect(showTrackWorkItem(keystone, null)).toBe(false);
    expect(showTrackWorkItem({ ...keystone, menu: [{ menuName: 'Tracker', isShowed: false }] }, individual)).toBe(false);
    expect(showTrackWorkItem({ ...keystone, features: on('version-compare', 'work-items') }, individual)).toBe(false);
  });

  it('hides favorite only when allowToFavorite is false', () => {
    expect(showFavorite(rfc)).toBe(true);
    expect(showFavorite({ ...rfc, allowToFavorite: false })).toBe(false);
  });

  it('offers compare only with version-compare and two versions in the active tab', () => {
    expect(showCompare(keystone, 2, true)).toBe(true);
    expect(showCompare(keystone, 1, true)).toBe(false);
    expect(showCompare({ ...keystone, features: on('citations') }, 5, true)).toBe(false);
  });

  it('ignores compare when the document is not downloadable', () => {
    expect(showCompare(keystone, 2, false)).toBe(false);
    expect(showCompare(keystone, 5, false)).toBe(false);
  });

  it('offers citations on the standards tenant only, never for FIPS or an excluded type', () => {
    expect(showCitation(rfc, keystone)).toBe(true);
    expect(showCitation(rfc, community)).toBe(false);
    expect(showCitation({ ...rfc, documentType: 'FIPS' }, keystone)).toBe(false);
    expect(showCitation({ ...rfc, citationArticleTypeExclude: ['RFC'] }, keystone)).toBe(false);
  });

  it('shows share only with content-share, and only to signed-in individuals', () => {
    expect(showShare(keystone, { userType: 'INDIVIDUAL' })).toBe(true);
    expect(showShare(keystone, { userType: 'COMPANY' })).toBe(false);
    expect(showShare(keystone, null)).toBe(false);
    expect(showShare(community, { userType: 'INDIVIDUAL' })).toBe(false);
  });

  it('takes exactly two versions in the compare dialog and disables the others', () => {
    let checked = compareSelection([], 1);
    checked = compareSelection(checked, 2);
    expect(checked).toEqual([1, 2]);
    expect(compareSelection(checked, 3)).toEqual([1, 2]);
    expect(isCompareOptionDisabled(checked, 3)).toBe(true);
    expect(isCompareOptionDisabled(checked, 1)).toBe(false);
    expect(compareSelection(checked, 1)).toEqual([2]);
  });
});
