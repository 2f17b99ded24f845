/** Test helper: everything a compass point or note call may write, to show that a refused call saved nothing. */
import { asc, like, or } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { auditEvents, compassPointAudits, compassPointCounts, compassPoints, userNotes } from '../src/db/schema/index.js';

/** The compass points, their history, the counts, the notes and the compass point and note audit events, as one value. */
export async function savedState(db: Db): Promise<unknown> {
  return {
    compassPoints: await db.select().from(compassPoints).orderBy(asc(compassPoints.id)),
    history: await db.select().from(compassPointAudits).orderBy(asc(compassPointAudits.id)),
    counts: await db.select().from(compassPointCounts).orderBy(asc(compassPointCounts.accountId), asc(compassPointCounts.createdById), asc(compassPointCounts.status)),
    notes: await db.select().from(userNotes).orderBy(asc(userNotes.id)),
    events: await db
      .select({ id: auditEvents.id, type: auditEvents.type })
      .from(auditEvents)
      .where(or(like(auditEvents.type, 'COMPASS_POINT_%'), like(auditEvents.type, 'USER_NOTE_%')))
      .orderBy(asc(auditEvents.id)),
  };
}
