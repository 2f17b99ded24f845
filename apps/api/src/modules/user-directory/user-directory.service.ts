/** Colleagues to pick as group members or share recipients. */
import { sql } from 'drizzle-orm';
import type { MemberSearchAnswer } from '@codex/domain';
import { queryRows, type Db } from '../../db/client.js';

/** The expression of the trigram index users_full_name_trgm_idx (migration 0008): written the same so the index serves it. */
const FULL_NAME = sql.raw(`lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type Row = { id: number; first_name: string | null; last_name: string | null; email: string; total: number };

const answer = (rows: Row[]): MemberSearchAnswer => ({
  totalCount: rows.length ? Number(rows[0].total) : 0,
  list: rows.map((r) => ({ user: { userId: r.id, firstName: r.first_name, lastName: r.last_name, email: r.email } })),
});

/**
 * Individuals of the tenant entitled to the account whose full name ("first last") contains the text,
 * case-insensitive; by last then first name, one page (from 1) and the total.
 */
export async function searchUsersByName(db: Db, scope: { tenantId: number; accountId: number }, fullName: string, pageIndex: number, pageSize: number): Promise<MemberSearchAnswer> {
  const contains = `%${escapeLike(fullName.trim().toLowerCase())}%`;
  const rows = await queryRows<Row>(
    db,
    sql`select u.id, u.first_name, u.last_name, u.email, count(*) over () as total
        from users u
        where u.tenant_id = ${scope.tenantId} and u.user_type = 'INDIVIDUAL' and u.activated
          and ${FULL_NAME} like ${contains}
          and exists (select 1 from entitlements e where e.user_id = u.id and e.account_id = ${scope.accountId})
        order by lower(coalesce(u.last_name, '')), lower(coalesce(u.first_name, '')), u.id
        limit ${pageSize} offset ${(Math.max(pageIndex, 1) - 1) * pageSize}`,
  );
  return answer(rows);
}

/** The individual of the tenant with exactly this address (case-insensitive), if any. */
export async function searchUsersByEmail(db: Db, tenantId: number, email: string): Promise<MemberSearchAnswer> {
  const rows = await queryRows<Row>(
    db,
    sql`select u.id, u.first_name, u.last_name, u.email, 1 as total
        from users u
        where u.tenant_id = ${tenantId} and lower(u.email) = ${email.trim().toLowerCase()} and u.user_type = 'INDIVIDUAL' and u.activated
        order by u.id limit 1`,
  );
  return answer(rows);
}
