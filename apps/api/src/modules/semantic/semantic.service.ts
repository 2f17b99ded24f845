import { desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { semanticModels, semanticVectors } from '../../db/schema/index.js';
import { buildLsi, foldIn, projectRow, termsFromTsvector, unit, type LsiModel } from './lsi.js';
import { embedTexts, type EmbeddingsServer } from './embeddings-client.js';

/** Dimensions of the catalogue's LSI space: enough to tell the catalogue's subjects apart, small enough to scan. */
export const LSI_DIMENSIONS = 160;
const LSI_MAX_TERMS = 25_000;
/** Documents per stored chunk of vectors. */
export const CHUNK = 4_096;
/** Documents per request to an external embeddings server. */
const EMBED_BATCH = 64;
/** A semantic search lists at most this many neighbours; its count is how many of them are close enough. */
export const SEMANTIC_MAX_RESULTS = 500;
/** Cosine similarity under which a document is not counted as related to the query at all. */
export const SEMANTIC_MIN_SIMILARITY = 0.25;

export interface SemanticLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface SemanticSettings {
  /** Optional OpenAI-compatible embeddings server; the catalogue's own LSI model is always built. */
  embeddings?: EmbeddingsServer | null;
}

const toBytes = (a: Float32Array | Int32Array | Int8Array) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
const float32 = (b: Uint8Array) => new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
const int32 = (b: Uint8Array) => new Int32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
const int8 = (b: Uint8Array) => new Int8Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));

/** A unit vector as int8 (x 127): a quarter of the memory, and ranking by it differs from float only in near-ties. */
function quantize(vector: Float32Array, into: Int8Array, offset: number) {
  for (let i = 0; i < vector.length; i++) into[offset + i] = Math.max(-127, Math.min(127, Math.round(vector[i] * 127)));
}

export interface VectorRow {
  documentId: number;
  publisherId: number;
  vector: Float32Array;
  /** LSI: the document's vocabulary terms and their weighted counts. */
  terms?: { ids: Int32Array; counts: Float32Array };
}

/** Stores a model's document vectors in chunks of CHUNK documents, numbered from firstChunk. */
export async function storeVectors(db: Db, modelId: number, dimensions: number, rows: VectorRow[], firstChunk = 0) {
  for (let start = 0, chunk = firstChunk; start < rows.length; start += CHUNK, chunk++) {
    const part = rows.slice(start, start + CHUNK);
    const vectors = new Int8Array(part.length * dimensions);
    part.forEach((r, i) => quantize(r.vector, vectors, i * dimensions));
    let terms = {};
    if (part.every((r) => r.terms)) {
      const offsets = new Int32Array(part.length + 1);
      part.forEach((r, i) => (offsets[i + 1] = offsets[i] + r.terms!.ids.length));
      const ids = new Int32Array(offsets[part.length]);
      const counts = new Float32Array(offsets[part.length]);
      part.forEach((r, i) => {
        ids.set(r.terms!.ids, offsets[i]);
        counts.set(r.terms!.counts, offsets[i]);
      });
      terms = { termOffsets: toBytes(offsets), termIds: toBytes(ids), termCounts: toBytes(counts) };
    }
    await db.insert(semanticVectors).values({
      modelId,
      chunk,
      documentIds: toBytes(Int32Array.from(part.map((r) => r.documentId))),
      publisherIds: toBytes(Int32Array.from(part.map((r) => r.publisherId))),
      vectors: toBytes(vectors),
      ...terms,
    });
  }
}

export async function retireOlder(db: Db, kind: string, keepId: number) {
  await db.execute(sql`delete from semantic_models where kind = ${kind} and id <> ${keepId}`);
}

/**
 * Builds the catalogue's LSI model from the documents' search vectors (the same English stems the
 * keyword search uses), stores it with every document's vector, and retires the previous model.
 * Built from scratch each time: the import runs it as its last step, so a resumed import simply builds it again.
 */
