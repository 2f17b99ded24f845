import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { catalogueFacts, type CatalogueSlice, uninterruptedImportFacts, writeCatalogueSlice } from '../../../test/catalogue-slice.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const cli = path.join(apiRoot, 'src/modules/catalogue-import/catalogue-import.cli.ts');

interface CliRun {
  child: ChildProcess;
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
}

/** Starts the CLI as `npm run catalog:import` does, on an embedded database in dataDir. */
function startCli(dataDir: string, catalogueDir: string, onLine: (line: string, child: ChildProcess) => void = () => {}): CliRun {
  const child = spawn(process.execPath, ['--import', 'tsx', cli], {
    cwd: apiRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      // Never the PostgreSQL server of the test run: this test is about the embedded database.
      DATABASE_URL: '',
      CATALOG_DIR: catalogueDir,
      CATALOG_RENDITIONS: 'none',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let pending = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) onLine(line, child);
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, done };
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

// The embedded database only: vitest.config.ts leaves this file out of the PostgreSQL pass. The run is killed in a slice
// of the shipped catalogue (four batches of RFCs, then NIST and W3C): the whole catalogue's import is verified on the
// test template by catalogue-import.test.ts; what this test is about is finishing a run that was killed.
describe('npm run catalog:import', () => {
  let dataDir: string;
  let slice: CatalogueSlice;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codex-catalog-cli-'));
    slice = writeCatalogueSlice({ ietf: 2000, nist: 150, w3c: 150 });
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(slice.dir, { recursive: true, force: true });
  });

  it('finishes an import that was killed in the middle, leaving what an uninterrupted import leaves', { timeout: 400_000 }, async () => {
    let killedAt: number | null = null;
    const killed = startCli(dataDir, slice.dir, (line, child) => {
      const m = /^catalog import: IETF (\d+)\/(\d+)$/.exec(line);
      // The first progress line past the first batch: one batch is committed, others are not.
      if (m && Number(m[1]) > 500 && Number(m[1]) < Number(m[2]) && killedAt === null) {
        killedAt = Number(m[1]);
        child.kill('SIGKILL');
      }
    });
    const first = await killed.done;
    expect(first.signal).toBe('SIGKILL');
    expect(killedAt).not.toBeNull();

    const second = await startCli(dataDir, slice.dir).done;
    expect(second.stderr).not.toMatch(/error/i);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('catalog import: finishing run #1, which stopped during "documents"');
    expect(second.stdout).toMatch(new RegExp(`IETF\\s+${slice.counts.ietf.toLocaleString('en-US')} documents, ${slice.counts.texts} with full text`));
    expect(second.stdout).toContain('problems: none');

    const reference = await uninterruptedImportFacts(slice);
    const database = await openDatabase({ driver: 'pglite', dir: path.join(dataDir, 'pglite') });
    try {
      const facts = await catalogueFacts(database.db);
      const total = slice.counts.ietf + slice.counts.nist + slice.counts.w3c;
      expect(facts).toMatchObject({
        documents: total,
        distinct_sources: total,
        ietf: slice.counts.ietf,
        nist: slice.counts.nist,
        w3c: slice.counts.w3c,
        incomplete: 0,
        texts: slice.counts.texts,
        unresolved: 0,
        duplicate_relations: 0,
        last_status: 'completed',
      });
      expect(slice.counts.texts).toBeGreaterThan(0);
      // Every document written before the kill or after it has the relations its record lists, linked as in one run.
      expect(Number(facts.relations)).toBeGreaterThan(1000);
      expect(facts).toEqual(reference);
      const [runs] = await rows<{ n: number }>(database, sql`select count(*)::int as n from catalog_imports`);
      expect(runs.n).toBe(1);

      // While this process holds the database, the CLI refuses and says why.
      const refused = await startCli(dataDir, slice.dir).done;
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('is in use by a running Codex server');
    } finally {
      await database.close();
    }
  });
});
