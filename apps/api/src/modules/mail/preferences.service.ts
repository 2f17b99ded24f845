import { eq, sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_FREQUENCY, NOTIFICATION_KINDS, type NotificationFrequency, type NotificationKind, type NotificationPreferences } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { notificationPreferences } from '../../db/schema/index.js';
import type { DbOrTx } from '../jobs/index.js';

/** A user's frequency per kind, defaults filled in. */
export async function preferencesOf(db: DbOrTx, userId: number): Promise<NotificationPreferences> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, frequency: notificationPreferences.frequency })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const out = { ...DEFAULT_NOTIFICATION_FREQUENCY };
  for (const r of rows) if ((NOTIFICATION_KINDS as readonly string[]).includes(r.kind)) out[r.kind] = r.frequency;
  return out;
}

/** Writes the given kinds; answers the whole set and which kinds really changed. */
export async function changePreferences(
  db: Db,
  userId: number,
  patch: Partial<Record<NotificationKind, NotificationFrequency>>,
): Promise<{ preferences: NotificationPreferences; changed: Partial<Record<NotificationKind, { from: NotificationFrequency; to: NotificationFrequency }>> }> {
  return db.transaction(async (tx) => {
    const before = await preferencesOf(tx, userId);
    const entries = Object.entries(patch).filter((e): e is [NotificationKind, NotificationFrequency] => e[1] !== undefined);
    if (entries.length) {
      await tx
        .insert(notificationPreferences)
        .values(entries.map(([kind, frequency]) => ({ userId, kind, frequency })))
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.kind],
          set: { frequency: sql`excluded.frequency`, updatedAt: sql`now()` },
        });
    }
    const changed: Partial<Record<NotificationKind, { from: NotificationFrequency; to: NotificationFrequency }>> = {};
    for (const [kind, to] of entries) if (before[kind] !== to) changed[kind] = { from: before[kind], to };
    return { preferences: { ...before, ...Object.fromEntries(entries) }, changed };
  });
}
