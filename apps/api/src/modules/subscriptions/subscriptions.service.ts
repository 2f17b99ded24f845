import { asc, eq } from 'drizzle-orm';
import { currentSubscriptionsOf, todayUtc } from '../../db/current-subscriptions.js';
import type { TenantConfig } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { publishers, subscriptions } from '../../db/schema/index.js';
import { tenantOffersPublisher } from '@codex/domain';
import type { UserSubscription } from './subscriptions.schema.js';

/** The account's current subscriptions (startsOn <= today <= endsOn, or no end) to publishers the tenant offers. */
export async function currentSubscriptions(
  db: Db,
  config: Pick<TenantConfig, 'publisherCodes'>,
  accountId: number | null,
  today = todayUtc(),
): Promise<UserSubscription[]> {
  if (accountId === null) return [];
  const rows = await db
    .select({
      id: subscriptions.id,
      name: subscriptions.name,
      abbrName: subscriptions.abbrName,
      imagePath: subscriptions.imagePath,
      publisherCode: publishers.code,
      searchKey: publishers.searchKey,
    })
    .from(subscriptions)
    .innerJoin(publishers, eq(publishers.id, subscriptions.publisherId))
    .where(currentSubscriptionsOf(accountId, today))
    .orderBy(asc(subscriptions.name), asc(subscriptions.id));
  return rows
    .filter((r) => tenantOffersPublisher(config, r.publisherCode))
    .map((r) => ({
      id: r.id,
      subscriptionInfo: {
        publisherSearchKey: r.searchKey,
        subscriptionAbbrName: r.abbrName,
        subscriptionImagePath: r.imagePath,
        subscriptionName: r.name,
      },
    }));
}
