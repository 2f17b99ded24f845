import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { TEMPLATE_COMPLETE, templateDir, testScratchDir } from '../apps/api/test/template-key.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The servers' folders and the browsers' profiles live where the API tests keep theirs: in shared memory where the
// machine has it (template-key.ts). Workers, servers and browsers inherit this.
process.env.TMPDIR = testScratchDir();
// E2E_PORT lets two checkouts on one machine run their journeys side by side.
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://localhost:${port}`;
// The apart server (below) answers on the next port.
const apartPort = port + 1;
const apartURL = `http://localhost:${apartPort}`;

/**
 * A folder for one server's data, made once: the config is evaluated again in every worker, and workers inherit the
 * runner's environment. Where the API tests of this run built their PGlite template (the same seed and catalogue import
 * the server would make), the server starts on a copy and skips its minute-long first import (docs/adr/0059);
 * E2E_FRESH_IMPORT=1, or no template, starts it on an empty folder as a user's first `npm start` does.
 */
function serverDataDir(variable: string, name: string): string {
  if (!process.env[variable]) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `codex-e2e-${name}-${process.pid}-`));
    process.env[variable] = dataDir;
    const template = templateDir('pglite');
    if (process.env.E2E_FRESH_IMPORT !== '1' && fs.existsSync(path.join(template, TEMPLATE_COMPLETE))) {
      fs.cpSync(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
      fs.cpSync(path.join(template, 'files'), path.join(dataDir, 'files'), { recursive: true });
      console.log(`journeys: the ${name} server starts on a copy of the API tests' template (${path.basename(template)})`);
    }
    // By the time the runner exits, the server has been stopped.
    process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  }
  return process.env[variable]!;
}
const sharedDataDir = serverDataDir('CODEX_E2E_DATA_DIR', 'shared');
const apartDataDir = serverDataDir('CODEX_E2E_APART_DATA_DIR', 'apart');
// Journeys run on the embedded PGlite database, never on a PostgreSQL the developer happens to have configured.
delete process.env.DATABASE_URL;

/**
 * Journeys that change what every other journey sees (an account's subscriptions, the tenant's banner, the language
 * users' accounts remember) run on a server of their own, the "apart" server, one file at a time; the rest share the
 * other server up to three files at a time (each file's tests in order in one worker). Both servers start on the same
 * template, and the two groups run side by side from the start, so the apart journeys' waits overlap the others' work instead of
 * ending the run alone. Journeys name what they make with a run-unique word, so two of them never count each other's
 * compass points, groups or shares.
 */
// subscriberUsesTheirHomeAndOwnPages switches Radia and John to Arabic, which their account remembers: a journey reading
// them in English at the same time saw Arabic.
// operatorChangesAnAccountsLicence revokes Acme's NIST subscription for a moment; operatorRunsTheLibraryFromTheConsole
// changes the tenant's banner and links.
const CHANGES_WHAT_OTHERS_SEE = ['operatorChangesAnAccountsLicence.spec.ts', 'operatorRunsTheLibraryFromTheConsole.spec.ts', 'subscriberUsesTheirHomeAndOwnPages.spec.ts'];
// readersMeetTheLicenceMeter gives Acme's IETF subscription one seat for a few minutes: any other Acme reader of an RFC
// meanwhile would be refused, or would take the seat it counts. None of the journeys above opens an RFC as an Acme
// reader, so it runs on the apart server beside them; it is queued first, since two of its minutes are a seat left idle.
const TAKES_ACMES_RFC_SEATS = ['readersMeetTheLicenceMeter.spec.ts'];
const APART = [...CHANGES_WHAT_OTHERS_SEE, ...TAKES_ACMES_RFC_SEATS];
const WORKERS = Number(process.env.E2E_WORKERS ?? 3);

/**
 * The browser the journeys drive: Debian's chromium-headless-shell where it is installed (.ci/run installs it), the
 * same Chromium build's headless-only shell, which took a fifth less processor time for the same journeys than the
 * full browser run headless (docs/adr/0072); otherwise Debian's chromium. E2E_BROWSER names another.
 */
