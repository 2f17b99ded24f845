import { desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client.js';
import { semanticModels } from '../src/db/schema/index.js';
import { ABOUT_LABEL_WEIGHT, foldIn, termsFromTsvector, type LsiModel } from '../src/modules/search/semantic/lsi.js';
import { CHUNK, retireOlder, storeVectors, vocabularyTerms, type VectorRow } from '../src/modules/search/semantic/semantic-model.js';

const f32 = (b: Uint8Array) => new Float32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));

/**
 * Gives every document a vector in the current LSI model's space by folding its terms in, and
 * stores them as a new model with the same vocabulary and projection (an SVD over a million
 * generated documents would only learn the same chain the generator was trained on).
 */
export async function foldSyntheticDocuments(db: Db, log: (message: string) => void) {
  const [model] = await db.select().from(semanticModels).where(eq(semanticModels.kind, 'lsi')).orderBy(desc(semanticModels.id)).limit(1);
  if (!model?.terms || !model.idf || !model.projection) throw new Error('no LSI model: run the catalogue import first');
  const lsi: LsiModel = { dimensions: model.dimensions, terms: model.terms, idf: f32(model.idf), projection: f32(model.projection), singularValues: new Float32Array(0) };
  const termIndex = new Map(lsi.terms.map((t, i) => [t, i]));
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from documents`);
  const [saved] = await db
    .insert(semanticModels)
    .values({ kind: 'lsi', name: `${model.name}-folded`, dimensions: model.dimensions, documents: n, terms: model.terms, idf: model.idf, projection: model.projection, stats: { foldedFrom: model.id } })
    .returning({ id: semanticModels.id });
  let lastId = 0;
  let chunk = 0;
  let done = 0;
  for (;;) {
    const rows = await queryRows<{ id: number; publisher_id: number; v: string | null }>(
      db,
      sql`select id, publisher_id, search_vector::text as v from documents where id > ${lastId} order by id limit ${CHUNK}`,
    );
    if (rows.length === 0) break;
    lastId = rows[rows.length - 1].id;
    const vectors: VectorRow[] = [];
    for (const r of rows) {
      const counts = termsFromTsvector(r.v ?? '', ABOUT_LABEL_WEIGHT);
      const vector = foldIn(lsi, counts, termIndex);
      if (vector) vectors.push({ documentId: r.id, publisherId: r.publisher_id, vector, terms: vocabularyTerms(counts, termIndex) });
    }
    await storeVectors(db, saved.id, lsi.dimensions, vectors, chunk++);
    done += rows.length;
    if (chunk % 25 === 0) log(`  ${done} / ${n} documents folded`);
  }
  await retireOlder(db, 'lsi', saved.id);
  log(`semantic vectors for ${done} documents stored (model ${saved.id})`);
}
