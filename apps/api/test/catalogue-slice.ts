/**
 * A slice of the shipped catalogue for the tests that kill an import and resume it: the first records of each
 * publisher's file (and the full texts of the RFCs kept), so a run takes seconds instead of minutes. What the whole
 * catalogue imports to is verified once per run on the test template (catalogue-import.test.ts); these tests are
 * about finishing an interrupted run, which a slice of the same records exercises in the same batches and stages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Db } from '../src/db/client.js';
import { acquireFolderLock, FolderLockedError, type FolderLock } from '../src/db/folder-lock.js';
import { LocalFileStore } from '../src/lib/file-store.js';
import { runCatalogueImport } from '../src/modules/catalogue-import/index.js';
import { templateDir } from './template-key.js';

const shipped = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../catalog');

/** The shipped files (catalogue-sources.ts CATALOGUE_FILES; that module is private to catalogue-import). */
const FILES = {
  ietf: 'ietf-rfc-catalog.jsonl.gz',
  ietfFullText: 'ietf-rfc-fulltext-subset.jsonl.gz',
  nist: 'nist-csrc-sp-fips-catalog.jsonl.gz',
  w3c: 'w3c-tr-catalog.jsonl.gz',
} as const;


export interface CatalogueSlice {
  dir: string;
  /** Records written per publisher, and RFC full texts kept. */
  counts: { ietf: number; nist: number; w3c: number; texts: number };
}

function lines(name: string): string[] {
  return gunzipSync(fs.readFileSync(path.join(shipped, name)))
    .toString('utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
}

/** Writes the first `ietf`, `nist` and `w3c` records of the shipped files, with the kept RFCs' full texts, to a new folder. */
export function writeCatalogueSlice(sizes: { ietf: number; nist: number; w3c: number }): CatalogueSlice {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codex-catalogue-slice-'));
  const write = (name: string, kept: string[]) => fs.writeFileSync(path.join(dir, name), gzipSync(`${kept.join('\n')}\n`));
  const ietf = lines(FILES.ietf).slice(0, sizes.ietf);
  const keptIds = new Set(ietf.map((l) => (JSON.parse(l) as { id: string }).id));
  const texts = lines(FILES.ietfFullText).filter((l) => keptIds.has((JSON.parse(l) as { id: string }).id));
  write(FILES.ietf, ietf);
  write(FILES.ietfFullText, texts);
  const nist = lines(FILES.nist).slice(0, sizes.nist);
  const w3c = lines(FILES.w3c).slice(0, sizes.w3c);
  write(FILES.nist, nist);
  write(FILES.w3c, w3c);
  return { dir, counts: { ietf: ietf.length, nist: nist.length, w3c: w3c.length, texts: texts.length } };
}

/** What an import left in a database: counts, completeness and consistency, comparable between two databases. */
export async function catalogueFacts(db: Db): Promise<Record<string, number | string>> {
  const [facts] = await queryRows<Record<string, number | string>>(
    db,
    sql`select
      (select count(*)::int from documents) as documents,
      (select count(distinct source_id)::int from documents) as distinct_sources,
      (select count(*)::int from documents d join publishers p on p.id = d.publisher_id where p.code = 'IETF') as ietf,
      (select count(*)::int from documents d join publishers p on p.id = d.publisher_id where p.code = 'NIST') as nist,
      (select count(*)::int from documents d join publishers p on p.id = d.publisher_id where p.code = 'W3C') as w3c,
      (select count(*)::int from documents where family is null or search_vector is null) as incomplete,
      (select count(*)::int from document_texts) as texts,
      (select count(*)::int from document_relations) as relations,
      (select count(*)::int from document_relations where related_document_id is not null) as relations_resolved,
      (select count(*)::int from document_relations r join documents t on t.source_id = r.related_source_id where r.related_document_id is distinct from t.id) as unresolved,
      (select count(*)::int from (select 1 from document_relations group by document_id, relation_type, related_source_id having count(*) > 1) x) as duplicate_relations,
      (select md5(coalesce(string_agg(source_id || ':' || family, ',' order by source_id), '')) from documents) as families,
      (select status from catalog_imports order by id desc limit 1) as last_status`,
  );
  return facts;
}

/** The facts of the same slice imported in one uninterrupted run, on a fresh embedded database. */
async function importFacts(slice: CatalogueSlice): Promise<Record<string, number | string>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codex-catalogue-reference-'));
  const database = await openDatabase({ driver: 'pglite', dir: path.join(dir, 'pglite') }, { lock: false });
  try {
    const quiet = { info: () => {}, warn: () => {} };
    await runCatalogueImport({ db: database.db, fileStore: new LocalFileStore(path.join(dir, 'files')), catalogueDir: slice.dir, renditions: 'none', log: quiet });
    return await catalogueFacts(database.db);
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What one uninterrupted import of the slice leaves, made once per run: the two tests that kill an import (the server's
 * and the CLI's) compare against the same slice, in two workers. The first to ask takes the folder lock the server takes
 * on its data (a lock whose process has died is taken over), imports it and writes the facts into the PGlite template's
 * folder, whose name is a hash of the catalogue and the importer (template-key.ts); the other waits for that file. The
 * facts are renamed into place only when whole.
 */
export async function uninterruptedImportFacts(slice: CatalogueSlice): Promise<Record<string, number | string>> {
  const { ietf, nist, w3c } = slice.counts;
  const dir = path.join(templateDir('pglite'), `slice-reference-${ietf}-${nist}-${w3c}`);
  const file = path.join(dir, 'facts.json');
  fs.mkdirSync(dir, { recursive: true });
  for (;;) {
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, number | string>;
    let lock: FolderLock;
    try {
      lock = acquireFolderLock(dir);
    } catch (error) {
      if (!(error instanceof FolderLockedError)) throw error;
      // Another worker is importing it: wait for its facts.
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      if (fs.existsSync(file)) continue;
      const facts = await importFacts(slice);
      fs.writeFileSync(`${file}.part`, JSON.stringify(facts));
      fs.renameSync(`${file}.part`, file);
      return facts;
    } finally {
      lock.release();
    }
  }
}
