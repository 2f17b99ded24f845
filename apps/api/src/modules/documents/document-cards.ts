import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { CardDocument, DocumentChange, TenantConfig } from '@codex/domain';
import { queryRows, type Db } from '../../db/client.js';
import { documents, publishers } from '../../db/schema/index.js';

/** The documents columns a home card shows, selected under the names of the spec's Card document. */
const cardColumns = {
  contentId: documents.id,
  contentCode: documents.contentCode,
  documentType: documents.documentType,
  publisherCode: publishers.code,
  status: documents.status,
  designationNo: documents.designationNo,
  displayDesignation: documents.displayDesignation,
  documentTitle: documents.title,
  family: documents.family,
  lastUpdateDate: documents.lastUpdateDate,
  publishDate: documents.publishedDate,
  publishedOnlineDate: documents.publishedOnlineDate,
};

export type CardRow = CardDocument;

/**
 * Where every list of documents starts: `fields` of documents joined with their publisher. The list joins its own
 * rows (a user's trackings, favorites, openings, the shares with them) and keeps its own filter, order and page.
 */
export function selectDocuments<TFields extends SelectedFields>(db: Db, fields: TFields) {
  return db.select(fields).from(documents).innerJoin(publishers, eq(publishers.id, documents.publisherId));
}

/** selectDocuments with the card's columns, and `more` of the list's own. */
export function selectDocumentCards<TMore extends SelectedFields = Record<never, never>>(db: Db, more = {} as TMore) {
  return selectDocuments(db, { ...cardColumns, ...more });
}

/** Keeps a query to the publishers the tenant offers (all when its list is empty). */
export function offeredPublishers(config: Pick<TenantConfig, 'publisherCodes'>): SQL {
  return config.publisherCodes.length === 0 ? sql`true` : inArray(publishers.code, config.publisherCodes);
}

export function toCard(row: CardRow): CardDocument {
  return {
    contentId: row.contentId,
    contentCode: row.contentCode,
    documentType: row.documentType,
    publisherCode: row.publisherCode,
    status: row.status,
    designationNo: row.designationNo,
    displayDesignation: row.displayDesignation,
    documentTitle: row.documentTitle,
    family: row.family,
    lastUpdateDate: row.lastUpdateDate,
    publishDate: row.publishDate,
    publishedOnlineDate: row.publishedOnlineDate,
  };
}

export interface FamilyChange extends DocumentChange {
  family: string;
  documentId: number;
}

/** Changes the catalogue import detected in any document of these families, newest first. */
export async function changesOfFamilies(db: Db, families: string[]): Promise<FamilyChange[]> {
  if (families.length === 0) return [];
  const rows = await queryRows<{
    family: string;
    document_id: number;
    kind: DocumentChange['kind'];
    summary: string;
    detected_at: string | Date;
    related_content_code: string | null;
    related_designation: string | null;
  }>(
    db,
    sql`select d.family, c.document_id, c.kind, c.summary, c.detected_at,
               c.detail->>'relatedContentCode' as related_content_code, c.detail->>'relatedDesignation' as related_designation
          from document_changes c join documents d on d.id = c.document_id
         where d.family in (${sql.join(
           families.map((f) => sql`${f}`),
           sql`, `,
         )})
         order by c.detected_at desc, c.id desc`,
  );
  return rows.map((r) => ({
    family: r.family,
    documentId: Number(r.document_id),
    kind: r.kind,
    summary: r.summary,
    detectedAt: new Date(r.detected_at).toISOString(),
    relatedContentCode: r.related_content_code,
    relatedDesignation: r.related_designation,
  }));
}

export const stripFamilyChange = ({ family: _f, documentId: _d, ...change }: FamilyChange): DocumentChange => change;
