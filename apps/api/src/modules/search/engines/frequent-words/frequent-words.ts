import { sql } from 'drizzle-orm';
import { isEmbedded, pgArray, queryRows, type Db } from '../../../../db/client.js';
import { activeFirst, CITED_RERANK, RANK_CANDIDATES, textScoreSql, titleHitsSql, tsQuerySql } from '../sql/ranking-sql.js';
import { boostedScoreSql, facetUnionSql, updateWordFromDelta, type FrequentWordsDelta, type StoredCandidate } from './frequent-words-delta.js';
import type { Refinements } from '../../search.schema.js';
import type { FacetRow } from '../facet-rows.js';

/**
 * Answers prepared by the catalogue import for its most common words (docs/adr/0019).
 *
 * A one-word search for 'internet' matches 62 % of a million documents: finding, counting and pre-ordering
 * every match costs most of a second however the query is written. For the FREQUENT_WORDS words most documents
 * use, the import stores per publisher what a search needs from those matches: their number, their refinement
 * counts and the RANK_CANDIDATES best in ranking's cheap first order, with the text scores ranking gives them.
 * A search for such a word merges the rows of the publishers it may return and ranks the merged candidates
 * the way the SQL search does (sql/sql-search.ts): the answer is the same (a test compares both on the real catalogue), and on a
 * catalogue above MATCH_CAP it is better, since every match was considered and the count is exact.
 */

/**
 * At most this many of the catalogue's most used words get prepared answers: on 1,000,000 synthetic documents,
 * the 408 words that 20,000 documents or more use (MATCH_CAP) are all among them.
 */
export const FREQUENT_WORDS = 500;
/** A word fewer documents use is cheap enough to search as typed. */
export const FREQUENT_WORD_MIN_DOCUMENTS = 300;

/** [family, key, name, count] */
type StoredFacet = [Exclude<FacetRow['family'], 'total' | 'publisher'>, string | null, string | null, number];

interface Candidate {
  id: number;
  titleHits: number;
  inactive: number;
  publishedDate: string | null;
  score: number;
  boosted: number | null;
}

export interface FrequentWordsBuild {
  /** Words with prepared answers in this generation. */
  words: number;
  /** Of those, the words prepared (wholly or for some publishers); the others kept the earlier import's rows. */
  prepared: number;
  ms: number;
  /** When the preparing began: documents written from then on are not in these answers (FrequentWordsDelta). */
  asOf: string;
}

/**
 * Prepares the answers of `generation` (the catalogue import they belong to) from the documents: all of them, or with a
 * delta only the words and publishers whose matching documents changed, the earlier import's rows kept for the rest.
 */
export async function buildFrequentWords(db: Db, generation: number, delta?: FrequentWordsDelta): Promise<FrequentWordsBuild> {
  const started = performance.now();
  const [{ as_of: asOf }] = await queryRows<{ as_of: string }>(db, sql`select now()::text as as_of`);
  const words = await queryRows<{ word: string }>(
    db,
    sql`select word from search_words where documents >= ${FREQUENT_WORD_MIN_DOCUMENTS} order by documents desc, word limit ${FREQUENT_WORDS}`,
  );
  const wanted = words.map((w) => w.word);
  if (delta) await db.execute(sql`delete from search_frequent_words where generation <> ${delta.previous} or not (word = any(${pgArray(wanted)}::text[]))`);
  else await db.execute(sql`delete from search_frequent_words`);
  let prepared = 0;
  for (const word of wanted) if (await prepareWord(db, word, generation, delta)) prepared++;
  return { words: words.length, prepared, ms: Math.round(performance.now() - started), asOf };
}

/**
 * Prepares `word`'s answers of `generation` in one transaction: in full, or with a delta only where it changed them.
 * Answers whether any was prepared in full.
 */
export async function prepareWord(db: Db, word: string, generation: number, delta?: FrequentWordsDelta): Promise<boolean> {
  const embedded = isEmbedded(db);
  return db.transaction(async (tx) => {
    // As the search itself runs (sql/match-sql.ts' queryScope): matches from the GIN index, an exact bitmap.
    await tx.execute(sql`set local enable_seqscan = off`);
    if (!embedded) await tx.execute(sql`set local work_mem = '64MB'`);
    const publishers = delta ? await updateWordFromDelta(tx, word, generation, delta) : 'all';
    if (publishers !== 'all' && publishers.length === 0) return false;
    await tx.execute(sql`insert into search_frequent_words (word, publisher_id, generation, documents, facets, candidates) ${wordAnswersSql(word, generation, publishers)}`);
    return true;
  });
}

