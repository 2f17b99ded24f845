import { sql, type SQL } from 'drizzle-orm';
import { isEmbedded, queryRows, type Db } from '../../../../db/client.js';
import type { SearchScope } from '../../search-scope.js';
import type { Refinements } from '../../search.schema.js';
import { designationCandidateSql, designationPrefixSql, designationQuery, designationScoreSql } from './designation-sql.js';
import { activeFirst, titleHitsSql, tsQuerySql } from './ranking-sql.js';

// Which documents a search matches, found by the database: the text index for words, the designation indexes for
// designations, the scope and selections as conditions. The SQL search, its counts and the keyword index's
// designation matches all start from here.

/**
 * A search considers at most this many text matches (in storage order, which is import order) for
 * ranking, counting and refinement counts: on the 11,627-document catalogue no query reaches it,
 * while on a million documents a single common word ('internet' matches 62 %) would otherwise cost
 * seconds just to count. Designation matches are always added on top. The count then says 20,000.
 */
export const MATCH_CAP = 20_000;

const inList = (column: SQL, values: string[]) =>
  sql`${column} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

function categoryCondition(key: string): SQL {
  const colon = key.indexOf(':');
  if (colon < 0) return sql`d.category = ${key}`;
  return sql`(p.code = ${key.slice(0, colon)} and d.category = ${key.slice(colon + 1)})`;
}

/** Within a family selections widen (OR); across families they narrow (AND). */
function refinementConditions(refinements: Refinements): SQL[] {
  const out: SQL[] = [];
  const { publisherList, categoryList, committeeList, topicList, documentTypeList, icsCodeList, industryList } = refinements;
  if (publisherList?.length) {
    out.push(sql`(${sql.join(
      publisherList.map((k) => (k.includes(':') ? categoryCondition(k) : sql`p.code = ${k}`)),
      sql` or `,
    )})`);
  }
  if (categoryList?.length) out.push(sql`(${sql.join(categoryList.map(categoryCondition), sql` or `)})`);
  if (committeeList?.length) out.push(inList(sql`d.committee`, committeeList));
  if (documentTypeList?.length) out.push(inList(sql`d.document_type`, documentTypeList));
  if (topicList?.length) out.push(sql`d.topics && array[${sql.join(topicList.map((t) => sql`${t}`), sql`, `)}]::text[]`);
  // The catalogue records no ICS codes or industries: a selection there matches nothing rather than everything.
  if (icsCodeList?.length || industryList?.length) out.push(sql`false`);
  return out;
}

/**
 * Runs a search or count query of a scope. With words to match, sequential scans of documents are ruled
 * out, so text matches come from the GIN index. Once the table has statistics, the planner prices a scan that tests search_vector row by
 * row as cheap for a common word ('network' in 29 % of the catalogue), not knowing that each test unpacks a
 * full text: 266 ms instead of 10 ms on the real catalogue.
 * The bitmap of a common word's matches also gets room to stay exact: in 4 MB (the default work_mem) the
 * 161,000 matches of 'data' among 1,000,000 documents turn lossy, and every row of a lossy page is tested
 * again by unpacking its search vector (1,260 ms for the capped match; 358 ms with the bitmap exact). Not on
 * PGlite, whose real catalogue never needs it and where the larger setting made common words slower (99 -> 149 ms).
 * SET LOCAL lasts only for this transaction.
 */
export async function queryScope<T>(db: Db, scope: SearchScope, query: SQL): Promise<T[]> {
  if (scope.keywords === '*') return queryRows<T>(db, query);
  const embedded = isEmbedded(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    if (!embedded) await tx.execute(sql`set local work_mem = '32MB'`);
    return queryRows<T>(tx as unknown as Db, query);
  });
}

interface MatchSql {
  /** CTE body selecting (id, dscore) of every matching document of the scope. */
  matches: SQL;
  /** Whether the query has words to rank by. */
  ranked: boolean;
}

/**
 * The publishers a search may return, tested on the rows the text index found: '+ 0' keeps the planner from
 * also reading the publisher index, which for a tenant offering every publisher lists the whole catalogue
 * (171 ms of a 1,000,000-document type-ahead went to that alone).
 */
export const publisherFilterSql = (publisherIds: number[]) =>
  sql`(d.publisher_id + 0) in (${sql.join((publisherIds.length ? publisherIds : [-1]).map((id) => sql`${id}`), sql`, `)})`;

/**
 * Which columns each match carries: `rank`, what ranking's cheap first step orders by; `facets`, what the
 * refinement counts group by. Taken from the row the text match reads anyway, so counting never looks the
 * documents up a second time.
 */
interface MatchColumns {
  rank: boolean;
  facets: boolean;
}

export function matchSql(scope: SearchScope, want: MatchColumns = { rank: true, facets: false }): MatchSql {
  const publisherIds = scope.publisherIds.length ? scope.publisherIds : [-1];
  const base = [publisherFilterSql(publisherIds), ...refinementConditions(scope.refinements)];
  const where = (extra: SQL[]) => sql.join([...base, ...extra], sql` and `);
  const from = sql`documents d join publishers p on p.id = d.publisher_id`;
  const { keywords, searchField } = scope;
  // Words without a digit are not looked up as designations in a keyword search: every designation form has one
  // (RFC 9110, SP 800-53, WCAG21), and a common word's prefix would otherwise visit most of a large catalogue.
  const designation = searchField === 'D' || /\d/.test(keywords) ? designationQuery(keywords) : null;
  // Everything the ranking's cheap first step needs, so it never goes back to the documents table.
  const columns = (score: SQL, titleHits: SQL = sql`0`) =>
    sql.join(
      [
        sql`d.id`,
        ...(want.rank ? [sql`${score} as dscore, ${titleHits} as title_hits, ${activeFirst} as inactive, d.published_date`] : []),
        ...(want.facets ? [sql`d.publisher_id, d.category, d.committee, d.committee_name, d.topics, d.document_type`] : []),
      ],
      sql`, `,
    );

  if (keywords === '*') return { matches: sql`select ${columns(sql`0`)} from ${from} where ${where([])} limit ${MATCH_CAP}`, ranked: false };

  if (searchField === 'D') {
    if (!designation) return { matches: sql`select ${columns(sql`0`)} from ${from} where false`, ranked: false };
    return {
      matches: sql`select ${columns(designationScoreSql(designation))} from ${from} where ${where([designationPrefixSql(designation)])}`,
      ranked: false,
    };
  }

  // Text matches come from the GIN index, designation matches from the index plus a literal test; union of both.
  const score = designation ? designationScoreSql(designation) : sql`0`;
  const textHits = sql`(select ${columns(score, titleHitsSql(keywords))} from ${from} where ${where([sql`d.search_vector @@ ${tsQuerySql(keywords)}`])} limit ${MATCH_CAP})`;
  const matches = designation
    ? sql`${textHits} union select ${columns(score, titleHitsSql(keywords))} from ${from} where ${where([designationCandidateSql(designation), sql`${score} > 0`])}`
    : textHits;
  return { matches, ranked: true };
}

/** Designation matches first, active then newest among them ('SP 800-53' gives Rev. 5 before the 2005 edition). */
export const designationFirst = (score: SQL) =>
  sql`(${score} > 0) desc, (case when ${score} > 0 then ${activeFirst} else 0 end), (case when ${score} > 0 then d.published_date end) desc nulls last, ${score} desc`;
