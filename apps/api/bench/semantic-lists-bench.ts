/**
 * npm run bench:semantic-lists: how the inverted lists (src/modules/search/semantic/vector-lists.ts, docs/adr/0037) compare
 * with scoring every vector, on the database's current LSI model, one query at a time in this process:
 * recall@10 against the exact scan (and how many queries keep the same best ten) and the time per query, for the
 * relevance set's semantic queries and for random queries (the titles of random documents), at several numbers of
 * lists read.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/search_1m npm run bench:semantic-lists -w @codex/api
 *   npm run bench:semantic-lists -w @codex/api -- --data-dir /tmp/codex-data        (PGlite: DATA_DIR/pglite)
 * --random (default 200) random queries; --probes (default "default", comma-separated numbers or "default").
 * Read-only but for building and storing the lists of a model that has none.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/db/client.js';
import relevanceSet from '../src/modules/search/relevance-set.json' with { type: 'json' };
import { defaultProbes, type NearestOptions } from '../src/modules/search/semantic/nearest.js';
import { semanticNeighbours } from '../src/modules/search/semantic/semantic.service.js';
import { currentIndex } from '../src/modules/search/semantic/vector-index.js';
import { listCount } from '../src/modules/search/semantic/vector-lists.js';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, random: { type: 'string', default: '200' }, probes: { type: 'string', default: 'default' } } });
const database = values['data-dir']
  ? await openDatabase({ driver: 'pglite', dir: path.join(values['data-dir'], 'pglite') }, { lock: false })
  : await openDatabase({ driver: 'postgres', url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/search_1m', poolSize: 2 });
const db = database.db;

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

try {
  let started = performance.now();
  const index = await currentIndex(db, 'lsi');
  if (!index?.lists) throw new Error('no LSI model: import the catalogue first');
  console.log(
    `model ${index.modelId}: ${index.documentIds.length} vectors, ${listCount(index.lists)} lists; loaded (lists read or built) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const publisherIds = (await queryRows<{ id: number }>(db, sql`select id from publishers`)).map((r) => r.id);
  const relevance = relevanceSet.queries.filter((q) => q.type === 'SEMANTIC').map((q) => q.q);
  const random = (await queryRows<{ title: string }>(db, sql`select title from documents order by md5(id::text) limit ${Number(values.random)}`)).map((r) => r.title);
  const settings = values.probes.split(',').map((p) => (p === 'default' ? defaultProbes(index.lists!) : Number(p)));

  for (const [label, queries] of [
    ['relevance set (semantic)', relevance],
    ['random titles', random],
  ] as const) {
    const exact: number[][] = [];
    const exactMs: number[] = [];
    for (const keywords of queries) {
      started = performance.now();
      const found = await semanticNeighbours(db, { keywords, publisherIds, needed: 10, scan: { exactUpTo: Infinity } });
      exactMs.push(performance.now() - started);
      exact.push(found.neighbours.map((n) => n.documentId));
    }
    console.log(`\n${label}: ${queries.length} queries; exact scan p50 ${percentile(exactMs, 50).toFixed(1)} / p95 ${percentile(exactMs, 95).toFixed(1)} ms`);
    for (const probes of settings) {
      const scan: NearestOptions = { exactUpTo: 0, probes };
      const ms: number[] = [];
      let hits = 0;
      let wanted = 0;
      let sameTen = 0;
      for (const [i, keywords] of queries.entries()) {
        started = performance.now();
        const found = await semanticNeighbours(db, { keywords, publisherIds, needed: 10, scan });
        ms.push(performance.now() - started);
        const ids = found.neighbours.map((n) => n.documentId);
        const truth = new Set(exact[i]);
        hits += ids.filter((id) => truth.has(id)).length;
        wanted += truth.size;
        if (ids.join() === exact[i].join()) sameTen++;
      }
      console.log(
        `  ${probes} lists read: recall@10 ${(hits / Math.max(1, wanted)).toFixed(4)}, same best ten ${sameTen} of ${queries.length}; p50 ${percentile(ms, 50).toFixed(1)} / p95 ${percentile(ms, 95).toFixed(1)} ms`,
      );
    }
  }
} finally {
  await database.close();
}
