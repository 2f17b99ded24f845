import type { UsageDashboard } from '@codex/domain';
import type { UsageDashboardQuery } from './usageReportCalls.js';
import { useReport, type LoadReport, type ReportState } from '../../common/reports/index.js';

const load: LoadReport<UsageDashboardQuery, UsageDashboard> = (dataProvider, query, signal) => dataProvider.usageDashboard(query, signal);

/** The usage report for a query (the report kit's loading rules). */
export function useUsageDashboard(query: UsageDashboardQuery): ReportState<UsageDashboard> {
  return useReport(load, query);
}
