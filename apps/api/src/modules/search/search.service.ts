import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { TenantConfig } from '@codex/domain';
import { isEmbedded, queryRows, type Db } from '../../db/client.js';
import { designationNumber, normalizedDesignation } from '../../db/schema/documents.js';
import type {
  RefinementCounts,
  RefinementFamily,
  RefinementNode,
  Refinements,
  SearchDocument,
  SearchField,
  SearchResult,
  TypeAheadGroup,
} from './search.schema.js';
import { frequentWordAnswer, frequentWordOf, publisherSelection, type FrequentWordAnswer } from './frequent-words.js';
import { activeFirst, CITED_RERANK, citedBySql, RANK_CANDIDATES, textScoreSql, titleCoverageSql, titleHitsSql, tsQuerySql } from './ranking-sql.js';
import { currentTitleIndex, matchTitles } from './title-index.js';
import {
  allPositions,
  catalogueOrder,
  cheapestFirst,
  facetRows,
  filterScope,
  matchQuery,
  plainWordsQuery,
  positionOf,
  readyKeywordIndex,
  titleOrder,
  knownFacts,
  versionsAt,
  type IndexFacetRow,
  type KeywordIndex,
} from './keyword-index.js';
import { union } from './sorted-sets.js';
import { describe } from './result-description.js';
import { cachesQueries } from './search-caches.js';
import { EMPTY_QUERY, parseTsQuery, phraseUnderNot, type TsQuery } from './tsquery.js';
import { rankCandidates } from './index-ranking.js';

/**
 * A search considers at most this many text matches (in storage order, which is import order) for
 * ranking, counting and refinement counts: on the 11,627-document catalogue no query reaches it,
 * while on a million documents a single common word ('internet' matches 62 %) would otherwise cost
 * seconds just to count. Designation matches are always added on top. The count then says 20,000.
 */
export const MATCH_CAP = 20_000;
const TYPE_AHEAD_PER_PUBLISHER = 10;
/** Type-ahead ranks at most this many matching documents (in storage order): a two-letter prefix must stay cheap on any catalogue. */
const TYPE_AHEAD_CANDIDATES = 5_000;
/** Title matches the in-memory index looks at before it stops (a three-letter prefix of a common word, a publisher with few). */
const TITLE_SCAN_LIMIT = 50_000;

export interface Publisher {
  id: number;
  code: string;
  name: string;
}

/** How long the publishers read are used: they change only when a catalogue import runs. */
const PUBLISHERS_TTL_MS = 5_000;
const knownPublishers = new WeakMap<Db, { rows: Promise<Publisher[]>; readAt: number }>();

/** Publishers the tenant offers, in code order; an empty publisherCodes means all of them. */
export async function tenantPublishers(db: Db, config: Pick<TenantConfig, 'publisherCodes'>): Promise<Publisher[]> {
  let known = knownPublishers.get(db);
  if (!known || Date.now() - known.readAt > PUBLISHERS_TTL_MS) {
    known = { rows: queryRows<Publisher>(db, sql`select id, code, name from publishers order by code`), readAt: Date.now() };
    knownPublishers.set(db, known);
    known.rows.catch(() => knownPublishers.delete(db));
  }
  const rows = await known.rows;
  return config.publisherCodes.length === 0 ? rows : rows.filter((p) => config.publisherCodes.includes(p.code));
}

export interface SearchScope {
  /** Publisher ids the search may return; empty means nothing. */
  publisherIds: number[];
  keywords: string;
  searchField: SearchField;
  refinements: Refinements;
}

// ---------------------------------------------------------------- designations

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

interface DesignationQuery {
  /** Normalized query, e.g. 'rfc9110', '9110', 'sp800-53'. */
  normalized: string;
  /** like-pattern with a literal chunk every candidate's designation_no contains. */
  prefilter: string;
  /** tsquery text finding the candidates through the GIN index. */
  lexemes: string;
}

