import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';

/**
 * Rebuilds one month (YYYY-MM) of a tenant's roll-ups (per database, per item) from its daily counts. The triggers on
 * usage_counts keep them equal to the daily rows as they are written (docs/adr/0034, 0070); this rebuild is the
 * processing's own check. There are no title roll-ups: a TR title is the document (docs/adr/0047, 0057).
 */
export async function rebuildUsageRollups(db: Db, tenantId: number, month: string): Promise<void> {
  const first = `${month}-01`;
  const inMonth = sql`c.tenant_id = ${tenantId} and c.usage_date >= ${first}::date and c.usage_date < ${first}::date + interval '1 month'`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from usage_counts_database_monthly where tenant_id = ${tenantId} and usage_month = ${first}::date`);
    await tx.execute(sql`
      insert into usage_counts_database_monthly (tenant_id, account_id, usage_month, metric, publisher_id, count)
      select ${tenantId}::int, c.account_id, ${first}::date, c.metric, c.publisher_id, sum(c.count)
      from usage_counts c where ${inMonth} group by c.account_id, c.metric, c.publisher_id`);
    await tx.execute(sql`delete from usage_counts_item_monthly where tenant_id = ${tenantId} and usage_month = ${first}::date`);
    await tx.execute(sql`
      insert into usage_counts_item_monthly (tenant_id, account_id, usage_month, metric, publisher_id, document_id, count)
      select ${tenantId}::int, c.account_id, ${first}::date, c.metric, c.publisher_id, c.document_id, sum(c.count)
      from usage_counts c where ${inMonth} and c.document_id <> 0 group by c.account_id, c.metric, c.publisher_id, c.document_id`);
  });
}