/**
 * One word's rows (of every publisher or of those given): per publisher the match count, the facet counts (as the SQL search's facet rows, per
 * publisher) and the best RANK_CANDIDATES by the cheap order, with their score on rank_vector and, for the
 * best CITED_RERANK of them by that score, the score with the body raised by citations.
 */
export function wordAnswersSql(word: string, generation: number, publishers: number[] | 'all') {
  // Publishers are picked from the matches, not in their scan (see facetRowsSql).
  const only = publishers === 'all' ? sql`` : sql` where publisher_id = any(${pgArray(publishers)}::int[])`;
  return sql`with matches as materialized (
      select d.id, d.publisher_id, ${titleHitsSql(word)} as title_hits, ${activeFirst} as inactive, d.published_date,
             d.category, d.committee, d.committee_name, d.topics, d.document_type
        from documents d where d.search_vector @@ ${tsQuerySql(word)}),
    m as not materialized (select * from matches${only}),
    c as (select * from (select m.id, m.publisher_id, m.title_hits, m.inactive, m.published_date,
                                row_number() over (partition by m.publisher_id order by m.title_hits desc, m.inactive, m.published_date desc nulls last, m.id) as cheap
                           from m) x
           where x.cheap <= ${RANK_CANDIDATES}),
    s as (select c.*, ${textScoreSql(word, 'rank_vector')} as score from c join documents d on d.id = c.id),
    b as (select s.*, row_number() over (partition by s.publisher_id order by s.score desc, s.id) as score_position from s),
    r as (select b.*, case when b.score_position <= ${CITED_RERANK} then ${boostedScoreSql(word)} end as boosted
            from b join documents d on d.id = b.id),
    f as (${facetUnionSql})
    select ${word}, p.publisher_id, ${generation}::int, p.documents,
           coalesce((select jsonb_agg(jsonb_build_array(f.family, f.key, f.name, f.count)) from f where f.publisher_id = p.publisher_id), '[]'::jsonb),
           coalesce((select jsonb_agg(jsonb_build_array(r.id, r.title_hits, r.inactive, r.published_date::text, r.score::text, r.boosted::text) order by r.cheap)
                       from r where r.publisher_id = p.publisher_id), '[]'::jsonb)
      from (select publisher_id, count(*)::int as documents from m group by publisher_id) p`;
}

/** The word a search is for, when it may use a prepared answer: one plain word, as the spelling dictionary holds them. */
export function frequentWordOf(keywords: string): string | null {
  const word = keywords.trim().toLowerCase();
  return /^[a-z][a-z-]*[a-z]$/.test(word) && word.length <= 40 ? word : null;
}

/** Publisher codes a refinement selection narrows to, or null when it selects anything but whole publishers. */
export function publisherSelection(refinements: Refinements): string[] | null | 'all' {
  const { publisherList, ...others } = refinements;
  if (Object.values(others).some((list) => list && list.length > 0)) return null;
  if (!publisherList?.length) return 'all';
  return publisherList.some((k) => k.includes(':')) ? null : publisherList;
}

export interface FrequentWordAnswer {
  /** Documents matching, over the publishers asked for. */
  count: number;
  /** Facet rows as sql/sql-search.ts' facetRowsSql gives them. */
  facets: FacetRow[];
  /** Ids of one page in ranking order, or null when this answer cannot rank it (the page is past the candidates). */
  page(offset: number, size: number): Promise<number[] | null>;
}

interface PreparedRow {
  publisher_id: number;
  code: string;
  name: string;
  documents: number;
  facets: StoredFacet[];
  candidates: StoredCandidate[];
}

/**
 * The prepared answer for `word` over `publisherIds` (narrowed to `publisherCodes` when given), or null when the current catalogue has none for the word.
 * A word the import prepared that none of these publishers uses answers zero documents.
 */
