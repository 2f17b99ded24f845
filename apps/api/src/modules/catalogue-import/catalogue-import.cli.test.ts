import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const cli = path.join(apiRoot, 'src/modules/catalogue-import/catalogue-import.cli.ts');

interface CliRun {
  child: ChildProcess;
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
}

/** Starts the CLI as `npm run catalog:import` does, on an embedded database in dataDir. */
function startCli(dataDir: string, onLine: (line: string, child: ChildProcess) => void = () => {}): CliRun {
  const child = spawn(process.execPath, ['--import', 'tsx', cli], {
    cwd: apiRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      // Never the PostgreSQL server of the test run: this test is about the embedded database.
      DATABASE_URL: '',
      CATALOG_DIR: path.join(apiRoot, 'catalog'),
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

// The embedded database only: vitest.config.ts leaves this file out of the PostgreSQL pass.
describe('npm run catalog:import', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codex-catalog-cli-'));
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes an import that was killed in the middle, leaving a complete and consistent catalogue', { timeout: 300_000 }, async () => {
    let killedAt: number | null = null;
    const killed = startCli(dataDir, (line, child) => {
      const m = /^catalog import: IETF (\d+)\/9319$/.exec(line);
      // The first progress line past the first batch: one batch is committed, others are not.
      if (m && Number(m[1]) > 500 && killedAt === null) {
        killedAt = Number(m[1]);
        child.kill('SIGKILL');
      }
    });
    const first = await killed.done;
    expect(first.signal).toBe('SIGKILL');
    expect(killedAt).not.toBeNull();

    const second = await startCli(dataDir).done;
    expect(second.stderr).not.toMatch(/error/i);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('catalog import: finishing run #1, which stopped during "documents"');
    expect(second.stdout).toMatch(/IETF\s+9,319 documents, 421 with full text/);
    expect(second.stdout).toContain('problems: none');

    const database = await openDatabase({ driver: 'pglite', dir: path.join(dataDir, 'pglite') });
    try {
      const [check] = await rows<Record<string, number | string>>(
        database,
        sql`select
          (select count(*)::int from documents) as documents,
          (select count(distinct source_id)::int from documents) as distinct_sources,
          (select count(*)::int from documents d join publishers p on p.id = d.publisher_id where p.code = 'IETF') as ietf,
          (select count(*)::int from documents d join publishers p on p.id = d.publisher_id where p.code = 'NIST') as nist,
          (select count(*)::int from documents d join publishers p on p.id = d.publisher_id where p.code = 'W3C') as w3c,
          (select count(*)::int from documents where family is null or search_vector is null) as incomplete,
          (select count(*)::int from document_texts) as texts,
          (select count(*)::int from document_relations r join documents t on t.source_id = r.related_source_id where r.related_document_id is distinct from t.id) as unresolved,
          (select count(*)::int from (select 1 from document_relations group by document_id, relation_type, related_source_id having count(*) > 1) x) as duplicate_relations,
          (select count(*)::int from catalog_imports) as runs,
          (select status from catalog_imports order by id desc limit 1) as last_status`,
      );
      expect(check).toEqual({
        documents: 11627,
        distinct_sources: 11627,
        ietf: 9319,
        nist: 636,
        w3c: 1672,
        incomplete: 0,
        texts: 421,
        unresolved: 0,
        duplicate_relations: 0,
        runs: 1,
        last_status: 'completed',
      });
      // Every document written before the kill or after it has the relations its record lists.
      const [relations] = await rows<{ n: number }>(database, sql`select count(*)::int as n from document_relations`);
      expect(Number(relations.n)).toBe(88284);

      // While this process holds the database, the CLI refuses and says why.
      const refused = await startCli(dataDir).done;
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('is in use by a running Codex server');
    } finally {
      await database.close();
    }
  });
});
