/**
 * Time to produce a redline, cold and cached: `npm run bench:redline -w @codex/api [-- RFC2616 RFC9110 runs]`.
 * Cold is what the first reader to compare a pair waits for (diff, HTML and PDF in a worker thread, then
 * stored); cached is what every later reader waits for (the stored redline found and read). Also prints the
 * parts of a cold run on the calling thread. Figures go to docs/benchmarks.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { LocalFileStore } from '../src/lib/file-store.js';
import { readFulltext } from '../test/rfc-fulltext.js';
import { buildRedline } from '../src/modules/documents/compare/redline.js';
import { renderRedlineHtml, renderRedlinePdf } from '../src/modules/documents/compare/redline-render.js';
import { createRedlinePool } from '../src/modules/documents/compare/redline-job.js';
import { RedlineCache, type ComparePair, type PairTexts } from '../src/modules/documents/compare/compare.service.js';

const [oldId = 'RFC2616', newId = 'RFC9110', runsArg = '3'] = process.argv.slice(2);
// Cold means cold: each run is a new key, so nothing is found in the store.
const runs = Number(runsArg);
const oldText = readFulltext(oldId).text;
const newText = readFulltext(newId).text;
const subject = { oldDesignation: oldId.replace('RFC', 'RFC '), oldTitle: '', newDesignation: newId.replace('RFC', 'RFC '), newTitle: '' };
const pair = {
  older: { document: { displayDesignation: subject.oldDesignation, title: '' } },
  newer: { document: { displayDesignation: subject.newDesignation, title: '' } },
} as unknown as ComparePair;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x: number) => `${Math.round(x)} ms`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redline-bench-'));
const store = new LocalFileStore(dir);
// As a listening server has it: the redline thread is loaded while the server is idle (timed here on its own).
const pool = createRedlinePool({ size: 1 });
const started = performance.now();
const first = pool.make({ oldText: 'a', newText: 'b', subject });
await first.pdf;
const threadStartMs = performance.now() - started;
const cache = new RedlineCache(store, pino({ level: 'warn' }), pool.make);

const coldHtml: number[] = [];
const coldPdf: number[] = [];
const cached: number[] = [];
let sizes = { html: 0, pdf: 0 };
for (let i = 0; i < runs; i++) {
  const texts: PairTexts = { oldText, newText, key: `redlines/bench-${i}` };
  let t = performance.now();
  const running = await cache.ensure(texts, pair);
  await running.html;
  coldHtml.push(performance.now() - t);
  await running.pdf;
  coldPdf.push(performance.now() - t);
  t = performance.now();
  if (!(await cache.htmlReady(texts)) || !(await cache.pdfReady(texts))) throw new Error('redline missing after it was made');
  const html = await store.get(cache.htmlKey(texts));
  const pdf = await store.get(cache.pdfKey(texts));
  cached.push(performance.now() - t);
  sizes = { html: html.length, pdf: pdf.length };
}

const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
let c = cpu();
let t = performance.now();
const redline = buildRedline(oldText, newText, { maxEditLength: 5_000 });
const diffMs = performance.now() - t;
const diffCpu = cpu() - c;
t = performance.now();
renderRedlineHtml(redline, subject);
const htmlMs = performance.now() - t;
c = cpu();
t = performance.now();
await renderRedlinePdf(redline, subject);
const pdfMs = performance.now() - t;
const pdfCpu = cpu() - c;

console.log(`${oldId} (${oldText.length} chars) against ${newId} (${newText.length} chars), ${runs} runs, load average ${os.loadavg()[0].toFixed(1)}`);
console.log(`redline thread started and its code loaded (once per server process, while idle): ${ms(threadStartMs)}`);
console.log(`cold HTML redline (warm thread: diff + HTML, stored): median ${ms(median(coldHtml))}, runs ${coldHtml.map(ms).join(', ')}`);
console.log(`cold PDF redline (the same job, until the PDF is stored): median ${ms(median(coldPdf))}, runs ${coldPdf.map(ms).join(', ')}`);
console.log(`cached (found and read from the file store): median ${ms(median(cached))}, runs ${cached.map(ms).join(', ')}`);
console.log(`parts on one thread (wall / CPU): diff ${ms(diffMs)} / ${ms(diffCpu)}, HTML ${ms(htmlMs)}, PDF ${ms(pdfMs)} / ${ms(pdfCpu)}`);
console.log(`sections ${redline.sections.length}, words inserted ${redline.insertedWords}, deleted ${redline.deletedWords}; HTML ${(sizes.html / 1e6).toFixed(2)} MB, PDF ${(sizes.pdf / 1e6).toFixed(2)} MB`);
await pool.close();
fs.rmSync(dir, { recursive: true, force: true });
