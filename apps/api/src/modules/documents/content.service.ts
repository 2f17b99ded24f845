import { and, eq } from 'drizzle-orm';
import { currentSubscriptionsOf, todayUtc } from '../../db/current-subscriptions.js';
import type { TenantConfig } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { documentAccesses, documentFiles, documents, subscriptions, type DocumentAccessKind } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { findDocument } from './documents.service.js';
import type { CurrentSubscription } from './entitlement.policy.js';
import type { AllowanceTerms } from '../subscriptions/index.js';

export type RenditionKind = 'pdf' | 'html';
export type FoundDocument = NonNullable<Awaited<ReturnType<typeof findDocument>>>;

/** The reader shows 'no document content' for any answer whose detail contains these words. */
export const CONTENT_NOT_FOUND = 'Can not find content';

export function contentNotFound(contentCode: string) {
  return new AppError('not-found', `${CONTENT_NOT_FOUND} for ${contentCode}`);
}

const CONTENT_ID = /^\d{1,10}$/;

/** Finds a document the tenant offers by contentCode or, when the reference is all digits, by contentId. */
export async function findDocumentByReference(db: Db, config: Pick<TenantConfig, 'publisherCodes'>, reference: string) {
  if (!CONTENT_ID.test(reference)) return findDocument(db, config, reference);
  const [row] = await db
    .select({ contentCode: documents.contentCode })
    .from(documents)
    .where(eq(documents.id, Number(reference)))
    .limit(1);
  return row ? findDocument(db, config, row.contentCode) : null;
}

/** A subscription held today with its licence terms: seats and allowances (docs/adr/0065, 0066). */
export interface HeldSubscription extends CurrentSubscription, AllowanceTerms {
  id: number;
  name: string;
  seatLimit: number | null;
}

/** The subscriptions an account holds today (startsOn <= today <= endsOn, or no end). */
export async function currentSubscriptions(db: Db, accountId: number | null): Promise<HeldSubscription[]> {
  if (accountId === null) return [];
  const today = todayUtc();
  return db
    .select({
      id: subscriptions.id,
      name: subscriptions.name,
      publisherId: subscriptions.publisherId,
      collection: subscriptions.collection,
      seatLimit: subscriptions.seatLimit,
      downloadAllowance: subscriptions.downloadAllowance,
      printAllowance: subscriptions.printAllowance,
    })
    .from(subscriptions)
    .where(currentSubscriptionsOf(accountId, today));
}

/** The renditions a document has, in a stable order. */
export async function renditionKinds(db: Db, documentId: number): Promise<RenditionKind[]> {
  const rows = await db.select({ kind: documentFiles.kind }).from(documentFiles).where(eq(documentFiles.documentId, documentId));
  return rows
    .map((r) => r.kind)
    .filter((k): k is RenditionKind => k === 'pdf' || k === 'html')
    .sort();
}

/** One rendition of a document, or null when it has none of that kind. */
export async function findRendition(db: Db, documentId: number, kind: RenditionKind) {
  const [row] = await db
    .select({
      storageKey: documentFiles.storageKey,
      mediaType: documentFiles.mediaType,
      byteSize: documentFiles.byteSize,
      sha256: documentFiles.sha256,
    })
    .from(documentFiles)
    .where(and(eq(documentFiles.documentId, documentId), eq(documentFiles.kind, kind)))
    .limit(1);
  return row ?? null;
}

export type Rendition = NonNullable<Awaited<ReturnType<typeof findRendition>>>;

export interface DocumentAccess {
  tenantId: number;
  userId: number | null;
  accountId: number;
  documentId: number;
  kind: DocumentAccessKind;
}

/** Records one view or download (for recently accessed and usage reports). */
export async function recordDocumentAccess(db: Db, access: DocumentAccess): Promise<void> {
  await db.insert(documentAccesses).values(access);
}
