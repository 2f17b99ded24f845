import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.js';
import { semanticModels, semanticVectors } from '../../../db/schema/index.js';
import { ABOUT_LABEL_WEIGHT, buildLsi, foldIn, projectRow, termsFromTsvector, unit } from './lsi.js';
import { embedTexts, type EmbeddingsServer } from './embeddings-client.js';
import { toBytes } from './stored-vectors.js';
import { saveVectorLists } from './vector-lists-store.js';

/** Dimensions of the catalogue's LSI space: enough to tell the catalogue's subjects apart, small enough to scan. */
export const LSI_DIMENSIONS = 160;
const LSI_MAX_TERMS = 25_000;
/** Documents per stored chunk of vectors. */
export const CHUNK = 4_096;
/** Documents per request to an external embeddings server. */
const EMBED_BATCH = 64;

export interface SemanticLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface SemanticSettings {
  /** Optional OpenAI-compatible embeddings server; the catalogue's own LSI model is always built. */
  embeddings?: EmbeddingsServer | null;
}

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

/** Every row's vector quantized, one after the other, as the stored chunks hold them. */
export function quantizedRows(rows: VectorRow[], dimensions: number): Int8Array {
  const out = new Int8Array(rows.length * dimensions);
  rows.forEach((r, i) => quantize(r.vector, out, i * dimensions));
  return out;
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
 * keyword search uses), stores it with every document's vector, and retires the previous model. The model is learnt
 * from everything a document holds, its full text included; each document's vector and words are then what it is
 * about (ABOUT_LABEL_WEIGHT), so a long full text does not bring it near every question.
 * Learnt from the whole catalogue: by a first import, a resumed one, or one that changed more than a few documents
 * (refreshSemanticModel in semantic-fold.ts folds a few into the kept model instead).
 */
/** What a model step made: the model, its documents and terms, how long it took, and how many documents it folded in. */
export interface SemanticBuild {
  modelId: number;
  documents: number;
  terms: number;
  ms: number;
  /** Set when the kept model took the changed documents in (semantic-fold.ts) instead of being learnt again. */
  foldedIn?: number;
}

export async function buildSemanticModel(db: Db, log: SemanticLog, settings: SemanticSettings = {}): Promise<SemanticBuild> {
  const started = performance.now();
  // Documents written from this instant on are not in the model: a later import folds them in (semantic-fold.ts).
  const [{ now: coversUntil }] = await queryRows<{ now: string }>(db, sql`select now()::text as now`);
  const rows = await queryRows<{ id: number; publisher_id: number; v: string | null }>(
    db,
    sql`select id, publisher_id, search_vector::text as v from documents order by id`,
  );
  const counts = rows.map((r) => termsFromTsvector(r.v ?? ''));
  const { model, matrix } = buildLsi(counts, { dimensions: LSI_DIMENSIONS, maxTerms: LSI_MAX_TERMS, seed: 20261122 });
  const termIndex = new Map(model.terms.map((t, i) => [t, i]));
  const vectors: VectorRow[] = [];
  rows.forEach((r, i) => {
    const about = termsFromTsvector(r.v ?? '', ABOUT_LABEL_WEIGHT);
    const vector = foldIn(model, about, termIndex) ?? projectRow(model, matrix, i);
    if (vector) vectors.push({ documentId: r.id, publisherId: r.publisher_id, vector, terms: vocabularyTerms(about, termIndex) });
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
      stats: { buildMs: ms, terms: model.terms.length, nonZeros: matrix.value.length, topSingularValues: [...model.singularValues.slice(0, 5)], coversUntil },
    })
    .returning({ id: semanticModels.id });
  await storeVectors(db, saved.id, model.dimensions, vectors);
  await saveVectorLists(db, saved.id, quantizedRows(vectors, model.dimensions), model.dimensions);
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
  await saveVectorLists(db, saved.id, quantizedRows(vectors, dimensions), dimensions);
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
