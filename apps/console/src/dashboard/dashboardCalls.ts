import type { AccountSeatsPanel, AccountSharingPanel, OperatorActivityPanel, OperatorCataloguePanel, OperatorWorkPanel } from '@codex/domain';
import type { HttpClient } from '@codex/data';
import { consoleCall } from '@codex/data/dataProvider';

/**
 * The first page's own panels (apps/api modules/dashboards): one call each, typed by the API's answer schemas (not
 * parsed again here: zod would then be part of the console's first JavaScript, about 24 kB gzip).
 */
export interface DashboardCalls {
  operatorWork(): Promise<OperatorWorkPanel>;
  operatorCatalogue(): Promise<OperatorCataloguePanel>;
  operatorActivity(): Promise<OperatorActivityPanel>;
  accountSharing(): Promise<AccountSharingPanel>;
  /** The account's seat-limited subscriptions: seats in use now, the peak and the refusals of 30 days (docs/adr/0065). */
  accountSeatsPanel(): Promise<AccountSeatsPanel>;
}

export function dashboardCalls(http: HttpClient): DashboardCalls {
  return {
    operatorWork: async () => (await consoleCall(() => http.get<OperatorWorkPanel>('/api/dashboards/operator/work'))).data,
    operatorCatalogue: async () => (await consoleCall(() => http.get<OperatorCataloguePanel>('/api/dashboards/operator/catalogue'))).data,
    operatorActivity: async () => (await consoleCall(() => http.get<OperatorActivityPanel>('/api/dashboards/operator/activity'))).data,
    accountSharing: async () => (await consoleCall(() => http.get<AccountSharingPanel>('/api/dashboards/account/sharing'))).data,
    accountSeatsPanel: async () => (await consoleCall(() => http.get<AccountSeatsPanel>('/api/dashboards/account/seats'))).data,
  };
}
