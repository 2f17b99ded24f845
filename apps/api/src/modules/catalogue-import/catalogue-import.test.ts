import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyOfTemplate } from '../../../test/harness.js';
import { IMPORT_RESULT_FILE } from '../../../test/template.js';
import type { Database } from '../../db/client.js';
import { LocalFileStore } from '../../lib/file-store.js';
import { catalogueState } from '../catalogue/index.js';
import { runCatalogueImport, type CatalogueImportResult } from './catalogue-import.service.js';
import { needsImport } from './import-run.js';
import { RENDITION_FORMAT, runRenditions } from './render-renditions.js';
import { catalogueDir, one, quiet, rows } from './test-catalogues.js';

// Faulty and changed files, and the server's start, are in catalogue-import-changes.test.ts; an import killed in
// the middle and finished, in catalogue-import.cli.test.ts and test/server-process.test.ts.

/**
 * What the whole catalogue must look like after an import, on the driver of this pass. The import under test is the
 * one that built this run's test template (test/template.ts: the product's runCatalogueImport over the shipped
 * catalogue, after the demo tenants and accounts): its answer is kept beside the template, and this file verifies a
 * copy of the database it made instead of importing the same 11,627 records once more.
 */
describe(`the catalogue import on ${inject('template').driver === 'postgres' ? 'PostgreSQL' : 'PGlite'}`, () => {
  let database: Database;
  let filesDir: string;
  let dispose: () => Promise<void>;
  let first: CatalogueImportResult;

  beforeAll(async () => {
    const copy = await copyOfTemplate();
    ({ database, dispose } = copy);
    filesDir = path.join(copy.dataDir, 'files');
    first = JSON.parse(fs.readFileSync(path.join(copy.templateDir, IMPORT_RESULT_FILE), 'utf8')) as CatalogueImportResult;
  });
  afterAll(async () => {
    await dispose?.();
  });

  it('imports every record of the three publishers, with no problems', async () => {
    expect(first.problems).toEqual([]);
    expect(first.documents).toEqual({ IETF: 9319, NIST: 636, W3C: 1672 });
    expect(first.inserted).toBe(9319 + 636 + 1672);
    const counts = await rows<{ code: string; n: number }>(
      database,
      sql`select p.code, count(d.id)::int as n from publishers p left join documents d on d.publisher_id = p.id group by p.code order by p.code`,
    );
    expect(counts.map((c) => [c.code, Number(c.n)])).toEqual([
      ['IETF', 9319],
      ['NIST', 636],
      ['W3C', 1672],
    ]);
    const publisher = await one<{ full_name: string; search_key: string }>(database, sql`select full_name, search_key from publishers where code = 'NIST'`);
    expect(publisher).toEqual({ full_name: 'National Institute of Standards and Technology', search_key: 'NIST' });
  });

  it("lists RFC 7230, RFC 7231 and RFC 2616 among RFC 9110's versions and links its relations", async () => {
    const versions = await rows<{ content_code: string }>(
      database,
      sql`select content_code from documents where family = (select family from documents where content_code = 'IETF-RFC9110')`,
    );
    expect(versions.map((v) => v.content_code)).toEqual(expect.arrayContaining(['IETF-RFC9110', 'IETF-RFC7230', 'IETF-RFC7231', 'IETF-RFC2616']));
    const obsoletes = await rows<{ related: string }>(
      database,
      sql`select t.content_code as related from document_relations r
          join documents d on d.id = r.document_id join documents t on t.id = r.related_document_id
          where d.content_code = 'IETF-RFC9110' and r.relation_type = 'obsoletes'`,
    );
    expect(obsoletes.map((o) => o.related)).toEqual(expect.arrayContaining(['IETF-RFC7230', 'IETF-RFC7231']));
    const replacedBy = await rows<{ by: string }>(
      database,
      sql`select d.content_code as by from document_relations r join documents d on d.id = r.document_id
          where r.related_document_id = (select id from documents where content_code = 'IETF-RFC2616') and r.relation_type = 'obsoletes' order by 1`,
    );
    expect(replacedBy.map((r) => r.by)).toEqual(['IETF-RFC7230', 'IETF-RFC7231', 'IETF-RFC7232', 'IETF-RFC7233', 'IETF-RFC7234', 'IETF-RFC7235']);
    const rev5 = await one<{ same: boolean }>(
      database,
      sql`select (select family from documents where content_code = 'NIST-SP-800-53-REV-5') = (select family from documents where content_code = 'NIST-SP-800-53-REV-4') as same`,
    );
    expect(rev5.same).toBe(true);
  });

  it('leaves the catalogue consistent: links resolved, families, search and rank vectors everywhere, tables analyzed', async () => {
    const check = await one<Record<string, number>>(
      database,
      sql`select
        (select count(*)::int from document_relations r join documents t on t.source_id = r.related_source_id where r.related_document_id is distinct from t.id) as unresolved,
        (select count(*)::int from document_relations r where r.related_document_id is null and not exists (select 1 from documents t where t.source_id = r.related_source_id)) as outside,
        (select count(*)::int from documents where family is null or search_vector is null) as incomplete,
        (select count(*)::int from documents where rank_vector is null or length(ts_filter(rank_vector, '{d}')) > 0) as rank_vector_wrong,
        (select count(*)::int from pg_stats where tablename = 'documents') as analyzed_columns,
        (select count(*)::int from documents d where d.has_full_text <> (length(ts_filter(d.search_vector, '{d}')) > 0)) as body_mismatch,
        (select count(*)::int from document_texts) as texts,
        (select count(*)::int from document_relations) as relations,
        (select count(*)::int from (select document_id, relation_type, related_source_id from document_relations group by 1, 2, 3 having count(*) > 1) x) as duplicates`,
    );
    expect({ ...check, outside: Number(check.outside) > 0, analyzed_columns: Number(check.analyzed_columns) > 10 }).toEqual({
      unresolved: 0,
      outside: true,
      incomplete: 0,
      // Ranking reads a vector without the body; the planner has statistics of the imported documents.
      rank_vector_wrong: 0,
      analyzed_columns: true,
      body_mismatch: 0,
      texts: 421,
      relations: first.relationsWritten,
      duplicates: 0,
    });
  });

  it('indexes the whole text of the biggest RFC and finds RFC 9110 first for "HTTP semantics"', async () => {
    const biggest = await one<{ content_code: string; chars: number; vector_bytes: number }>(
      database,
      sql`select d.content_code, length(t.body)::int as chars, pg_column_size(d.search_vector)::int as vector_bytes
          from document_texts t join documents d on d.id = t.document_id order by length(t.body) desc limit 1`,
    );
    expect(biggest.content_code).toBe('IETF-RFC4949');
    expect(Number(biggest.vector_bytes)).toBeLessThan(1024 * 1024);
    const body = await one<{ found: boolean }>(
      database,
      sql`select search_vector @@ to_tsquery('english', 'cryptanalysis') as found from documents where content_code = 'IETF-RFC4949'`,
    );
    expect(body.found).toBe(true);
    const hits = await rows<{ content_code: string }>(
      database,
      sql`select content_code from documents, websearch_to_tsquery('english', 'HTTP semantics') q where search_vector @@ q order by ts_rank_cd(search_vector, q) desc limit 3`,
    );
    expect(hits[0].content_code).toBe('IETF-RFC9110');
  });

  it('marks the run completed, and a second run over the same files changes nothing', async () => {
    expect(await catalogueState(database.db)).toMatchObject({ completed: true, lastRun: { status: 'completed', phase: 'completed', processed: 11627 } });
    expect(await needsImport(database.db, catalogueDir)).toBe(false);
    const snapshot = sql`select count(*)::int as documents, max(updated_at)::text as last_update, (select count(*)::int from document_relations) as relations,
      (select max(id)::int from document_relations) as last_relation, (select count(*)::int from publishers) as publishers from documents`;
    const aids = sql`select (select max(id)::int from semantic_models where kind = 'lsi') as model, (select count(*)::int from search_frequent_words) as answers,
      (select min(generation)::int from search_frequent_words) as generation`;
    const before = await one(database, snapshot);
    const aidsBefore = await one<{ model: number; answers: number; generation: number }>(database, aids);
    const again = await runCatalogueImport({ db: database.db, fileStore: new LocalFileStore(filesDir), catalogueDir, renditions: 'none', log: quiet });
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 11627, relationsWritten: 0, relationsResolved: 0, familiesChanged: 0 });
    expect(await one(database, snapshot)).toEqual(before);
    expect(await needsImport(database.db, catalogueDir)).toBe(false);
    // Nothing changed, so the search aids are kept: the same semantic model, the common words' answers now of this run.
    expect(aidsBefore.answers).toBeGreaterThan(0);
    expect(await one(database, aids)).toEqual({ ...aidsBefore, generation: again.runId });
    expect(await catalogueState(database.db)).toMatchObject({ completed: true, lastRun: { status: 'completed' } });
  }, 180_000);

  it('renders the renditions of a list of documents, once', async () => {
    const fileStore = new LocalFileStore(filesDir);
    const codes = ['IETF-RFC9110', 'IETF-RFC2616', 'IETF-RFC1'];
    // The template rendered these two among its eight: this copy starts without their renditions.
    const made = await rows<{ storage_key: string }>(
      database,
      sql`delete from document_files f using documents d where d.id = f.document_id and d.content_code in ('IETF-RFC9110', 'IETF-RFC2616') returning f.storage_key`,
    );
    expect(made).toHaveLength(4);
    for (const { storage_key } of made) await fileStore.delete(storage_key);
    const rendered = await runRenditions({ db: database.db, fileStore, renditions: codes, log: quiet });
    expect(rendered).toMatchObject({ rendered: 2, upToDate: 0, failed: [], unknown: ['IETF-RFC1'] });
    const files = await rows<{ content_code: string; kind: string; storage_key: string; sha256: string; byte_size: number; page_count: number | null; current: boolean }>(
      database,
      sql`select d.content_code, f.kind, f.storage_key, f.sha256, f.byte_size, f.page_count, f.source_hash = d.source_hash || ${`.r${RENDITION_FORMAT}`} as current
          from document_files f join documents d on d.id = f.document_id where d.content_code in ('IETF-RFC9110', 'IETF-RFC2616') order by 1, 2`,
    );
    expect(files.map((f) => [f.content_code, f.kind, f.storage_key, f.current])).toEqual([
      ['IETF-RFC2616', 'html', 'html/IETF-RFC2616.html', true],
      ['IETF-RFC2616', 'pdf', 'pdf/IETF-RFC2616.pdf', true],
      ['IETF-RFC9110', 'html', 'html/IETF-RFC9110.html', true],
      ['IETF-RFC9110', 'pdf', 'pdf/IETF-RFC9110.pdf', true],
    ]);
    for (const f of files) {
      const data = await fileStore.get(f.storage_key);
      expect(data.length).toBe(Number(f.byte_size));
      expect(crypto.createHash('sha256').update(data).digest('hex')).toBe(f.sha256);
    }
    expect(Number(files.find((f) => f.kind === 'pdf' && f.content_code === 'IETF-RFC9110')!.page_count)).toBeGreaterThan(100);

    expect(await runRenditions({ db: database.db, fileStore, renditions: codes, log: quiet })).toMatchObject({ rendered: 0, upToDate: 2 });
    await fileStore.delete('pdf/IETF-RFC2616.pdf');
    expect(await runRenditions({ db: database.db, fileStore, renditions: codes, log: quiet })).toMatchObject({ rendered: 1, upToDate: 1 });
    expect(await fileStore.exists('pdf/IETF-RFC2616.pdf')).toBe(true);

    // A rendition made by an older format of the renderer (recorded with the bare source hash) is made again.
    await database.db.execute(
      sql`update document_files f set source_hash = d.source_hash from documents d where d.id = f.document_id and d.content_code = 'IETF-RFC9110' and f.kind = 'pdf'`,
    );
    expect(await runRenditions({ db: database.db, fileStore, renditions: codes, log: quiet })).toMatchObject({ rendered: 1, upToDate: 1 });
  });
});