export async function frequentWordAnswer(db: Db, word: string, publisherIds: number[], publisherCodes: string[] | null): Promise<FrequentWordAnswer | null> {
  const rows = await queryRows<PreparedRow>(
    db,
    sql`select f.publisher_id, p.code, p.name, f.documents, f.facets, f.candidates
          from search_frequent_words f join publishers p on p.id = f.publisher_id
         where f.word = ${word}
           and f.generation = (select max(id) from catalog_imports where status = 'completed')`,
  );
  if (rows.length === 0) return null;
  const wanted = rows.filter((r) => publisherIds.includes(r.publisher_id) && (publisherCodes === null || publisherCodes.includes(r.code)));
  return {
    count: wanted.reduce((sum, r) => sum + r.documents, 0),
    facets: mergeFacets(wanted),
    page: (offset, size) => rankPage(db, word, wanted, offset, size),
  };
}

function mergeFacets(rows: PreparedRow[]): FacetRow[] {
  const out: FacetRow[] = [{ family: 'total', key: null, name: null, parent_key: null, parent_name: null, count: rows.reduce((sum, r) => sum + r.documents, 0) }];
  // Committees, topics and document types add up across publishers; a committee's name is the one its largest part uses.
  const shared = new Map<string, FacetRow & { largest: number }>();
  for (const r of rows) {
    out.push({ family: 'publisher', key: r.code, name: r.name, parent_key: null, parent_name: null, count: r.documents });
    for (const [family, key, name, count] of r.facets) {
      if (family === 'category') {
        out.push({ family, key, name, parent_key: r.code, parent_name: r.name, count });
        continue;
      }
      const id = `${family}\u0000${key ?? '\u0001'}`;
      const seen = shared.get(id);
      if (!seen) shared.set(id, { family, key, name, parent_key: null, parent_name: null, count, largest: count });
      else {
        seen.count += count;
        if (count > seen.largest) Object.assign(seen, { name, largest: count });
      }
    }
  }
  for (const { largest: _largest, ...row } of shared.values()) out.push(row);
  return out;
}

const byId = (a: Candidate, b: Candidate) => a.id - b.id;
/** 'desc nulls last' on ISO dates. */
const newestFirst = (a: Candidate, b: Candidate) =>
  a.publishedDate === b.publishedDate ? 0 : a.publishedDate === null ? 1 : b.publishedDate === null ? -1 : a.publishedDate < b.publishedDate ? 1 : -1;

/**
 * The SQL search's ranking (sql/sql-search.ts) over the merged candidates: the best RANK_CANDIDATES by the cheap order (each
 * publisher's list holds its share of them), their order by score, the best CITED_RERANK of those by the
 * boosted score. One of those best may lack its boosted score, when its publisher had a hundred better
 * candidates that the merge left out: those few are scored here, with the same SQL.
 */
async function rankPage(db: Db, word: string, rows: PreparedRow[], offset: number, size: number): Promise<number[] | null> {
  if (offset + size > RANK_CANDIDATES) return null;
  const all: Candidate[] = rows.flatMap((r) =>
    r.candidates.map(([id, titleHits, inactive, publishedDate, score, boosted]) => ({
      id,
      titleHits,
      inactive,
      publishedDate,
      score: Number(score),
      boosted: boosted === null ? null : Number(boosted),
    })),
  );
  const candidates = all
    .sort((a, b) => b.titleHits - a.titleHits || a.inactive - b.inactive || newestFirst(a, b) || byId(a, b))
    .slice(0, RANK_CANDIDATES);
  const byScore = [...candidates].sort((a, b) => b.score - a.score || byId(a, b));
  const best = byScore.slice(0, CITED_RERANK);
  const unscored = best.filter((c) => c.boosted === null);
  if (unscored.length > 0) {
    const scored = await queryRows<{ id: number; boosted: string }>(
      db,
      sql`select d.id, (${boostedScoreSql(word)})::text as boosted
            from documents d where d.id in (${sql.join(unscored.map((c) => sql`${c.id}`), sql`, `)})`,
    );
    const byDocument = new Map(scored.map((r) => [r.id, Number(r.boosted)]));
    for (const c of unscored) c.boosted = byDocument.get(c.id) ?? 0;
  }
  const rest = byScore.slice(CITED_RERANK);
  const tieBreak = (a: Candidate, b: Candidate) => b.score - a.score || a.inactive - b.inactive || newestFirst(a, b) || byId(a, b);
  best.sort((a, b) => b.boosted! - a.boosted! || tieBreak(a, b));
  rest.sort(tieBreak);
  return [...best, ...rest].slice(offset, offset + size).map((c) => c.id);
}
