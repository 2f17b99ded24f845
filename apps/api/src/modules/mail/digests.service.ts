/**
 * Digests: once a day at DIGEST_HOUR_UTC each user with pending notices of a DAILY kind gets one
 * message carrying them all (Mondays, the WEEKLY kinds too). Each user is one transaction that
 * locks their pending notices, so a digest run repeated or run by two processes sends once.
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_FREQUENCY, NOTIFICATION_KINDS, type NotificationFrequency, type NotificationKind } from '@codex/domain';
import { queryRows, type Db } from '../../db/client.js';
import { defineJob, type JobHandler } from '../jobs/index.js';
import { renderMessage, type TenantLook } from './mail-render.js';
import { mailSettings } from './mail-settings.js';
import type { MailEvent } from './mail.types.js';
import { recipients, tenantLook, writeOutbox } from './outbox.service.js';

/** The hourly digest run (its payload: the hour it was scheduled for). */
export const digestJob = defineJob<{ slot?: string }>('mail.digests');

interface PendingNotice {
  id: number;
  tenant_id: number;
  user_id: number;
  kind: NotificationKind;
  data: MailEvent;
}

const defaultFrequency = sql.raw(
  `case n.kind ${NOTIFICATION_KINDS.map((k) => `when '${k}' then '${DEFAULT_NOTIFICATION_FREQUENCY[k]}'`).join(' ')} end`,
);

/** The notices a digest of this frequency carries: DAILY also takes those whose kind is now IMMEDIATE. */
function frequenciesCarried(frequency: 'DAILY' | 'WEEKLY'): NotificationFrequency[] {
  return frequency === 'DAILY' ? ['DAILY', 'IMMEDIATE'] : ['WEEKLY'];
}

/** Tracking notices merge into one list of changes; the others stay one block each. */
function sectionEvents(events: MailEvent[]): MailEvent[] {
  const changes = events.flatMap((e) => (e.type === 'tracking' ? e.changes : []));
  const others = events.filter((e) => e.type !== 'tracking');
  return changes.length ? [{ type: 'tracking', changes }, ...others] : others;
}

/** Sends every due digest of this frequency now; answers how many digests were queued. */
export async function runDigests(db: Db, options: { frequency: 'DAILY' | 'WEEKLY'; now?: Date }): Promise<{ digests: number; notices: number; dropped: number }> {
  const now = options.now ?? new Date();
  const carried = frequenciesCarried(options.frequency);
  const candidates = await queryRows<{ user_id: number }>(
    db,
    sql`select distinct n.user_id from mail_notices n
        left join notification_preferences p on p.user_id = n.user_id and p.kind = n.kind
        where n.digested_at is null and n.created_at <= ${now.toISOString()}::timestamptz
          and coalesce(p.frequency, ${defaultFrequency}) in (${sql.join(
            [...carried, 'OFF'].map((f) => sql`${f}`),
            sql`, `,
          )})`,
  );
  const looks = new Map<number, TenantLook>();
  let digests = 0;
  let notices = 0;
  let dropped = 0;
  for (const { user_id: userId } of candidates) {
    await db.transaction(async (tx) => {
      const rows = await queryRows<PendingNotice & { frequency: NotificationFrequency }>(
        tx as unknown as Db,
        sql`select n.id, n.tenant_id, n.user_id, n.kind, n.data, coalesce(p.frequency, ${defaultFrequency}) as frequency
            from mail_notices n
            left join notification_preferences p on p.user_id = n.user_id and p.kind = n.kind
            where n.user_id = ${userId} and n.digested_at is null and n.created_at <= ${now.toISOString()}::timestamptz
            order by n.id
            for update of n skip locked`,
      );
      const off = rows.filter((r) => r.frequency === 'OFF').map((r) => Number(r.id));
      const due = rows.filter((r) => carried.includes(r.frequency));
      if (off.length) {
        await tx.execute(sql`update mail_notices set digested_at = now() where id in (${sql.join(off.map((id) => sql`${id}`), sql`, `)})`);
        dropped += off.length;
      }
      if (due.length === 0) return;
      const tenantId = due[0].tenant_id;
      const [to] = await recipients(tx, tenantId, [userId]);
      let messageId: number | null = null;
      if (to) {
        let look = looks.get(tenantId);
        if (!look) looks.set(tenantId, (look = await tenantLook(tx, tenantId)));
        const sections = NOTIFICATION_KINDS.map((kind) => ({ kind, events: sectionEvents(due.filter((r) => r.kind === kind).map((r) => r.data)) })).filter(
          (s) => s.events.length > 0,
        );
        const rendered = renderMessage({ look, to, tenantId, settings: mailSettings(), content: { digest: options.frequency, sections } });
        [messageId] = await writeOutbox(tx, [{ tenantId, kind: 'DIGEST', toUserId: userId, toAddress: to.email, ...rendered }]);
        digests++;
      }
      const ids = due.map((r) => Number(r.id));
      await tx.execute(
        sql`update mail_notices set digested_at = now(), digest_message_id = ${messageId} where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
      );
      notices += ids.length;
    });
  }
  return { digests, notices, dropped };
}

/** The hourly job: at the digest hour sends the daily digests, and on Mondays the weekly ones. */
export function runDigestsHandler(digestHourUtc: number): JobHandler {
  return async (payload, { db, log }) => {
    // The slot is the hour the run was scheduled for: a run that starts late still counts for its own hour.
    const slot = typeof payload.slot === 'string' ? new Date(payload.slot) : new Date();
    if (slot.getUTCHours() !== digestHourUtc) return;
    const daily = await runDigests(db, { frequency: 'DAILY' });
    const weekly = slot.getUTCDay() === 1 ? await runDigests(db, { frequency: 'WEEKLY' }) : null;
    log.info({ daily, weekly }, 'mail digests queued');
  };
}
