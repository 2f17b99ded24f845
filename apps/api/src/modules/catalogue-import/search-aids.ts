/**
 * The search stage: what search needs beyond the documents, built from them whole each time, so a
 * resumed run just builds it again. The search module's spelling dictionary (for misspelled
 * queries) and the answers of the commonest words, the semantic module's model (learnt again, or
 * with a few changed documents folded into the kept one: docs/adr/0074), and the planner
 * statistics of the imported tables.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { catalogueGeneration } from '../catalogue/index.js';
import { buildFrequentWords, buildSearchWords, citationCounts, citationsChanged, FREQUENT_WORDS_DELTA_LIMIT, type FrequentWordsDelta } from '../search/index.js';
import { buildSemanticModel, hasSemanticModel, refreshSemanticModel, type SemanticSettings } from '../search/index.js';
import { checkAborted, setPhase, type CatalogueLog, type ImportRun } from './import-run.js';

/**
 * Vacuums the imported tables and gathers their planner statistics. PGlite never runs autovacuum, and
 * PostgreSQL's may come minutes later: without statistics every estimate of a search plan is a guess (one
 * row for 'internet'); without the vacuum every text search also reads the GIN index's pending list of
 * recently inserted rows (up to 4 MB) one entry at a time, and index-only scans (the citation counts of
 * ranking) still visit the table, since no page is marked all-visible yet.
 */
export async function analyzeCatalogue(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) documents, document_relations, search_words, publishers`);
}

/** What the search stage built, as the run's stats record it. */
export interface SearchAids {
  searchWords: number;
  frequentWords: number;
  /** When the common words' answers were prepared: the next import keeps those its changes do not touch. */
  frequentWordsAsOf?: string;
  /** foldedIn: the changed documents folded into the kept model, when it was not learnt again. */
  semanticModel: { documents: number; terms: number; ms: number; foldedIn?: number };
}

/**
 * The search stage of a run; the common words' answers belong to this run, used once it is marked completed.
 * citationsBefore: every document's citation count before the run wrote (null for a resumed run, which prepares every
 * answer again).
 */
export async function buildSearchAids(run: ImportRun, semanticSettings: SemanticSettings | undefined, citationsBefore: Map<number, number> | null): Promise<SearchAids> {
  const { db, log, onProgress } = run;
  checkAborted(run.signal);
  await setPhase(db, run.id, 'search');
  onProgress?.({ phase: 'search', done: 0, total: 3 });
  const searchWords = await buildSearchWords(db);
  log.info(`catalog import: spelling dictionary of ${searchWords} words`);
  onProgress?.({ phase: 'search', done: 1, total: 3 });
  const semantic = await refreshSemanticModel(db, log, semanticSettings);
  await analyzeCatalogue(db);
  onProgress?.({ phase: 'search', done: 2, total: 3 });
  const delta = await frequentWordsDelta(run, citationsBefore);
  const frequentWords = await buildFrequentWords(db, run.id, delta ?? undefined);
  const seconds = (frequentWords.ms / 1000).toFixed(1);
  log.info(
    delta
      ? `catalog import: answers of ${frequentWords.words} common words brought up to date (${delta.written.length} documents written, ${delta.cited.length} more cited differently; ${frequentWords.prepared} words prepared again), in ${seconds} s`
      : `catalog import: answers prepared for ${frequentWords.words} common words in ${seconds} s`,
  );
  onProgress?.({ phase: 'search', done: 3, total: 3 });
  // foldedIn is left out of the run's stats (JSON) when the model was learnt again.
  const semanticModel = { documents: semantic.documents, terms: semantic.terms, ms: semantic.ms, foldedIn: semantic.foldedIn };
  return { searchWords, frequentWords: frequentWords.words, frequentWordsAsOf: frequentWords.asOf, semanticModel };
}

/**
 * What this run changed since the last completed run prepared its common words' answers, so those that nothing changed
 * are kept (frequent-words.ts, docs/adr/0080). Null, and every answer prepared again, for a resumed run, after a run that
 * did not complete (it may have written documents its search stage never saw), when the last run's answers carry no
 * time (an older server's), or when more than FREQUENT_WORDS_DELTA_LIMIT of the catalogue changed.
 */
async function frequentWordsDelta(run: ImportRun, citationsBefore: Map<number, number> | null): Promise<FrequentWordsDelta | null> {
  const { db } = run;
  if (!citationsBefore) return null;
  const [previous] = await queryRows<{ id: number; status: string; stats: Partial<SearchAids> | null }>(
    db,
    sql`select id, status, stats from catalog_imports where id < ${run.id} order by id desc limit 1`,
  );
  const asOf = previous?.stats?.frequentWordsAsOf;
  if (previous?.status !== 'completed' || typeof asOf !== 'string') return null;
  const written = await queryRows<{ id: number }>(db, sql`select id from documents where updated_at >= ${asOf}::timestamptz`);
  const [{ total }] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from documents`);
  const writtenIds = new Set(written.map((r) => Number(r.id)));
  const cited = citationsChanged(citationsBefore, await citationCounts(db)).filter((id) => !writtenIds.has(id));
  if (writtenIds.size + cited.length > Number(total) * FREQUENT_WORDS_DELTA_LIMIT) return null;
  return { previous: Number(previous.id), written: [...writtenIds], cited };
}