function designationQuery(keywords: string): DesignationQuery | null {
  if (keywords === '*' || keywords.length > 40) return null;
  const normalized = normalizeDesignation(keywords);
  const chunk = designationChunk(keywords);
  const lexemes = designationLexemes(keywords);
  if (!chunk || !lexemes || !/^[a-z0-9][a-z0-9-]*$/.test(normalized)) return null;
  return { normalized, prefilter: `%${chunk}%`, lexemes };
}

/** Rows that may carry the designation: an index lookup, then a cheap literal test. */
const designationCandidateSql = (q: DesignationQuery) =>
  sql`d.search_vector @@ to_tsquery('english', ${q.lexemes}) and d.designation_no ilike ${q.prefilter}`;

/**
 * Designation score of a row in `d`: 2 when its designation is the query (with or without the
 * series letters: '9110' is RFC 9110), 1 when the query names the family without a revision
 * ('SP 800-53' -> every revision), 0 otherwise. Regexes run only on rows the literal prefilter keeps.
 */
function designationScoreSql(q: DesignationQuery): SQL {
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
function designationPrefixSql(q: DesignationQuery, useIndex = true): SQL {
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

// ---------------------------------------------------------------- refinements

const inList = (column: SQL, values: string[]) =>
  sql`${column} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** Category keys are 'PUBLISHER:category' so the same name under two publishers stays two nodes. */
const categoryKey = (publisherCode: string, category: string) => `${publisherCode}:${category}`;

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

// ---------------------------------------------------------------- matching

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
async function queryScope<T>(db: Db, scope: SearchScope, query: SQL): Promise<T[]> {
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
const publisherFilterSql = (publisherIds: number[]) =>
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

function matchSql(scope: SearchScope, want: MatchColumns = { rank: true, facets: false }): MatchSql {
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
const designationFirst = (score: SQL) =>
  sql`(${score} > 0) desc, (case when ${score} > 0 then ${activeFirst} else 0 end), (case when ${score} > 0 then d.published_date end) desc nulls last, ${score} desc`;

interface DocumentRow extends Omit<SearchDocument, 'translations' | 'supplements' | 'connections' | 'description'> {
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
const resultColumns = sql`${documentColumns}, ${publisherColumns},
             (select json_agg(json_build_object('id', v.id, 'designationNo', v.designation_no, 'contentCode', v.content_code)
                              order by v.published_date desc nulls last, v.id desc)
                from documents v where v.family = d.family and d.family is not null) as versions`;

function toSearchDocument({ total: _total, facets: _facets, id: _id, abstract, versions, ...r }: DocumentRow): SearchDocument {
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

export interface SearchOptions {
  /** Set on the second try, with misspelled words corrected. */
  corrected?: boolean;
  /**
   * Also count the refinements of the same matches, in the same statement: the reader asks for a page and
   * its counts together, and each would otherwise find and read the same matches.
   */
  withCounts?: boolean;
  /** Whether a common word may be answered from what the import prepared (frequent-words.ts); tests compare both ways. */
  prepared?: boolean;
  /** Whether the in-memory keyword index may find the matches (keyword-index.ts); tests compare both ways. */
  index?: boolean;
}

/**
 * The import's prepared answer for a search of one common word (any search type but D, no refinement but whole
 * publishers), or null.
 */
async function preparedAnswer(db: Db, scope: SearchScope): Promise<FrequentWordAnswer | null> {
  if (scope.searchField === 'D') return null;
  const word = frequentWordOf(scope.keywords);
  const selection = publisherSelection(scope.refinements);
  if (!word || selection === null) return null;
  return frequentWordAnswer(db, word, scope.publisherIds, selection === 'all' ? null : selection);
}

type Paging = { page: number; size: number; sortType: 'BEST_MATCH' | 'OVERRIDE_SORT'; sort?: string };
type Found = SearchResult & { counts?: RefinementCounts };

/** A word in more documents than this is answered from what the import prepared rather than from the index. */
const PREPARED_BEYOND = 50_000;

/**
 * Whether the keyword index answers a search before the import's prepared answer of a common word: always, but for
 * one word that more than PREPARED_BEYOND documents hold (on a million documents, 'internet' is in 620,000), whose
 * prepared answer is read in a few milliseconds while the index would count and order every match.
 */
async function indexFirst(db: Db, scope: SearchScope, options: SearchOptions): Promise<boolean> {
  if (options.index === false) return false;
  const index = await readyKeywordIndex(db);
  if (!index?.places) return false;
  const query = plainWordsQuery(index, scope.keywords);
  if (query === null || query === EMPTY_QUERY || query.kind !== 'lexeme') return true;
  const l = index.lexemes.get(query.lexeme);
  return l === undefined || index.lexemeStart[l + 1] - index.lexemeStart[l] <= PREPARED_BEYOND;
}

/**
 * One page of results with the true count: designation match first, then relevance, then active before replaced.
 * withCounts adds the refinement counts of the same search (after the same spelling correction).
 */
export async function searchDocuments(
  db: Db,
  scope: SearchScope,
  paging: Paging,
  options: SearchOptions = {},
): Promise<SearchResult & { correctedKeywords?: string; counts?: RefinementCounts }> {
  const offset = paging.page * paging.size;
  const prepared = options.prepared === false || (await indexFirst(db, scope, options)) ? null : await preparedAnswer(db, scope);
  const preparedIds = prepared && paging.sortType === 'BEST_MATCH' ? await prepared.page(offset, paging.size) : null;
  if (prepared && preparedIds) {
    const documents = await searchDocumentsByIds(db, preparedIds);
    const result = { count: prepared.count, nextPageFlag: offset + documents.length < prepared.count, documents };
    return options.withCounts ? { ...result, counts: countsFromRows(scope, prepared.facets) } : result;
  }
  // Sorted by title, or a page past the prepared candidates: the matches are read, but the count stays exact.
  if (prepared) {
    const result = await searchDocuments(db, scope, paging, { ...options, withCounts: false, prepared: false });
    return { ...result, count: prepared.count, ...(options.withCounts ? { counts: countsFromRows(scope, prepared.facets) } : {}) };
  }
  const withCounts = options.withCounts ?? false;
  const found = (options.index === false ? null : await searchWithIndex(db, scope, paging, withCounts)) ?? (await searchWithSql(db, scope, paging, withCounts));
  // Nothing matched as typed: try once more with misspelled words corrected from the catalogue's own words.
  if (found.count === 0 && !options.corrected && mayCorrect(scope)) {
    const fixed = await correctSpelling(db, scope.keywords);
    if (fixed) return { ...(await searchDocuments(db, { ...scope, keywords: fixed }, paging, { ...options, corrected: true })), correctedKeywords: fixed };
  }
  return found;
}

/**
 * SQL of one page of ranked candidates `c` (id, dscore, coverage, cited), as (id, position). coverage is the title's
 * coverage by the query (titleCoverageSql), cited how often the document is cited (citedBySql), or null to count it
 * here. The text score without the body (rank_vector, which stays in the row) orders the candidates, and only the
 * best CITED_RERANK of them are raised by their citations; of those, only documents with a full text pay for the
 * score with the body (search_vector: unpacking the full text); for the others both vectors are the same.
 * Designation matches come first.
 */
function rankedPageSql(keywords: string, candidates: SQL, size: number, offset: number): SQL {
  const withBody = sql`(case when d.has_full_text then ${textScoreSql(keywords, 'search_vector', sql`s.coverage`)} else s.score end)`;
  return sql`select s.id, row_number() over (order by ${designationFirst(sql`s.dscore`)}, (s.text_position > ${CITED_RERANK}),
                   (case when s.text_position <= ${CITED_RERANK} then ${withBody} * (1 + ln(1 + coalesce(s.cited, ${citedBySql})) * 0.3) end) desc nulls last,
                   s.score desc, ${activeFirst}, d.published_date desc nulls last, d.id) as position
      from (select t.*, row_number() over (order by t.score desc, t.id) as text_position
              from (select c.id, c.dscore, c.coverage, c.cited, ${textScoreSql(keywords, 'rank_vector', sql`c.coverage`)} as score
                      from (${candidates}) c
                      join documents d on d.id = c.id) t) s
      join documents d on d.id = s.id order by position limit ${size} offset ${offset}`;
}

/** A page of a search whose matches the database finds, ranks and counts. */
async function searchWithSql(db: Db, scope: SearchScope, paging: Paging, withCounts: boolean): Promise<Found> {
  const offset = paging.page * paging.size;
  const { matches, ranked } = matchSql(scope, { rank: true, facets: withCounts });
  const descending = /,desc$/i.test(paging.sort ?? '');
  let ordered: SQL;
  if (paging.sortType === 'OVERRIDE_SORT') {
    ordered = sql`select m.id, row_number() over (order by lower(d.title) ${descending ? sql`desc` : sql`asc`}, d.id) as position
      from m join documents d on d.id = m.id order by position limit ${paging.size} offset ${offset}`;
  } else if (ranked) {
    // A cheap pre-order picks the candidates ranking scores.
    const candidates = sql`select c.id, c.dscore, ${titleCoverageSql(scope.keywords)} as coverage, null::int as cited
                             from (select m.id, m.dscore from m
                                    order by m.dscore desc, m.title_hits desc, m.inactive, m.published_date desc nulls last, m.id
                                    limit ${Math.max(RANK_CANDIDATES, offset + paging.size)}) c
                             join documents d on d.id = c.id`;
    ordered = rankedPageSql(scope.keywords, candidates, paging.size, offset);
  } else {
    ordered = sql`select m.id, row_number() over (order by ${designationFirst(sql`m.dscore`)}, ${activeFirst}, d.published_date desc nulls last, d.designation_no, d.id) as position
      from m join documents d on d.id = m.id order by position limit ${paging.size} offset ${offset}`;
  }
  const rows = await queryScope<DocumentRow>(
    db,
    scope,
    sql`with m as materialized (${matches}), page as (${ordered})
      select t.total, ${withCounts ? sql`(select json_agg(x) from (${facetRowsSql}) x)` : sql`null`} as facets, ${resultColumns}
        from (select count(*)::int as total from m) t
        left join page on true
        left join documents d on d.id = page.id
        left join publishers p on p.id = d.publisher_id
       order by page.position`,
  );
  const count = rows[0]?.total ?? 0;
  const documents = rows.filter((r) => r.id !== null).map(toSearchDocument);
  const result = { count, nextPageFlag: offset + documents.length < count, documents };
  return withCounts ? { ...result, counts: countsFromRows(scope, rows[0]?.facets ?? []) } : result;
}

interface IndexMatches {
  index: KeywordIndex;
  /** Positions of the documents the search returns, ascending. */
  positions: Int32Array;
  /** Designation scores above 0 of matching positions. */
  designationScores: Map<number, number>;
  /** Whether there are words to rank by ('*' lists the catalogue). */
  ranked: boolean;
  /** The words as a tsquery. */
  query: TsQuery | typeof EMPTY_QUERY;
}

const readTsQuery = async (db: Db, keywords: string) =>
  (await queryRows<{ q: string }>(db, sql`select websearch_to_tsquery('english', ${keywords})::text as q`))[0]?.q ?? '';

/** Typed words read as tsqueries lately: the reading depends on the words alone, and a page's calls share it. */
const tsQueries = new LRUCache<string, string, Db>({ max: 2_000, fetchMethod: (keywords, _stale, { context: db }) => readTsQuery(db, keywords) });

/** Readings under way, shared by the calls of one page that arrive together (kept only while they run). */
const readingNow = new Map<string, Promise<string>>();

/** Typed words as PostgreSQL's websearch_to_tsquery reads them, printed. */
async function tsQueryText(db: Db, keywords: string): Promise<string> {
  if (cachesQueries(db)) return (await tsQueries.fetch(keywords, { context: db }))!;
  let reading = readingNow.get(keywords);
  if (!reading) {
    reading = readTsQuery(db, keywords).finally(() => readingNow.delete(keywords));
    readingNow.set(keywords, reading);
  }
  return reading;
}

/**
 * The matches of a keyword or all-content search from the in-memory keyword index, or null when the index is not
 * built yet or the query needs positions it does not hold (a quoted phrase): the database answers those.
 * The same documents as matchSql finds, without its cap: designation matches are still asked of the database.
 */
async function indexMatches(db: Db, scope: SearchScope): Promise<IndexMatches | null> {
  if (scope.searchField === 'D') return null;
  const index = await readyKeywordIndex(db);
  if (!index) return null;
  if (scope.keywords === '*') return { index, positions: filterScope(index, allPositions(index), scope), designationScores: new Map(), ranked: false, query: EMPTY_QUERY };
  const query = plainWordsQuery(index, scope.keywords) ?? parseTsQuery(await tsQueryText(db, scope.keywords));
  if (query === null || (query !== EMPTY_QUERY && !index.places && phraseUnderNot(query))) return null;
  const matched = matchQuery(index, query);
  let positions = matched.positions;
  if (!matched.exact) {
    // Documents with the phrase's words: the database says which hold them as a phrase, while they are few.
    if (positions.length > MATCH_CAP) return null;
    const ids = `{${[...positions].map((p) => index.documentIds[p]).join(',')}}`;
    const rows = await queryRows<{ id: number }>(db, sql`select d.id from documents d where d.id = any(${ids}::int[]) and d.search_vector @@ ${tsQuerySql(scope.keywords)}`);
    positions = Int32Array.from(rows, (r) => positionOf(index.documentIds, r.id)).sort();
  }
  const designationScores = new Map<number, number>();
  const designation = /\d/.test(scope.keywords) ? designationQuery(scope.keywords) : null;
  if (designation) {
    const rows = await queryScope<{ id: number; dscore: number }>(
      db,
      scope,
      sql`select d.id, ${designationScoreSql(designation)} as dscore from documents d where ${designationCandidateSql(designation)}`,
    );
    const extra: number[] = [];
    for (const row of rows) {
      const p = positionOf(index.documentIds, row.id);
      if (p < 0 || row.dscore <= 0) continue;
      designationScores.set(p, row.dscore);
      extra.push(p);
    }
    if (extra.length > 0) positions = union(positions, Int32Array.from(extra).sort());
  }
  return { index, positions: filterScope(index, positions, scope), designationScores, ranked: true, query };
}

/** Search results of index positions, in order: from the index when it keeps them, else read by id. */
async function resultsOf(db: Db, index: KeywordIndex, positions: number[]): Promise<SearchDocument[]> {
  if (!index.results) return searchDocumentsByIds(db, positions.map((p) => index.documentIds[p]), knownFacts(index));
  return positions.map((p) => {
    const publisher = index.publishers[index.publisher[p]];
    return { ...index.results![p], publisherName: publisher.name, publisherCode: publisher.code, translations: [], connections: { versions: versionsAt(index, p) ?? [] }, supplements: [] };
  });
}

/**
 * A page of a search whose matches the keyword index finds and counts; the database scores the candidates and
 * reads the page. Past MATCH_CAP ranked results, pages continue in the cheap order.
 */
async function searchWithIndex(db: Db, scope: SearchScope, paging: Paging, withCounts: boolean): Promise<Found | null> {
  const found = await indexMatches(db, scope);
  if (!found) return null;
  const { index, positions, designationScores } = found;
  const offset = paging.page * paging.size;
  const count = positions.length;
  const end = Math.min(offset + paging.size, count);
  let documents: SearchDocument[] = [];
  if (offset < count) {
    if (paging.sortType === 'OVERRIDE_SORT' || !found.ranked) {
      const order =
        paging.sortType === 'OVERRIDE_SORT' ? titleOrder(index, positions, end, /,desc$/i.test(paging.sort ?? '')) : catalogueOrder(index, positions, end);
      documents = await resultsOf(db, index, [...order.subarray(offset, end)]);
    } else {
      const ranked = Math.min(Math.max(RANK_CANDIDATES, end), MATCH_CAP);
      const cheap = cheapestFirst(index, positions, scope.keywords, designationScores, Math.max(ranked, end));
      const candidates = cheap.subarray(0, ranked);
      if (offset < ranked) {
        const order = await rankCandidates(db, index, scope.keywords, found.query, candidates, designationScores, Math.min(end, ranked));
        documents = await resultsOf(db, index, order.slice(offset, Math.min(end, ranked)));
      }
      if (end > ranked) {
        documents = [...documents, ...(await resultsOf(db, index, [...cheap.subarray(Math.max(offset, ranked), end)]))];
      }
    }
  }
  const result = { count, nextPageFlag: offset + documents.length < count, documents };
  return withCounts ? { ...result, counts: countsFromRows(scope, facetRows(index, positions)) } : result;
}

// ---------------------------------------------------------------- misspellings

/** Edit distance counting a swap of neighbours as one edit ('trsut' -> 'trust' is 1). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * The query with each misspelled word replaced, or null when nothing was replaced. A word is
 * replaced by a catalogue word one or two edits away (two for longer words) that at least ten times
 * as many documents use, so a typo that also occurs in a few documents ('protocl') is still corrected.
 * Candidates come from trigram similarity (pg_trgm) among words of the same first letter and length.
 * 'hypertxt transfer protocl' -> 'hypertext transfer protocol'.
 */
export async function correctSpelling(db: Db, keywords: string): Promise<string | null> {
  const words = [...new Set((keywords.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length >= 4 && w.length <= 40))].slice(0, 12);
  if (words.length === 0) return null;
  const rows = await queryRows<{ w: string; own: number | null; word: string | null; documents: number | null }>(
    db,
    sql`select q.w, (select x.documents from search_words x where x.word = q.w) as own, c.word, c.documents
          from unnest(${`{${words.join(',')}}`}::text[]) as q(w)
          left join lateral (
            -- Only rare or unknown words look for a correction; a word twenty documents use is taken as meant.
            select s.word, s.documents from search_words s
             where coalesce((select x.documents from search_words x where x.word = q.w), 0) < 20
               and left(s.word, 1) = left(q.w, 1) and length(s.word) between length(q.w) - 2 and length(q.w) + 2
               and s.word <> q.w and similarity(s.word, q.w) >= 0.15
             order by similarity(s.word, q.w) desc, s.documents desc limit 40) c on true`,
  );
  const replace = new Map<string, string>();
  for (const word of words) {
    const own = rows.find((r) => r.w === word)?.own ?? 0;
    const allowed = word.length >= 7 ? 2 : 1;
    let best: { word: string; distance: number; documents: number } | null = null;
    for (const r of rows) {
      if (r.w !== word || !r.word || (r.documents ?? 0) < Math.max(1, own * 10)) continue;
      const distance = editDistance(word, r.word);
      if (distance > allowed) continue;
      if (!best || distance < best.distance || (distance === best.distance && r.documents! > best.documents)) best = { word: r.word, distance, documents: r.documents! };
    }
    if (best) replace.set(word, best.word);
  }
  if (replace.size === 0) return null;
  return keywords.replace(/\p{L}+/gu, (word) => replace.get(word.toLowerCase()) ?? word);
}

/** Whether a search with no full-text match may retry with corrected spelling (words typed, not a designation search). */
const mayCorrect = (scope: SearchScope) => scope.searchField !== 'D' && scope.keywords !== '*';

// ---------------------------------------------------------------- counts

/** One refinement count of a search, as the facet query and the keyword index give them. */
export type FacetRow = IndexFacetRow;

const node = (key: string, name: string, count: number, selected: string[] | undefined, parentKey: string | null = null, parentName: string | null = null): RefinementNode => ({
  key,
  name,
  count,
  isChecked: selected?.includes(key) ?? false,
  parentKey,
  parentName,
  child: [],
});

/**
 * The facet rows of the matches in CTE `m` (with the facet columns of matchSql), as a query of its own or
 * inside a search.
 */
const facetRowsSql = sql`with f as (select m.*, p.code as publisher_code, p.name as publisher_name from m join publishers p on p.id = m.publisher_id)
        select 'total' as family, null as key, null as name, null as parent_key, null as parent_name, count(*)::int as count from f
        union all select 'publisher', publisher_code, publisher_name, null, null, count(*)::int from f group by publisher_code, publisher_name
        union all select 'category', category, category, publisher_code, publisher_name, count(*)::int from f where category is not null group by publisher_code, publisher_name, category
        union all select 'committee', committee, coalesce(mode() within group (order by committee_name), committee), null, null, count(*)::int from f where committee is not null group by committee
        union all select 'topic', topic, topic, null, null, count(*)::int from f, unnest(f.topics) topic group by topic
        union all select 'documentType', document_type, document_type, null, null, count(*)::int from f group by document_type`;

/**
 * Refinement nodes with counts over exactly the documents the search returns (same query, same
 * selections), so the publisher counts add up to the result count.
 */
export async function refinementCounts(db: Db, scope: SearchScope, corrected = false, options: Pick<SearchOptions, 'prepared' | 'index'> = {}): Promise<RefinementCounts> {
  // The keyword index counts any match set in memory; the prepared answer of a word most documents hold is cheaper.
  const prepared = options.prepared === false || (await indexFirst(db, scope, options)) ? null : await preparedAnswer(db, scope);
  const found = prepared || options.index === false ? null : await indexMatches(db, scope);
  let rows: FacetRow[];
  if (prepared) rows = prepared.facets;
  else if (found) rows = facetRows(found.index, found.positions);
  else {
    const { matches } = matchSql(scope, { rank: false, facets: true });
    rows = await queryScope<FacetRow>(db, scope, sql`with m as materialized (${matches}) select x.* from (${facetRowsSql}) x`);
  }
  // The same correction as the search itself, so the counts agree with the results shown.
  if (!corrected && mayCorrect(scope) && !rows.some((r) => r.family === 'total' && r.count > 0)) {
    const fixed = await correctSpelling(db, scope.keywords);
    if (fixed) return refinementCounts(db, { ...scope, keywords: fixed }, true, options);
  }
  return countsFromRows(scope, rows);
}

/** Refinement nodes from facet rows: publishers with their categories as children, each list by count. */
function countsFromRows(scope: SearchScope, rows: FacetRow[]): RefinementCounts {
  const selected = scope.refinements;
  const byCount = (a: RefinementNode, b: RefinementNode) => b.count - a.count || a.name.localeCompare(b.name);
  const categories = rows
    .filter((r) => r.family === 'category')
    .map((r) => node(categoryKey(r.parent_key!, r.key!), r.name!, r.count, [...(selected.categoryList ?? []), ...(selected.publisherList ?? [])], r.parent_key, r.parent_name))
    .sort(byCount);
  const publishers = rows
    .filter((r) => r.family === 'publisher')
    .map((r) => ({ ...node(r.key!, r.name!, r.count, selected.publisherList), child: categories.filter((c) => c.parentKey === r.key) }))
    .sort(byCount);
  const simple = (family: FacetRow['family'], list: RefinementFamily) =>
    rows
      .filter((r) => r.family === family)
      .map((r) => node(r.key!, r.name!, r.count, selected[list]))
      .sort(byCount);
  return {
    count: rows.find((r) => r.family === 'total')?.count ?? 0,
    icsCodeList: [],
    publisherList: publishers,
    categoryList: categories,
    topicList: simple('topic', 'topicList'),
    industryList: [],
    documentTypeList: simple('documentType', 'documentTypeList'),
    committeeList: simple('committee', 'committeeList'),
  };
}

/** The top level of a count answer: publishers (or categories) without their children. */
export function topLevel(counts: RefinementCounts, section: 'Publisher' | 'Category'): RefinementCounts {
  const flat = (nodes: RefinementNode[]) => nodes.map((n) => ({ ...n, child: [] }));
  return section === 'Publisher'
    ? { ...counts, publisherList: flat(counts.publisherList), categoryList: [] }
    : { ...counts, publisherList: [], categoryList: flat(counts.categoryList) };
}

/** The scope of the GET refinement lists: a whole catalogue, no query. */
export const catalogueScope = (publisherIds: number[]): SearchScope => ({ publisherIds, keywords: '*', searchField: 'A', refinements: {} });


// ---------------------------------------------------------------- type-ahead

/** A prefix tsquery of plain words only ('transport lay' -> 'transport & lay:*'); never parses user syntax. */
function prefixQuery(keywords: string): string | null {
  const words = (keywords.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  if (words.length === 0) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}

interface TypeAheadRow {
  publisher_id: number;
  id: number;
  designation: string;
  contentCode: string;
  documentTitle: string;
  designationNo: string;
  connections: { id: number; designationNo: string; contentCode: string }[] | null;
}

/**
 * Suggestions grouped by publisher, up to ten each: designation prefixes first, then titles holding the
 * typed words (the last as a prefix) from the in-memory title index, most cited, active, shortest and newest
 * first; only when titles give fewer than ten and the words are no designation, any field matching the words as
 * prefixes (abstract, keywords).
 * flag says whether the session's account subscribes to the publisher.
 */
export async function typeAhead(
  db: Db,
  input: { keywords: string; publishers: Publisher[]; entitledPublisherIds: number[]; designationOnly: boolean },
): Promise<TypeAheadGroup[]> {
  const keywords = input.keywords === '*' ? '' : input.keywords.trim();
  if (keywords.length <= 2 || input.publishers.length === 0) return [];
  const publisherIds = input.publishers.map((p) => p.id);
  const designation = input.designationOnly || /\d/.test(keywords) ? designationQuery(keywords) : null;
  const titled = input.designationOnly
    ? []
    : matchTitles(await currentTitleIndex(db), keywords, { publisherIds, perPublisher: TYPE_AHEAD_PER_PUBLISHER, scanLimit: TITLE_SCAN_LIMIT });
  const prefix = prefixQuery(keywords);
  const conditions: SQL[] = [];
  if (titled.length > 0) conditions.push(sql`d.id = any(${`{${titled.join(',')}}`}::int[])`);
  if (designation) conditions.push(designationPrefixSql(designation));
  // Other fields only for words that are no designation and that few titles hold: 'RFC 91' would visit every abstract citing some RFC 91xx.
  if (!designation && !input.designationOnly && prefix && titled.length < TYPE_AHEAD_PER_PUBLISHER) conditions.push(sql`d.search_vector @@ to_tsquery('english', ${prefix})`);
  if (conditions.length === 0) return [];
  const titleOrder = sql`array_position(${`{${titled.join(',')}}`}::int[], d.id)`;
  const designationHit = designation ? designationPrefixSql(designation, false) : sql`false`;
  const rows = await queryRows<TypeAheadRow>(
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
  return input.publishers.flatMap((publisher) => {
    const results = rows.filter((r) => r.publisher_id === publisher.id).map(({ publisher_id: _p, connections, ...r }) => ({ ...r, connections: connections ?? [] }));
    if (results.length === 0) return [];
    return [{ publisher: { code: publisher.code, name: publisher.name }, flag: input.entitledPublisherIds.includes(publisher.id), results }];
  });
}
