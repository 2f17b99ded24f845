import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.js';
import type { SearchDocument } from '../search.schema.js';

/**
 * Each result's supplements (the documents that update it, as the document page's related content lists them), in
 * publication order, only of publishers in the search's scope. Every engine's page passes through here: the engines
 * find and rank documents, this adds what the result entry shows of its supplements.
 */
export async function withSupplements<T extends { documents: SearchDocument[] }>(db: Db, result: T, publisherIds: readonly number[]): Promise<T> {
  if (result.documents.length === 0 || publisherIds.length === 0) return result;
  const codes = sql`${`{${result.documents.map((d) => `"${d.contentCode.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]`;
  const publishers = sql`${`{${publisherIds.join(',')}}`}::int[]`;
  const rows = await queryRows<{ contentCode: string; supplements: SearchDocument['supplements'] }>(
    db,
    sql`select d.content_code as "contentCode",
               json_agg(json_build_object('displayDesignation', u.display_designation, 'contentCode', u.content_code)
                        order by u.published_date nulls last, u.id) as supplements
          from documents d
          join document_relations r on r.related_document_id = d.id and r.relation_type = 'updates'
          join documents u on u.id = r.document_id and u.publisher_id = any(${publishers})
         where d.content_code = any(${codes})
         group by d.content_code`,
  );
  if (rows.length === 0) return result;
  const byCode = new Map(rows.map((row) => [row.contentCode, row.supplements]));
  return { ...result, documents: result.documents.map((d) => ({ ...d, supplements: byCode.get(d.contentCode) ?? d.supplements })) };
}