function journeyBrowser(): string {
  if (process.env.E2E_BROWSER) return process.env.E2E_BROWSER;
  const shell = '/usr/lib/chromium/chromium-headless-shell';
  return fs.existsSync(shell) ? shell : '/usr/bin/chromium';
}

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/test-results',
  fullyParallel: false,
  // Three workers. The apart server's journeys are queued first and hold one or two of them (the licence meter spends two
  // of its three minutes waiting for a seat to go idle, docs/adr/0077); the shared server's take the rest, and all three
  // once the apart ones are done: with two, the machine was 89 % busy for the run's last six minutes (docs/benchmarks.md,
  // "CI time, 2026-11-30, late"). E2E_WORKERS=1 runs every journey one after the other.
  workers: WORKERS,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  use: {
    baseURL,
    screenshot: 'on',
    // A failed journey keeps its trace: its actions, console, network and sources. No DOM snapshot or screencast is
    // recorded: taking them after every action (the document page holds a whole standard) was a fifth of the
    // journeys' processor time (docs/benchmarks.md, "CI time, 2026-11-29 late evening"); each journey keeps its
    // screenshots.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    locale: 'en-US',
    // The browser says its user asked for less motion, as a system setting does: menus and dialogs appear at once, so a
    // click never lands on a menu still growing in (a journey's language change was lost that way, 2026-12-02), and the
    // browser draws no ripples (docs/adr/0081). readerShellJourneys checks the usual motion and the change between the
    // two; E2E_MOTION=usual runs every journey with the usual motion.
    reducedMotion: process.env.E2E_MOTION === 'usual' ? 'no-preference' : 'reduce',
    launchOptions: {
      // Debian's Chromium: `npx playwright install` cannot download a browser here (see STACK.md).
      executablePath: journeyBrowser(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'licence meter', use: { browserName: 'chromium', baseURL: apartURL }, testMatch: TAKES_ACMES_RFC_SEATS, workers: 1 },
    { name: 'changes what others see', use: { browserName: 'chromium', baseURL: apartURL }, testMatch: CHANGES_WHAT_OTHERS_SEE, workers: 1 },
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: APART, workers: WORKERS },
  ],
  webServer: [journeyServer(port, sharedDataDir), journeyServer(apartPort, apartDataDir)],
});

/** A journey server, started the way a user starts it: the built apps are served by the API from the same port. */
function journeyServer(serverPort: number, dataDir: string) {
  const url = `http://localhost:${serverPort}`;
  return {
    command: 'npm run serve -w @codex/api',
    cwd: repoRoot,
    url: `${url}/management/health`,
    // The first start creates the database and imports the demo catalogue.
    timeout: 600_000,
    // E2E_REUSE_SERVER=1 runs the journeys against servers already answering at E2E_PORT and the next port (to time
    // them apart).
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    // The server's request log is noise here; set E2E_SERVER_LOG=1 to see it.
    stdout: process.env.E2E_SERVER_LOG ? ('pipe' as const) : ('ignore' as const),
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
    env: {
      PORT: String(serverPort),
      DATA_DIR: dataDir,
      LOG_FILE: path.join(dataDir, 'server.log'),
      PUBLIC_URL: url,
      // Models a library's reverse proxy on the same machine: X-Forwarded-For is honoured from the loopback only,
      // so a journey can come from a company's network by sending the header.
      TRUST_PROXY: '127.0.0.1,::1',
      // COUNTER processing every few seconds, so a journey's own usage reaches the usage report (default 5 minutes).
      USAGE_PROCESSING_MS: '5000',
      // The embedded mail catcher on a free port: journeys read mail in the console, and a developer's own server
      // (npm start, on 2525) may be running beside them.
      MAIL_CATCHER_PORT: '0',
      // With REDIS_URL (as .ci/run sets it), this run's rate-limit counters are its own: a run an hour earlier on the
      // same Redis must not have used up this one's allowance.
      REDIS_KEY_PREFIX: `codex-e2e-${path.basename(dataDir)}:`,
    },
  };
}
