import { sql } from 'drizzle-orm';
import { pgArray, queryRows, type Db } from '../../../../db/client.js';
import { activeFirst, citationCountsSql, CITED_RERANK, citedBySql, RANK_CANDIDATES, textScoreSql, titleHitsSql, tsQuerySql } from '../sql/ranking-sql.js';

/**
 * The common words' answers brought up to date after an import that changed a few documents (docs/adr/0080), rather
 * than prepared again: the documents every common word matches include nearly every changed one, so what is saved is
 * not words but work within each answer. A word's answer for one publisher rests only on the documents that match
 * the word there: their rows (title, status, date, refinements, text) and their citation counts. Documents are never
 * deleted, so an answer is out of date only where one of its matching documents changed, or where its number of
 * matches did (a written document stopped matching). For those the count and refinement counts are taken again, and
 * the candidates are the kept ones with the written documents taken out and put back where they now rank, and the
 * boosted scores read again where a citation count changed; an answer whose candidates were cut at RANK_CANDIDATES
 * and lost some takes as many of the next in line, which all ranked below the kept ones. Only a word or a publisher
 * with no kept answer is prepared in full.
 */
export interface FrequentWordsDelta {
  /** The import whose answers are kept where nothing under them changed. */
  previous: number;
  /** Documents written since those answers were prepared. */
  written: number[];
  /** Documents not written whose citation count changed since: of these only the boosted score changes. */
  cited: number[];
}

/** Above this share of the catalogue changed, every answer is prepared again: bringing each up to date would cost more. */
export const FREQUENT_WORDS_DELTA_LIMIT = 0.02;

/** [id, titleHits, inactive, publishedDate, score, boosted]: score and boosted as text, exactly as PostgreSQL computed them. */
export type StoredCandidate = [number, number, number, string | null, string, string | null];

/** What the delta left to prepare in full: nothing, the whole word (no kept answer), or these publishers' answers. */
export type StillToPrepare = 'all' | number[];

interface Kept {
  publisher_id: number;
  documents: number;
  candidates: StoredCandidate[];
}

/**
 * Moves `word`'s kept answers to `generation`, bringing those the delta touched up to date; answers what is left to
 * prepare in full. Runs in the caller's transaction.
 */
export async function updateWordFromDelta(tx: Db, word: string, generation: number, delta: FrequentWordsDelta): Promise<StillToPrepare> {
  const kept = await queryRows<Kept>(tx, sql`select publisher_id, documents, candidates from search_frequent_words where word = ${word} and generation = ${delta.previous}`);
  // A word new to the list, or one no document matches as a search (it stores no row).
  if (kept.length === 0) return 'all';
  const changed = pgArray([...delta.written, ...delta.cited]);
  const now = await queryRows<{ publisher_id: number; documents: number; touched: boolean }>(
    tx,
    sql`select d.publisher_id, count(*)::int as documents, bool_or(d.id = any(${changed}::int[])) as touched
          from documents d where d.search_vector @@ ${tsQuerySql(word)} group by d.publisher_id`,
  );
  const keptOf = new Map(kept.map((k) => [Number(k.publisher_id), k]));
  const gone = [...keptOf.keys()].filter((id) => !now.some((r) => Number(r.publisher_id) === id));
  if (gone.length > 0) await tx.execute(sql`delete from search_frequent_words where word = ${word} and publisher_id = any(${pgArray(gone)}::int[])`);
  await tx.execute(sql`update search_frequent_words set generation = ${generation} where word = ${word}`);

  const stale = now.filter((r) => r.touched || Number(keptOf.get(Number(r.publisher_id))?.documents) !== Number(r.documents));
  if (stale.length === 0) return [];
  const toPrepare: number[] = [];
  const written = new Set(delta.written);
  const cited = new Set(delta.cited);
  const fresh = await writtenCandidates(tx, word, delta.written);
  for (const { publisher_id: publisherId, documents } of stale) {
    const own = keptOf.get(Number(publisherId));
    if (!own) {
      // A publisher none of whose documents matched the word before.
      toPrepare.push(Number(publisherId));
      continue;
    }
    const unwritten = own.candidates.filter(([id]) => !written.has(id)).map((c): StoredCandidate => (cited.has(c[0]) ? [c[0], c[1], c[2], c[3], c[4], null] : c));
    // Candidates cut at RANK_CANDIDATES that lost some of theirs: the next in line, never kept, may now be among them.
    const lost = own.candidates.length - unwritten.length;
    const nextInLine = Number(own.documents) > RANK_CANDIDATES && lost > 0 ? await nextCandidates(tx, word, Number(publisherId), [...own.candidates.map(([id]) => id), ...delta.written], lost) : [];
    const candidates = await ranked(tx, word, [...unwritten, ...(fresh.get(Number(publisherId)) ?? []), ...nextInLine]);
    await tx.execute(sql`update search_frequent_words
         set documents = ${documents}, candidates = ${JSON.stringify(candidates)}::jsonb,
             facets = coalesce((select jsonb_agg(jsonb_build_array(f.family, f.key, f.name, f.count)) from (${facetRowsSql(word, Number(publisherId))}) f), '[]'::jsonb)
       where word = ${word} and publisher_id = ${publisherId}`);
  }
  return toPrepare;
}

const candidateColumns = (word: string) => sql`d.id, d.publisher_id, ${titleHitsSql(word)} as title_hits, ${activeFirst} as inactive, d.published_date::text as published_date,
    (${textScoreSql(word, 'rank_vector')})::text as score`;

