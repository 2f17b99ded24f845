import { and, eq, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
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
