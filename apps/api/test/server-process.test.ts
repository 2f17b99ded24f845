import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL')));

function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), CATALOG_IMPORT_ON_START: 'false', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
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
});
