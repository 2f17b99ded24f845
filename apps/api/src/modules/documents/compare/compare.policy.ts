import { isFeatureOn, type TenantConfig } from '@codex/domain';

/** What the rules need to know about each side of a comparison. */
export interface ComparedDocument {
  id: number;
  family: string | null;
}

/** Version compare is a tenant feature (spec section 5: compare only with feature version-compare). */
export function tenantOffersCompare(config: Pick<TenantConfig, 'features'>): boolean {
  return isFeatureOn(config, 'version-compare');
}

/** Two versions may be compared when they are different documents of one family. */
export function areVersionsOfOneFamily(a: ComparedDocument, b: ComparedDocument): boolean {
  return a.id !== b.id && a.family !== null && a.family === b.family;
}
