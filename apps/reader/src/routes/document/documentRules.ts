import type { AccountSession, FeatureCode, TenantConfig } from '@codex/domain';
import type { DocumentPageMetadata } from '@codex/data';

/**
 * The document page's rules (spec "reading experience", sections 2 Document page, 4, 5 and 6) as pure functions,
 * so every condition is tested without rendering the page.
 */

export type DocumentTenant = Partial<Pick<TenantConfig, 'kind' | 'features' | 'menu'>>;
export type DocumentAccount = Partial<Pick<AccountSession, 'userType' | 'compassPointFlag' | 'userMenuList'>> | null | undefined;

/** Activity ids of the actions (spec section 2): analytics and the action bar use them. */
export const ACTIVITY = { track: 0, favorite: 1, download: 2, compare: 3, more: 4, compassPointDownload: 5 } as const;

export type TabId = 'PDF' | 'HTML' | 'WORK_ITEMS' | 'VISUAL_CONTENT' | 'TRAINING' | 'RELATED' | 'COMPASS_POINTS';

const SERVER_TAB_IDS: Record<string, TabId | undefined> = {
  PDF: 'PDF',
  HTML: 'HTML',
  WORK_ITEMS: 'WORK_ITEMS',
  VISUAL_CONTENT: 'VISUAL_CONTENT',
  TRAINING_VIDEOS: 'TRAINING',
  TRAINING: 'TRAINING',
  RELATED_CONTENT: 'RELATED',
  RELATED: 'RELATED',
  COMPASS_POINTS: 'COMPASS_POINTS',
};

export interface TabInputs {
  metadata: Pick<DocumentPageMetadata, 'tabs' | 'video' | 'hasActivatedCompassPoint' | 'hasDeactivatedCompassPoint'>;
  tenant: DocumentTenant;
  account: DocumentAccount;
  workItemCount: number;
  videoCount: number;
  eLearningCount: number;
  relatedCount: number;
  /** The Compass Points tab arrives with its own feature; until then it is never offered. */
  compassPointsAvailable?: boolean;
}

const featureOn = (tenant: DocumentTenant, code: FeatureCode) => (tenant.features ?? []).some((feature) => feature.code === code && feature.enabled);
const isStandardsBody = (tenant: DocumentTenant) => tenant.kind === 'standards-body';

/** The tabs the page shows, in position order (PDF 0, HTML 1, Work Items 2, Visual Content or Training 3, Related 4, Compass Points 5). */
export function visibleTabs(input: TabInputs): TabId[] {
  const { metadata, tenant, account } = input;
  const tabs: { id: TabId; position: number }[] = [];
  // The server applies the same rules to what it knows; its tab ids are mapped onto the page's.
  for (const tab of metadata.tabs) {
    const id = SERVER_TAB_IDS[tab.id];
    if (id && id !== 'COMPASS_POINTS') tabs.push({ id, position: tab.position });
  }
  const add = (id: TabId, position: number) => {
    if (!tabs.some((tab) => tab.id === id)) tabs.push({ id, position });
  };
  if (isStandardsBody(tenant) && featureOn(tenant, 'work-items') && input.workItemCount > 0) add('WORK_ITEMS', 2);
  const tenantHasELearning = featureOn(tenant, 'e-learning');
  if (metadata.video === 'Y' && !tenantHasELearning && input.videoCount > 0) add('VISUAL_CONTENT', 3);
  if (tenantHasELearning && (input.eLearningCount > 0 || input.videoCount > 0)) add('TRAINING', 3);
  if (input.relatedCount > 0) add('RELATED', 4);
  if (
    input.compassPointsAvailable &&
    account?.userType === 'INDIVIDUAL' &&
    (metadata.hasActivatedCompassPoint || metadata.hasDeactivatedCompassPoint)
  ) {
    add('COMPASS_POINTS', 5);
  }
  return tabs.sort((a, b) => a.position - b.position).map((tab) => tab.id);
}

type ActionMetadata = Pick<
  DocumentPageMetadata,
  'allowToTrack' | 'allowToFavorite' | 'documentType' | 'classification' | 'languageCode' | 'contentType' | 'downloadable' | 'citationArticleTypeExclude' | 'assetType'
>;

