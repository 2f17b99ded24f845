#!/usr/bin/env node
/**
 * Checks Codex running as two processes behind nginx (scripts/two-processes.sh starts them; docs/adr/0038):
 *
 *   scripts/two-processes.sh node scripts/check-two-processes.mjs
 *
 * 1. signs in through nginx with the real OpenID flow (authorization request, login form, code, token), whichever
 *    process answers each step, and calls the API many times: answers must come from both processes;
 * 2. shares documents by e-mail (one mail.send job each, which either process may claim): every job runs once and
 *    every message reaches a mail catcher exactly once;
 * 3. imports a newer catalogue (the demo delta) from a third process and measures how soon each server's search
 *    finds the new RFC 9562, which both had been asked for (and had answered "none") just before.
 *
 * Reads CODEX_URL (nginx), CODEX_API_URLS (the processes, space-separated) and DATABASE_URL. Tells the processes
 * apart by their x-codex-process header, which they send only with PROCESS_HEADER=true (two-processes.sh sets it).
 * Exits 1 on a failed check. Writes what it saw to stdout.
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = new URL(process.env.CODEX_URL ?? 'http://localhost:4160');
const PROCESSES = (process.env.CODEX_API_URLS ?? 'http://127.0.0.1:4161 http://127.0.0.1:4162').split(/\s+/).filter(Boolean);
const SHARES = Number(process.env.CHECK_SHARES ?? 12);
const failures = [];

function check(ok, message) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
  if (!ok) failures.push(message);
}

/** One HTTP request to base (nginx or a process) as the browser on PUBLIC's host would send it. */
function request(base, method, pathAndQuery, { headers = {}, body, form } = {}) {
  const target = new URL(base);
  const payload = form ? new URLSearchParams(form).toString() : body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname === 'localhost' ? '127.0.0.1' : target.hostname,
        port: target.port,
        method,
        path: pathAndQuery,
        agent: false,
        headers: {
          host: PUBLIC.host,
          ...(payload !== undefined ? { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

class CookieJar {
  cookies = new Map();
  store(setCookie) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const pathAttr = attributes.map((a) => a.trim()).find((a) => a.toLowerCase().startsWith('path='));
      const cookiePath = pathAttr ? pathAttr.slice(5) : '/';
      const expired = value === '' || attributes.some((a) => /max-age=0/i.test(a.trim()));
      if (expired) this.cookies.delete(`${name};${cookiePath}`);
      else this.cookies.set(`${name};${cookiePath}`, { name, value, path: cookiePath });
    }
  }
  header(pathname) {
    const matching = [...this.cookies.values()].filter((c) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`));
    return matching.length ? matching.map((c) => `${c.name}=${c.value}`).join('; ') : undefined;
  }
}

/** The reader's sign-in, step by step through nginx; returns the access token and which process answered each step. */
async function signIn(login, password) {
  const jar = new CookieJar();
  const answeredBy = [];
  const browse = async (url, options = {}) => {
    const target = new URL(url, PUBLIC);
    const cookie = jar.header(target.pathname);
    const res = await request(PUBLIC, options.form ? 'POST' : 'GET', `${target.pathname}${target.search}`, { ...options, headers: cookie ? { cookie } : {} });
    jar.store(res.headers['set-cookie']);
    answeredBy.push(res.headers['x-codex-process']);
    return res;
  };
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const redirectUri = `${PUBLIC.origin}/implicit/callback`;
  const query = new URLSearchParams({
    client_id: 'codex-web',
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: redirectUri,
    state,
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const auth = await browse(`/oidc/auth?${query}`);
  if (auth.status !== 303) throw new Error(`authorization request answered ${auth.status}: ${auth.text.slice(0, 200)}`);
  const interaction = new URL(auth.headers.location, `${PUBLIC.origin}/oidc/`).toString();
  const page = await browse(interaction);
  if (page.status !== 200) throw new Error(`login page answered ${page.status}`);
  const posted = await browse(interaction, { form: { username: login, password } });
  if (posted.status !== 303) throw new Error(`login form answered ${posted.status}: ${posted.text.slice(0, 200)}`);
  let location = new URL(posted.headers.location, interaction).toString();
  for (let hops = 0; !location.startsWith(redirectUri) && hops < 5; hops++) {
    const res = await browse(location);
    if (res.status !== 303 && res.status !== 302) throw new Error(`resuming the authorization answered ${res.status}`);
    location = new URL(res.headers.location, location).toString();
  }
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error(`no code in ${location}`);
  const token = await request(PUBLIC, 'POST', '/oidc/token', {
    form: { grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'codex-web', code_verifier: verifier },
  });
  answeredBy.push(token.headers['x-codex-process']);
  if (token.status !== 200) throw new Error(`token request answered ${token.status}: ${token.text.slice(0, 200)}`);
  return { accessToken: JSON.parse(token.text).access_token, answeredBy };
}

const bearer = (token) => ({ authorization: `Bearer ${token}` });
const distinct = (values) => [...new Set(values.filter(Boolean))];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function sessionOnBothProcesses() {
  console.log(`\n1. Sign-in and session through nginx (${PUBLIC.origin})`);
  const { accessToken, answeredBy } = await signIn('ada', 'Ada-Reads-Standards-1');
  check(true, `ada signed in with the OpenID code flow; its ${answeredBy.length} steps were answered by ${distinct(answeredBy).join(' and ')}`);
  const tally = new Map();
  let notOk = 0;
  for (let i = 0; i < 40; i++) {
    const res = await request(PUBLIC, 'GET', '/api/account', { headers: bearer(accessToken) });
    if (res.status !== 200 || JSON.parse(res.text).login !== 'ada') notOk++;
    const by = res.headers['x-codex-process'];
    tally.set(by, (tally.get(by) ?? 0) + 1);
  }
  check(notOk === 0, `40 calls of GET /api/account with her token: ${40 - notOk} answered 200 as ada`);
  check(!tally.has(undefined), 'every answer named its process in x-codex-process (PROCESS_HEADER=true on both)');
  check(tally.size >= 2, `answered by ${tally.size} processes: ${[...tally].map(([p, n]) => `${p} ×${n}`).join(', ')}`);
  for (const base of PROCESSES) {
    const res = await request(base, 'GET', '/api/account', { headers: bearer(accessToken) });
    check(res.status === 200, `${base} directly (${res.headers['x-codex-process']}): GET /api/account ${res.status}`);
  }
  return accessToken;
}

async function caughtMessages(operatorToken) {
  const perProcess = [];
  for (const base of PROCESSES) {
    const res = await request(base, 'GET', '/management/mail-catcher?page=0&size=500', { headers: bearer(operatorToken) });
    if (res.status !== 200) throw new Error(`${base} mail-catcher answered ${res.status}`);
    perProcess.push({ base, messages: JSON.parse(res.text) });
  }
  return perProcess;
}

async function jobsRunOnce() {
  console.log(`\n2. Background work: ${SHARES} shares by e-mail, one mail.send job each, claimed by either process`);
  const frances = await signIn('frances', 'Frances-Optimizes-Loops-1');
  const operator = await signIn('operator', 'Margaret-Lands-Apollo-1');
  const run = randomBytes(4).toString('hex');
  const documents = ['IETF-RFC9110', 'IETF-RFC9111', 'IETF-RFC9112', 'IETF-RFC9113', 'IETF-RFC9114', 'IETF-RFC8446'];
  const markers = [];
  for (let i = 0; i < SHARES; i++) {
    // Bracketed, so that #1 is not found inside #10.
    const marker = `[two-process check ${run} #${i + 1}]`;
    markers.push(marker);
    const res = await request(PUBLIC, 'POST', '/api/contentShare/withUser', {
      headers: bearer(frances.accessToken),
      body: [{ contentCode: documents[i % documents.length], sharedWithEmail: 'radia.perlman@acme.example', message: marker }],
    });
    if (res.status !== 201) throw new Error(`share ${i + 1} answered ${res.status}: ${res.text.slice(0, 300)}`);
  }
  // Wait until every marker has reached a catcher, or 60 s.
  const deadline = Date.now() + 60_000;
  let perProcess = [];
  let counts = new Map();
  while (Date.now() < deadline) {
    perProcess = await caughtMessages(operator.accessToken);
    counts = new Map(markers.map((m) => [m, 0]));
    for (const { messages } of perProcess) {
      for (const message of messages) {
        const text = `${message.text ?? ''}${message.html ?? ''}`;
        for (const m of markers) if (text.includes(m)) counts.set(m, counts.get(m) + 1);
      }
    }
    if ([...counts.values()].every((n) => n >= 1)) break;
    await sleep(500);
  }
  const once = [...counts.values()].filter((n) => n === 1).length;
  const twice = [...counts.values()].filter((n) => n > 1).length;
  check(once === SHARES && twice === 0, `${once} of ${SHARES} messages arrived exactly once, ${twice} more than once`);
  const byProcess = perProcess.map(({ base, messages }) => `${base}: ${messages.filter((msg) => markers.some((m) => `${msg.text ?? ''}${msg.html ?? ''}`.includes(m))).length}`);
  console.log(`     delivered by the process whose worker claimed the job (each has its own catcher): ${byProcess.join(', ')}`);
}

async function search(base, token, keywords) {
  const res = await request(base, 'POST', '/api/documents/search', { headers: bearer(token), body: { keywords, searchField: 'A' } });
  if (res.status !== 200) throw new Error(`${base} search answered ${res.status}: ${res.text.slice(0, 200)}`);
  return { found: /RFC 9562\b|RFC9562/.test(res.text), by: res.headers['x-codex-process'] };
}

async function searchFollowsImport(token) {
  console.log('\n3. A catalogue import made elsewhere: how soon each process finds the new document');
  const exec = promisify(execFile);
  const keywords = 'RFC 9562';
  for (const base of PROCESSES) {
    const before = await search(base, token, keywords);
    check(!before.found, `${base} (${before.by}) before the import: "${keywords}" ${before.found ? 'found (already imported? use a fresh database)' : 'not found'}`);
  }
  const newer = path.join(os.tmpdir(), `codex-newer-catalog-${process.pid}`);
  await exec('npm', ['run', '-s', 'catalog:apply-delta:built', '-w', '@codex/api', '--', 'catalog/test-data/delta-2024-05.jsonl.gz', newer], { cwd: ROOT });
  const started = Date.now();
  console.log('     importing the newer catalogue with npm run catalog:import:built (its own process, same database) ...');
  const imported = await exec('npm', ['run', '-s', 'catalog:import:built', '-w', '@codex/api', '--', '--renditions', 'none'], {
    cwd: ROOT,
    env: { ...process.env, CATALOG_DIR: newer, LOG_LEVEL: 'warn' },
    maxBuffer: 16 * 1024 * 1024,
  });
  const done = Date.now();
  const summary = imported.stdout.split('\n').find((l) => l.includes('metadata:')) ?? '';
  console.log(`     import finished in ${((done - started) / 1000).toFixed(1)} s (${summary.trim()})`);
  // Both processes asked side by side, every 250 ms, until each finds it: four searches a second each, eight
  // together, under the search limit of one person (10 a second, shared by the processes with REDIS_URL; docs/adr/0043).
  await Promise.all(
    PROCESSES.map(async (base) => {
      let seenAfter = null;
      while (Date.now() - done < 60_000) {
        const now = await search(base, token, keywords);
        if (now.found) {
          seenAfter = Date.now() - done;
          break;
        }
        await sleep(250);
      }
      check(seenAfter !== null && seenAfter <= 10_000, `${base}: finds "${keywords}" ${seenAfter === null ? 'not within 60 s' : `${(seenAfter / 1000).toFixed(2)} s after the import finished`}`);
    }),
  );
}

// CHECK_STEPS=1,2 leaves out the import (which needs a database the delta was not imported into yet).
const steps = (process.env.CHECK_STEPS ?? '1,2,3').split(',');
try {
  const token = await sessionOnBothProcesses();
  if (steps.includes('2')) await jobsRunOnce();
  if (steps.includes('3')) await searchFollowsImport(token);
} catch (error) {
  check(false, `stopped: ${error.message}`);
}
console.log(failures.length ? `\n${failures.length} check(s) failed` : '\nall checks passed');
process.exit(failures.length ? 1 : 0);
