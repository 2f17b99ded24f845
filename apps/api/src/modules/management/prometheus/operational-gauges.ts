/**
 * The gauges of /management/prometheus that need the database (docs/adr/0062): worked out when Prometheus scrapes
 * (prom-client's collect()), one small aggregate query per family, never kept up to date on the side. A query that
 * fails leaves its family empty for that scrape (and counts in codex_metrics_collect_errors_total) rather than failing
 * the whole answer: the process's own metrics matter most when the database does not answer.
 */
import { sql } from 'drizzle-orm';
import { Counter, Gauge, type Registry } from 'prom-client';
import { queryRows, type Database } from '../../../db/client.js';
import { catalogueGeneration, catalogueState } from '../../catalogue/index.js';
import { jobQueueFigures } from '../../jobs/index.js';
import { outboxFigures } from '../../mail/index.js';

interface GaugeSources {
  database: Database;
  /** The job kinds this process knows, reported at 0 when none waits, so every series exists from the start. */
  jobKinds: () => string[];
  warn: (message: string) => void;
}

const CATALOGUE_STATES = ['completed', 'running', 'failed', 'none'] as const;
const MAIL_BACKLOG_STATES = ['queued', 'retrying'] as const;
const POOL_STATES = ['total', 'idle', 'waiting'] as const;

/**
 * One family's query, run once per scrape however many of its gauges ask: prom-client collects every metric at once,
 * so the gauges of a family all wait for the same run.
 */
function oncePerScrape(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  return () => {
    running ??= work().finally(() => (running = null));
    return running;
  };
}

