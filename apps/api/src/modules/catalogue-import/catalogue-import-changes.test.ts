import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { LocalFileStore } from '../../lib/file-store.js';
import { catalogueState } from '../catalogue/index.js';
import { runCatalogueImport } from './catalogue-import.service.js';
import { CATALOGUE_FILES } from './catalogue-sources.js';
import { needsImport, type CatalogueLog } from './import-run.js';
import { prepareCatalogue } from './prepare-catalogue.js';
import { one, realLines, rows, tempDir, writeCatalogue } from './test-catalogues.js';

// Small catalogues of our own, on PGlite only (vitest.config.ts leaves this file out of the PostgreSQL pass).

function faultyFilesSuite() {
  describe('the catalogue import with faulty and changed files', () => {
    let dir: string;
    let database: Database;
    const warnings: string[] = [];
    const log: CatalogueLog = { info: () => {}, warn: (m) => warnings.push(m) };

    beforeAll(async () => {
      dir = tempDir();
      database = await openDatabase({ driver: 'pglite', dir: path.join(dir, 'pglite') });
    });
    afterAll(async () => {
      await database?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('reports a broken line and a record without required fields with their line numbers, and imports the rest', async () => {
      const [rev5, rev4] = realLines(CATALOGUE_FILES.nist, ['NIST:sp/800-53/rev-5/final', 'NIST:sp/800-53/rev-4/final']);
      const untitled = JSON.parse(rev4) as Record<string, unknown>;
      delete untitled.title;
      untitled.id = 'NIST:sp/800-53/rev-9/final';
      const catalogue = path.join(dir, 'catalog-1');
      writeCatalogue(catalogue, {
        nist: [rev5, '{"id": "NIST:sp/800-1/final", "designation": ', '', JSON.stringify(untitled), rev4],
        w3c: realLines(CATALOGUE_FILES.w3c, ['W3C:cors']),
      });

      const result = await runCatalogueImport({ db: database.db, fileStore: new LocalFileStore(path.join(dir, 'files')), catalogueDir: catalogue, renditions: 'none', log });

      expect(result.problems).toEqual([
        { file: CATALOGUE_FILES.ietfFullText, line: 0, message: 'file not found; its records are not imported' },
        { file: CATALOGUE_FILES.ietf, line: 0, message: 'file not found; its records are not imported' },
        { file: CATALOGUE_FILES.nist, line: 2, message: expect.stringMatching(/^not valid JSON: /) },
        { file: CATALOGUE_FILES.nist, line: 4, message: expect.stringMatching(/^record does not fit the NIST schema: title: /) },
      ]);
      expect(warnings.some((w) => w.includes(`${CATALOGUE_FILES.nist}:4`))).toBe(true);
      expect(result.documents).toEqual({ IETF: 0, NIST: 2, W3C: 1 });
      const imported = await rows<{ content_code: string }>(database, sql`select content_code from documents order by 1`);
      expect(imported.map((r) => r.content_code)).toEqual(['NIST-SP-800-53-REV-4', 'NIST-SP-800-53-REV-5', 'W3C-CORS']);
      const run = await one<{ status: string; problems: { file: string; line: number }[] }>(database, sql`select status, problems from catalog_imports order by id desc limit 1`);
      expect(run.status).toBe('completed');
      expect(run.problems.map((p) => `${p.file}:${p.line}`)).toContain(`${CATALOGUE_FILES.nist}:4`);
    });

    it('rewrites only a record that changed, with its relations, and names families again', async () => {
      const [rev5, rev4, rev5archive] = realLines(CATALOGUE_FILES.nist, ['NIST:sp/800-53/rev-5/final', 'NIST:sp/800-53/rev-4/final', 'NIST:sp/800-53/rev-5/archive/2020-09-23']);
      const catalogue = path.join(dir, 'catalog-2');
      writeCatalogue(catalogue, { nist: [rev5, rev4], w3c: realLines(CATALOGUE_FILES.w3c, ['W3C:cors']) });
      const fileStore = new LocalFileStore(path.join(dir, 'files'));
      await runCatalogueImport({ db: database.db, fileStore, catalogueDir: catalogue, renditions: 'none', log });
      const families = sql`select content_code, family, updated_at::text as updated_at from documents where content_code like 'NIST-SP-800-53-REV-_' order by 1`;
      const before = await rows<{ content_code: string; family: string; updated_at: string }>(database, families);
      // Rev. 5 supersedes its archived edition, which is not in this catalogue yet: separate families.
      expect(before[0].family).not.toBe(before[1].family);

      const retitled = JSON.parse(rev5) as Record<string, unknown>;
      retitled.title = 'Security and Privacy Controls, retitled';
      writeCatalogue(catalogue, { nist: [JSON.stringify(retitled), rev4, rev5archive] });
      expect(await needsImport(database.db, catalogue)).toBe(true);
      const result = await runCatalogueImport({ db: database.db, fileStore, catalogueDir: catalogue, renditions: 'none', log });

      // Rev. 4 and the W3C record stay as they were.
      expect(result).toMatchObject({ inserted: 1, updated: 1, unchanged: 2 });
      const after = await rows<{ content_code: string; family: string; updated_at: string }>(database, families);
      // The archived edition joins Rev. 4 and Rev. 5 into one family, named after Rev. 4, the oldest.
      expect(after.map((r) => r.family)).toEqual(['NIST-SP-800-53-REV-4', 'NIST-SP-800-53-REV-4']);
      const title = await one<{ title: string }>(database, sql`select title from documents where content_code = 'NIST-SP-800-53-REV-5'`);
      expect(title.title).toBe('Security and Privacy Controls, retitled');
      const linked = await one<{ n: number }>(
        database,
        sql`select count(*)::int as n from document_relations r join documents d on d.id = r.document_id
            where d.content_code = 'NIST-SP-800-53-REV-5-ARCHIVE-2020-09-23' and r.related_document_id = (select id from documents where content_code = 'NIST-SP-800-53-REV-4')`,
      );
      expect(Number(linked.n)).toBe(1);
      expect(await needsImport(database.db, catalogue)).toBe(false);
    });

    it('refuses a folder with none of the catalogue files', async () => {
      const empty = path.join(dir, 'empty');
      fs.mkdirSync(empty);
      await expect(runCatalogueImport({ db: database.db, fileStore: new LocalFileStore(path.join(dir, 'files')), catalogueDir: empty, renditions: 'none', log })).rejects.toThrow(
        /No catalogue files in/,
      );
      expect(await catalogueState(database.db)).toMatchObject({ completed: false, lastRun: { status: 'failed' } });
    });

    it('keeps the search aids of a run that changed nothing, but not after a failed run', async () => {
      const catalogue = path.join(dir, 'catalog-2');
      const fileStore = new LocalFileStore(path.join(dir, 'files'));
      const messages: string[] = [];
      const told: CatalogueLog = { info: (m) => messages.push(m), warn: (m) => messages.push(m) };
      const kept = (m: string) => m.includes('its search aids are kept');
      // The run before failed (the empty folder above): it might have written documents, so the aids are built again.
      const afterFailure = await runCatalogueImport({ db: database.db, fileStore, catalogueDir: catalogue, renditions: 'none', log: told });
      expect(afterFailure).toMatchObject({ inserted: 0, updated: 0 });
      expect(messages.filter(kept)).toEqual([]);
      expect(messages.some((m) => m.includes('spelling dictionary'))).toBe(true);

      messages.length = 0;
      const unchanged = await runCatalogueImport({ db: database.db, fileStore, catalogueDir: catalogue, renditions: 'none', log: told });
      expect(unchanged).toMatchObject({ inserted: 0, updated: 0, unchanged: afterFailure.unchanged });
      expect(unchanged.unchanged).toBeGreaterThan(0);
      expect(messages.filter(kept)).toEqual([`catalog import: nothing changed since run #${afterFailure.runId}; its search aids are kept`]);
      expect(messages.some((m) => m.includes('spelling dictionary'))).toBe(false);
      const stats = await one<{ stats: Record<string, unknown> }>(database, sql`select stats from catalog_imports where id = ${unchanged.runId}`);
      const previous = await one<{ stats: Record<string, unknown> }>(database, sql`select stats from catalog_imports where id = ${afterFailure.runId}`);
      expect(stats.stats.semanticModel).toEqual(previous.stats.semanticModel);
      expect(stats.stats.searchWords).toBe(previous.stats.searchWords);
    });
  });
}

faultyFilesSuite();

function startupSuite() {
  describe('prepareCatalogue, as the server calls it', () => {
    let dir: string;
    let database: Database;

    beforeAll(async () => {
      dir = tempDir();
      database = await openDatabase({ driver: 'pglite', dir: path.join(dir, 'pglite') });
    });
    afterAll(async () => {
      await database?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('imports before returning, renders in worker threads afterwards, and does nothing on the next start', { timeout: 120_000 }, async () => {
      const catalogue = path.join(dir, 'catalog');
      writeCatalogue(catalogue, {
        ietf: realLines(CATALOGUE_FILES.ietf, ['RFC9110', 'RFC9111']),
        ietfFullText: realLines(CATALOGUE_FILES.ietfFullText, ['RFC9110']),
      });
      const fileStore = new LocalFileStore(path.join(dir, 'files'));
      const config = { catalogue: { dir: catalogue, renditions: 'all' as const } };
      const messages: string[] = [];
      const log: CatalogueLog = { info: (m) => messages.push(m), warn: (m) => messages.push(m) };

      const started = await prepareCatalogue({ db: database.db, fileStore, config, log });
      expect(started.metadata?.inserted).toBe(2);
      expect(started.metadata?.problems).toContainEqual({ file: CATALOGUE_FILES.ietf, line: 2, message: expect.stringMatching(/^RFC9111 is marked has_fulltext, but /) });
      expect((await catalogueState(database.db)).completed).toBe(true);
      await started.renditionsDone;
      expect(await fileStore.exists('pdf/IETF-RFC9110.pdf')).toBe(true);
      expect(await fileStore.exists('html/IETF-RFC9110.html')).toBe(true);
      const html = (await fileStore.get('html/IETF-RFC9110.html')).toString('utf8');
      // RFC 9111 is in the catalogue, so RFC 9110's HTML links to it.
      expect(html).toContain('contentCode=IETF-RFC9111');

      const restarted = await prepareCatalogue({ db: database.db, fileStore, config, log });
      expect(restarted.metadata).toBeNull();
      await restarted.renditionsDone;
      await restarted.stop();
      expect(messages).toContain('catalog import: the catalogue is up to date');
    });
  });
}

startupSuite();
