import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../../db/client.js';
import { catalogueGeneration } from '../../../catalogue/index.js';
import { cachesQueries } from '../answers/search-caches.js';
import { KeywordIndexBuilder, type KeywordIndexRow } from './index-builder.js';
import type { KeywordIndex, Version } from './keyword-index.js';
import { citationCountsSql } from '../sql/ranking-sql.js';
import { sharedBuild } from '../shared-builds.js';

// The keyword index of the current catalogue: read from the database a batch of documents at a time, and built
// again once a newer catalogue import has completed; searches are answered by the database while it is built.

const LOAD_BATCH = 20_000;

/**
 * Up to this many documents the index keeps what each search result shows (about 500 bytes a document), so a page
 * reads no row; above, the page's 25 rows are read by id.
 */
export const RESULTS_MAX_DOCUMENTS = 200_000;

/** Reads every document a batch of ids at a time and builds the index. */
export async function buildKeywordIndex(db: Db, generation: number): Promise<KeywordIndex> {
  const publishers = await queryRows<{ id: number; code: string; name: string }>(db, sql`select id, code, name from publishers order by id`);
  const [{ documents }] = await queryRows<{ documents: number }>(db, sql`select count(*)::int as documents from documents`);
  const withResults = documents <= RESULTS_MAX_DOCUMENTS;
  const builder = new KeywordIndexBuilder(publishers);
  for (let after = 0; ; ) {
    const rows = await queryRows<KeywordIndexRow>(
      db,
      sql`select d.id, d.publisher_id as "publisherId",
                 (case when d.status in ('Active', 'Current', 'Adopted') then 0 else 1 end) as inactive, d.has_full_text as "hasBody",
                 (d.published_date - date '1970-01-01') as published,
                 d.category, d.committee, d.committee_name as "committeeName", d.document_type as "documentType", d.topics, d.title,
                 d.search_vector::text as vector
                 ${
                   withResults
                     ? sql`, json_build_object('contentCode', d.content_code, 'documentType', d.document_type, 'status', d.status,
                             'lastUpdateDate', d.last_update_date::text, 'publishDate', d.published_date::text,
                             'publishedOnlineDate', d.published_online_date::text, 'language', d.language_code,
                             'designationNo', d.designation_no, 'documentTitle', d.title, 'abstract', d.abstract,
                             'displayDesignation', d.display_designation) as result`
                     : sql``
                 }
            from documents d where d.id > ${after} order by d.id limit ${LOAD_BATCH}`,
    );
    for (const row of rows) builder.add(row);
    if (rows.length < LOAD_BATCH) break;
    after = rows[rows.length - 1].id;
  }
  // The database's own order of titles and designations (its collation), for sorting by title and for unranked lists.
  const orders = await queryRows<{ id: number; title: number; designation: number }>(
    db,
    sql`select id, (dense_rank() over (order by lower(title)))::int as title, (dense_rank() over (order by designation_no))::int as designation from documents`,
  );
  const citations = await queryRows<{ id: number; cited: number }>(db, citationCountsSql);
  const versions = await queryRows<Version & { family: string }>(
    db,
    sql`select family, id, designation_no as "designationNo", content_code as "contentCode"
          from documents where family is not null order by family, published_date desc nulls last, id desc`,
  );
  // Every word of one or two letters, so short stop words ('of', 'to') and abbreviations ('ip') are known too.
  const letters = 'abcdefghijklmnopqrstuvwxyz'.split('');
  const short = [...letters, ...letters.flatMap((a) => letters.map((b) => a + b))];
  const stems = await queryRows<{ word: string; stem: string[] | null }>(
    db,
    sql`select w.word, ts_lexize('english_stem', w.word) as stem
          from (select word from search_words where word ~ '^[a-z]+$' union select unnest(${`{${short.join(',')}}`}::text[])) w`,
  );
  return builder.finish(generation, cachesQueries(db), orders, citations, versions, stems);
}

/** How long a built index is used before asking again whether an import has completed since. */
const GENERATION_CHECK_MS = 2_000;

interface Slot {
  generation: number;
  index: KeywordIndex | null;
  building: Promise<KeywordIndex> | null;
  checkedAt: number;
}
const slots = new WeakMap<Db, Slot>();

/**
 * The keyword index of the current catalogue, or null while it is being built (first use, or after an import):
 * a search then asks the database as before. Building starts on the first call.
 */
export async function readyKeywordIndex(db: Db): Promise<KeywordIndex | null> {
  const slot = slots.get(db);
  if (slot && Date.now() - slot.checkedAt < GENERATION_CHECK_MS) return slot.index;
  const generation = await catalogueGeneration(db);
  const current = slots.get(db);
  if (current && current.generation === generation) {
    current.checkedAt = Date.now();
    return current.index;
  }
  startBuild(db, generation);
  return null;
}

/** Whether the index of this catalogue generation is built and in use (the readiness probe asks; it starts nothing). */
export function keywordIndexLoaded(db: Db, generation: number): boolean {
  const slot = slots.get(db);
  return slot !== undefined && slot.generation === generation && slot.index !== null;
}

/** Makes the next call ask for the catalogue generation at once (a change was announced, lib/change-feed.ts). */
export function expireKeywordIndexCheck(db: Db): void {
  const slot = slots.get(db);
  if (slot) slot.checkedAt = 0;
}

/** The index of the current catalogue, waiting for its build when needed (tests and benchmarks). */
export async function keywordIndex(db: Db): Promise<KeywordIndex> {
  const ready = await readyKeywordIndex(db);
  if (ready) return ready;
  return slots.get(db)!.building!;
}

function startBuild(db: Db, generation: number) {
  const slot: Slot = { generation, index: null, building: null, checkedAt: Date.now() };
  slots.set(db, slot);
  slot.building = sharedBuild(db, `keyword ${generation} ${cachesQueries(db)}`, () => buildKeywordIndex(db, generation));
  slot.building.then(
    (index) => {
      slot.index = index;
      slot.building = null;
    },
    () => {
      if (slots.get(db) === slot) slots.delete(db);
    },
  );
}
