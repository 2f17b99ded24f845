import type { UsageApiKey, UsageDashboard, UsagePeriods, UsageReportAccount } from '@codex/domain';
import type { HttpClient } from '@codex/data';
import { consoleCall, downloadFile, fillPath, presentParams } from '@codex/data/dataProvider';

/** The usage report's account (default: the session's) and range of days (default: one week back to today). */
export interface UsageDashboardQuery {
  accountId?: number;
  from?: string;
  to?: string;
}

/** A COUNTER report download: the report (pr, dr, tr, ir), whole months (YYYY-MM), JSON or TSV. */
export interface UsageCounterReportQuery {
  report: string;
  accountId?: number;
  beginMonth: string;
  endMonth: string;
  format: 'json' | 'tsv';
}

/** The endpoints of the usage report: ADMIN and REPORT_VIEW their own account's, OPERATOR any of the tenant's. */
const USAGE_ENDPOINTS = {
  usageDashboard: { method: 'GET', path: '/api/admin/usage/dashboard' },
  /** The report's chart and totals only, without its tables (drawn first). */
  usageDashboardPeriods: { method: 'GET', path: '/api/admin/usage/dashboard/periods' },
  usageAccounts: { method: 'GET', path: '/api/admin/usage/accounts' },
  /** A COUNTER report (pr, dr, tr, ir) as COUNTER JSON, or TSV with format=tsv. */
  usageCounterReport: { method: 'GET', path: '/api/admin/usage/reports/{id}' },
  usageApiKeys: { method: 'GET', path: '/api/admin/usage/api-keys' },
  createUsageApiKey: { method: 'POST', path: '/api/admin/usage/api-keys' },
  revokeUsageApiKey: { method: 'DELETE', path: '/api/admin/usage/api-keys/{id}' },
  /** The operator's "process usage now": the processing job queued at once (202 with its id). */
  processUsageNow: { method: 'POST', path: '/api/admin/usage/processing' },
} as const;

/** The console's usage report calls (issue 17 item 4): the report, the accounts to pick, downloads and API keys. */
export interface UsageReportCalls {
  usageDashboard(query: UsageDashboardQuery, signal?: AbortSignal): Promise<{ data: UsageDashboard }>;
  /** The chart and totals of the same report, without the top items and publishers. */
  usageDashboardPeriods(query: UsageDashboardQuery, signal?: AbortSignal): Promise<{ data: UsagePeriods }>;
  /** The accounts whose usage the caller may read; the operator searches the tenant's by number or name. */
  usageAccounts(q?: string, signal?: AbortSignal): Promise<{ data: UsageReportAccount[] }>;
  /** A COUNTER report as a file, with the name the server gives a TSV (and one made up for JSON). */
  usageCounterReport(query: UsageCounterReportQuery): Promise<{ blob: Blob; filename: string }>;
  usageApiKeys(): Promise<{ data: UsageApiKey[] }>;
  /** Makes a COUNTER API key; the answer holds the key, the only time it is shown. */
  createUsageApiKey(label: string): Promise<{ data: UsageApiKey & { key: string } }>;
  revokeUsageApiKey(id: number): Promise<{ data: UsageApiKey }>;
  /** Queues COUNTER usage processing now (the operator); the answer names the job. */
  processUsageNow(): Promise<{ data: { jobId: number; alreadyQueued: boolean } }>;
}

export function usageReportCalls(http: HttpClient): UsageReportCalls {
  return {
    async usageDashboard(query, signal) {
      const response = await consoleCall(() => http.get<UsageDashboard>(USAGE_ENDPOINTS.usageDashboard.path, { params: presentParams(query), signal }));
      return { data: response.data };
    },

    async usageDashboardPeriods(query, signal) {
      const response = await consoleCall(() => http.get<UsagePeriods>(USAGE_ENDPOINTS.usageDashboardPeriods.path, { params: presentParams(query), signal }));
      return { data: response.data };
    },

    async usageAccounts(q, signal) {
      const response = await consoleCall(() => http.get<UsageReportAccount[]>(USAGE_ENDPOINTS.usageAccounts.path, { params: presentParams({ q }), signal }));
      return { data: response.data };
    },

    async usageCounterReport({ report, accountId, beginMonth, endMonth, format }) {
      const params = presentParams({ begin_date: beginMonth, end_date: endMonth, accountId, format: format === 'tsv' ? 'tsv' : undefined });
      return downloadFile(http, fillPath(USAGE_ENDPOINTS.usageCounterReport.path, { id: report }), {
        params,
        fallbackName: `${report.toUpperCase()}_${beginMonth}_${endMonth}.${format}`,
      });
    },

    async usageApiKeys() {
      const response = await consoleCall(() => http.get<UsageApiKey[]>(USAGE_ENDPOINTS.usageApiKeys.path));
      return { data: response.data };
    },

    async createUsageApiKey(label) {
      const response = await consoleCall(() => http.post<UsageApiKey & { key: string }>(USAGE_ENDPOINTS.createUsageApiKey.path, { label }));
      return { data: response.data };
    },

    async revokeUsageApiKey(id) {
      const response = await consoleCall(() => http.delete<UsageApiKey>(fillPath(USAGE_ENDPOINTS.revokeUsageApiKey.path, { id })));
      return { data: response.data };
    },

    async processUsageNow() {
      const response = await consoleCall(() => http.post<{ jobId: number; alreadyQueued: boolean }>(USAGE_ENDPOINTS.processUsageNow.path));
      return { data: response.data };
    },
  };
}