/** Registers the database-backed gauges on the app's registry. */
export function registerOperationalGauges(registry: Registry, { database, jobKinds, warn }: GaugeSources): void {
  const db = database.db;
  const registers = [registry];
  const errors = new Counter({
    name: 'codex_metrics_collect_errors_total',
    help: 'Scrapes in which a family of gauges could not be worked out (its query failed), by family',
    labelNames: ['family'] as const,
    registers,
  });
  /** A family's query, once per scrape; on failure the family's gauges stay empty this time. */
  const family = (name: string, gauges: () => { reset(): void }[], work: () => Promise<void>) =>
    oncePerScrape(async () => {
      try {
        await work();
      } catch (error) {
        for (const gauge of gauges()) gauge.reset();
        errors.inc({ family: name });
        warn(`metrics: ${name} could not be collected (${(error as Error).message})`);
      }
    });

  // ------------------------------------------------------------------ the job queue (modules/jobs)
  const jobs = family(
    'jobs',
    () => [queueDepth, oldestJob],
    async () => {
      const rows = await jobQueueFigures(db);
      queueDepth.reset();
      oldestJob.reset();
      for (const kind of new Set([...jobKinds(), ...rows.map((r) => r.kind)])) {
        const row = rows.find((r) => r.kind === kind);
        queueDepth.set({ kind, state: 'queued' }, row?.queued ?? 0);
        queueDepth.set({ kind, state: 'running' }, row?.running ?? 0);
        oldestJob.set({ kind }, row?.oldestWaitSeconds ?? 0);
      }
    },
  );
  const queueDepth = new Gauge({
    name: 'codex_job_queue_depth',
    help: 'Jobs not finished, by job type and state (queued: waiting for their time or a worker; running: claimed)',
    labelNames: ['kind', 'state'] as const,
    registers,
    collect: jobs,
  });
  const oldestJob = new Gauge({
    name: 'codex_job_queue_oldest_age_seconds',
    help: 'How long the oldest due job of a type has waited for a worker (0: none waiting)',
    labelNames: ['kind'] as const,
    registers,
    collect: jobs,
  });

  // ------------------------------------------------------------------ the mail outbox (modules/mail)
  const mail = family(
    'mail',
    () => [mailBacklog, oldestMail],
    async () => {
      const outbox = await outboxFigures(db, null);
      mailBacklog.reset();
      for (const state of MAIL_BACKLOG_STATES) mailBacklog.set({ state }, outbox[state]);
      oldestMail.set(outbox.oldestUnsentSeconds);
    },
  );
  const mailBacklog = new Gauge({
    name: 'codex_mail_outbox_backlog',
    help: 'Messages of the outbox not sent yet, by state (queued: not tried; retrying: a try failed, another is due)',
    labelNames: ['state'] as const,
    registers,
    collect: mail,
  });
  const oldestMail = new Gauge({
    name: 'codex_mail_outbox_oldest_age_seconds',
    help: 'How long the oldest message not sent yet has been in the outbox (0: none)',
    registers,
    collect: mail,
  });

  // ------------------------------------------------------------------ COUNTER processing (modules/usage)
  const usage = family(
    'usage',
    () => [unprocessed, usageLag],
    async () => {
      const [row] = await queryRows<{ events: number; lag: number | null }>(
        db,
        sql`select count(*)::int as events, extract(epoch from now() - min(e.occurred_at))::float8 as lag
              from usage_events e left join usage_processing p on p.tenant_id = e.tenant_id
             where e.id > coalesce(p.last_event_id, 0)`,
      );
      unprocessed.set(Number(row?.events ?? 0));
      usageLag.set(Math.max(0, Number(row?.lag ?? 0)));
    },
  );
  const usageLag = new Gauge({
    name: 'codex_usage_processing_lag_seconds',
    help: 'How far COUNTER processing is behind: the age of the oldest recorded usage event not counted yet (0: none)',
    registers,
    collect: usage,
  });
  const unprocessed = new Gauge({
    name: 'codex_usage_unprocessed_events',
    help: "Recorded usage events COUNTER processing has not counted yet (past each tenant's watermark)",
    registers,
    collect: usage,
  });

  // ------------------------------------------------------------------ the catalogue import (modules/catalogue)
  const catalogue = family(
    'catalogue',
    () => [importState, phase, processed, started, generation],
    async () => {
      const { lastRun } = await catalogueState(db);
      const current = lastRun?.status ?? 'none';
      const newestCompleted = await catalogueGeneration(db);
      importState.reset();
      phase.reset();
      for (const state of new Set<string>([...CATALOGUE_STATES, current])) importState.set({ state }, state === current ? 1 : 0);
      if (lastRun) phase.set({ phase: lastRun.phase }, 1);
      processed.set(lastRun?.processed ?? 0);
      started.set(lastRun ? lastRun.startedAt.getTime() / 1000 : 0);
      generation.set(newestCompleted);
    },
  );
  const importState = new Gauge({
    name: 'codex_catalogue_import_state',
    help: 'The state of the newest catalogue import run: 1 for its state (completed, running, failed, none), 0 for the others',
    labelNames: ['state'] as const,
    registers,
    collect: catalogue,
  });
  const phase = new Gauge({
    name: 'codex_catalogue_import_phase_info',
    help: 'The phase of the newest catalogue import run (read, publishers, documents, relations, families, search, completed): 1',
    labelNames: ['phase'] as const,
    registers,
    collect: catalogue,
  });
  const processed = new Gauge({
    name: 'codex_catalogue_import_processed_documents',
    help: 'Documents the newest catalogue import run has processed',
    registers,
    collect: catalogue,
  });
  const started = new Gauge({
    name: 'codex_catalogue_import_started_timestamp_seconds',
    help: 'When the newest catalogue import run started (unix seconds; 0: never)',
    registers,
    collect: catalogue,
  });
  const generation = new Gauge({
    name: 'codex_catalogue_generation',
    help: 'The newest completed catalogue import (its run id): what search and the in-memory indexes belong to',
    registers,
    collect: catalogue,
  });

  // ------------------------------------------------------------------ the database
  new Gauge({
    name: 'codex_database_info',
    help: 'The database this process uses: postgres (a pg pool of DATABASE_POOL_SIZE) or pglite (embedded in this process, no pool)',
    labelNames: ['driver'] as const,
    registers,
    collect() {
      this.reset();
      this.set({ driver: database.driver }, 1);
    },
  });
  if (database.driver === 'postgres') {
    // PGlite runs inside this process, one query at a time: it has no pool, so only PostgreSQL reports one.
    new Gauge({
      name: 'codex_database_pool_connections',
      help: 'Connections of the PostgreSQL pool, by state (total: open; idle: open and free; waiting: queries waiting for a connection)',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = database.stats();
        for (const state of POOL_STATES) this.set({ state }, Number(stats[state] ?? 0));
      },
    });
  }
}
