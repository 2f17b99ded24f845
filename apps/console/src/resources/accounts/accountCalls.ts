import type { AccountAllowances, AccountSeats, AdminSubscription, GrantSubscriptionRequest, SubscriptionTermsRequest } from '@codex/domain';
import type { HttpClient } from '@codex/data';
import { consoleCall, fillPath } from '@codex/data/dataProvider';

/** POST /api/admin/accounts/{id}/subscriptions; endDate absent or null: no end. */
export type SubscriptionGrant = GrantSubscriptionRequest;

/** The endpoints of an account's subscriptions, users' authorities, seats and allowances (the account's edit view). */
const ACCOUNT_ENDPOINTS = {
  grantSubscription: { method: 'POST', path: '/api/admin/accounts/{id}/subscriptions' },
  revokeSubscription: { method: 'DELETE', path: '/api/admin/accounts/{id}/subscriptions/{subscriptionId}' },
  changeSubscriptionTerms: { method: 'PUT', path: '/api/admin/accounts/{id}/subscriptions/{subscriptionId}' },
  changeAuthorities: { method: 'PUT', path: '/api/admin/accounts/{id}/users/{userId}/authorities' },
  accountSeats: { method: 'GET', path: '/api/admin/accounts/{id}/seats' },
  endSeat: { method: 'DELETE', path: '/api/admin/accounts/{id}/seats/{seatId}' },
  accountAllowances: { method: 'GET', path: '/api/admin/accounts/{id}/allowances' },
} as const;

/** The accounts resource's calls beyond react-admin's methods. */
export interface AccountCalls {
  grantSubscription(accountId: string | number, grant: SubscriptionGrant): Promise<{ data: unknown }>;
  revokeSubscription(accountId: string | number, subscriptionId: string | number): Promise<void>;
  /** The operator's licence terms of one subscription: seat limit and allowances (docs/adr/0065, 0066). */
  changeSubscriptionTerms(accountId: string | number, subscriptionId: string | number, terms: SubscriptionTermsRequest): Promise<{ data: AdminSubscription }>;
  changeAuthorities(accountId: string | number, userId: string | number, authorities: string[]): Promise<{ data: unknown }>;
  /** The account's seat-limited subscriptions, the seats held now and the last 90 days. */
  accountSeats(accountId: string | number): Promise<{ data: AccountSeats }>;
  /** Frees one seat of the account (its reader's next opening takes a seat again if one is free). */
  endSeat(accountId: string | number, seatId: string | number): Promise<void>;
  /** The readers' downloads and prints counted against a limit now, most used first (docs/adr/0066). */
  accountAllowances(accountId: string | number): Promise<{ data: AccountAllowances }>;
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

    async changeSubscriptionTerms(accountId, subscriptionId, terms) {
      const path = fillPath(ACCOUNT_ENDPOINTS.changeSubscriptionTerms.path, { id: accountId, subscriptionId });
      const response = await consoleCall(() => http.put(path, terms));
      return { data: response.data as AdminSubscription };
    },

    async changeAuthorities(accountId, userId, authorities) {
      const response = await consoleCall(() => http.put(fillPath(ACCOUNT_ENDPOINTS.changeAuthorities.path, { id: accountId, userId }), { authorities }));
      return { data: response.data as unknown };
    },

    async accountSeats(accountId) {
      const response = await consoleCall(() => http.get(fillPath(ACCOUNT_ENDPOINTS.accountSeats.path, { id: accountId })));
      const { AccountSeats } = await import('./accountAnswers.js');
      return { data: AccountSeats.parse(response.data) };
    },

    async endSeat(accountId, seatId) {
      await consoleCall(() => http.delete(fillPath(ACCOUNT_ENDPOINTS.endSeat.path, { id: accountId, seatId })));
    },

    async accountAllowances(accountId) {
      const response = await consoleCall(() => http.get(fillPath(ACCOUNT_ENDPOINTS.accountAllowances.path, { id: accountId })));
      const { AccountAllowances } = await import('./accountAnswers.js');
      return { data: AccountAllowances.parse(response.data) };
    },
  };
}
