import type { GrantSubscriptionRequest } from '@codex/domain';
import type { HttpClient } from '@codex/data';
import { consoleCall, fillPath } from '@codex/data/dataProvider';

/** POST /api/admin/accounts/{id}/subscriptions; endDate absent or null: no end. */
export type SubscriptionGrant = GrantSubscriptionRequest;

/** The endpoints of an account's subscriptions and users' authorities (the account's edit view). */
const ACCOUNT_ENDPOINTS = {
  grantSubscription: { method: 'POST', path: '/api/admin/accounts/{id}/subscriptions' },
  revokeSubscription: { method: 'DELETE', path: '/api/admin/accounts/{id}/subscriptions/{subscriptionId}' },
  changeAuthorities: { method: 'PUT', path: '/api/admin/accounts/{id}/users/{userId}/authorities' },
} as const;

/** The accounts resource's calls beyond react-admin's methods. */
export interface AccountCalls {
  grantSubscription(accountId: string | number, grant: SubscriptionGrant): Promise<{ data: unknown }>;
  revokeSubscription(accountId: string | number, subscriptionId: string | number): Promise<void>;
  changeAuthorities(accountId: string | number, userId: string | number, authorities: string[]): Promise<{ data: unknown }>;
}

export function accountCalls(http: HttpClient): AccountCalls {
  return {
    async grantSubscription(accountId, grant) {
      const response = await consoleCall(() => http.post(fillPath(ACCOUNT_ENDPOINTS.grantSubscription.path, { id: accountId }), grant));
      return { data: response.data as unknown };
    },

    async revokeSubscription(accountId, subscriptionId) {
      await consoleCall(() => http.delete(fillPath(ACCOUNT_ENDPOINTS.revokeSubscription.path, { id: accountId, subscriptionId })));
    },

    async changeAuthorities(accountId, userId, authorities) {
      const response = await consoleCall(() => http.put(fillPath(ACCOUNT_ENDPOINTS.changeAuthorities.path, { id: accountId, userId }), { authorities }));
      return { data: response.data as unknown };
    },
  };
}
