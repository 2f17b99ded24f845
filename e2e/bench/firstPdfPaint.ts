/**
 * Time from navigation to the first painted PDF page on the document page, and the bytes that crossed the
 * network for the PDF before that paint. A benchmark, not a test: run it against a server that is up, e.g.
 *
 *   BENCH_URL=http://localhost:8080 [BENCH_CACHE=warm] [BENCH_TIMELINE=1] npx tsx e2e/bench/firstPdfPaint.ts [contentCode] [runs]
 *
 * It signs in as the demo subscriber Ada in Debian's Chromium, opens the document once to warm the server,
 * then measures each run in a fresh page: navigation start to the reader's performance mark
 * 'codex:pdf-first-page-painted' (set when page 1's canvas is painted), and, from the network events, the PDF
 * requests and their encoded bytes up to that moment.
 */
import { chromium, type Page } from 'playwright-core';

const baseUrl = process.env.BENCH_URL ?? 'http://localhost:8080';
const contentCode = process.argv[2] ?? 'IETF-RFC9110';
const runs = Number(process.argv[3] ?? 5);
const ada = { username: 'ada', password: 'Ada-Reads-Standards-1' };

interface Run {
  paintMs: number;
  pdfRequests: number;
  pdfBytes: number;
  fileBytes: number;
}

async function signIn(page: Page) {
  await page.goto(`${baseUrl}/`);
  await page.getByRole('button', { name: 'Sign in', exact: true }).first().click();
  await page.getByLabel('Username').fill(ada.username);
  await page.getByLabel('Password').fill(ada.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Signed in as Ada Lovelace').waitFor({ timeout: 60_000 });
}

async function measure(page: Page): Promise<Run> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // BENCH_CACHE=warm keeps the browser's HTTP cache (a returning reader: app, pdf.js and worker cached).
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: process.env.BENCH_CACHE !== 'warm' });
  const pdfIds = new Set<string>();
  const bytes = new Map<string, number>();
  let fileBytes = 0;
  let painted = false;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.includes('/api/documents/pdf/contentCode')) pdfIds.add(event.requestId);
  });
  cdp.on('Network.responseReceived', (event) => {
    const range = event.response.headers['content-range'] ?? event.response.headers['Content-Range'];
    const total = range ? Number(String(range).split('/')[1]) : Number(event.response.headers['content-length'] ?? 0);
    if (pdfIds.has(event.requestId) && total) fileBytes = Math.max(fileBytes, total);
  });
  cdp.on('Network.dataReceived', (event) => {
    if (!painted && pdfIds.has(event.requestId)) bytes.set(event.requestId, (bytes.get(event.requestId) ?? 0) + event.encodedDataLength);
  });
  await page.goto(`${baseUrl}/document?contentCode=${encodeURIComponent(contentCode)}`);
  // A string, so the bundler's helpers (tsx names functions) never reach the page.
  const mark = await page.waitForFunction("performance.getEntriesByName('codex:pdf-first-page-painted')[0]?.startTime", undefined, {
    timeout: 60_000,
    polling: 10,
  });
  const paintMs = Number(await mark.jsonValue());
  painted = true;
  if (process.env.BENCH_TIMELINE) {
    // BENCH_TIMELINE=1: what the page fetched before the paint, from navigation start (ms): start-end path.
    const entries = (await page.evaluate(
      "performance.getEntriesByType('resource').map((e) => [e.name.replace(location.origin, ''), Math.round(e.startTime), Math.round(e.responseEnd)])",
    )) as [string, number, number][];
    for (const [name, start, end] of entries.filter(([, start]) => start < paintMs)) console.log(`  ${String(start).padStart(5)}-${String(end).padEnd(5)} ${name.slice(0, 110)}`);
    console.log(`  ${String(Math.round(paintMs)).padStart(5)}       first page painted`);
  }
  await cdp.detach();
  return { paintMs, pdfRequests: pdfIds.size, pdfBytes: [...bytes.values()].reduce((a, b) => a + b, 0), fileBytes };
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page);
  await measure(page); // warm-up: the server's caches (and the browser's, with BENCH_CACHE=warm)
  const results: Run[] = [];
  for (let run = 0; run < runs; run++) results.push(await measure(page));
  const sorted = [...results].sort((a, b) => a.paintMs - b.paintMs);
  const median = sorted[Math.floor(sorted.length / 2)];
  for (const [index, run] of results.entries()) {
    console.log(`run ${index + 1}: first page painted after ${run.paintMs.toFixed(0)} ms; ${run.pdfRequests} PDF requests, ${(run.pdfBytes / 1024).toFixed(0)} KiB of ${(run.fileBytes / 1024).toFixed(0)} KiB`);
  }
  console.log(
    `median: ${median.paintMs.toFixed(0)} ms to the first painted page of ${contentCode}; ${(median.pdfBytes / 1024).toFixed(0)} KiB of the ${(median.fileBytes / 1024).toFixed(0)} KiB PDF before it (${((100 * median.pdfBytes) / Math.max(1, median.fileBytes)).toFixed(1)} %)`,
  );
} finally {
  await browser.close();
}
