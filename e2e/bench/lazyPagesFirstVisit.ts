/**
 * The first visit of the reader's lazy pages from inside the app: time from the navigation to the page's heading. A
 * page that suspends shows its heading no sooner than React's reveal throttle (about 0.3 s). A benchmark, not a test: run it against a server that is
 * up, e.g.
 *
 *   BENCH_URL=http://localhost:8080 npx tsx e2e/bench/lazyPagesFirstVisit.ts [runs]
 *
 * Each run signs in as the demo subscriber Frances in a fresh browser context (nothing cached), stays on home for
 * `BENCH_IDLE_MS` (3 s: a reader reading the home page), then goes to each page in turn the way the app's links do
 * (history.pushState and a popstate event, which React Router follows without a page load).
 */
import { chromium, type Page } from 'playwright-core';
import { signIn } from './benchSignIn.js';

const baseUrl = process.env.BENCH_URL ?? 'http://localhost:8080';
const runs = Number(process.argv[2] ?? 5);
const idleMs = Number(process.env.BENCH_IDLE_MS ?? 3_000);
const PAGES = [
  { name: 'search', path: '/content-search?content=caching&stype=A&page=0', heading: 'Search results' },
  { name: 'favorites', path: '/favorites', heading: 'Favorites' },
  { name: 'groups', path: '/groups', heading: 'Groups' },
];

/** Navigates in the app and answers the milliseconds to the page's h1. */
async function visit(page: Page, path: string, heading: string): Promise<number> {
  // A string, so the bundler's helpers (tsx names functions) never reach the page.
  const script = `new Promise((resolve) => {
    const start = performance.now();
    const look = () => {
      const h1 = document.querySelector('main h1');
      if (h1 && h1.textContent.trim().startsWith(${JSON.stringify(heading)})) {
        observer.disconnect();
        resolve(performance.now() - start);
      }
    };
    const observer = new MutationObserver(look);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    history.pushState({}, '', ${JSON.stringify(path)});
    dispatchEvent(new PopStateEvent('popstate'));
    look();
  })`;
  return (await page.evaluate(script)) as number;
}

const results = new Map<string, number[]>(PAGES.map((p) => [p.name, []]));
const browser = await chromium.launch({ executablePath: process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium' });
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, baseUrl);
    await page.waitForTimeout(idleMs);
    for (const target of PAGES) {
      results.get(target.name)!.push(await visit(page, target.path, target.heading));
      await page.waitForTimeout(500);
    }
    await context.close();
  }
} finally {
  await browser.close();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
for (const [name, times] of results) {
  console.log(`${name.padEnd(10)} navigation -> heading, median ${median(times).toFixed(0).padStart(5)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}, ${times.length} runs)`);
}
