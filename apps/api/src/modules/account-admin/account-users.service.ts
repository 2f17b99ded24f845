import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import { Authority } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { accountIpRanges, accounts, entitlements, membershipAuthorities, userAuthorities, users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { isNetworkAddress, parseRange, rangesOverlap, type IpRange } from '../../lib/ip-ranges.js';
import type { AccountScope } from './account-admin.policy.js';
import { accountInScope, fieldError, type AdminContext } from './account-scope.js';

// ------------------------------------------------------------------ authorities

/**
 * What each of these users may do when acting for the account: the roles of their membership of it and the
 * tenant's OPERATOR (docs/adr/0042). A role held in another account is not listed: it does not count here.
 */
export async function authoritiesInAccount(db: Db, accountId: number, userIds: number[]): Promise<Map<number, Authority[]>> {
  const held = new Map<number, Authority[]>(userIds.map((id) => [id, []]));
  if (!userIds.length) return held;
  const [inAccount, tenantWide] = await Promise.all([
    db
      .select({ userId: membershipAuthorities.userId, name: membershipAuthorities.authorityName })
      .from(membershipAuthorities)
      .where(and(eq(membershipAuthorities.accountId, accountId), inArray(membershipAuthorities.userId, userIds))),
    db
      .select({ userId: userAuthorities.userId, name: userAuthorities.authorityName })
      .from(userAuthorities)
      .where(and(inArray(userAuthorities.userId, userIds), eq(userAuthorities.authorityName, 'OPERATOR'))),
  ]);
  for (const row of [...inAccount, ...tenantWide]) {
    const parsed = Authority.safeParse(row.name);
    if (parsed.success) held.get(row.userId)!.push(parsed.data);
  }
  for (const [id, list] of held) held.set(id, [...new Set(list)].sort());
  return held;
}

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
  const held = await authoritiesInAccount(db, account.id, [user.id]);
  return { account, user, authorities: held.get(user.id)! };
}

/**
 * Replaces what the user may do in this account: the membership's roles, and OPERATOR across the tenant (the
 * caller has checked who may do so). Roles the user holds in other accounts are not touched.
 */
export async function replaceAuthorities(
  context: AdminContext,
  target: Awaited<ReturnType<typeof accountUser>>,
  authorities: Authority[],
): Promise<void> {
  const after = [...new Set(authorities)].sort();
  await context.db.transaction(async (tx) => {
    const userId = target.user.id;
    const inAccount = after.filter((a) => a !== 'OPERATOR');
    await tx.delete(membershipAuthorities).where(and(eq(membershipAuthorities.userId, userId), eq(membershipAuthorities.accountId, target.account.id)));
    if (inAccount.length) await tx.insert(membershipAuthorities).values(inAccount.map((authorityName) => ({ userId, accountId: target.account.id, authorityName })));
    if (after.includes('OPERATOR') && !target.authorities.includes('OPERATOR')) {
      await tx.insert(userAuthorities).values({ userId, authorityName: 'OPERATOR' }).onConflictDoNothing();
    } else if (!after.includes('OPERATOR') && target.authorities.includes('OPERATOR')) {
      await tx.delete(userAuthorities).where(and(eq(userAuthorities.userId, userId), eq(userAuthorities.authorityName, 'OPERATOR')));
    }
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
 * An address or CIDR range as an operator writes it. Stricter than ipaddr.js alone, which also reads "10" or
 * "0x0a.1" as IPv4 addresses: IPv4 must be four decimal parts, and a range is written with its network address.
 */
export function isAcceptableRange(value: string): boolean {
  const [address, bits, ...rest] = value.split('/');
  if (rest.length > 0 || (bits !== undefined && !/^\d{1,3}$/.test(bits))) return false;
  if (!address.includes(':') && !ipaddr.IPv4.isValidFourPartDecimal(address)) return false;
  const range = parseRange(value);
  return range !== null && isNetworkAddress(range);
}

/** The widest ranges the tenant allows (docs/adr/0042). */
export type IpRangeLimits = { ipv4MinPrefixLength: number; ipv6MinPrefixLength: number };

/** Whether a (parsed) range is no wider than the tenant allows. */
export function withinLimit(range: IpRange, limits: IpRangeLimits): boolean {
  return range[1] >= (range[0].kind() === 'ipv4' ? limits.ipv4MinPrefixLength : limits.ipv6MinPrefixLength);
}

/**
 * Replaces a company account's ranges (the tenant's operator only, checked by the route). Refused, with nothing
 * saved: a range that does not parse or is not a network address (400, field error naming its index), one wider
 * than the tenant's limit (400, 'TooWide'), and one that overlaps a range of another account of the tenant (409
 * naming that range and account): a visitor from an address must belong to exactly one account. Audited with the
 * ranges before and after.
 */
export async function replaceIpRanges(context: AdminContext, scope: AccountScope, accountId: number, ipRanges: string[], limits: IpRangeLimits): Promise<void> {
  const { db } = context;
  const account = await accountInScope(db, scope, accountId);
  const errors = ipRanges.flatMap((range, index) => (isAcceptableRange(range) ? [] : [fieldError(`ipRanges.${index}`, 'Pattern')]));
  if (errors.length) throw AppError.validation(errors, 'Some IP ranges are not addresses or CIDR ranges written with their network address');
  const parsed = ipRanges.map((range) => parseRange(range)!);
  const tooWide = parsed.flatMap((range, index) => (withinLimit(range, limits) ? [] : [fieldError(`ipRanges.${index}`, 'TooWide')]));
  if (tooWide.length) {
    throw AppError.validation(tooWide, `An IP range may be no wider than /${limits.ipv4MinPrefixLength} (IPv4) or /${limits.ipv6MinPrefixLength} (IPv6)`);
  }
  if (ipRanges.length > 0 && account.accountType !== 'COMPANY') {
    // Only company accounts are recognised by address (an individual signs in).
    throw AppError.validation([fieldError('ipRanges', 'CompanyOnly')], 'Only a company account can be recognised by its IP ranges');
  }
  const after = [...new Set(ipRanges)];
  await db.transaction(async (tx) => {
    // One change of the tenant's ranges at a time, so two accounts never take overlapping ranges side by side.
    await tx.execute(sql`select id from tenants where id = ${account.tenantId} for update`);
    const others = await tx
      .select({ cidr: accountIpRanges.cidr, accountNumber: accounts.accountNumber, name: accounts.name })
      .from(accountIpRanges)
      .innerJoin(accounts, eq(accounts.id, accountIpRanges.accountId))
      .where(and(eq(accounts.tenantId, account.tenantId), ne(accounts.id, account.id)));
    for (const [index, range] of parsed.entries()) {
      const clash = others.find((other) => {
        const theirs = parseRange(other.cidr);
        return theirs !== null && rangesOverlap(range, theirs);
      });
      if (clash) {
        throw new AppError('conflict', `${ipRanges[index]} overlaps ${clash.cidr} of account ${clash.accountNumber} (${clash.name})`, {
          fieldErrors: [fieldError(`ipRanges.${index}`, 'Overlaps')],
        });
      }
    }
    const before = (await tx.select({ cidr: accountIpRanges.cidr }).from(accountIpRanges).where(eq(accountIpRanges.accountId, account.id)).orderBy(asc(accountIpRanges.id))).map((r) => r.cidr);
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
