/** Who may manage webhooks (issue 17 item 6): an account's ADMIN their account, the OPERATOR any account of the tenant. */
import { access } from '../../lib/access-rules.js';
import type { Principal } from '../../plugins/auth.js';

export const WEBHOOK_MANAGERS = access.authority(['ADMIN', 'OPERATOR'], 'account');

/** The accounts whose webhooks the caller sees; anything outside is a 404. */
export type WebhookScope = { tenantId: number; accountId: number | 'all' | null };

export function webhookScopeOf(principal: Principal): WebhookScope {
  if (principal.authorities.includes('OPERATOR')) return { tenantId: principal.tenantId, accountId: 'all' };
  return { tenantId: principal.tenantId, accountId: principal.accountId };
}

export function coversAccount(scope: WebhookScope, account: { tenantId: number; id: number }): boolean {
  if (account.tenantId !== scope.tenantId) return false;
  return scope.accountId === 'all' || scope.accountId === account.id;
}
