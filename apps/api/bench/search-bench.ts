/**
 * npm run bench:search: a fixed mixed search workload over HTTP against the API, printing p50, p95,
 * p99, the slowest request and requests per second for each kind of call:
 *   keyword+facets  a keyword search page: the search call and the count call the sidebar needs, sent
 *                   together (the latency is the later of the two answers, what the user waits for);
 *                   the terms include single very common words
 *   designation     designation searches (searchField D)
 *   type-ahead      header suggestions as someone types
 *   semantic        paraphrases through api/semantic-search/v1/query
 *   misspelling     keyword searches whose words are misspelled (the spelling fallback)
 *
 * Against a running server:   npm run bench:search -- --url http://127.0.0.1:8302
 * Or it starts one itself:    npm run bench:search -- --data-dir /tmp/codex-data        (PGlite)
 *                             npm run bench:search -- --database-url postgres://...     (PostgreSQL)
 * Requests go only to the given address. --seconds per kind (default 15), --connections (default 4).
 * It searches as one person far beyond the search limit against abuse: the server it starts has that limit off; start
 * a server given with --url with LIMIT_SEARCHES_PER_USER_SECOND=0 (docs/adr/0043), or most answers are 429.
 * --mixed N (default 0: off) then sends the mixed workload of issue 18 from one client, one request at a time:
 * every keyword+facets, designation and semantic item (33 queries) N times over, with p50/p95/p99 overall and per kind.
 * The server keeps search and count answers in memory (docs/adr/0017), so after the warm-up pass the
 * fixed terms are answered from there; SEARCH_CACHE_MB=0 in the environment measures first-time searches.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { signInOverHttp } from './http-sign-in.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    port: { type: 'string', default: '8302' },
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '4' },
    kinds: { type: 'string', default: 'keyword+facets,designation,type-ahead,semantic,misspelling' },
    mixed: { type: 'string', default: '0' },
  },
});

const KEYWORDS = [
  'http caching', 'transport layer security', 'zero trust architecture', 'web content accessibility guidelines', 'json web token',
  'domain name system security', 'public key infrastructure', 'email authentication', 'congestion control', 'risk management framework',
  // single very common words: the work must stay bounded however many documents match
  'internet', 'protocol', 'security', 'network', 'data', 'web',
];
const DESIGNATIONS = ['RFC 9110', 'rfc9110', '9110', 'SP 800-53', '800-53r5', 'FIPS 140-3', 'RFC 91', 'SP 800-5', 'RFC 2616', 'WCAG21'];
const TYPE_AHEAD = ['htt', 'http cach', 'transport lay', 'RFC 91', 'zero tr', 'crypto', 'SP 800', 'web auth', 'secu', 'json w'];
const SEMANTIC = [
  'how do browsers reuse stored responses', 'secure remote login to a server', 'sending mail between servers', 'translating host names to addresses',
  'managing risk of information systems', 'encrypting connections between clients and servers', 'synchronizing computer clocks over a network',
];
const MISSPELLINGS = ['hypertxt transfer protocl', 'transprot layer securty', 'zero trsut architecture', 'json web tokn', 'advanced encription standard'];

const ITEMS: Record<string, string[]> = { 'keyword+facets': KEYWORDS, designation: DESIGNATIONS, 'type-ahead': TYPE_AHEAD, semantic: SEMANTIC, misspelling: MISSPELLINGS };

type Call = (base: string, headers: Record<string, string>, i: number) => Promise<void>;

async function post(url: string, headers: Record<string, string>, body: unknown) {
  const res = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
}

const CALLS: Record<string, Call> = {
  'keyword+facets': async (base, headers, i) => {
    const keywords = KEYWORDS[i % KEYWORDS.length];
    await Promise.all([
      post(`${base}/api/documents/search?page=0&size=25`, headers, { keywords, searchField: 'K', sortType: 'BEST_MATCH' }),
      post(`${base}/api/documents/search/count`, headers, { keywords, searchField: 'K', section: 'Publisher' }),
    ]);
  },
  designation: (base, headers, i) => post(`${base}/api/documents/search?page=0&size=25`, headers, { keywords: DESIGNATIONS[i % DESIGNATIONS.length], searchField: 'D' }),
  'type-ahead': (base, headers, i) => post(`${base}/api/documents/search/type-ahead`, headers, { keywords: TYPE_AHEAD[i % TYPE_AHEAD.length], 'search-type': 'ALL' }),
  semantic: (base, headers, i) => post(`${base}/api/semantic-search/v1/query?page=0&size=25`, headers, { keywords: SEMANTIC[i % SEMANTIC.length] }),
  misspelling: (base, headers, i) => post(`${base}/api/documents/search?page=0&size=25`, headers, { keywords: MISSPELLINGS[i % MISSPELLINGS.length], searchField: 'K' }),
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Runs one kind for `seconds` with `connections` loops, each sending its next request when the last one answered. */
async function runKind(kind: string, base: string, headers: Record<string, string>, seconds: number, connections: number) {
  const call = CALLS[kind];
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const slowest = { ms: 0, i: -1 };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const i = next++;
        const t = performance.now();
        try {
          await call(base, headers, i);
          const ms = performance.now() - t;
          latencies.push(ms);
          if (ms > slowest.ms) Object.assign(slowest, { ms, i });
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { kind, requests: latencies.length, errors, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), max: slowest.ms, slowestIndex: slowest.i, rps: latencies.length / elapsed };
}

