import type { AccountSession, CarryOutcome, CarryPreview, CarryPreviewItem, DocumentMetadata } from '@codex/domain';

/**
 * Whether the document page asks the server what can be carried: an individual of an account with compass points,
 * on a replaced document where the account has active compass points. The server decides who may carry which.
 */
export function mayOfferCarry(
  account: Pick<AccountSession, 'userType' | 'compassPointFlag'> | null,
  metadata: Pick<DocumentMetadata, 'replacedByContentCode' | 'hasActivatedCompassPoint'>,
): boolean {
  return account !== null && account.userType === 'INDIVIDUAL' && account.compassPointFlag && metadata.replacedByContentCode !== null && metadata.hasActivatedCompassPoint;
}

/** A compass point can be carried now when it was found in the new edition and not carried before. */
export function isCarryable(item: Pick<CarryPreviewItem, 'outcome' | 'alreadyCarried'>): boolean {
  return item.outcome !== 'not-found' && !item.alreadyCarried;
}

/** What the banner counts. */
export function carryableCount(preview: Pick<CarryPreview, 'compassPoints'> | null): number {
  return preview ? preview.compassPoints.filter(isCarryable).length : 0;
}

/** The document page at a compass point: the viewer opens the tab that shows it and scrolls to it. */
export function compassPointLink(contentCode: string, compassPointUUID: string): string {
  return `/document?contentCode=${encodeURIComponent(contentCode)}&annotationid=${encodeURIComponent(compassPointUUID)}`;
}

/** Chip colours per outcome: a changed clause wants a look; a passage not found stays behind. */
export const OUTCOME_COLOR: Record<CarryOutcome, 'success' | 'info' | 'warning' | 'default'> = {
  exact: 'success',
  moved: 'info',
  changed: 'warning',
  'not-found': 'default',
};

/** i18n key of each outcome's chip. */
export const OUTCOME_KEY: Record<CarryOutcome, string> = {
  exact: 'compassPointCarry.outcome.exact',
  moved: 'compassPointCarry.outcome.moved',
  changed: 'compassPointCarry.outcome.changed',
  'not-found': 'compassPointCarry.outcome.notFound',
};
