/**
 * How many compass points the tracking notification of a replaced document may announce (issue 16 item 8): per
 * user, the active compass points of their accounts (with compass points on) on the document that are found in the
 * newest edition with full text and were not carried there yet. Run by the tracking.deliver job.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.js';
import type { CompassPointRow } from '../compass-point-store.js';
import { newestReplacementWithText, textOf } from './carry-editions.js';
import { planCarry } from './carry-plan.js';

const list = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

export interface CarryableCounts {
  /** The new edition's designation (RFC 9110). */
  target: string;
  /** For each user with a carryable compass point, how many; others are left out. */
  counts: Map<number, number>;
}

/** The carryable compass points of `userIds` (users of the tenant) on the replaced document; null when there are none. */
export async function carryableCountsOnReplaced(db: Db, tenantId: number, documentId: number, userIds: readonly number[]): Promise<CarryableCounts | null> {
  const counts = new Map<number, number>();
  if (userIds.length === 0) return null;
  const members = await queryRows<{ user_id: number; account_id: number }>(
    db,
    sql`select e.user_id, e.account_id from entitlements e
          join users u on u.id = e.user_id
          join accounts a on a.id = e.account_id
         where u.tenant_id = ${tenantId} and u.user_type = 'INDIVIDUAL' and a.compass_point_flag = true and e.user_id in (${list(userIds)})`,
  );
  if (members.length === 0) return null;
  const points = await queryRows<Pick<CompassPointRow, 'id' | 'accountId' | 'anchor' | 'selectionMetadata'>>(
    db,
    sql`select id, account_id as "accountId", anchor, selection_metadata as "selectionMetadata" from compass_points
         where tenant_id = ${tenantId} and document_id = ${documentId} and status = 'ACTIVE'
           and account_id in (${list([...new Set(members.map((m) => m.account_id))])})`,
  );
  if (points.length === 0) return null;
  const [tenant] = await queryRows<{ codes: string[] | null }>(db, sql`select config->'publisherCodes' as codes from tenants where id = ${tenantId}`);
  const targetId = await newestReplacementWithText(db, documentId, tenant?.codes ?? []);
  if (targetId === null) return null;
  const [sourceText, targetText] = await Promise.all([textOf(db, documentId), textOf(db, targetId)]);
  if (!sourceText || !targetText) return null;
  const carried = new Set(
    (await queryRows<{ id: number }>(db, sql`select source_compass_point_id as id from compass_points where document_id = ${targetId} and source_compass_point_id in (${list(points.map((p) => p.id))})`)).map(
      (r) => r.id,
    ),
  );
  const texts = { source: { text: sourceText.body }, target: { text: targetText.body } };
  const perAccount = new Map<number, number>();
  for (const point of points) {
    if (carried.has(point.id) || planCarry(texts, point).outcome === 'not-found') continue;
    perAccount.set(point.accountId, (perAccount.get(point.accountId) ?? 0) + 1);
  }
  for (const { user_id: userId, account_id: accountId } of members) {
    const n = perAccount.get(accountId) ?? 0;
    if (n > 0) counts.set(userId, (counts.get(userId) ?? 0) + n);
  }
  if (counts.size === 0) return null;
  const [target] = await queryRows<{ designation: string }>(db, sql`select display_designation as designation from documents where id = ${targetId}`);
  return { target: target.designation, counts };
}
