/**
 * Measures rendition times on the catalogue's full-text RFCs (the figures in README.md):
 *   node --import tsx bench/measure-renditions.ts [pool size, 0 = this thread]
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { createRenditionPool, renderRendition, type RenditionInput } from '../src/rendering/render-worker.js';

const file = fileURLToPath(new URL('../catalog/ietf-rfc-fulltext-subset.jsonl.gz', import.meta.url));
const records = gunzipSync(readFileSync(file))
  .toString('utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as { id: string; designation: string; text: string });
const knownContentCodes = new Map(records.map((r) => [Number(r.id.slice(3)), `IETF-${r.id}`] as const));
const inputOf = (r: (typeof records)[number]): RenditionInput => ({
  text: r.text,
  designation: r.designation,
  title: r.designation,
  status: 'Internet Standard',
  doi: `10.17487/${r.id}`,
  publisherName: 'Internet Engineering Task Force (IETF)',
  contentCode: `IETF-${r.id}`,
  date: '2022-06',
  knownContentCodes,
});

const poolSize = Number(process.argv[2] ?? 2);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// One RFC, on this thread, after a warm-up run.
const rfc9110 = inputOf(records.find((r) => r.id === 'RFC9110')!);
await renderRendition(rfc9110);
const single = performance.now();
const one = await renderRendition(rfc9110);
console.log(`RFC 9110: ${one.pageCount} pages, PDF ${(one.pdf.length / 1e6).toFixed(2)} MB, ${Math.round(performance.now() - single)} ms`);

// Every RFC, in a pool (or on this thread), with the main thread's event-loop delay watched.
let worstLag = 0;
let tick = performance.now();
const watch = setInterval(() => {
  const now = performance.now();
  worstLag = Math.max(worstLag, now - tick - 20);
  tick = now;
}, 20);
const cpuBefore = process.cpuUsage();
const eluBefore = performance.eventLoopUtilization();
const started = performance.now();
let pages = 0;
let pdfBytes = 0;
if (poolSize > 0) {
  const pool = createRenditionPool({ size: poolSize });
  await Promise.all(
    records.map(async (r) => {
      const out = await pool.render(inputOf(r));
      pages += out.pageCount;
      pdfBytes += out.pdf.length;
    }),
  );
  await pool.close();
} else {
  for (const r of records) {
    const out = await renderRendition(inputOf(r));
    pages += out.pageCount;
    pdfBytes += out.pdf.length;
  }
}
// A thread that never yields never runs the timer: count the time since its last run too.
worstLag = Math.max(worstLag, performance.now() - tick - 20);
clearInterval(watch);
const cpu = process.cpuUsage(cpuBefore);
// Share of the run the main thread's event loop spent busy (not waiting): what requests would compete with.
const busy = performance.eventLoopUtilization(eluBefore).utilization;
console.log(
  `${records.length} RFCs, ${pages} pages, PDFs ${(pdfBytes / 1e6).toFixed(1)} MB: ${seconds(performance.now() - started)} wall, ` +
    `${seconds((cpu.user + cpu.system) / 1000)} CPU, ${poolSize > 0 ? `pool of ${poolSize}` : 'this thread'}, ` +
    `main event loop busy ${(busy * 100).toFixed(1)} %, worst delay ${Math.round(worstLag)} ms`,
);
