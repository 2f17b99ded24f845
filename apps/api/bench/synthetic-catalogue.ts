/**
 * Builds a synthetic catalogue for search benchmarks: the real catalogue, imported as usual, plus
 * generated documents up to --documents (default 1,000,000). Each generated document copies the
 * facts that shape search work (publisher, type, status, category, committee, topics, dates) from a
 * real document picked at random, and gets a title and abstract written by a word-bigram chain
 * trained on the real titles and abstracts, so term frequencies and match-set sizes are like the
 * real ones at a larger scale. Seeded: the same options give the same catalogue. Resumable: it
 * counts what is there and continues. Finally every document gets a vector in the real catalogue's
 * semantic space (folded in; the model itself is the real catalogue's).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1/search_bench_1m node --import tsx bench/synthetic-catalogue.ts
 *   node --import tsx bench/synthetic-catalogue.ts --pglite /tmp/bench-1m   (embedded; slow to fill)
 *
 * Never run it against a database that holds real data: it adds documents to it.
 */
import { seededRandom } from '../src/lib/seeded-random.js';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Db } from '../src/db/client.js';
import { LocalFileStore } from '../src/lib/file-store.js';
import { seedTenants } from '../src/modules/tenants/tenants.service.js';
import { seedDemoAccounts } from '../src/modules/demo-data/demo-seed.js';
import { analyzeCatalogue, needsImport, runCatalogueImport } from '../src/modules/catalogue-import/index.js';
import { foldSyntheticDocuments } from './synthetic-vectors.js';
import { buildFrequentWords, buildSearchWords } from '../src/modules/search/index.js';
import { catalogueGeneration } from '../src/modules/catalogue/catalogue-generation.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    documents: { type: 'string', default: '1000000' },
    pglite: { type: 'string' },
    batch: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '7' },
  },
});
const target = Number(values.documents);
const batchSize = Number(values.batch);

/** A word-bigram chain: next words after each word, with repeats kept so frequent pairs stay frequent. */
class Chain {
  private readonly next = new Map<string, string[]>();
  private readonly starts: string[] = [];
  train(text: string) {
    const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
    if (words.length === 0) return;
    this.starts.push(words[0]);
    for (let i = 0; i + 1 < words.length; i++) {
      let list = this.next.get(words[i]);
      if (!list) this.next.set(words[i], (list = []));
      if (list.length < 400) list.push(words[i + 1]);
    }
  }
  write(rand: () => number, length: number): string {
    const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
    const out = [pick(this.starts)];
    while (out.length < length) {
      const options = this.next.get(out[out.length - 1]);
      out.push(options && options.length ? pick(options) : pick(this.starts));
    }
    return out.join(' ');
  }
}

interface Template {
  publisher_id: number;
  publisher_code: string;
  document_type: string;
  status: string;
  lifecycle_status: string;
  category: string | null;
  committee: string | null;
  committee_name: string | null;
  topics: string[];
  keywords: string[];
  published_date: string | null;
  title: string;
  abstract: string | null;
  asset_type: string;
  content_type: string;
}

async function prepare(db: Db) {
  await seedTenants(db);
  await seedDemoAccounts(db);
  const catalogueDir = path.join(apiRoot, 'catalog');
  if (await needsImport(db, catalogueDir)) {
    console.log('importing the real catalogue first');
    await runCatalogueImport({ db, fileStore: new LocalFileStore(path.join('/tmp', 'synthetic-files')), catalogueDir, renditions: 'none', log: pino({ level: 'warn' }) });
  }
}

const SEARCH_VECTOR = sql.raw(
  `setweight(to_tsvector('english', x.designation || ' ' || x.designation_no || ' ' || x.asset_id), 'A')` +
    ` || setweight(to_tsvector('english', x.title), 'A')` +
    ` || setweight(to_tsvector('english', x._subjects), 'B')` +
    ` || setweight(to_tsvector('english', coalesce(x.abstract, '')), 'C')`,
);

