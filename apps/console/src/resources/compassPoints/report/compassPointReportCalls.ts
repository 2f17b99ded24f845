import type { CompassPointReport, ReportInterval, ReportTable } from '@codex/domain';
import type { HttpClient } from '@codex/data';
import { consoleCall, downloadFile, presentParams } from '@codex/data/dataProvider';

/** The compass points report's range (whole days, YYYY-MM-DD) and periods; the server's defaults for what is left out. */
export interface CompassPointReportQuery {
  from?: string;
  to?: string;
  interval?: ReportInterval;
}

/** The endpoints of the account's compass points report. */
const COMPASS_POINT_REPORT_ENDPOINTS = {
  compassPointReport: { method: 'GET', path: '/api/v1/compasspoint/report' },
  compassPointReportCsv: { method: 'GET', path: '/api/v1/compasspoint/report.csv' },
} as const;

/** The compass points report page's calls. */
export interface CompassPointReportCalls {
  /** The account's compass points report. */
  compassPointReport(query: CompassPointReportQuery, signal?: AbortSignal): Promise<{ data: CompassPointReport }>;
  /** One table of the report as a CSV file, with the name the server gives it. */
  compassPointReportCsv(query: CompassPointReportQuery & { table?: ReportTable }): Promise<{ blob: Blob; filename: string }>;
}

export function compassPointReportCalls(http: HttpClient): CompassPointReportCalls {
  return {
    async compassPointReport(query, signal) {
      const response = await consoleCall(() =>
        http.get<CompassPointReport>(COMPASS_POINT_REPORT_ENDPOINTS.compassPointReport.path, { params: presentParams(query), signal }),
      );
      return { data: response.data };
    },

    async compassPointReportCsv(query) {
      return downloadFile(http, COMPASS_POINT_REPORT_ENDPOINTS.compassPointReportCsv.path, {
        params: presentParams(query),
        fallbackName: 'compass-points-report.csv',
      });
    },
  };
}
