/**
 * The two editions of a carry: the document the compass points are on and the newest edition along its
 * replaced-by chain (obsoletes / supersedes) that has full text, with both texts and the new edition's PDF pages.
 */
import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { CarryEdition } from '@codex/domain';
import { queryRows, type Db } from '../../../db/client.js';
import { documentTexts } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { rfcPageLocator } from '../../../rendering/index.js';
import { assertEntitled, type CompassPointContext } from '../compass-point-store.js';

export interface EditionText {
  edition: CarryEdition;
  text: string;
  sourceHash: string;
}

export interface CarryEditions {
  source: EditionText;
  /** `pageAt`: the new PDF's page of an offset of the new text. */
  target: EditionText & { pageAt: (offset: number) => number | null };
}

export const NO_NEWER_EDITION = 'compassPoint.noNewerEdition';
export const NO_FULL_TEXT = 'compassPoint.noFullText';

/** The new edition's page locator, per document text: paginating RFC 9110 takes a few tens of milliseconds. */
const locators = new LRUCache<string, (offset: number) => number | null>({ max: 32 });

export function pageLocatorOf(documentId: number, text: string, sourceHash: string) {
  const key = `${documentId}:${sourceHash}`;
  let locator = locators.get(key);
  if (!locator) {
    locator = rfcPageLocator(text);
    locators.set(key, locator);
  }
  return locator;
}

/**
 * The newest document replacing `documentId` (any number of steps along obsoletes / supersedes) that has full text
 * and that the tenant offers; ties (RFC 2616 is replaced by RFC 9110, 9111 and 9112) go to the first designation.
 */
export async function newestReplacementWithText(db: Db, documentId: number, publisherCodes: readonly string[], maxLevels = 8): Promise<number | null> {
  const offered = publisherCodes.length === 0 ? sql`true` : sql`p.code in (${sql.join(publisherCodes.map((c) => sql`${c}`), sql`, `)})`;
  const [row] = await queryRows<{ id: number }>(db, sql`
    with recursive chain(id, level) as (
      select r.document_id, 1 from document_relations r
       where r.related_document_id = ${documentId} and r.relation_type in ('obsoletes', 'supersedes')
      union
      select r.document_id, c.level + 1 from document_relations r join chain c on r.related_document_id = c.id
       where r.relation_type in ('obsoletes', 'supersedes') and c.level < ${maxLevels}
    )
    select d.id from chain c
      join documents d on d.id = c.id
      join publishers p on p.id = d.publisher_id
     where d.id <> ${documentId} and ${offered}
       and exists (select 1 from document_texts t where t.document_id = d.id)
     order by d.published_date desc nulls last, c.level desc, d.designation
     limit 1`);
  return row?.id ?? null;
}

/** A document's full text and its hash; null when it has none. */
export async function textOf(db: Db, documentId: number) {
  const [row] = await db.select({ body: documentTexts.body, sourceHash: documentTexts.sourceHash }).from(documentTexts).where(eq(documentTexts.documentId, documentId)).limit(1);
  return row ?? null;
}

async function editionOf(context: CompassPointContext, documentId: number): Promise<CarryEdition> {
  const [row] = await queryRows<{ contentCode: string; designation: string }>(
    context.db,
    sql`select content_code as "contentCode", display_designation as designation from documents where id = ${documentId}`,
  );
  return { contentID: documentId, contentCode: row.contentCode, designation: row.designation };
}

/**
 * Both editions for a carry from `documentId`: 404 for a document the tenant does not offer, 403 when the account
 * is not entitled to either edition, 400 when the document has no full text or no newer edition with full text.
 */
export async function carryEditions(context: CompassPointContext, documentId: number): Promise<CarryEditions> {
  await assertEntitled(context, documentId);
  const source = await editionOf(context, documentId);
  const sourceText = await textOf(context.db, documentId);
  if (!sourceText) throw AppError.badRequest(NO_FULL_TEXT, `${source.designation} has no full text to carry compass points from`, source.contentCode);
  const targetId = await newestReplacementWithText(context.db, documentId, context.config.publisherCodes);
  if (targetId === null) throw AppError.badRequest(NO_NEWER_EDITION, `${source.designation} has no newer edition with full text to carry compass points to`, source.contentCode);
  await assertEntitled(context, targetId);
  const target = await editionOf(context, targetId);
  const targetText = (await textOf(context.db, targetId))!;
  return {
    source: { edition: source, text: sourceText.body, sourceHash: sourceText.sourceHash },
    target: { edition: target, text: targetText.body, sourceHash: targetText.sourceHash, pageAt: pageLocatorOf(targetId, targetText.body, targetText.sourceHash) },
  };
}