async function main() {
  const database = values.pglite
    ? await openDatabase({ driver: 'pglite', dir: path.join(values.pglite, 'pglite') })
    : await openDatabase({ driver: 'postgres', url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/search_bench_1m' });
  const db = database.db;
  try {
    await prepare(db);
    const templates = await queryRows<Template>(
      db,
      sql`select d.publisher_id, p.code as publisher_code, d.document_type, d.status, d.lifecycle_status, d.category, d.committee, d.committee_name,
                 d.topics, d.keywords, d.published_date::text, d.title, d.abstract, d.asset_type, d.content_type
            from documents d join publishers p on p.id = d.publisher_id where d.source_id not like 'SYN:%' order by d.id`,
    );
    const titles = new Chain();
    const abstracts = new Chain();
    for (const t of templates) {
      titles.train(t.title);
      if (t.abstract) abstracts.train(t.abstract);
    }
    const [{ n: present }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from documents`);
    const [{ n: synthetic }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from documents where source_id like 'SYN:%'`);
    console.log(`${present} documents present (${synthetic} synthetic); target ${target}`);
    const started = Date.now();
    // Each batch is seeded by its position, so a resumed run writes the same documents it would have.
    for (let at = synthetic; present - synthetic + at < target; at += batchSize) {
      const count = Math.min(batchSize, target - (present - synthetic + at));
      const rand = seededRandom(Number(values.seed) * 1_000_003 + at);
      const rows = [];
      for (let i = 0; i < count; i++) {
        const n = at + i + 1;
        const t = templates[Math.floor(rand() * templates.length)];
        const designationNo = `SYN-${n}`;
        const title = titles.write(rand, 4 + Math.floor(rand() * 8));
        const abstract = t.abstract ? abstracts.write(rand, 30 + Math.floor(rand() * 90)) : null;
        rows.push({
          content_code: `${t.publisher_code}-SYN-${n}`,
          source_id: `SYN:${n}`,
          publisher_id: t.publisher_id,
          designation: `${t.publisher_code} ${designationNo}`,
          display_designation: `${t.publisher_code} ${designationNo}`,
          designation_no: designationNo,
          title: title.charAt(0).toUpperCase() + title.slice(1),
          abstract,
          document_type: t.document_type,
          status: t.status,
          lifecycle_status: t.lifecycle_status,
          asset_id: `syn-${n}`,
          asset_type: t.asset_type,
          content_type: t.content_type,
          category: t.category,
          committee: t.committee,
          committee_name: t.committee_name,
          topics: t.topics,
          keywords: t.keywords.slice(0, 3),
          published_date: t.published_date,
          source_hash: `syn-${n}`,
          _subjects: [...t.keywords.slice(0, 3), ...t.topics, t.committee, t.committee_name].filter(Boolean).join(' '),
        });
      }
      await db.execute(sql`insert into documents (content_code, source_id, publisher_id, designation, display_designation, designation_no, title, abstract,
            document_type, status, lifecycle_status, asset_id, asset_type, content_type, category, committee, committee_name, topics, keywords,
            published_date, source_hash, search_vector)
          select x.content_code, x.source_id, x.publisher_id, x.designation, x.display_designation, x.designation_no, x.title, x.abstract,
                 x.document_type, x.status, x.lifecycle_status, x.asset_id, x.asset_type, x.content_type, x.category, x.committee, x.committee_name,
                 x.topics, x.keywords, x.published_date, x.source_hash, ${SEARCH_VECTOR}
            from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(content_code text, source_id text, publisher_id int, designation text,
                 display_designation text, designation_no text, title text, abstract text, document_type text, status text, lifecycle_status text,
                 asset_id text, asset_type text, content_type text, category text, committee text, committee_name text, topics text[], keywords text[],
                 published_date date, source_hash text, _subjects text)
          on conflict (source_id) do nothing`);
      const done = present - synthetic + at + count;
      if ((at / batchSize) % 10 === 0 || done >= target) {
        const rate = (at + count - synthetic) / ((Date.now() - started) / 1000);
        console.log(`${done} / ${target} documents (${Math.round(rate)}/s)`);
      }
    }
    console.log('folding every document into the semantic space');
    await foldSyntheticDocuments(db, (m) => console.log(m));
    // As an import ends: the spelling dictionary over every document, statistics, the GIN pending list merged,
    // pages marked all-visible, and the commonest words' answers.
    console.log('spelling dictionary, statistics and the common words\' answers');
    await buildSearchWords(db);
    await analyzeCatalogue(db);
    const frequent = await buildFrequentWords(db, await catalogueGeneration(db));
    console.log(`answers prepared for ${frequent.words} common words in ${(frequent.ms / 1000).toFixed(0)} s`);
  } finally {
    await database.close();
  }
}

await main();
