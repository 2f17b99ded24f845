import { sql, type SQL } from 'drizzle-orm';

// The SQL parts ranking is made of, shared by the search itself and the answers the catalogue import
// prepares for its most common words (frequent-words.ts), so both rank alike.

/**
 * At most this many matches are ranked with ts_rank_cd; the rest of a very common term's matches
 * are left out of ranking after a cheap pre-order (designation hit, title hit, active, newest),
 * so a one-word query costs the same on a catalogue of any size.
 */
export const RANK_CANDIDATES = 1_000;
/** Of the ranked candidates, the best this many by text score are re-ordered with their citation counts. */
export const CITED_RERANK = 100;
/** Plain words of the query, for the cheap title pre-order. */
export function titleWords(keywords: string): string[] {
  return [...new Set((keywords.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 3))].slice(0, 8);
}

/** The query as typed, as a tsquery: quotes make phrases, OR and - work, no syntax error is possible. */
export const tsQuerySql = (keywords: string) => sql`websearch_to_tsquery('english', ${keywords})`;

export const activeFirst = sql`(case when d.status in ('Active', 'Current', 'Adopted') then 0 else 1 end)`;

/** How many of the query's words the title holds: the cheap pre-order of ranking. */
export function titleHitsSql(keywords: string): SQL {
  const words = titleWords(keywords);
  if (words.length === 0) return sql`0`;
  return sql`(${sql.join(
    words.map((w) => sql`(case when d.title ilike ${`%${w}%`} then 1 else 0 end)`),
    sql` + `,
  )})`;
}

/**
 * Share of the title the query covers when the title holds the query's words as a phrase
 * ('HTTP Semantics' covers all of RFC 9110's title), else 0: a short title that is the query is what people look for.
 */
export function titleCoverageSql(keywords: string): SQL {
  const phrase = coveragePhrase(keywords);
  if (phrase === '') return sql`0`;
  return sql`(select case when position(${phrase} in t) > 0 then ${phrase.length}::float / greatest(length(t), 1) else 0 end
      from (select trim(regexp_replace(lower(d.title), '[^[:alnum:]]+', ' ', 'g')) as t) x)`;
}

/** How many documents cite, update or replace this one: the catalogue's own measure of a document's standing. */
export const citedBySql = sql`(select count(*) from document_relations r where r.related_document_id = d.id)`;

/** citedBySql of every document cited at all, as (id, cited): for what ranks in memory (the keyword index, semantic standing). */
export const citationCountsSql = sql`select related_document_id as id, count(*)::int as cited from document_relations where related_document_id is not null group by related_document_id`;

/** The documents activeFirst puts after the current ones (replaced, withdrawn, historical), as (id). */
export const inactiveDocumentsSql = sql`select d.id from documents d where ${activeFirst} = 1`;

/**
 * Text score of a ranked candidate: the text rank over title, keywords and abstract (the full text
 * weighs almost nothing, so long documents do not drown short ones; bounded by rank/(rank+1)),
 * plus the title's coverage by the query as a phrase, lowered a little for replaced, withdrawn and
 * historical documents. The best of these are then raised by the log of how often they are cited,
 * so 'transport layer security' puts RFC 8446 first, not one of forty "... for TLS" extensions.
 */
export function textScoreSql(keywords: string, vector: 'rank_vector' | 'search_vector', coverage: SQL = titleCoverageSql(keywords)): SQL {
  return sql`((ts_rank_cd('{0.01,0.2,0.4,1.0}', ${sql.raw(`d.${vector}`)}, ${tsQuerySql(keywords)}, 32) + ${coverage})
    * (case when ${activeFirst} = 0 then 1 else 0.8 end))`;
}

/** The words of the query as titleCoverageSql looks for them in a title: lower-case letter and digit runs, one space apart. */
export function coveragePhrase(keywords: string): string {
  return (keywords.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
}

