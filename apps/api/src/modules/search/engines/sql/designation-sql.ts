import { sql, type SQL } from 'drizzle-orm';
import { designationNumber, normalizedDesignation } from '../../../../db/schema/documents.js';

// Designation searches (D), and the designation matches a keyword search puts first (docs/adr/0007): the query
// normalized as designations are, found through the text index or the normalized-designation indexes.

const PUBLISHER_WORDS = /^(nist|ietf|w3c)\s*/;

/**
 * A designation as people type it, reduced to one comparable form: lower case, no publisher word,
 * no '(Draft)'-like notes, 'Rev. 5' / 'rev5' / 'r5' as 'r5', no spaces or dots.
 * 'RFC 9110' and 'rfc9110' -> 'rfc9110'; 'SP 800-53 Rev. 5' and 'sp 800-53r5' -> 'sp800-53r5'.
 */
export function normalizeDesignation(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(PUBLISHER_WORDS, '')
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/(\d|\s)rev(ision)?\.?\s*(?=\d)/g, '$1r')
    .replace(/[\s.]/g, '');
}

/** The longest letter or digit run of a designation query, a cheap literal every matching designation_no contains. */
function designationChunk(text: string): string | null {
  const runs = (text.toLowerCase().replace(PUBLISHER_WORDS, '').match(/[a-z]+|\d+/g) ?? []).filter((r) => !['r', 'rev', 'revision'].includes(r));
  if (runs.length === 0) return null;
  return runs.reduce((a, b) => (b.length > a.length ? b : a));
}

/** SQL for normalizeDesignation over designation_no (which carries no publisher word). */
const normalizedDesignationSql = normalizedDesignation(sql`d.designation_no`);
/** The same without the series letters. Both are indexed in C collation (documents_designation_normalized_idx, _number_idx). */
const designationNumberSql = designationNumber(sql`d.designation_no`);

/**
 * The designation's words as a tsquery the GIN index answers, the last one as a prefix and any
 * revision left out ('SP 800-5' -> 'sp' & '800' & '-5':*, '800-53r5' -> '800' & '-53':*): the designation,
 * designation_no and asset id are all in the weight-A part of search_vector, split by the same parser.
 */
function designationLexemes(text: string): string | null {
  const base = text
    .toLowerCase()
    .replace(PUBLISHER_WORDS, '')
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/(\d|\s)(rev(ision)?\.?\s*|r)\d+\s*$/, '$1');
  const words = base.match(/-?[a-z0-9]+/g) ?? [];
  if (words.length === 0 || words.length > 6) return null;
  return words.map((w, i) => `'${w}'${i === words.length - 1 ? ':*' : ''}`).join(' & ');
}

export interface DesignationQuery {
  /** Normalized query, e.g. 'rfc9110', '9110', 'sp800-53'. */
  normalized: string;
  /** like-pattern with a literal chunk every candidate's designation_no contains. */
  prefilter: string;
  /** tsquery text finding the candidates through the GIN index. */
  lexemes: string;
}

export function designationQuery(keywords: string): DesignationQuery | null {
  if (keywords === '*' || keywords.length > 40) return null;
  const normalized = normalizeDesignation(keywords);
  const chunk = designationChunk(keywords);
  const lexemes = designationLexemes(keywords);
  if (!chunk || !lexemes || !/^[a-z0-9][a-z0-9-]*$/.test(normalized)) return null;
  return { normalized, prefilter: `%${chunk}%`, lexemes };
}

/** Rows that may carry the designation: an index lookup, then a cheap literal test. */
export const designationCandidateSql = (q: DesignationQuery) =>
  sql`d.search_vector @@ to_tsquery('english', ${q.lexemes}) and d.designation_no ilike ${q.prefilter}`;

/**
 * Designation score of a row in `d`: 2 when its designation is the query (with or without the
 * series letters: '9110' is RFC 9110), 1 when the query names the family without a revision
 * ('SP 800-53' -> every revision), 0 otherwise. Regexes run only on rows the literal prefilter keeps.
 */
export function designationScoreSql(q: DesignationQuery): SQL {
  return sql`(case when d.designation_no ilike ${q.prefilter} then (
      select case when n = ${q.normalized} or regexp_replace(n, '^[a-z]+(?=[0-9])', '') = ${q.normalized} then 2
                  when regexp_replace(n, 'r[0-9]+$', '') = ${q.normalized}
                    or regexp_replace(regexp_replace(n, '^[a-z]+(?=[0-9])', ''), 'r[0-9]+$', '') = ${q.normalized} then 1
                  else 0 end
        from (select ${normalizedDesignationSql} as n) x)
    else 0 end)`;
}

/**
 * Designation prefix ('RFC 91' lists RFC 91xx, 'SP 800-5' lists SP 800-5x, '9110' finds RFC 9110). With useIndex,
 * two ranges of the normalized-designation indexes: on 1,000,000 documents the word lookup this replaced
 * visited 3,500 rows whose abstracts merely mention 'RFC' and a number like 91xx (44 ms for 'RFC 91').
 * Without, a literal test first, then the same comparison, for ordering rows found otherwise.
 */
export function designationPrefixSql(q: DesignationQuery, useIndex = true): SQL {
  // Normalized designations are lower-case letters, digits and '-', all below '~' in C collation.
  const [low, high] = [q.normalized, `${q.normalized}~`];
  if (useIndex) {
    return sql`(((${normalizedDesignationSql}) collate "C" >= ${low} and (${normalizedDesignationSql}) collate "C" < ${high})
      or ((${designationNumberSql}) collate "C" >= ${low} and (${designationNumberSql}) collate "C" < ${high}))`;
  }
  const pattern = `${q.normalized.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(d.designation_no ilike ${q.prefilter} and exists (
      select 1 from (select ${normalizedDesignationSql} as n) x
       where n like ${pattern} or regexp_replace(n, '^[a-z]+(?=[0-9])', '') like ${pattern}))`;
}