export async function buildSemanticModel(db: Db, log: SemanticLog, settings: SemanticSettings = {}): Promise<{ modelId: number; documents: number; terms: number; ms: number }> {
  const started = performance.now();
  const rows = await queryRows<{ id: number; publisher_id: number; v: string | null }>(
    db,
    sql`select id, publisher_id, search_vector::text as v from documents order by id`,
  );
  const counts = rows.map((r) => termsFromTsvector(r.v ?? ''));
  const { model, matrix } = buildLsi(counts, { dimensions: LSI_DIMENSIONS, maxTerms: LSI_MAX_TERMS, seed: 20261122 });
  const termIndex = new Map(model.terms.map((t, i) => [t, i]));
  const vectors: VectorRow[] = [];
  rows.forEach((r, i) => {
    const vector = projectRow(model, matrix, i);
    if (vector) vectors.push({ documentId: r.id, publisherId: r.publisher_id, vector, terms: vocabularyTerms(counts[i], termIndex) });
  });
  const ms = Math.round(performance.now() - started);
  const [saved] = await db
    .insert(semanticModels)
    .values({
      kind: 'lsi',
      name: `lsi-${model.dimensions}`,
      dimensions: model.dimensions,
      documents: vectors.length,
      terms: model.terms,
      idf: toBytes(model.idf),
      projection: toBytes(model.projection),
      stats: { buildMs: ms, terms: model.terms.length, nonZeros: matrix.value.length, topSingularValues: [...model.singularValues.slice(0, 5)] },
    })
    .returning({ id: semanticModels.id });
  await storeVectors(db, saved.id, model.dimensions, vectors);
  await retireOlder(db, 'lsi', saved.id);
  log.info(`semantic model: LSI over ${vectors.length} documents, ${model.terms.length} terms, ${model.dimensions} dimensions in ${(ms / 1000).toFixed(1)} s`);
  if (settings.embeddings) await buildExternalVectors(db, log, settings.embeddings).catch((error: Error) => log.warn(`semantic model: the embeddings server failed (${error.message}); semantic search uses the catalogue's own model`));
  return { modelId: saved.id, documents: vectors.length, terms: model.terms.length, ms };
}

/** Sends every document's title, keywords and abstract to the embeddings server and stores the answers. */
async function buildExternalVectors(db: Db, log: SemanticLog, server: EmbeddingsServer) {
  const started = performance.now();
  const rows = await queryRows<{ id: number; publisher_id: number; text: string }>(
    db,
    sql`select id, publisher_id, concat_ws('. ', display_designation, title, array_to_string(keywords, ', '), abstract) as text from documents order by id`,
  );
  const vectors: VectorRow[] = [];
  for (let i = 0; i < rows.length; i += EMBED_BATCH) {
    const batch = rows.slice(i, i + EMBED_BATCH);
    const embedded = await embedTexts(server, batch.map((r) => r.text.slice(0, 4_000)));
    embedded.forEach((v, j) => {
      const vector = unit(v);
      if (vector) vectors.push({ documentId: batch[j].id, publisherId: batch[j].publisher_id, vector });
    });
  }
  const dimensions = vectors[0]?.vector.length ?? 0;
  if (dimensions === 0) throw new Error('no vectors came back');
  const [saved] = await db
    .insert(semanticModels)
    .values({ kind: 'external', name: server.model, dimensions, documents: vectors.length, stats: { buildMs: Math.round(performance.now() - started) } })
    .returning({ id: semanticModels.id });
  await storeVectors(db, saved.id, dimensions, vectors);
  await retireOlder(db, 'external', saved.id);
  log.info(`semantic model: ${vectors.length} documents embedded by ${server.model} (${dimensions} dimensions)`);
}

/** A document's counts of the model's vocabulary, for the lexical half of the score. */
export function vocabularyTerms(counts: Map<string, number>, termIndex: Map<string, number>): { ids: Int32Array; counts: Float32Array } {
  const kept = [...counts].flatMap(([t, c]) => {
    const j = termIndex.get(t);
    return j === undefined ? [] : [[j, c] as const];
  });
  return { ids: Int32Array.from(kept.map(([j]) => j)), counts: Float32Array.from(kept.map(([, c]) => c)) };
}

