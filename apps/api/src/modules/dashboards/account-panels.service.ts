/** An account admin's panel of groups and sharing, for the account they administer (their selected account). */
import { sql } from 'drizzle-orm';
import type { AccountSharingPanel } from '@codex/domain';
import { queryRows, type Db } from '../../db/client.js';

export async function sharingPanel(db: Db, tenantId: number, accountId: number): Promise<AccountSharingPanel> {
  const [groups] = await queryRows<{ groups: number; members: number; created: number }>(
    db,
    sql`select count(*)::int as groups, coalesce(sum(member_count), 0)::int as members,
          count(*) filter (where created_at > now() - interval '30 days')::int as created
        from groups where tenant_id = ${tenantId} and account_id = ${accountId}`,
  );
  const [shares] = await queryRows<{ shares: number; sharers: number }>(
    db,
    sql`select count(*)::int as shares, count(distinct s.shared_by_user_id)::int as sharers
        from content_shares s
        where s.tenant_id = ${tenantId} and s.created_at > now() - interval '30 days'
          and exists (select 1 from entitlements e where e.user_id = s.shared_by_user_id and e.account_id = ${accountId})`,
  );
  return {
    groups: Number(groups.groups),
    groupMembers: Number(groups.members),
    groupsCreatedLast30Days: Number(groups.created),
    sharesLast30Days: Number(shares.shares),
    sharersLast30Days: Number(shares.sharers),
  };
}
