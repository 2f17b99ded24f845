import { OperatorActivityPanel, OperatorCataloguePanel, OperatorWorkPanel } from '@codex/domain';
import type { HttpClient } from '@codex/data';
import { consoleCall } from '@codex/data/dataProvider';

/** The operator's panels of the first page: one call each (apps/api modules/dashboards). */
export interface DashboardCalls {
  operatorWork(): Promise<OperatorWorkPanel>;
  operatorCatalogue(): Promise<OperatorCataloguePanel>;
  operatorActivity(): Promise<OperatorActivityPanel>;
}

export function dashboardCalls(http: HttpClient): DashboardCalls {
  return {
    operatorWork: async () => OperatorWorkPanel.parse((await consoleCall(() => http.get('/api/dashboards/operator/work'))).data),
    operatorCatalogue: async () => OperatorCataloguePanel.parse((await consoleCall(() => http.get('/api/dashboards/operator/catalogue'))).data),
    operatorActivity: async () => OperatorActivityPanel.parse((await consoleCall(() => http.get('/api/dashboards/operator/activity'))).data),
  };
}
