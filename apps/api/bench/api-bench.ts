/**
 * npm run bench:api: the hot read path under load, on PGlite and on PostgreSQL: GET api/documents/metadata and
 * GET api/account, signed in. The server runs in its own process as `npm start` runs it; autocannon loads it from this one.
 * Options: --driver pglite|postgres|both (default both when PostgreSQL answers), --seconds N, --connections N,
 * --port P (first port; the next drivers take the next ones), --data-dir D (kept between runs: the catalogue is
 * imported once; default a folder in the temp directory), --database NAME (the PostgreSQL database, made when missing),
 * --cpu-prof DIR (the server writes a V8 CPU profile there when it stops).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { signInOverHttp } from './http-sign-in.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    driver: { type: 'string', default: 'both' },
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '8290' },
    'data-dir': { type: 'string' },
    database: { type: 'string', default: 'codex_bench' },
    'cpu-prof': { type: 'string' },
  },
});
const pgAdminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fixed spread of documents: long and short RFCs with big version families, NIST and W3C records. */
const CONTENT_CODES = [
  'IETF-RFC9110', 'IETF-RFC2616', 'IETF-RFC7230', 'IETF-RFC8446', 'IETF-RFC5246', 'IETF-RFC791', 'IETF-RFC1035', 'IETF-RFC5321',
  'IETF-RFC8259', 'IETF-RFC3986', 'IETF-RFC6749', 'IETF-RFC9000', 'IETF-RFC4271', 'IETF-RFC2119', 'IETF-RFC1149', 'IETF-RFC7540',
  'NIST-SP-800-53-REV-5', 'NIST-SP-800-63-3', 'NIST-FIPS-140-3', 'NIST-FIPS-197', 'W3C-WCAG21', 'W3C-CORS', 'W3C-HTML-AAPI', 'W3C-CSP3',
];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function waitForHealth(base: string, child: ChildProcess, timeoutMs = 900_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/management/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy');
}

/**
 * Waits until the server's process has calmed down after start (it builds the search indexes once it listens): less
 * than a fifth of a core over two seconds running, or two minutes at most. Linux only (/proc); elsewhere it returns.
 */
async function waitForIdle(pid: number | undefined, timeoutMs = 120_000) {
  const cpuSeconds = () => {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return null;
    }
  };
  const started = Date.now();
  let before = cpuSeconds();
  while (before !== null && Date.now() - started < timeoutMs) {
    await new Promise((r) => setTimeout(r, 2000));
    const now = cpuSeconds();
    if (now === null || now - before < 0.4) return;
    before = now;
  }
}

async function ensurePgDatabase(name: string) {
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(pgAdminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

async function pgReachable() {
  const c = new pg.Client({ connectionString: pgAdminUrl, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/** Loads one route with autocannon for --seconds on --connections; percentiles from every response's own latency. */
async function load(base: string, token: string, pathOf: (i: number) => string) {
  const latencies: number[] = [];
  let i = 0;
  const result = await autocannon({
    url: base,
    connections: Number(values.connections),
    duration: Number(values.seconds),
    headers: { authorization: `Bearer ${token}` },
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: pathOf(i++) }) }],
    setupClient: (client) => {
      client.on('response', (_status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
    },
  });
  latencies.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    non2xx: result.non2xx,
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

async function benchDriver(driver: 'pglite' | 'postgres', port: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: path.join(values['data-dir'] ?? os.tmpdir(), values['data-dir'] ? driver : `codex-bench-${driver}`),
    CATALOG_RENDITIONS: 'none',
    LOG_LEVEL: 'warn',
    // Any free port for the embedded mail catcher: another server on the machine may hold the default 2525.
    MAIL_CATCHER_PORT: '0',
    DATABASE_URL: driver === 'postgres' ? await ensurePgDatabase(values.database) : '',
  };
  const base = `http://localhost:${port}`;
  const profile = values['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(values['cpu-prof'])] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/server.ts'], { cwd: apiRoot, env, stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    const startedAt = Date.now();
    await waitForHealth(base, child);
    const startSeconds = (Date.now() - startedAt) / 1000;
    await waitForIdle(child.pid);
    const token = await signInOverHttp(base, 'ada', 'Ada-Reads-Standards-1');
    for (const code of CONTENT_CODES) {
      const res = await fetch(`${base}/api/documents/metadata?contentCode=${code}`, { headers: { authorization: `Bearer ${token}` } });
      if (res.status !== 200) throw new Error(`${code} answered ${res.status}`);
    }
    const metadata = await load(base, token, (i) => `/api/documents/metadata?contentCode=${CONTENT_CODES[i % CONTENT_CODES.length]}`);
    const account = await load(base, token, () => '/api/account');
    return [
      { driver, route: 'GET /api/documents/metadata', startSeconds, ...metadata },
      { driver, route: 'GET /api/account', startSeconds, ...account },
    ];
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

async function main() {
  const drivers: ('pglite' | 'postgres')[] =
    values.driver === 'both' ? ((await pgReachable()) ? ['pglite', 'postgres'] : ['pglite']) : [values.driver as 'pglite' | 'postgres'];
  const rows = [];
  for (const [n, driver] of drivers.entries()) rows.push(...(await benchDriver(driver, Number(values.port) + n)));
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(`\n${values.connections} connections, ${values.seconds} s per route, metadata over ${CONTENT_CODES.length} documents in rotation`);
  console.log(`machine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
  console.log('| route | database | requests/s | p50 ms | p95 ms | p99 ms | requests | non-2xx |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.route} | ${r.driver} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.requests} | ${r.non2xx} |`);
  }
  if (rows.some((r) => r.non2xx > 0)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
