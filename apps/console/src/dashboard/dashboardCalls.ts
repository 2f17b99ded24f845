import { AccountSeatsPanel, AccountSharingPanel, OperatorActivityPanel, OperatorCataloguePanel, OperatorWorkPanel } from '@codex/domain';
import type { HttpClient } from '@codex/data';
import { consoleCall } from '@codex/data/dataProvider';

/** The first page's own panels (apps/api modules/dashboards): one call each. */
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
    operatorWork: async () => OperatorWorkPanel.parse((await consoleCall(() => http.get('/api/dashboards/operator/work'))).data),
    operatorCatalogue: async () => OperatorCataloguePanel.parse((await consoleCall(() => http.get('/api/dashboards/operator/catalogue'))).data),
    operatorActivity: async () => OperatorActivityPanel.parse((await consoleCall(() => http.get('/api/dashboards/operator/activity'))).data),
    accountSharing: async () => AccountSharingPanel.parse((await consoleCall(() => http.get('/api/dashboards/account/sharing'))).data),
    accountSeatsPanel: async () => AccountSeatsPanel.parse((await consoleCall(() => http.get('/api/dashboards/account/seats'))).data),
  };
}
