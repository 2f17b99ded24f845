/** The console's webhooks: list, show, register, change, delete, test, and the delivery log (docs/adr/0035). */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminWebhook, CreateWebhookRequest, UpdateWebhookRequest, WebhookDeliveryAttempt } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { accounts, webhookDeliveries, webhookDeliveryAttempts, webhooks } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { emitWebhookEvents } from './webhook-events.js';
import { newWebhookSecret } from './webhook-signature.js';
import { coversAccount, type WebhookScope } from './webhooks.policy.js';

export interface WebhookContext {
  db: Db;
  scope: WebhookScope;
  userId: number | null;
  login: string;
  requestId: string;
}

const lastAttempt = sql<{ at: string; status: number | null } | null>`(
  select json_build_object('at', a.started_at, 'status', a.status_code)
    from ${webhookDeliveryAttempts} a join ${webhookDeliveries} d on d.id = a.delivery_id
   where d.webhook_id = ${webhooks.id}
   order by a.started_at desc, a.id desc limit 1)`;

const columns = {
  id: webhooks.id,
  tenantId: webhooks.tenantId,
  accountId: webhooks.accountId,
  accountName: accounts.name,
  url: webhooks.url,
  secret: webhooks.secret,
  events: webhooks.events,
  active: webhooks.active,
  createdAt: webhooks.createdAt,
  updatedAt: webhooks.updatedAt,
  last: lastAttempt,
};

type Row = { id: number; tenantId: number; accountId: number; accountName: string; url: string; secret: string; events: string[]; active: boolean; createdAt: Date; updatedAt: Date; last: unknown };

function toWebhook(r: Row): AdminWebhook {
  const last = (typeof r.last === 'string' ? JSON.parse(r.last) : r.last) as { at: string; status: number | null } | null;
  return {
    id: r.id,
    accountId: r.accountId,
    accountName: r.accountName,
    url: r.url,
    secret: r.secret,
    events: r.events as AdminWebhook['events'],
    active: r.active,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    lastDeliveryAt: last ? new Date(last.at).toISOString() : null,
    lastStatusCode: last?.status ?? null,
  };
}

function inScope(scope: WebhookScope): SQL {
  const ofTenant = eq(webhooks.tenantId, scope.tenantId);
  if (scope.accountId === 'all') return ofTenant;
  return and(ofTenant, eq(webhooks.accountId, scope.accountId ?? -1))!;
}

export async function listWebhooks(db: Db, scope: WebhookScope, query: { page: number; size: number; accountId?: number }) {
  if (query.accountId) {
    // Narrowing to an account outside the caller's scope names another's account: 404, as for one that does not exist.
    const [account] = await db.select({ tenantId: accounts.tenantId, id: accounts.id }).from(accounts).where(eq(accounts.id, query.accountId));
    if (!account || !coversAccount(scope, account)) throw AppError.notFound(`Account ${query.accountId}`);
  }
  const where = query.accountId ? and(inScope(scope), eq(webhooks.accountId, query.accountId))! : inScope(scope);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(webhooks).where(where);
  const rows = await db
    .select(columns)
    .from(webhooks)
    .innerJoin(accounts, eq(accounts.id, webhooks.accountId))
    .where(where)
    .orderBy(desc(webhooks.createdAt), desc(webhooks.id))
    .limit(query.size)
    .offset(query.page * query.size);
  return { total: Number(total), webhooks: (rows as Row[]).map(toWebhook) };
}

/** A webhook in scope, or 404 (another account's or tenant's included). */
export async function getWebhook(db: Db, scope: WebhookScope, id: number): Promise<AdminWebhook> {
  const [row] = await db.select(columns).from(webhooks).innerJoin(accounts, eq(accounts.id, webhooks.accountId)).where(and(inScope(scope), eq(webhooks.id, id)));
  if (!row) throw AppError.notFound('webhook');
  return toWebhook(row as Row);
}

/** The account a new webhook belongs to: an admin's own; the operator names one of the tenant's. */
async function targetAccount(context: WebhookContext, requested: number | undefined): Promise<number> {
  // An admin's webhooks are their account's: naming another account is naming one they cannot see (404).
  if (context.scope.accountId !== 'all' && requested !== undefined && requested !== context.scope.accountId) throw AppError.notFound('account');
  const accountId = context.scope.accountId === 'all' ? requested : (context.scope.accountId ?? undefined);
  if (accountId === undefined) {
    throw AppError.validation([{ objectName: 'webhook', field: 'accountId', message: context.scope.accountId === 'all' ? 'Required' : 'Select an account first' }]);
  }
  const [account] = await context.db.select({ id: accounts.id, tenantId: accounts.tenantId }).from(accounts).where(eq(accounts.id, accountId));
  if (!account || !coversAccount(context.scope, account)) throw AppError.notFound('account');
  return account.id;
}

