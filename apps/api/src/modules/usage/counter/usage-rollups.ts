import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';

/**
 * Rebuilds one month (YYYY-MM) of a tenant's roll-ups from its daily counts. The triggers on usage_counts keep the
 * roll-ups equal to the daily rows as they are written; this also resolves every count's title afresh, after a
 * document changed family or left the catalogue (docs/adr/0034).
 */
export async function rebuildUsageRollups(db: Db, tenantId: number, month: string): Promise<void> {
  const first = `${month}-01`;
  const title = sql.raw(`case when c.title_key <> '' then c.title_key else coalesce(d.family, 'doc:' || d.id) end`);
  const inMonth = sql`c.tenant_id = ${tenantId} and c.usage_date >= ${first}::date and c.usage_date < ${first}::date + interval '1 month'`;
  await db.transaction(async (tx) => {
    for (const table of ['usage_counts_database_monthly', 'usage_counts_title_monthly', 'usage_title_editions_monthly']) {
      await tx.execute(sql`delete from ${sql.identifier(table)} where tenant_id = ${tenantId} and usage_month = ${first}::date`);
    }
    await tx.execute(sql`
      insert into usage_counts_database_monthly (tenant_id, account_id, usage_month, metric, publisher_id, count)
      select ${tenantId}::int, c.account_id, ${first}::date, c.metric, c.publisher_id, sum(c.count)
      from usage_counts c where ${inMonth} group by c.account_id, c.metric, c.publisher_id`);
    await tx.execute(sql`
      insert into usage_counts_title_monthly (tenant_id, account_id, usage_month, metric, title_key, count)
      select ${tenantId}::int, c.account_id, ${first}::date, c.metric, ${title}, sum(c.count)
      from usage_counts c join documents d on d.id = c.document_id where ${inMonth} group by 2, 4, 5`);
    await tx.execute(sql`
      insert into usage_title_editions_monthly (tenant_id, account_id, usage_month, title_key, document_id, count_rows)
      select ${tenantId}::int, c.account_id, ${first}::date, ${title}, c.document_id, count(*)
      from usage_counts c join documents d on d.id = c.document_id where ${inMonth} group by 2, 4, 5`);
  });
}
