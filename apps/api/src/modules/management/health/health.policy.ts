import type { Principal } from '../../../plugins/auth.js';

/**
 * Who sees what management/health is made of (its parts, their latencies, drivers, addresses and folders): a
 * signed-in OPERATOR of the tenant whose host was asked. Anyone else, a load balancer included, gets the status
 * alone, as Spring Boot's `show-details: when-authorized` does.
 */
export function mayReadHealthDetails(principal: Principal | null, tenantId: number | null): boolean {
  return principal !== null && principal.kind === 'user' && principal.tenantId === tenantId && principal.authorities.includes('OPERATOR');
}
