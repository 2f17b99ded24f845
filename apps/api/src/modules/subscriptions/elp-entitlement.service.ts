import { and, countDistinct, eq } from 'drizzle-orm';
import { ELP_ENTITLED, ELP_NOT_ENTITLED, type ElpEntitlementStatus, type TenantConfig } from '@codex/domain';
import { currentSubscriptionsOf, todayUtc } from '../../db/current-subscriptions.js';
import type { Db } from '../../db/client.js';
import { eLearningAssets, publishers, subscriptions } from '../../db/schema/index.js';
import { tenantOffersPublisher } from '@codex/domain';

/**
 * The e-learning platform entitlement (docs/adr/0051): the account is entitled when one of its current subscriptions
 * covers a publisher, offered by the tenant, whose e-learning courses the platform sells. The tenant's e-learning URL is
 * the provider's own entitlement check, opened only for an entitled account.
 */
export async function elpEntitlementStatus(
  db: Db,
  config: Pick<TenantConfig, 'publisherCodes' | 'eLearningUrl'>,
  accountId: number | null,
  today = todayUtc(),
): Promise<ElpEntitlementStatus> {
  const rows =
    accountId === null
      ? []
      : await db
          .select({ publisherCode: publishers.code, courses: countDistinct(eLearningAssets.id) })
          .from(subscriptions)
          .innerJoin(publishers, eq(publishers.id, subscriptions.publisherId))
          .innerJoin(eLearningAssets, eq(eLearningAssets.publisherId, subscriptions.publisherId))
          .where(and(currentSubscriptionsOf(accountId, today), eq(eLearningAssets.assetType, 'eLearning')))
          .groupBy(publishers.code);
  const courseCount = rows.filter((r) => tenantOffersPublisher(config, r.publisherCode)).reduce((sum, r) => sum + Number(r.courses), 0);
  const entitled = courseCount > 0 && Boolean(config.eLearningUrl);
  return { code: entitled ? ELP_ENTITLED : ELP_NOT_ENTITLED, entitled, url: entitled ? config.eLearningUrl! : null, courseCount: entitled ? courseCount : 0 };
}
