import type { SearchType, TenantConfig } from '@codex/domain';
import type { Principal } from '../../plugins/auth.js';

/** Searching the tenant's catalogue is open to every session of the tenant (signed-in or IP). */
export function canSearch(principal: Principal | null): boolean {
  return principal !== null;
}

/** My-subscription search acts for the session's selected account; without one it finds nothing. */
export function subscriptionAccountOf(principal: Principal): number | null {
  return principal.accountId;
}

/** Whether the tenant's search-types configuration lists the type as enabled (a type it does not list is off). */
export function searchTypeEnabled(config: Pick<TenantConfig, 'search-types-configuration'>, type: SearchType): boolean {
  return config['search-types-configuration'].some((t) => t.code === type && t.enabled);
}

/** The first of these search types the tenant has not enabled: a call that uses it is refused, hand-made or not. */
export function disabledSearchType(config: Pick<TenantConfig, 'search-types-configuration'>, types: SearchType[]): SearchType | undefined {
  return types.find((type) => !searchTypeEnabled(config, type));
}

/**
 * The search types a search call uses, each of which must be enabled for the tenant: ALL or
 * MYSUBSCRIPTION by the call (all content, or the entitled variant), plus K or D when the field narrows it.
 */
export function searchTypesOf(searchField: 'K' | 'D' | 'A', entitled: boolean): SearchType[] {
  const types: SearchType[] = [entitled ? 'MYSUBSCRIPTION' : 'ALL'];
  if (searchField !== 'A') types.push(searchField);
  return types;
}

/** The search type a type-ahead call uses: its own, where 'A' (all fields) is ALL. */
export function typeAheadSearchType(searchType: SearchType | 'A'): SearchType {
  return searchType === 'A' ? 'ALL' : searchType;
}

/** Semantic search needs the tenant to offer it and the session's selected account to have semanticSearchFlag. */
export function canSemanticSearch(principal: Principal | null, input: { typeEnabled: boolean; accountFlag: boolean }): boolean {
  return principal !== null && input.typeEnabled && input.accountFlag;
}
