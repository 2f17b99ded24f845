import { and, eq, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from './client.js';
import { subscriptions } from './schema/index.js';

/** Today's date as subscriptions store it (YYYY-MM-DD, UTC). */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);

/** The account's subscriptions that hold on a day: startsOn <= day <= endsOn, or no end. The one rule every entitlement check uses. */
export function currentSubscriptionsOf(accountId: number, day: string = todayUtc()): SQL {
  return and(
    eq(subscriptions.accountId, accountId),
    lte(subscriptions.startsOn, day),
    or(isNull(subscriptions.endsOn), gte(subscriptions.endsOn, day)),
  )!;
}

/** Publishers the account subscribes to today (startsOn <= today <= endsOn, or no end). */
export async function entitledPublisherIds(db: Db, accountId: number | null): Promise<number[]> {
  if (accountId === null) return [];
  const today = todayUtc();
  const rows = await db
    .selectDistinct({ publisherId: subscriptions.publisherId })
    .from(subscriptions)
    .where(currentSubscriptionsOf(accountId, today));
  return rows.map((r) => r.publisherId).sort((a, b) => a - b);
}
