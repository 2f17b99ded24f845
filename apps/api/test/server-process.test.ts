import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase, queryRows } from '../src/db/client.js';
import { catalogueFacts, uninterruptedImportFacts, writeCatalogueSlice } from './catalogue-slice.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL')));

function startServer(dataDir: string, port: number, env: Record<string, string> = {}, onOutput: (text: string) => void = () => {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), CATALOG_IMPORT_ON_START: 'false', LOG_LEVEL: 'info', MAIL_CATCHER_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
    onOutput(output);
  });
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/management/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not start');
}

// Only the embedded database has a folder to lock: vitest.config.ts leaves this file out of the PostgreSQL pass.
describe('the server process on embedded PGlite', () => {
  it('refuses a second server on the same folder, and closes cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codex-lock-'));
    fs.cpSync(path.join(inject('template').dir, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
    const first = startServer(dataDir, 18471);
    await waitForHealth(18471);

    const second = startServer(dataDir, 18472);
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toMatch(/in use by another server \(process \d+\)/);

    const health = await fetch('http://127.0.0.1:18471/management/health');
    expect(health.status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pglite', '.codex.lock'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('completes the catalogue when the server is killed with SIGKILL during its first import', { timeout: 400_000 }, async () => {
    // A slice of the shipped catalogue (catalogue-slice.ts): the whole one is verified on the test template.
    const slice = writeCatalogueSlice({ ietf: 2000, nist: 150, w3c: 150 });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codex-kill-'));
    const importing = { CATALOG_IMPORT_ON_START: 'true', CATALOG_RENDITIONS: 'none', CATALOG_DIR: slice.dir };
    let killedAt = 0;
    const first = startServer(dataDir, 18473, importing, (output) => {
      const progress = [...output.matchAll(/catalog import: IETF (\d+)\/(\d+)/g)].filter((m) => m[1] !== m[2]).map((m) => Number(m[1]));
      if (!killedAt && progress.some((n) => n >= 1000)) {
        killedAt = Math.max(...progress);
        first.child.kill('SIGKILL');
      }
    });
    await first.exited;
    expect(killedAt, first.output().slice(-3000)).toBeGreaterThanOrEqual(1000);
    expect(first.child.signalCode).toBe('SIGKILL');

    const second = startServer(dataDir, 18474, importing);
    await waitForHealth(18474, 300_000);
    expect(second.output(), `${first.output().slice(-2500)}\n----\n${second.output().slice(0, 1500)}`).toMatch(/finishing run #1/);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const reference = await uninterruptedImportFacts(slice);
    const database = await openDatabase({ driver: 'pglite', dir: path.join(dataDir, 'pglite') });
    try {
      const facts = await catalogueFacts(database.db);
      const total = slice.counts.ietf + slice.counts.nist + slice.counts.w3c;
      expect(facts).toMatchObject({ documents: total, distinct_sources: total, incomplete: 0, unresolved: 0, last_status: 'completed' });
      expect(Number(facts.relations)).toBeGreaterThan(1000);
      // Resumed after the kill, the catalogue is what one uninterrupted run makes of the same files.
      expect(facts).toEqual(reference);
      const [tenants] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from tenants`);
      expect(tenants.n).toBe(3);
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(slice.dir, { recursive: true, force: true });
    }
  });
});
