import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../../db/client.js';
import type { RefinementCounts, SearchDocument, SearchResult } from '../../search.schema.js';
import type { FacetRow } from '../facet-rows.js';
import { describe } from '../result-description.js';

/** A page of results, with the refinement counts of the same matches when they were asked for. */
export type Found = SearchResult & { counts?: RefinementCounts };

export interface DocumentRow extends Omit<SearchDocument, 'translations' | 'supplements' | 'connections' | 'description'> {
  total: number;
  /** The search's refinement counts as facet rows, when asked for. */
  facets?: FacetRow[] | null;
  id: number | null;
  abstract: string | null;
  versions: { id: number; designationNo: string; contentCode: string }[] | null;
}

/** The result fields of a document row `d` with its publisher `p`, as every search answers them. */
const publisherColumns = sql`p.name as "publisherName", p.code as "publisherCode"`;
const documentColumns = sql`d.id, d.content_code as "contentCode", d.document_type as "documentType",
             d.status, d.last_update_date::text as "lastUpdateDate", d.published_date::text as "publishDate",
             d.published_online_date::text as "publishedOnlineDate", d.language_code as language, d.designation_no as "designationNo",
             d.title as "documentTitle", d.abstract, d.display_designation as "displayDesignation"`;
export const resultColumns = sql`${documentColumns}, ${publisherColumns},
             (select json_agg(json_build_object('id', v.id, 'designationNo', v.designation_no, 'contentCode', v.content_code)
                              order by v.published_date desc nulls last, v.id desc)
                from documents v where v.family = d.family and d.family is not null) as versions`;

export function toSearchDocument({ total: _total, facets: _facets, id: _id, abstract, versions, ...r }: DocumentRow): SearchDocument {
  return { ...r, translations: [], connections: { versions: versions ?? [] }, supplements: [], description: describe(abstract) };
}

/** What the keyword index knows of a result: its versions and its publisher. */
interface KnownFacts {
  versionsOf(id: number): DocumentRow['versions'];
  publisherOf(id: number): { name: string; code: string } | null;
}

/**
 * Documents by id, in the order given, as search results (for rankings made outside SQL, such as semantic search).
 * known, when given, answers each document's versions and publisher (the keyword index knows them) instead of the
 * database.
 */
export async function searchDocumentsByIds(db: Db, ids: number[], known?: KnownFacts): Promise<SearchDocument[]> {
  if (ids.length === 0) return [];
  // One array parameter: a list of 25 parameters costs the embedded database four times as much to plan.
  const list = sql`${`{${ids.join(',')}}`}::int[]`;
  const rows = await queryRows<DocumentRow>(
    db,
    known
      ? sql`select ${documentColumns} from documents d where d.id = any(${list})`
      : sql`select ${resultColumns} from documents d join publishers p on p.id = d.publisher_id where d.id = any(${list})`,
  );
  if (known) {
    for (const row of rows) {
      const publisher = known.publisherOf(row.id!);
      Object.assign(row, { versions: known.versionsOf(row.id!), publisherName: publisher?.name ?? '', publisherCode: publisher?.code ?? '' });
    }
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSearchDocument(row)] : [];
  });
}