export async function createWebhook(context: WebhookContext, request: CreateWebhookRequest): Promise<AdminWebhook> {
  const accountId = await targetAccount(context, request.accountId);
  const id = await context.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(webhooks)
      .values({ tenantId: context.scope.tenantId, accountId, url: request.url, secret: newWebhookSecret(), events: request.events, active: request.active ?? true, createdBy: context.userId })
      .returning({ id: webhooks.id });
    await recordAudit(tx, { tenantId: context.scope.tenantId, principal: context.login, type: 'WEBHOOK_CREATED', data: { webhookId: String(created.id), accountId: String(accountId) }, requestId: context.requestId });
    return created.id;
  });
  return getWebhook(context.db, context.scope, id);
}

export async function updateWebhook(context: WebhookContext, id: number, request: UpdateWebhookRequest): Promise<AdminWebhook> {
  await getWebhook(context.db, context.scope, id);
  await context.db.transaction(async (tx) => {
    await tx
      .update(webhooks)
      .set({ url: request.url, events: request.events, active: request.active, updatedAt: sql`now()`, ...(request.rotateSecret ? { secret: newWebhookSecret() } : {}) })
      .where(eq(webhooks.id, id));
    await recordAudit(tx, { tenantId: context.scope.tenantId, principal: context.login, type: 'WEBHOOK_UPDATED', data: { webhookId: String(id), rotatedSecret: String(Boolean(request.rotateSecret)) }, requestId: context.requestId });
  });
  return getWebhook(context.db, context.scope, id);
}

export async function deleteWebhook(context: WebhookContext, id: number): Promise<AdminWebhook> {
  const webhook = await getWebhook(context.db, context.scope, id);
  await context.db.transaction(async (tx) => {
    await tx.delete(webhooks).where(eq(webhooks.id, id));
    await recordAudit(tx, { tenantId: context.scope.tenantId, principal: context.login, type: 'WEBHOOK_DELETED', data: { webhookId: String(id) }, requestId: context.requestId });
  });
  return webhook;
}

/** Queues a webhook.test delivery to this webhook (even when inactive or not subscribed to anything else). */
export async function sendTestDelivery(context: WebhookContext, id: number): Promise<{ queued: number }> {
  const webhook = await getWebhook(context.db, context.scope, id);
  const queued = await context.db.transaction((tx) =>
    emitWebhookEvents(tx, [{ tenantId: context.scope.tenantId, accountId: webhook.accountId, webhookId: id, type: 'webhook.test', data: { message: 'A test delivery from the console', requestedBy: context.login } }]),
  );
  return { queued };
}

/** The delivery log of a webhook, one row per try, newest first, with the deliveries still waiting for their first try. */
export async function deliveryLog(db: Db, scope: WebhookScope, id: number, query: { page: number; size: number }) {
  await getWebhook(db, scope, id);
  const where = eq(webhookDeliveries.webhookId, id);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(webhookDeliveries)
    .leftJoin(webhookDeliveryAttempts, eq(webhookDeliveryAttempts.deliveryId, webhookDeliveries.id))
    .where(where);
  const rows = await db
    .select({
      attemptId: webhookDeliveryAttempts.id,
      deliveryId: webhookDeliveries.id,
      uuid: webhookDeliveries.uuid,
      event: webhookDeliveries.eventType,
      state: webhookDeliveries.state,
      createdAt: webhookDeliveries.createdAt,
      attempt: webhookDeliveryAttempts.attempt,
      startedAt: webhookDeliveryAttempts.startedAt,
      statusCode: webhookDeliveryAttempts.statusCode,
      durationMs: webhookDeliveryAttempts.durationMs,
      error: webhookDeliveryAttempts.error,
    })
    .from(webhookDeliveries)
    .leftJoin(webhookDeliveryAttempts, eq(webhookDeliveryAttempts.deliveryId, webhookDeliveries.id))
    .where(where)
    .orderBy(sql`coalesce(${webhookDeliveryAttempts.startedAt}, ${webhookDeliveries.createdAt}) desc`, desc(webhookDeliveryAttempts.id))
    .limit(query.size)
    .offset(query.page * query.size);
  const log: WebhookDeliveryAttempt[] = rows.map((r) => ({
    // A delivery not yet tried is shown as try 0 (negative id: no attempt row yet).
    id: r.attemptId ?? -r.deliveryId,
    deliveryId: r.uuid,
    event: r.event,
    attempt: r.attempt ?? 0,
    at: (r.startedAt ?? r.createdAt).toISOString(),
    statusCode: r.statusCode,
    durationMs: r.durationMs ?? 0,
    error: r.error,
    state: r.state,
  }));
  return { total: Number(total), log };
}