const MIXED_KINDS = ['keyword+facets', 'designation', 'semantic'];

/** The mixed workload: each of the 33 queries `rounds` times, one client, the next sent when the last answered. */
async function runMixed(base: string, headers: Record<string, string>, rounds: number) {
  const all: number[] = [];
  const byKind = new Map<string, number[]>(MIXED_KINDS.map((k) => [k, []]));
  const started = performance.now();
  for (let round = 0; round < rounds; round++) {
    for (const kind of MIXED_KINDS) {
      for (let i = 0; i < ITEMS[kind].length; i++) {
        const t = performance.now();
        await CALLS[kind](base, headers, i);
        const ms = performance.now() - t;
        all.push(ms);
        byKind.get(kind)!.push(ms);
      }
    }
  }
  const line = (label: string, xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return `${label.padEnd(15)} | ${String(xs.length).padStart(8)} | ${[50, 95, 99].map((p) => percentile(sorted, p).toFixed(1).padStart(7)).join(' | ')} | ${sorted[sorted.length - 1].toFixed(1).padStart(7)}`;
  };
  console.log(`\nmixed workload: ${all.length / rounds} queries x ${rounds}, one client, ${(all.length / ((performance.now() - started) / 1000)).toFixed(1)} req/s`);
  console.log('kind            | requests |  p50 ms |  p95 ms |  p99 ms |  max ms');
  console.log(line('all', all));
  for (const [kind, xs] of byKind) console.log(line(kind, xs));
}

async function waitForHealth(base: string, child: ChildProcess, timeoutMs = 1_800_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/management/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('server did not become healthy');
}

async function main() {
  let base = values.url?.replace(/\/$/, '');
  let child: ChildProcess | null = null;
  if (!base) {
    const port = Number(values.port);
    base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: values['data-dir'] ?? path.join(os.tmpdir(), 'codex-search-bench'),
      DATABASE_URL: values['database-url'] ?? '',
      CATALOG_RENDITIONS: 'none',
      LOG_LEVEL: 'warn',
      LIMIT_SEARCHES_PER_USER_SECOND: '0',
    };
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiRoot, env, stdio: ['ignore', 'inherit', 'inherit'] });
    await waitForHealth(base, child);
  }
  try {
    const token = await signInOverHttp(base, 'acme', 'Acme-Library-Shared-1');
    const headers = { authorization: `Bearer ${token}` };
    const kinds = values.kinds.split(',').filter(Boolean);
    // One untimed pass of every request first, so loading the semantic model and cold caches are not measured.
    for (const kind of new Set([...kinds, ...(Number(values.mixed) > 0 ? MIXED_KINDS : [])])) {
      const count = ITEMS[kind]?.length ?? 0;
      for (let i = 0; i < count; i++) await CALLS[kind](base, headers, i);
    }
    const [documents] = await Promise.all([
      fetch(`${base}/api/documents/search?page=0&size=1`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ keywords: '*' }) }).then((r) => r.json() as Promise<{ count: number }>),
    ]);
    const cache = child ? `SEARCH_CACHE_MB=${process.env.SEARCH_CACHE_MB ?? '64 (default)'}` : 'search cache as the server is configured';
    console.log(`\nsearch bench against ${base}: ${documents.count.toLocaleString('en')} documents, ${values.connections} connections, ${values.seconds} s per kind, ${cache}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    const rows = [];
    for (const kind of kinds) rows.push(await runKind(kind, base, headers, Number(values.seconds), Number(values.connections)));
    console.log('kind            | requests | errors |  p50 ms |  p95 ms |  p99 ms |  max ms | req/s');
    for (const r of rows) {
      const f = (n: number) => n.toFixed(1).padStart(7);
      console.log(`${r.kind.padEnd(15)} | ${String(r.requests).padStart(8)} | ${String(r.errors).padStart(6)} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${f(r.max)} | ${r.rps.toFixed(1)}`);
    }
    // Each request of each kind once more on its own, to name the slowest single query.
    for (const kind of kinds) {
      const items = ITEMS[kind] ?? [];
      const single: string[] = [];
      for (let i = 0; i < items.length; i++) {
        const t = performance.now();
        await CALLS[kind](base, headers, i);
        single.push(`${items[i]} ${(performance.now() - t).toFixed(0)} ms`);
      }
      console.log(`${kind} one at a time: ${single.join(', ')}`);
    }
    if (Number(values.mixed) > 0) await runMixed(base, headers, Number(values.mixed));
    console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  } finally {
    child?.kill('SIGTERM');
  }
}

await main();
