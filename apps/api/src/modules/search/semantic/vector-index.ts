import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { semanticModels } from '../../../db/schema/index.js';
import type { LsiModel } from './lsi.js';
import { standingFactors } from './standing.js';
import { float32, readVectorChunks } from './stored-vectors.js';
import { readVectorLists, saveVectorLists } from './vector-lists-store.js';
import type { VectorLists } from './vector-lists.js';
import { sharedBuild } from '../engines/shared-builds.js';


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
  /** The inverted lists a large index is searched by (vector-lists.ts), or null: every vector is scored. */
  lists: VectorLists | null;
  /** Per row, the factor of the document's standing (standing.ts) the best neighbours are re-ordered by. */
  standing: Float32Array;
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
  const chunks = await readVectorChunks(db, modelId);
  const total = chunks.reduce((n, c) => n + c.documentIds.length, 0);
  const documentIds = new Int32Array(total);
  const publisherIds = new Int32Array(total);
  const vectors = new Int8Array(total * model.dimensions);
  let at = 0;
  const termLists: { offsets: Int32Array; ids: Int32Array; counts: Float32Array; firstRow: number }[] = [];
  for (const c of chunks) {
    documentIds.set(c.documentIds, at);
    publisherIds.set(c.publisherIds, at);
    vectors.set(c.vectors, at * model.dimensions);
    if (c.terms) termLists.push({ ...c.terms, firstRow: at });
    at += c.documentIds.length;
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
  // Lists stored with the model; a model stored without them (made before they existed) gets them built now, once.
  const lists = (await readVectorLists(db, modelId, total)) ?? (await saveVectorLists(db, modelId, vectors, model.dimensions));
  const standing = await standingFactors(db, documentIds);
  return { modelId, kind, name: model.name, dimensions: model.dimensions, documentIds, publisherIds, vectors, lsi, postings, lists, standing };
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
    index = sharedBuild(db, `semantic ${key}`, () => loadIndex(db, kind, latest.id));
    cache.set(key, index);
    index.catch(() => cache.delete(key));
  }
  return index;
}

/** Loads the newest catalogue model ahead of the first semantic search (at start and after an import). */
export async function warmSemanticIndex(db: Db): Promise<void> {
  await currentIndex(db, 'lsi');
}
