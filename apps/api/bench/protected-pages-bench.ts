/**
 * npm run bench:protected-pages -- --url http://localhost:8080: how long a light call waits while protected viewer
 * pages are being drawn, against a running server (docs/adr/0012). Signs in as the demo's drm-view reader (Hedy),
 * then measures GET /api/documents/allowances (what the viewer asks beside its first page) one after another, first
 * with nothing else running, then while `--viewers` loops each draw RFC 9110's pages one after another. Prints the
 * median, p95 and max of the light call both ways, and the pages drawn per second; then the pages drawn per second with
 * no light calls beside them.
 * Run the server with LIMIT_FULL_TEXT_PER_USER_HOUR=0, or the reader's hourly full-text limit stops the loops.
 * Options: --viewers N (default 3), --seconds N (default 20, each way).
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { signInOverHttp } from './http-sign-in.js';

const { values } = parseArgs({
  options: { url: { type: 'string', default: 'http://localhost:8080' }, viewers: { type: 'string', default: '3' }, seconds: { type: 'string', default: '20' } },
});
const BASE = values.url!;
const VIEWERS = Number(values.viewers);
const SECONDS = Number(values.seconds);
const CONTENT_CODE = 'IETF-RFC9110';

const sorted = (ms: number[]) => [...ms].sort((a, b) => a - b);
const at = (ms: number[], q: number) => sorted(ms)[Math.min(ms.length - 1, Math.floor(q * ms.length))];
const fmt = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  const token = await signInOverHttp(BASE, 'drm', 'Hedy-Hops-Frequencies-1');
  const headers = { authorization: `Bearer ${token}` };
  const call = async (path: string) => {
    const res = await fetch(new URL(path, BASE), { headers });
    const body = Buffer.from(await res.arrayBuffer());
    if (!res.ok) throw new Error(`${path}: ${res.status} ${body.toString('utf8').slice(0, 200)}`);
    return body;
  };
  const { pageCount } = JSON.parse((await call(`/api/documents/protected/pages?contentCode=${CONTENT_CODE}`)).toString('utf8')) as { pageCount: number };
  await call(`/api/documents/protected/page/1?contentCode=${CONTENT_CODE}`);

  const lightCalls = async (until: number) => {
    const ms: number[] = [];
    while (Date.now() < until) {
      const started = performance.now();
      await call(`/api/documents/allowances?contentCode=${CONTENT_CODE}`);
      ms.push(performance.now() - started);
    }
    return ms;
  };

  const idle = await lightCalls(Date.now() + SECONDS * 1000);

  let drawn = 0;
  let stop = false;
  const viewer = async (first: number) => {
    for (let page = first; !stop; page = (page % pageCount) + 1) {
      await call(`/api/documents/protected/page/${page}?contentCode=${CONTENT_CODE}`);
      drawn++;
    }
  };
  const viewers = () => Array.from({ length: VIEWERS }, (_, i) => viewer(1 + i * Math.floor(pageCount / VIEWERS)));
  let loops = viewers();
  let started = Date.now();
  const busy = await lightCalls(started + SECONDS * 1000);
  stop = true;
  await Promise.all(loops);
  const pagesPerSecond = drawn / ((Date.now() - started) / 1000);

  drawn = 0;
  stop = false;
  started = Date.now();
  loops = viewers();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  stop = true;
  await Promise.all(loops);
  const pagesAlonePerSecond = drawn / ((Date.now() - started) / 1000);

  console.log(`host: ${os.cpus()[0]?.model} x ${os.cpus().length}; server ${BASE}; ${VIEWERS} viewers drawing RFC 9110 (${pageCount} pages)`);
  for (const [label, ms] of [
    ['allowances, nothing else running', idle],
    [`allowances, ${VIEWERS} viewers drawing pages`, busy],
  ] as const) {
    console.log(`${label.padEnd(44)} n=${String(ms.length).padStart(5)}  median ${fmt(at(ms, 0.5))}  p95 ${fmt(at(ms, 0.95))}  max ${fmt(Math.max(...ms))}`);
  }
  console.log(`pages drawn beside the light calls: ${pagesPerSecond.toFixed(2)} a second; alone: ${pagesAlonePerSecond.toFixed(2)} a second`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
