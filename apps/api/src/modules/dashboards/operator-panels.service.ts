/**
 * The operator's panels of the console's first page: what the product already keeps, counted in one query each (the
 * queue's and the outbox's figures are the ones /management/prometheus reports).
 * The job queue is the platform's (jobs have no tenant); mail, webhooks and usage are the tenant's own.
 */
import { sql } from 'drizzle-orm';
import type { OperatorActivityPanel, OperatorCataloguePanel, OperatorWorkPanel } from '@codex/domain';
import { queryRows, type Db } from '../../db/client.js';
import { jobQueueFigures } from '../jobs/index.js';
import { outboxFigures } from '../mail/index.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function workPanel(db: Db, tenantId: number): Promise<OperatorWorkPanel> {
  const jobs = await jobQueueFigures(db);
  const mail = await outboxFigures(db, tenantId);
  const [webhooks] = await queryRows<{ retrying: number; failed: number }>(
    db,
    sql`select count(*) filter (where d.state = 'queued' and exists (select 1 from webhook_delivery_attempts a where a.delivery_id = d.id))::int as retrying,
          count(*) filter (where d.state = 'failed' and d.finished_at > now() - interval '7 days')::int as failed
        from webhook_deliveries d join webhooks w on w.id = d.webhook_id
        where w.tenant_id = ${tenantId} and d.state in ('queued', 'failed')`,
  );
  return {
    jobs: jobs.map((j) => ({ kind: j.kind, queued: j.queued, running: j.running, failed: j.failedLast7Days, oldestWaitSeconds: j.oldestWaitSeconds === null ? null : Math.floor(j.oldestWaitSeconds) })),
    mail: { queued: mail.queued, retrying: mail.retrying, failed: mail.failed },
    webhooks: { retrying: Number(webhooks.retrying), failed: Number(webhooks.failed) },
  };
}

export async function cataloguePanel(db: Db): Promise<OperatorCataloguePanel> {
  const [run] = await queryRows<{ status: string; phase: string; started_at: Date | string; finished_at: Date | string | null }>(
    db,
    sql`select status, phase, started_at, finished_at from catalog_imports order by id desc limit 1`,
  );
  const [documents] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from documents`);
  const [changes] = await queryRows<{ last: Date | string | null; recent: number }>(
    db,
    sql`select max(detected_at) as last, count(*) filter (where detected_at > now() - interval '30 days')::int as recent from document_changes`,
  );
  return {
    status: run?.status ?? null,
    phase: run?.phase ?? null,
    startedAt: run ? iso(run.started_at) : null,
    finishedAt: run ? iso(run.finished_at) : null,
    documents: Number(documents.n),
    lastChangeAt: iso(changes.last),
    changesLast30Days: Number(changes.recent),
  };
}

export async function activityPanel(db: Db, tenantId: number): Promise<OperatorActivityPanel> {
  const [row] = await queryRows<{ searches_today: number; searches_before: number; requests_today: number; requests_before: number }>(
    db,
    sql`with bounds as (select date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' as today)
        select count(*) filter (where kind = 'search' and occurred_at >= today)::int as searches_today,
               count(*) filter (where kind = 'search' and occurred_at < today)::int as searches_before,
               count(*) filter (where kind = 'request' and occurred_at >= today)::int as requests_today,
               count(*) filter (where kind = 'request' and occurred_at < today)::int as requests_before
        from usage_events, bounds
        where tenant_id = ${tenantId} and occurred_at >= today - interval '30 days'`,
  );
  const average = (n: number) => Math.round((Number(n) / 30) * 10) / 10;
  return {
    searches: { today: Number(row.searches_today), dailyAverage: average(row.searches_before) },
    fullTextRequests: { today: Number(row.requests_today), dailyAverage: average(row.requests_before) },
  };
}
