import { isFeatureOn, type TenantConfig } from '@codex/domain';

/** Work items: only for the standards-body tenant with the work-items feature on (spec section 2). */
export function tenantOffersWorkItems(config: Pick<TenantConfig, 'kind' | 'features'>): boolean {
  return config.kind === 'standards-body' && isFeatureOn(config, 'work-items');
}