/** Document types of the standards body's catalogue that are standards (RFCs and FIPS are standards here). */
const STANDARD_TYPES = new Set(['RFC', 'FIPS', 'STANDARD', 'STANDARDS']);

/**
 * Track/untrack: hidden unless allowToTrack is not false and the tenant offers the tracker. On the standards-body
 * tenant only standards (not classification RL) and translated documents show it.
 */
export function showTrack(metadata: ActionMetadata, tenant: DocumentTenant, account: DocumentAccount): boolean {
  if (metadata.allowToTrack === false) return false;
  if (!featureOn(tenant, 'show-tracker') || !menuShown('Tracker', tenant, account)) return false;
  if (!isStandardsBody(tenant)) return true;
  const translated = !/^en\b/i.test(metadata.languageCode ?? 'en');
  const standard = (STANDARD_TYPES.has(metadata.documentType.toUpperCase()) || metadata.contentType === 'STANDARDS') && metadata.classification !== 'RL';
  return standard || translated;
}

/**
 * "Track work item" (docs/adr/0056): where the tenant offers the tracker to the user. Work items are the standards
 * body's own feature, so the Track button's document-type rule (standards only) is not theirs: a draft is what they track.
 */
export function showTrackWorkItem(tenant: DocumentTenant, account: DocumentAccount): boolean {
  return Boolean(account) && featureOn(tenant, 'show-tracker') && menuShown('Tracker', tenant, account);
}

export function showFavorite(metadata: ActionMetadata): boolean {
  return metadata.allowToFavorite !== false;
}

/**
 * Compare: only with feature version-compare, at least two versions in the active tab, and a downloadable document
 * (spec section 5: "Download and compare are ignored when downloadable is false").
 */
export function showCompare(tenant: DocumentTenant, activeTabVersionCount: number, downloadable: boolean): boolean {
  return featureOn(tenant, 'version-compare') && activeTabVersionCount >= 2 && downloadable;
}

/**
 * Document types that are standards proper and so not cited (the spec cites journals, STP books and symposia and
 * manuals; RFCs are a serial, NIST SPs and W3C reports a report series: docs/adr/0011-citations.md).
 */
const NOT_CITED_TYPES = new Set(['FIPS']);

/** Citation: the standards tenant with feature citations, for citable types whose article type is not excluded. */
export function showCitation(metadata: ActionMetadata, tenant: DocumentTenant): boolean {
  if (!isStandardsBody(tenant) || !featureOn(tenant, 'citations')) return false;
  if (NOT_CITED_TYPES.has(metadata.documentType)) return false;
  return !(metadata.citationArticleTypeExclude ?? []).includes(metadata.documentType);
}

/** Share: only with feature content-share, and only for individuals (company users cannot share). */
export function showShare(tenant: DocumentTenant, account: DocumentAccount): boolean {
  return Boolean(account) && account?.userType !== 'COMPANY' && featureOn(tenant, 'content-share');
}

function menuShown(name: 'Tracker', tenant: DocumentTenant, account: DocumentAccount): boolean {
  const fromAccount = (account?.userMenuList ?? []).find((entry) => entry.menu.menuName === name);
  const fromTenant = (tenant.menu ?? []).find((entry) => entry.menuName === name);
  return (fromAccount?.isShowed ?? true) && (fromTenant?.isShowed ?? true);
}

/** The favorite's id when the document is a favorite (metadata's contentFavorite is { id } or null). */
export function favoriteIdOf(contentFavorite: DocumentPageMetadata['contentFavorite']): number | string | null {
  if (contentFavorite && typeof contentFavorite === 'object') return contentFavorite.id;
  return null;
}

/** The compare dialog's rule: exactly two versions; once two are checked, the others are disabled. */
export function compareSelection(checked: readonly number[], id: number): number[] {
  if (checked.includes(id)) return checked.filter((value) => value !== id);
  if (checked.length >= 2) return [...checked];
  return [...checked, id];
}

export const isCompareOptionDisabled = (checked: readonly number[], id: number) => checked.length >= 2 && !checked.includes(id);

/** The publisher a content code names by its prefix ("IETF-RFC9110" -> "IETF"), before its metadata is known. */
export function publisherCodeOf(contentCode: string): string | null {
  const match = /^([A-Z0-9]+)-/.exec(contentCode);
  return match ? match[1] : null;
}
