/**
 * The webhook events compass point changes make (docs/adr/0035), written in the change's own transaction. A payload
 * carries the account's own compass point and the document it sits on, which the account was entitled to.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents, type compassPoints } from '../../db/schema/index.js';
import { emitWebhookEvents } from '../webhooks/index.js';

type CompassPointRow = typeof compassPoints.$inferSelect;

export type CompassPointEventType = 'compassPoint.created' | 'compassPoint.edited' | 'compassPoint.deactivated' | 'compassPoint.carried';

export async function emitCompassPointEvents(
  tx: Db,
  by: { tenantId: number; login: string | null },
  type: CompassPointEventType,
  points: { point: CompassPointRow; carriedFrom?: { contentCode: string; designation: string; compassPointId: number } }[],
): Promise<void> {
  const withAccount = points.filter(({ point }) => point.accountId !== null);
  if (withAccount.length === 0) return;
  const docs = await tx
    .select({ id: documents.id, contentCode: documents.contentCode, designation: documents.displayDesignation, title: documents.title })
    .from(documents)
    .where(inArray(documents.id, [...new Set(withAccount.map(({ point }) => point.documentId))]));
  const docById = new Map(docs.map((d) => [d.id, d]));
  await emitWebhookEvents(
    tx,
    withAccount.map(({ point, carriedFrom }) => {
      const doc = docById.get(point.documentId);
      return {
        tenantId: by.tenantId,
        accountId: point.accountId!,
        type,
        data: {
          compassPoint: { id: point.id, uuid: point.uuid, name: point.name, description: point.description, status: point.status, updatedAt: point.updatedAt.toISOString() },
          document: doc ? { contentCode: doc.contentCode, designation: doc.designation, title: doc.title } : null,
          by: by.login,
          ...(carriedFrom ? { carriedFrom } : {}),
        },
      };
    }),
  );
}
