/**
 * What every publisher's mapping shares: the documents row a record maps to, its relations, and
 * the small rules all three follow. The mappings themselves are ietf-mapping.ts, nist-mapping.ts
 * and w3c-mapping.ts; catalogue-assembly.ts turns their output into the rows the import writes.
 * Nothing here touches the database or the file system; README.md in this folder lists the rules.
 */
import type { DocumentDetailsColumns, documents } from '../../db/schema/index.js';
import type { PublisherCode } from './catalogue-sources.js';

/**
 * Part of every source hash: bump it when a mapping rule changes, so the next import rewrites
 * rows that were mapped by the old rules even though their source records did not change.
 */
export const MAPPING_VERSION = 1;

export const RELATION_TYPES = ['obsoletes', 'updates', 'references_normative', 'references_informative', 'supersedes'] as const;
export type RelationType = (typeof RELATION_TYPES)[number];

/** Relation types that make two documents versions of one another (the family graph). */
export const VERSION_RELATION_TYPES: readonly RelationType[] = ['obsoletes', 'supersedes'];

export interface CatalogueRelation {
  relationType: RelationType;
  /** The target's source id (RFC7230, NIST:sp/800-53/rev-4/final, or "IEN 123" for documents outside the catalogue). */
  relatedSourceId: string;
}

/** An edge a record states from the other side ("obsoleted by X"), to be stored as X's forward edge. */
export interface ImpliedRelation {
  fromSourceId: string;
  relationType: RelationType;
  toSourceId: string;
}

type DocumentInsert = typeof documents.$inferInsert;

/** The documents row as mapped from one record; ids, family, hash and search vector come later. */
export type CatalogueDocumentRow = Omit<DocumentInsert, 'id' | 'publisherId' | 'family' | 'sourceHash' | 'searchVector' | 'rankVector' | 'createdAt' | 'updatedAt'> & {
  contentCode: string;
  sourceId: string;
  publishedDate: string | null;
  topics: string[];
  keywords: string[];
  details: DocumentDetailsColumns;
};

export interface MappedDocument {
  publisherCode: PublisherCode;
  row: CatalogueDocumentRow;
  relations: CatalogueRelation[];
  impliedRelations: ImpliedRelation[];
}

const CONTENT_CODE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function isValidContentCode(code: string): boolean {
  return CONTENT_CODE.test(code) && code.length <= 128;
}

/** ISO date from the sources' forms: YYYY-MM-DD as is, YYYY-MM as the first of the month, anything else null. */
export function toIsoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  if (/^\d{4}-\d{2}$/.test(value)) return `${value}-01`;
  return null;
}

/** Each relation once, in the order first stated. */
export function uniqueRelations(relations: CatalogueRelation[]): CatalogueRelation[] {
  const seen = new Set<string>();
  return relations.filter((r) => {
    const key = `${r.relationType}\u0000${r.relatedSourceId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** Details fields the spec names that no source in this catalogue supplies: always null, never guessed. */
export const NO_SUCH_FACT = {
  histAcceptedDate: null,
  histReceivedDate: null,
  isbnEb: null,
  issn: null,
  conferenceName: null,
  conferenceLocation: null,
  meetingDate: null,
  session: null,
  fundingOrganization: null,
} satisfies DocumentDetailsColumns;

