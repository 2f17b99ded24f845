import { and, eq } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import { type Authority } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { accountIpRanges, entitlements, userAuthorities, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { parseRange } from '../../lib/ip-ranges.js';
import type { AccountScope } from './account-admin.policy.js';
import { accountInScope, fieldError, type AdminContext } from './account-scope.js';

// ------------------------------------------------------------------ authorities

/** A user entitled to the account (so one the account's admin may manage), with the authorities held now. */
export async function accountUser(db: Db, scope: AccountScope, accountId: number, userId: number) {
  const account = await accountInScope(db, scope, accountId);
  const [user] = await db
    .select({ id: users.id, login: users.login })
    .from(entitlements)
    .innerJoin(users, eq(users.id, entitlements.userId))
    .where(and(eq(entitlements.accountId, account.id), eq(entitlements.userId, userId), eq(users.tenantId, account.tenantId)))
    .limit(1);
  if (!user) throw AppError.notFound(`User ${userId}`);
  const held = await db.select({ name: userAuthorities.authorityName }).from(userAuthorities).where(eq(userAuthorities.userId, user.id));
  return { account, user, authorities: held.map((h) => h.name as Authority).sort() };
}

/** Replaces the user's authorities with the given set (the caller has checked who may do so). */
export async function replaceAuthorities(
  context: AdminContext,
  target: Awaited<ReturnType<typeof accountUser>>,
  authorities: Authority[],
): Promise<void> {
  const after = [...new Set(authorities)].sort();
  await context.db.transaction(async (tx) => {
    await tx.delete(userAuthorities).where(eq(userAuthorities.userId, target.user.id));
    if (after.length) await tx.insert(userAuthorities).values(after.map((authorityName) => ({ userId: target.user.id, authorityName })));
    await recordAudit(tx, {
      tenantId: context.tenantId,
      principal: context.actor,
      type: 'AUTHORITY_CHANGED',
      data: { accountId: target.account.id, accountNumber: target.account.accountNumber, userId: target.user.id, login: target.user.login, from: target.authorities, to: after },
      requestId: context.requestId,
    });
  });
}

// ------------------------------------------------------------------ IP ranges

/**
 * An address or CIDR range as an administrator writes it. Stricter than ipaddr.js alone, which also
 * reads "10" or "0x0a.1" as IPv4 addresses: IPv4 must be four decimal parts.
 */
export function isAcceptableRange(value: string): boolean {
  const [address, bits, ...rest] = value.split('/');
  if (rest.length > 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits))) return false;
  if (!address.includes(':') && !ipaddr.IPv4.isValidFourPartDecimal(address)) return false;
  return parseRange(value) !== null;
}

/** Replaces the account's ranges; a range that does not parse is a field error naming its index, and nothing is saved. */
export async function replaceIpRanges(context: AdminContext, scope: AccountScope, accountId: number, ipRanges: string[]): Promise<void> {
  const { db } = context;
  const account = await accountInScope(db, scope, accountId);
  const errors = ipRanges.flatMap((range, index) => (isAcceptableRange(range) ? [] : [fieldError(`ipRanges.${index}`, 'Pattern')]));
  if (errors.length) throw AppError.validation(errors, 'Some IP ranges are not addresses or CIDR ranges');
  if (ipRanges.length > 0 && account.accountType !== 'COMPANY') {
    // Only company accounts are recognised by address (an individual signs in).
    throw AppError.validation([fieldError('ipRanges', 'CompanyOnly')], 'Only a company account can be recognised by its IP ranges');
  }
  const after = [...new Set(ipRanges)];
  const before = (await db.select({ cidr: accountIpRanges.cidr }).from(accountIpRanges).where(eq(accountIpRanges.accountId, account.id))).map((r) => r.cidr);
  await db.transaction(async (tx) => {
    await tx.delete(accountIpRanges).where(eq(accountIpRanges.accountId, account.id));
    if (after.length) await tx.insert(accountIpRanges).values(after.map((cidr) => ({ accountId: account.id, cidr })));
    await recordAudit(tx, {
      tenantId: context.tenantId,
      principal: context.actor,
      type: 'IP_RANGES_CHANGED',
      data: { accountId: account.id, accountNumber: account.accountNumber, from: before, to: after },
      requestId: context.requestId,
    });
  });
}
