/**
 * npm run bench:spelling: the misspelling fallback's correction alone, in this process, one query at a time:
 * the in-memory symmetric-delete dictionary (src/modules/search/engines/spelling, docs/adr/0037) against the
 * trigram query it replaced (docs/adr/0010, kept here as the reference), on the same database and words.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/DB npm run bench:spelling -w @codex/api [-- --rounds 20]
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/db/client.js';
import { buildSpellingDictionary, correctSpelling } from '../src/modules/search/engines/spelling/spelling.js';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '20' } } });
const QUERIES = [
  'hypertxt transfer protocl', 'transprot layer securty', 'transprt layer securty 1.3', 'zero trsut architecture', 'json web tokn',
  'advanced encription standard', 'domian names implementation', 'digitl identity guidlines', 'security requirments for cryptografic modules',
  'web content acessibility guidelines', 'extensable markup languge', 'simpel mail transfer protocol',
];

/** The former trigram query (one per search): candidates of the same first letter by pg_trgm similarity. */
async function trigramCandidates(db: Parameters<typeof correctSpelling>[0], keywords: string) {
  const words = [...new Set((keywords.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => w.length >= 4 && w.length <= 40))].slice(0, 12);
  return queryRows(
    db,
    sql`select q.w, (select x.documents from search_words x where x.word = q.w) as own, c.word, c.documents
          from unnest(${`{${words.join(',')}}`}::text[]) as q(w)
          left join lateral (
            select s.word, s.documents from search_words s
             where coalesce((select x.documents from search_words x where x.word = q.w), 0) < 20
               and left(s.word, 1) = left(q.w, 1) and length(s.word) between length(q.w) - 2 and length(q.w) + 2
               and s.word <> q.w and similarity(s.word, q.w) >= 0.15
             order by similarity(s.word, q.w) desc, s.documents desc limit 40) c on true`,
  );
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const database = await openDatabase({ driver: 'postgres', url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test', poolSize: 2 });
try {
  let started = performance.now();
  const dictionary = await buildSpellingDictionary(database.db);
  console.log(`dictionary: ${dictionary.size} words, ${dictionary.entries} deletions, ${(dictionary.bytes / 1e6).toFixed(1)} MB, built in ${Math.round(performance.now() - started)} ms`);
  await correctSpelling(database.db, 'warm up');
  const memory: number[] = [];
  const trigram: number[] = [];
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const q of QUERIES) {
      started = performance.now();
      const fixed = await correctSpelling(database.db, q);
      memory.push(performance.now() - started);
      if (round === 0) console.log(`  ${q} -> ${fixed}`);
      started = performance.now();
      await trigramCandidates(database.db, q);
      trigram.push(performance.now() - started);
    }
  }
  const line = (label: string, xs: number[]) => `${label}: p50 ${percentile(xs, 50).toFixed(2)} / p95 ${percentile(xs, 95).toFixed(2)} / max ${Math.max(...xs).toFixed(2)} ms`;
  console.log(line('in memory (symmetric delete)', memory));
  console.log(line('trigram query (before)', trigram));
} finally {
  await database.close();
}
