/**
 * Start-up time of the server, built (dist/server.js) against TypeScript source (tsx): from launch until
 * `/management/health` answers, on a data folder whose catalogue is imported already (a restart, not a first start).
 *
 *   npm run build -w @codex/api
 *   npm run bench:start-up -w @codex/api -- --data-dir DIR [--port 8303] [--runs 5]
 *
 * The first run on an empty DIR imports the catalogue's metadata (about a minute) and is not counted. Runs alternate
 * between the two so a change of load on the machine reaches both alike. Prints each run and the medians; figures
 * go to docs/benchmarks.md ("Server start-up").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API_ROOT } from '../src/api-package.js';

const { values } = parseArgs({
  options: { 'data-dir': { type: 'string' }, port: { type: 'string', default: '8303' }, runs: { type: 'string', default: '5' } },
});
if (!values['data-dir']) {
  console.error('usage: npm run bench:start-up -w @codex/api -- --data-dir DIR [--port 8303] [--runs 5]');
  process.exit(2);
}
const dataDir = path.resolve(values['data-dir']);
const port = Number(values.port);
const runs = Number(values.runs);
if (!fs.existsSync(path.join(API_ROOT, 'dist', 'server.js'))) {
  console.error('dist/server.js is missing: npm run build -w @codex/api first');
  process.exit(2);
}

const SERVERS = {
  built: ['--enable-source-maps', 'dist/server.js'],
  source: ['--import', 'tsx', 'src/server.ts'],
} as const;
type Server = keyof typeof SERVERS;

const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, CATALOG_RENDITIONS: 'none', MAIL_CATCHER_PORT: '0', LOG_LEVEL: 'warn' };

async function answers(): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/management/health`, { signal: AbortSignal.timeout(1000) });
    await res.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
}

/** Milliseconds from spawning the server until health answers; the server is stopped (SIGTERM) and waited for. */
async function startOnce(server: Server, timeoutMs = 600_000): Promise<number> {
  // Another server on the port would answer for this one.
  if (await answers()) throw new Error(`something answers on port ${port} already: stop it first`);
  const started = performance.now();
  const child = spawn(process.execPath, SERVERS[server], { cwd: API_ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${server} server ended with code ${child.exitCode} before it answered`);
      if (await answers()) return performance.now() - started;
      if (performance.now() - started > timeoutMs) throw new Error(`${server} server did not answer within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await stopped(child);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

console.log(`${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.availableParallelism()} cores; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
console.log(`first start (imports the catalogue when ${dataDir} is new; not counted): ${Math.round(await startOnce('built'))} ms`);
const times: Record<Server, number[]> = { built: [], source: [] };
for (let run = 1; run <= runs; run++) {
  for (const server of ['built', 'source'] as const) {
    const ms = await startOnce(server);
    times[server].push(ms);
    console.log(`run ${run} ${server}: ${Math.round(ms)} ms`);
  }
}
for (const server of ['built', 'source'] as const) {
  console.log(`${server}: median ${Math.round(median(times[server]))} ms (${times[server].map(Math.round).join(', ')})`);
}
console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
