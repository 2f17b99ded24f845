import type { CompassPointReport } from '@codex/domain';
import type { CompassPointReportQuery } from './compassPointReportCalls.js';
import { useReport, type LoadReport, type ReportState } from '../../../common/reports/index.js';

const load: LoadReport<CompassPointReportQuery, CompassPointReport> = (dataProvider, query, signal) => dataProvider.compassPointReport(query, signal);

/** The account's compass points report for a query (the report kit's loading rules). */
export function useCompassPointReport(query: CompassPointReportQuery): ReportState<CompassPointReport> {
  return useReport(load, query);
}
