import type { Principal } from '../../plugins/auth.js';

/** Metadata is open to every session of the tenant (signed-in or IP); content needs an entitlement. */
export function canReadMetadata(principal: Principal | null): boolean {
  return principal !== null;
}