/**
 * For a run that changed nothing (no document written, no relation resolved, no family renamed) right after a
 * completed run: that run's search aids still describe the catalogue, so they are kept rather than built again
 * (the semantic model and the common words' answers take half a minute and more). The common words' answers
 * move to this run's generation. Returns null when anything must be built: a resumed run, a failed or stopped
 * run since the last completed one (it may have written documents its search stage never saw), missing aids,
 * or an embeddings server whose model was not built.
 */
export async function keepSearchAids(run: ImportRun, resumed: boolean, semanticSettings: SemanticSettings | undefined): Promise<SearchAids | null> {
  const { db } = run;
  if (resumed) return null;
  const [previous] = await queryRows<{ id: number; status: string; stats: Partial<SearchAids> | null }>(
    db,
    sql`select id, status, stats from catalog_imports where id < ${run.id} order by id desc limit 1`,
  );
  const kept = previous?.stats;
  if (previous?.status !== 'completed' || kept?.searchWords === undefined || kept.frequentWords === undefined || kept.semanticModel === undefined) return null;
  if (!(await hasSemanticModel(db))) return null;
  const embeddings = semanticSettings?.embeddings;
  if (embeddings && !(await queryRows<{ built: boolean }>(db, sql`select exists (select 1 from semantic_models where kind = 'external' and name = ${embeddings.model}) as built`))[0]?.built) {
    return null;
  }
  const [state] = await queryRows<{ frequent_words: number; analyzed: boolean }>(
    db,
    sql`select (select count(distinct word)::int from search_frequent_words where generation = ${previous.id}) as frequent_words,
               exists (select 1 from pg_stats where tablename = 'documents') as analyzed`,
  );
  // A prepared word that no document matches as a search (a stop word, a stem) stores no row: its answers exist if any do.
  if (!state?.analyzed || (kept.frequentWords > 0 && Number(state.frequent_words) === 0)) return null;
  await db.execute(sql`update search_frequent_words set generation = ${run.id} where generation = ${previous.id}`);
  run.log.info(`catalog import: nothing changed since run #${previous.id}; its search aids are kept`);
  return { searchWords: kept.searchWords, frequentWords: kept.frequentWords, frequentWordsAsOf: kept.frequentWordsAsOf, semanticModel: kept.semanticModel };
}

/** For a catalogue that is up to date: builds what an import made by an older version of the server did not. */
export async function addMissingSearchAids(db: Db, log: CatalogueLog, semanticSettings: SemanticSettings | undefined): Promise<void> {
  // A data folder imported before the import analyzed its tables gets its planner statistics now.
  if (!(await queryRows<{ analyzed: boolean }>(db, sql`select exists (select 1 from pg_stats where tablename = 'documents') as analyzed`))[0]?.analyzed) {
    await analyzeCatalogue(db);
  }
  // A data folder imported before semantic search existed gets its model now.
  if (!(await hasSemanticModel(db))) {
    await buildSearchWords(db);
    await buildSemanticModel(db, log, semanticSettings);
  }
  // One imported before the common words' answers existed gets them now.
  const generation = await catalogueGeneration(db);
  if (!(await queryRows<{ prepared: boolean }>(db, sql`select exists (select 1 from search_frequent_words where generation = ${generation}) as prepared`))[0]?.prepared) {
    const frequentWords = await buildFrequentWords(db, generation);
    log.info(`catalog import: answers prepared for ${frequentWords.words} common words in ${(frequentWords.ms / 1000).toFixed(1)} s`);
  }
}
