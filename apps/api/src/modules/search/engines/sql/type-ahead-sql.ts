import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../../db/client.js';
import { designationPrefixSql, designationQuery } from './designation-sql.js';
import { publisherFilterSql } from './match-sql.js';
import { activeFirst } from './ranking-sql.js';

/** Suggestions a type-ahead gives per publisher. */
export const TYPE_AHEAD_PER_PUBLISHER = 10;
/** Type-ahead ranks at most this many matching documents (in storage order): a two-letter prefix must stay cheap on any catalogue. */
const TYPE_AHEAD_CANDIDATES = 5_000;

/** A prefix tsquery of plain words only ('transport lay' -> 'transport & lay:*'); never parses user syntax. */
function prefixQuery(keywords: string): string | null {
  const words = (keywords.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  if (words.length === 0) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}

export interface TypeAheadRow {
  publisher_id: number;
  id: number;
  designation: string;
  contentCode: string;
  documentTitle: string;
  designationNo: string;
  connections: { id: number; designationNo: string; contentCode: string }[] | null;
}

/**
 * Up to TYPE_AHEAD_PER_PUBLISHER suggestions per publisher, by publisher: designation prefixes first (the
 * normalized-designation indexes), then the titles the title index found (`titled`, in its order), then, only when
 * titles give fewer than TYPE_AHEAD_PER_PUBLISHER and the words are no designation, any field matching the words as
 * prefixes (abstract, keywords); active, shortest and newest first within each.
 */
export async function suggestionRows(
  db: Db,
  input: { keywords: string; titled: number[]; publisherIds: number[]; designationOnly: boolean },
): Promise<TypeAheadRow[]> {
  const { keywords, titled, publisherIds, designationOnly } = input;
  const designation = designationOnly || /\d/.test(keywords) ? designationQuery(keywords) : null;
  const prefix = prefixQuery(keywords);
  const conditions: SQL[] = [];
  if (titled.length > 0) conditions.push(sql`d.id = any(${`{${titled.join(',')}}`}::int[])`);
  if (designation) conditions.push(designationPrefixSql(designation));
  // Other fields only for words that are no designation and that few titles hold: 'RFC 91' would visit every abstract citing some RFC 91xx.
  if (!designation && !designationOnly && prefix && titled.length < TYPE_AHEAD_PER_PUBLISHER) conditions.push(sql`d.search_vector @@ to_tsquery('english', ${prefix})`);
  if (conditions.length === 0) return [];
  const titleOrder = sql`array_position(${`{${titled.join(',')}}`}::int[], d.id)`;
  const designationHit = designation ? designationPrefixSql(designation, false) : sql`false`;
  return queryRows<TypeAheadRow>(
    db,
    sql`select r.publisher_id, r.id, r.designation, r."contentCode", r."documentTitle", r."designationNo",
               (select json_agg(json_build_object('id', v.id, 'designationNo', v.designation_no, 'contentCode', v.content_code) order by v.published_date desc nulls last, v.id desc)
                  from documents v where v.family = r.family and r.family is not null) as connections
          from (select d.publisher_id, d.id, d.designation, d.content_code as "contentCode", d.title as "documentTitle", d.designation_no as "designationNo", d.family,
                       row_number() over (partition by d.publisher_id
                         order by (case when ${designationHit} then 0 when ${titleOrder} is not null then 1 else 2 end), ${titleOrder},
                                  ${activeFirst}, length(d.title), d.published_date desc nulls last, d.id) as position
                  from (select d.id, d.publisher_id, d.designation, d.designation_no, d.content_code, d.title, d.family, d.status, d.published_date
                          from documents d
                         where ${publisherFilterSql(publisherIds)}
                           and (${sql.join(conditions, sql` or `)})
                         limit ${TYPE_AHEAD_CANDIDATES}) d) r
         where r.position <= ${TYPE_AHEAD_PER_PUBLISHER}
         order by r.publisher_id, r.position`,
  );
}
