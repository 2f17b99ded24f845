import type { UsageDashboard, UsagePeriods } from '@codex/domain';
import type { UsageDashboardQuery } from './usageReportCalls.js';
import { chartAskedFor } from './chartAhead.js';
import { useReport, type LoadReport, type ReportState } from '../../common/reports/index.js';

// The chart's call may have been made ahead, with the session (chartAhead.ts); a failed one is asked again here.
const loadChart: LoadReport<UsageDashboardQuery, UsagePeriods> = (dataProvider, query, signal) =>
  chartAskedFor(query)?.catch(() => dataProvider.usageDashboardPeriods(query, signal)) ?? dataProvider.usageDashboardPeriods(query, signal);
const loadWhole: LoadReport<UsageDashboardQuery, UsageDashboard> = (dataProvider, query, signal) => dataProvider.usageDashboard(query, signal);

/**
 * The usage report for a query (the report kit's loading rules), in two steps: the chart and totals (a light call),
 * then the whole report with its tables, asked for once the chart has come with some usage, so the chart's call never waits behind
 * the heavier one in the server's database (PGlite answers one query at a time).
 */
export function useUsageDashboard(query: UsageDashboardQuery): { chart: ReportState<UsagePeriods>; whole: ReportState<UsageDashboard> } {
  const chart = useReport(loadChart, query);
  // A range without usage shows no tables: the whole report is not asked for.
  const used = chart.kind === 'loaded' && Object.values(chart.report.totals).some((n) => n > 0);
  const whole = useReport(loadWhole, query, { enabled: used });
  return { chart, whole };
}
