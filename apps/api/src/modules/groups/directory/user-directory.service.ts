/**
 * Who a user may reach: colleagues (activated individuals of the tenant entitled to the account the caller acts
 * for) and, by exact e-mail address only, any activated individual of the tenant (the share dialog's '@' entry,
 * docs/adr/0044). Colleague search, group members and shares by user id all read the one colleague rule below.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { MemberSearchAnswer } from '@codex/domain';
import { queryRows, type Db } from '../../../db/client.js';

/** The tenant and the account the caller acts for (principal.accountId). */
export interface ColleagueScope {
  tenantId: number;
  accountId: number;
}

/** The expression of the trigram index users_full_name_trgm_idx (migration 0008): written the same so the index serves it. */
const FULL_NAME = sql.raw(`lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`);

/** A person of the tenant (users u): activated and INDIVIDUAL (a COMPANY login is a shared library login, not a person). */
const individualOf = (tenantId: number): SQL => sql`u.tenant_id = ${tenantId} and u.user_type = 'INDIVIDUAL' and u.activated`;

/** A colleague (users u): a person of the tenant entitled to the account. */
const colleagueOf = (scope: ColleagueScope): SQL =>
  sql`${individualOf(scope.tenantId)} and exists (select 1 from entitlements e where e.user_id = u.id and e.account_id = ${scope.accountId})`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type Row = { id: number; first_name: string | null; last_name: string | null; email: string; total: number };

const answer = (rows: Row[]): MemberSearchAnswer => ({
  totalCount: rows.length ? Number(rows[0].total) : 0,
  list: rows.map((r) => ({ user: { userId: r.id, firstName: r.first_name, lastName: r.last_name, email: r.email } })),
});

/**
 * Colleagues whose full name ("first last") contains the text, case-insensitive; by last then first name, one
 * page (from 1) and the total. Nobody outside the account is ever answered.
 */
export async function searchUsersByName(db: Db, scope: ColleagueScope, fullName: string, pageIndex: number, pageSize: number): Promise<MemberSearchAnswer> {
  const contains = `%${escapeLike(fullName.trim().toLowerCase())}%`;
  const rows = await queryRows<Row>(
    db,
    sql`select u.id, u.first_name, u.last_name, u.email, count(*) over () as total
        from users u
        where ${colleagueOf(scope)} and ${FULL_NAME} like ${contains}
        order by lower(coalesce(u.last_name, '')), lower(coalesce(u.first_name, '')), u.id
        limit ${pageSize} offset ${(Math.max(pageIndex, 1) - 1) * pageSize}`,
  );
  return answer(rows);
}

/**
 * The person with exactly this address (case-insensitive), if any: in the whole tenant (the '@' entry of the share
 * dialog), or, given an account, only a colleague.
 */
export async function searchUsersByEmail(db: Db, scope: { tenantId: number; accountId?: number }, email: string): Promise<MemberSearchAnswer> {
  const who = scope.accountId === undefined ? individualOf(scope.tenantId) : colleagueOf({ tenantId: scope.tenantId, accountId: scope.accountId });
  const rows = await queryRows<Row>(
    db,
    sql`select u.id, u.first_name, u.last_name, u.email, 1 as total
        from users u
        where ${who} and lower(u.email) = ${email.trim().toLowerCase()}
        order by u.id limit 1`,
  );
  return answer(rows);
}

/** Which of these user ids are colleagues; any other id (unknown, another account or tenant, not a person) is left out. */
export async function colleaguesAmong(db: Db, scope: ColleagueScope, userIds: number[]): Promise<Set<number>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select u.id from users u where u.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and ${colleagueOf(scope)}`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}

/** The persons of the tenant with exactly these addresses (case-insensitive): what the '@' entry may reach. */
export async function individualsByEmail(db: Db, tenantId: number, emails: string[]): Promise<{ id: number; email: string }[]> {
  const wanted = [...new Set(emails.map((e) => e.trim().toLowerCase()))];
  if (wanted.length === 0) return [];
  const rows = await queryRows<{ id: number; email: string }>(
    db,
    sql`select u.id, u.email from users u
        where ${individualOf(tenantId)} and lower(u.email) in (${sql.join(wanted.map((e) => sql`${e}`), sql`, `)})
        order by u.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), email: r.email }));
}
