/**
 * After an import that changed a few records, the catalogue's LSI model is kept and the changed and new documents are
 * folded into it (docs/adr/0074): each one's vector is its terms projected through the kept model, as a question's is.
 * Learning the model again (a truncated SVD of the whole catalogue) is left for when the documents folded in since it
 * was learnt pass FOLD_IN_LIMIT of those it was learnt from, or when an embeddings server is configured.
 */
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.js';
import { semanticModels } from '../../../db/schema/index.js';
import { ABOUT_LABEL_WEIGHT, foldIn, termsFromTsvector, type LsiModel } from './lsi.js';
import {
  buildSemanticModel,
  quantizedRows,
  retireOlder,
  storeVectors,
  vocabularyTerms,
  type SemanticBuild,
  type SemanticLog,
  type SemanticSettings,
  type VectorRow,
} from './semantic-model.js';
import { float32, readVectorChunks } from './stored-vectors.js';
import { saveVectorLists } from './vector-lists-store.js';

/** The share of a model's documents that may be folded into it before it is learnt again from the whole catalogue. */
export const FOLD_IN_LIMIT = 0.05;

/**
 * The search stage's model step: folds what changed into the kept model when it may (foldChangedDocuments), and learns
 * a new one from the whole catalogue otherwise.
 */
export async function refreshSemanticModel(db: Db, log: SemanticLog, settings: SemanticSettings = {}): Promise<SemanticBuild> {
  if (!settings.embeddings) {
    const folded = await foldChangedDocuments(db, log);
    if (folded) return folded;
  }
  return buildSemanticModel(db, log, settings);
}

interface KeptModel {
  id: number;
  documents: number;
  terms: number;
  stats: Record<string, unknown>;
  /** Documents written at or after this instant are not in the model. */
  since: string;
  now: string;
}

/** The documents the kept model's vectors hold, but those to be replaced, as rows to store again. */
async function keptRows(db: Db, modelId: number, dimensions: number, replaced: Set<number>): Promise<VectorRow[]> {
  const rows: VectorRow[] = [];
  for (const c of await readVectorChunks(db, modelId)) {
    c.documentIds.forEach((documentId, i) => {
      if (replaced.has(documentId)) return;
      // The stored int8 values divided by 127 quantize back to themselves.
      const vector = Float32Array.from(c.vectors.subarray(i * dimensions, (i + 1) * dimensions), (v) => v / 127);
      const own = c.terms ? [c.terms.offsets[i], c.terms.offsets[i + 1]] : null;
      const terms = c.terms && own ? { ids: c.terms.ids.slice(own[0], own[1]), counts: c.terms.counts.slice(own[0], own[1]) } : undefined;
      rows.push({ documentId, publisherId: c.publisherIds[i], vector, terms });
    });
  }
  return rows;
}

/**
 * Folds the documents written since the kept LSI model covered the catalogue into it, stored as a new model (every
 * server then loads it, as after a build) with the kept vocabulary and projection. Answers null when there is no model
 * or the documents folded in would pass FOLD_IN_LIMIT: the model is then learnt again.
 */
export async function foldChangedDocuments(db: Db, log: SemanticLog): Promise<SemanticBuild | null> {
  const started = performance.now();
  const [kept] = await queryRows<KeptModel>(
    db,
    sql`select id, documents, jsonb_array_length(terms) as terms, stats, coalesce(stats->>'coversUntil', built_at::text) as since, now()::text as now
          from semantic_models where kind = 'lsi' and terms is not null order by id desc limit 1`,
  );
  if (!kept) return null;
  const changed = await queryRows<{ id: number; publisher_id: number; v: string | null }>(
    db,
    sql`select id, publisher_id, search_vector::text as v from documents where updated_at >= ${kept.since}::timestamptz order by id`,
  );
  const foldedIn = Number(kept.stats.foldedIn ?? 0) + changed.length;
  if (foldedIn > Number(kept.documents) * FOLD_IN_LIMIT) return null;
  if (changed.length === 0) return { modelId: Number(kept.id), documents: Number(kept.documents), terms: Number(kept.terms), ms: 0, foldedIn: 0 };

  const [model] = await db
    .select({ dimensions: semanticModels.dimensions, terms: semanticModels.terms, idf: semanticModels.idf, projection: semanticModels.projection })
    .from(semanticModels)
    .where(eq(semanticModels.id, kept.id));
  const lsi: LsiModel = { dimensions: model.dimensions, terms: model.terms!, idf: float32(model.idf!), projection: float32(model.projection!), singularValues: new Float32Array(0) };
  const termIndex = new Map(lsi.terms.map((t, i) => [t, i]));
  const fresh: VectorRow[] = [];
  for (const r of changed) {
    const about = termsFromTsvector(r.v ?? '', ABOUT_LABEL_WEIGHT);
    // As a build does: what the document is about, or else everything it holds (projectRow there).
    const vector = foldIn(lsi, about, termIndex) ?? foldIn(lsi, termsFromTsvector(r.v ?? ''), termIndex);
    if (vector) fresh.push({ documentId: Number(r.id), publisherId: Number(r.publisher_id), vector, terms: vocabularyTerms(about, termIndex) });
  }
  const rows = [...(await keptRows(db, kept.id, lsi.dimensions, new Set(changed.map((r) => Number(r.id))))), ...fresh].sort((a, b) => a.documentId - b.documentId);

  const ms = Math.round(performance.now() - started);
  const stats = { ...kept.stats, foldedIn, coversUntil: kept.now, foldMs: ms };
  // The vocabulary and the projection are copied inside the database, never through this process.
  const [saved] = await queryRows<{ id: number }>(
    db,
    sql`insert into semantic_models (kind, name, dimensions, documents, terms, idf, projection, stats)
        select kind, name, dimensions, ${rows.length}, terms, idf, projection, ${JSON.stringify(stats)}::jsonb from semantic_models where id = ${kept.id}
        returning id`,
  );
  const modelId = Number(saved.id);
  await storeVectors(db, modelId, lsi.dimensions, rows);
  await saveVectorLists(db, modelId, quantizedRows(rows, lsi.dimensions), lsi.dimensions);
  await retireOlder(db, 'lsi', modelId);
  log.info(`semantic model: ${changed.length} changed documents folded into the kept LSI model (${foldedIn} since it was learnt) in ${(ms / 1000).toFixed(1)} s`);
  return { modelId, documents: rows.length, terms: Number(kept.terms), ms, foldedIn: changed.length };
}