/** Whether the database holds a semantic model (a data folder from before semantic search needs one built). */
export async function hasSemanticModel(db: Db): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from semantic_models where kind = 'lsi'`);
  return (rows[0]?.n ?? 0) > 0;
}

// ---------------------------------------------------------------- the in-process index

/** A model's document vectors held in memory; scanned whole, which at int8 x 160 dimensions is a few ms per 10,000 documents. */
export interface VectorIndex {
  modelId: number;
  kind: 'lsi' | 'external';
  name: string;
  dimensions: number;
  documentIds: Int32Array;
  publisherIds: Int32Array;
  vectors: Int8Array;
  lsi: (LsiModel & { termIndex: Map<string, number> }) | null;
  /** LSI: for each term, the index rows holding it and the term's saturated weight there (idf x c/(c+2)). */
  postings: { start: Int32Array; row: Int32Array; weight: Float32Array } | null;
}

/** Inverts the documents' term lists into postings per term. */
function invert(termCount: number, idf: Float32Array, lists: { offsets: Int32Array; ids: Int32Array; counts: Float32Array; firstRow: number }[]) {
  const start = new Int32Array(termCount + 1);
  for (const l of lists) for (const j of l.ids) start[j + 1]++;
  for (let j = 0; j < termCount; j++) start[j + 1] += start[j];
  const fill = start.slice(0, termCount);
  const row = new Int32Array(start[termCount]);
  const weight = new Float32Array(start[termCount]);
  for (const l of lists) {
    for (let r = 0; r + 1 < l.offsets.length; r++) {
      for (let k = l.offsets[r]; k < l.offsets[r + 1]; k++) {
        const j = l.ids[k];
        const c = l.counts[k];
        row[fill[j]] = l.firstRow + r;
        weight[fill[j]++] = idf[j] * (c / (c + 2));
      }
    }
  }
  return { start, row, weight };
}

const loaded = new WeakMap<Db, Map<string, Promise<VectorIndex | null>>>();

async function loadIndex(db: Db, kind: 'lsi' | 'external', modelId: number): Promise<VectorIndex | null> {
  const [model] = await db.select().from(semanticModels).where(eq(semanticModels.id, modelId));
  if (!model) return null;
  const chunks = await db.select().from(semanticVectors).where(eq(semanticVectors.modelId, modelId)).orderBy(semanticVectors.chunk);
  const total = chunks.reduce((n, c) => n + c.documentIds.byteLength / 4, 0);
  const documentIds = new Int32Array(total);
  const publisherIds = new Int32Array(total);
  const vectors = new Int8Array(total * model.dimensions);
  let at = 0;
  const termLists: { offsets: Int32Array; ids: Int32Array; counts: Float32Array; firstRow: number }[] = [];
  for (const c of chunks) {
    const ids = int32(c.documentIds);
    documentIds.set(ids, at);
    publisherIds.set(int32(c.publisherIds), at);
    vectors.set(int8(c.vectors), at * model.dimensions);
    if (c.termOffsets && c.termIds && c.termCounts) termLists.push({ offsets: int32(c.termOffsets), ids: int32(c.termIds), counts: float32(c.termCounts), firstRow: at });
    at += ids.length;
  }
  const lsi =
    kind === 'lsi' && model.terms && model.idf && model.projection
      ? {
          dimensions: model.dimensions,
          terms: model.terms,
          idf: float32(model.idf),
          projection: float32(model.projection),
          singularValues: new Float32Array(0),
          termIndex: new Map(model.terms.map((t, i) => [t, i])),
        }
      : null;
  const postings = lsi && termLists.length === chunks.length ? invert(lsi.terms.length, lsi.idf, termLists) : null;
  return { modelId, kind, name: model.name, dimensions: model.dimensions, documentIds, publisherIds, vectors, lsi, postings };
}

/** The newest model of a kind, loaded once per database handle and reloaded when a new import replaced it. */
export async function currentIndex(db: Db, kind: 'lsi' | 'external'): Promise<VectorIndex | null> {
  const [latest] = await db.select({ id: semanticModels.id }).from(semanticModels).where(eq(semanticModels.kind, kind)).orderBy(desc(semanticModels.id)).limit(1);
  if (!latest) return null;
  let cache = loaded.get(db);
  if (!cache) loaded.set(db, (cache = new Map()));
  const key = `${kind}:${latest.id}`;
  let index = cache.get(key);
  if (!index) {
    for (const k of cache.keys()) if (k.startsWith(`${kind}:`)) cache.delete(k);
    index = loadIndex(db, kind, latest.id);
    cache.set(key, index);
    index.catch(() => cache.delete(key));
  }
  return index;
}

/** The query's English stems, by the database's own parser so they match the documents' lexemes. */
async function queryTerms(db: Db, keywords: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ v: string }>(db, sql`select to_tsvector('english', ${keywords})::text as v`);
  const counts = termsFromTsvector(rows[0]?.v ?? '');
  // A query's words all count once, whatever label the parser gave them.
  for (const k of counts.keys()) counts.set(k, 1);
  return counts;
}

export interface Neighbour {
  documentId: number;
  similarity: number;
}

/**
 * The lexical half of the score: for each document, the query terms it holds weighted by rarity and
 * (saturated) count, times the share of the query's terms it holds; scaled so the best document has 1.
 */
export function lexicalScores(index: VectorIndex, terms: number[]): Float32Array | null {
  const postings = index.postings;
  if (!postings || terms.length === 0) return null;
  const sum = new Float32Array(index.documentIds.length);
  const matched = new Uint8Array(index.documentIds.length);
  for (const j of terms) {
    for (let k = postings.start[j]; k < postings.start[j + 1]; k++) {
      sum[postings.row[k]] += postings.weight[k];
      matched[postings.row[k]]++;
    }
  }
  let max = 0;
  for (let r = 0; r < sum.length; r++) {
    sum[r] *= matched[r] / terms.length;
    if (sum[r] > max) max = sum[r];
  }
  if (max === 0) return null;
  for (let r = 0; r < sum.length; r++) sum[r] /= max;
  return sum;
}

/** Weight of the meaning (LSI cosine) against the words (lexical score) in the semantic score. */
export const MEANING_WEIGHT = 0.5;

/** Up to this many vectors every one is scored in full; above it a first pass on the leading dimensions picks the candidates. */
export const EXACT_SCAN_MAX = 100_000;
/**
 * Leading dimensions of the first pass: LSI vectors are rows of U x S, so the first dimensions carry most of a
 * vector's length. On 1,000,000 documents 64 of 160 halve the time of a query (160-200 -> 80-100 ms) and keep
 * the same best ten; 40 or 48 are hardly faster and find far fewer of the neighbours above the floor.
 */
const COARSE_DIMENSIONS = 64;
/** Candidates the first pass keeps for the full score (forty times the most a search lists; 3 ms to score in full). */
const COARSE_CANDIDATES = SEMANTIC_MAX_RESULTS * 40;

/**
 * `initial` plus q · vectors[o .. o + length), in four running sums: about half the time of one sum over a
 * million vectors (370 -> 170-220 ms for a full scan here, with the publisher flags).
 */
function dot(q: Float32Array, vectors: Int8Array, o: number, length: number, initial: number): number {
  let s0 = initial;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let i = 0;
  for (const end = length - (length % 4); i < end; i += 4) {
    s0 += q[i] * vectors[o + i];
    s1 += q[i + 1] * vectors[o + i + 1];
    s2 += q[i + 2] * vectors[o + i + 2];
    s3 += q[i + 3] * vectors[o + i + 3];
  }
  for (; i < length; i++) s0 += q[i] * vectors[o + i];
  return s0 + s1 + s2 + s3;
}

/** The flags of the allowed publisher ids, indexed by id. */
function publisherFlags(publisherIds: Set<number>): Uint8Array {
  const allowed = new Uint8Array(Math.max(0, ...publisherIds) + 1);
  for (const id of publisherIds) allowed[id] = 1;
  return allowed;
}

/** Each index's leading dimensions copied into one contiguous array, made on first use (40 MB per million documents). */
const leading = new WeakMap<VectorIndex, Int8Array>();

function leadingDimensions(index: VectorIndex): Int8Array {
  let out = leading.get(index);
  if (!out) {
    const n = index.documentIds.length;
    const d = index.dimensions;
    out = new Int8Array(n * COARSE_DIMENSIONS);
    for (let r = 0; r < n; r++) out.set(index.vectors.subarray(r * d, r * d + COARSE_DIMENSIONS), r * COARSE_DIMENSIONS);
    leading.set(index, out);
  }
  return out;
}

/**
 * The rows worth scoring in full: every allowed row scored on the first COARSE_DIMENSIONS dimensions
 * (plus its lexical part), then the best `keep` of them by a histogram cut rather than a sort.
 */
function coarseCandidates(index: VectorIndex, q: Float32Array, allowed: Uint8Array, lexical: Float32Array | null, keep: number): Int32Array {
  const n = index.documentIds.length;
  const c = COARSE_DIMENSIONS;
  const vectors = leadingDimensions(index);
  const score = new Float32Array(n).fill(-Infinity);
  let low = Infinity;
  let high = -Infinity;
  let allowedRows = 0;
  for (let r = 0, o = 0; r < n; r++, o += c) {
    const publisher = index.publisherIds[r];
    if (publisher >= allowed.length || allowed[publisher] === 0) continue;
    const s = dot(q, vectors, o, c, lexical ? (1 - MEANING_WEIGHT) * lexical[r] : 0);
    score[r] = s;
    allowedRows++;
    if (s < low) low = s;
    if (s > high) high = s;
  }
  let cut = low;
  if (allowedRows > keep) {
    const bins = 4_096;
    const width = (high - low) / bins || 1;
    const histogram = new Int32Array(bins);
    for (let r = 0; r < n; r++) if (score[r] !== -Infinity) histogram[Math.min(bins - 1, Math.floor((score[r] - low) / width))]++;
    let bin = bins - 1;
    for (let taken = histogram[bin]; bin > 0 && taken < keep; ) taken += histogram[--bin];
    cut = low + bin * width;
  }
  const rows: number[] = [];
  for (let r = 0; r < n; r++) if (score[r] >= cut) rows.push(r);
  return Int32Array.from(rows);
}

/**
 * Scores every document of the allowed publishers against a unit query vector (blended with the
 * lexical scores when given); the best `limit` at or above the floor, and how many reach it.
 * Above exactUpTo vectors only the first pass's candidates are scored in full, so the count is how many of
 * those reach the floor: on the 1,000,000-document benchmark catalogue 1,479 where a full scan finds 1,586,
 * both above the SEMANTIC_MAX_RESULTS a search reports.
 */
export function nearest(
  index: VectorIndex,
  query: Float32Array,
  publisherIds: Set<number>,
  limit: number,
  floor: number,
  lexical: Float32Array | null = null,
  exactUpTo = EXACT_SCAN_MAX,
): { neighbours: Neighbour[]; count: number } {
  const d = index.dimensions;
  const meaning = lexical ? MEANING_WEIGHT : 1;
  const q = new Float32Array(d);
  for (let i = 0; i < d; i++) q[i] = (query[i] / 127) * meaning;
  // A flag per publisher id rather than a Set lookup per row.
  const allowed = publisherFlags(publisherIds);
  const candidates =
    index.documentIds.length > exactUpTo && d >= COARSE_DIMENSIONS * 2 ? coarseCandidates(index, q, allowed, lexical, Math.max(COARSE_CANDIDATES, limit * 4)) : null;
  const vectors = index.vectors;
  const scores: Neighbour[] = [];
  let count = 0;
  let worst = floor;
  const rows = candidates ? candidates.length : index.documentIds.length;
  for (let k = 0; k < rows; k++) {
    const r = candidates ? candidates[k] : k;
    const o = r * d;
    const publisher = index.publisherIds[r];
    if (publisher >= allowed.length || allowed[publisher] === 0) continue;
    const s = dot(q, vectors, o, d, lexical ? (1 - MEANING_WEIGHT) * lexical[r] : 0);
    if (s < floor) continue;
    count++;
    if (limit === 0 || (scores.length >= limit && s <= worst)) continue;
    scores.push({ documentId: index.documentIds[r], similarity: s });
    // Trim in batches rather than on every push: the kept list stays at most twice the limit.
    if (scores.length >= limit * 2) {
      scores.sort((a, b) => b.similarity - a.similarity);
      scores.length = limit;
      worst = scores[limit - 1].similarity;
    }
  }
  scores.sort((a, b) => b.similarity - a.similarity || a.documentId - b.documentId);
  return { neighbours: scores.slice(0, limit), count };
}

export interface SemanticQueryOptions {
  keywords: string;
  publisherIds: number[];
  /** How many ranked neighbours the caller needs (the end of the requested page). */
  needed: number;
  embeddings?: EmbeddingsServer | null;
  log?: SemanticLog;
}

/**
 * The documents nearest the query in meaning, best first, with how many are related at all (capped
 * at SEMANTIC_MAX_RESULTS). Uses the external embeddings model when one is configured and built,
 * the catalogue's LSI model otherwise (and when the server does not answer).
 */
export async function semanticNeighbours(db: Db, options: SemanticQueryOptions): Promise<{ neighbours: Neighbour[]; count: number; model: string | null }> {
  const allowed = new Set(options.publisherIds);
  const limit = Math.min(options.needed, SEMANTIC_MAX_RESULTS);
  const empty = { neighbours: [], count: 0, model: null };
  if (allowed.size === 0 || options.keywords === '*') return empty;
  if (options.embeddings) {
    const index = await currentIndex(db, 'external');
    if (index) {
      try {
        const [vector] = await embedTexts(options.embeddings, [options.keywords]);
        const query = unit(vector);
        if (query && query.length === index.dimensions) {
          const found = nearest(index, query, allowed, limit, SEMANTIC_MIN_SIMILARITY);
          return { ...found, count: Math.min(found.count, SEMANTIC_MAX_RESULTS), model: index.name };
        }
      } catch (error) {
        options.log?.warn(`semantic search: the embeddings server failed (${(error as Error).message}); answering with the catalogue's own model`);
      }
    }
  }
  const index = await currentIndex(db, 'lsi');
  if (!index?.lsi) return empty;
  const terms = await queryTerms(db, options.keywords);
  const query = foldIn(index.lsi, terms, index.lsi.termIndex);
  if (!query) return empty;
  const known = [...terms.keys()].flatMap((t) => index.lsi!.termIndex.get(t) ?? []);
  const found = nearest(index, query, allowed, limit, SEMANTIC_MIN_SIMILARITY, lexicalScores(index, known));
  return { ...found, count: Math.min(found.count, SEMANTIC_MAX_RESULTS), model: index.name };
}
