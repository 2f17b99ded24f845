import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';

/** The newest completed catalogue import: what is kept in memory about the catalogue belongs to one of these. */
export async function catalogueGeneration(db: Db): Promise<number> {
  const rows = await queryRows<{ id: number | null }>(db, sql`select max(id)::int as id from catalog_imports where status = 'completed'`);
  return rows[0]?.id ?? 0;
}