type CandidateRow = { id: number; publisher_id: number; title_hits: number; inactive: number; published_date: string | null; score: string; boosted: string | null };
const storedCandidate = (r: CandidateRow): StoredCandidate => [Number(r.id), Number(r.title_hits), Number(r.inactive), r.published_date, r.score, r.boosted];

/**
 * The first `count` of a publisher's documents matching `word` in ranking's cheap order, leaving out those given (the
 * kept candidates and the written documents): below every kept candidate before the import, and unchanged by it.
 */
async function nextCandidates(tx: Db, word: string, publisherId: number, leaveOut: number[], count: number): Promise<StoredCandidate[]> {
  const rows = await queryRows<CandidateRow>(
    tx,
    sql`select ${candidateColumns(word)}, null as boosted from documents d
         where d.search_vector @@ ${tsQuerySql(word)} and d.publisher_id = ${publisherId} and not (d.id = any(${pgArray(leaveOut)}::int[]))
         order by title_hits desc, inactive, d.published_date desc nulls last, d.id limit ${count}`,
  );
  return rows.map(storedCandidate);
}

/** The written documents that match `word`, per publisher, as candidates with their score and boosted score. */
async function writtenCandidates(tx: Db, word: string, writtenDocuments: number[]): Promise<Map<number, StoredCandidate[]>> {
  const rows = await queryRows<CandidateRow>(
    tx,
    sql`select ${candidateColumns(word)}, (${boostedScoreSql(word)})::text as boosted
          from documents d where d.id = any(${pgArray(writtenDocuments)}::int[]) and d.search_vector @@ ${tsQuerySql(word)}`,
  );
  const out = new Map<number, StoredCandidate[]>();
  for (const r of rows) out.set(Number(r.publisher_id), [...(out.get(Number(r.publisher_id)) ?? []), storedCandidate(r)]);
  return out;
}

/** A candidate's text score with the body, raised by its citations: what the prepared answer keeps for the best CITED_RERANK. */
export const boostedScoreSql = (word: string) => sql`(${textScoreSql(word, 'search_vector')} * (1 + ln(1 + ${citedBySql}) * 0.3))`;

/** ISO dates, 'desc nulls last'. */
const newestFirst = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? 1 : -1);

/**
 * Candidates in ranking's cheap order, the first RANK_CANDIDATES of them, the best CITED_RERANK by score with their
 * boosted score (read for those that had none) and the rest without: as wordAnswersSql (frequent-words.ts) orders and keeps them.
 */
async function ranked(tx: Db, word: string, all: StoredCandidate[]): Promise<StoredCandidate[]> {
  const candidates = all.sort((a, b) => b[1] - a[1] || a[2] - b[2] || newestFirst(a[3], b[3]) || a[0] - b[0]).slice(0, RANK_CANDIDATES);
  const best = new Set([...candidates].sort((a, b) => Number(b[4]) - Number(a[4]) || a[0] - b[0]).slice(0, CITED_RERANK));
  const unscored = candidates.filter((c) => best.has(c) && c[5] === null).map((c) => c[0]);
  const boosted = new Map<number, string>();
  if (unscored.length > 0) {
    const rows = await queryRows<{ id: number; boosted: string }>(tx, sql`select d.id, (${boostedScoreSql(word)})::text as boosted from documents d where d.id = any(${pgArray(unscored)}::int[])`);
    for (const r of rows) boosted.set(Number(r.id), r.boosted);
  }
  return candidates.map((c) => [c[0], c[1], c[2], c[3], c[4], best.has(c) ? (c[5] ?? boosted.get(c[0]) ?? null) : null]);
}

/** Refinement counts per publisher of the matches in a relation `m`, as (publisher_id, family, key, name, count): as the SQL search's facet rows. */
export const facetUnionSql = sql`select publisher_id, 'category' as family, category as key, category as name, count(*)::int as count from m where category is not null group by publisher_id, category
    union all select publisher_id, 'committee', committee, coalesce(mode() within group (order by committee_name), committee), count(*)::int from m where committee is not null group by publisher_id, committee
    union all select publisher_id, 'topic', topic, topic, count(*)::int from m, unnest(m.topics) topic group by publisher_id, topic
    union all select publisher_id, 'documentType', document_type, document_type, count(*)::int from m group by publisher_id, document_type`;

/**
 * One publisher's refinement counts of the documents matching `word` (facetUnionSql). The publisher is picked from the
 * matches, not in their scan: asked for there, the planner reads every document of the publisher through its index and
 * tests each one's text (1.5 times the time, for a publisher that has most of the catalogue).
 */
function facetRowsSql(word: string, publisherId: number) {
  return sql`with matches as materialized (select d.publisher_id, d.category, d.committee, d.committee_name, d.topics, d.document_type
                                             from documents d where d.search_vector @@ ${tsQuerySql(word)}),
    m as not materialized (select * from matches where publisher_id = ${publisherId})
    ${facetUnionSql}`;
}

/** Every document's citation count (citedBySql), for FrequentWordsDelta: taken before an import writes, compared after. */
export async function citationCounts(db: Db): Promise<Map<number, number>> {
  const rows = await queryRows<{ id: number; cited: number }>(db, citationCountsSql);
  return new Map(rows.map((r) => [Number(r.id), Number(r.cited)]));
}

/** The documents whose citation count differs between two citationCounts. */
export function citationsChanged(before: Map<number, number>, after: Map<number, number>): number[] {
  const changed = new Set<number>();
  for (const [id, cited] of after) if (before.get(id) !== cited) changed.add(id);
  for (const id of before.keys()) if (!after.has(id)) changed.add(id);
  return [...changed];
}
