import type { AxiosInstance } from 'axios';
import type { UsageApiKey, UsageDashboard, UsageReportAccount } from '@codex/domain';
import { CONSOLE_ACTIONS } from './endpoints.js';

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

/** The console's usage report calls (issue 17 item 4): the report, the accounts to pick, downloads and API keys. */
export interface UsageReportCalls {
  usageDashboard(query: UsageDashboardQuery, signal?: AbortSignal): Promise<{ data: UsageDashboard }>;
  /** The accounts whose usage the caller may read; the operator searches the tenant's by number or name. */
  usageAccounts(q?: string, signal?: AbortSignal): Promise<{ data: UsageReportAccount[] }>;
  /** A COUNTER report as a file, with the name the server gives a TSV (and one made up for JSON). */
  usageCounterReport(query: UsageCounterReportQuery): Promise<{ blob: Blob; filename: string }>;
  usageApiKeys(): Promise<{ data: UsageApiKey[] }>;
  /** Makes a COUNTER API key; the answer holds the key, the only time it is shown. */
  createUsageApiKey(label: string): Promise<{ data: UsageApiKey & { key: string } }>;
  revokeUsageApiKey(id: number): Promise<{ data: UsageApiKey }>;
}

type Call = <T>(run: () => Promise<T>) => Promise<T>;

/** The query parameters that have a value. */
const present = (query: object) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''));

export function usageReportCalls(http: AxiosInstance, call: Call): UsageReportCalls {
  return {
    async usageDashboard(query, signal) {
      const response = await call(() => http.get<UsageDashboard>(CONSOLE_ACTIONS.usageDashboard.path, { params: present(query), signal }));
      return { data: response.data };
    },

    async usageAccounts(q, signal) {
      const response = await call(() => http.get<UsageReportAccount[]>(CONSOLE_ACTIONS.usageAccounts.path, { params: present({ q }), signal }));
      return { data: response.data };
    },

    async usageCounterReport({ report, accountId, beginMonth, endMonth, format }) {
      const params = present({ begin_date: beginMonth, end_date: endMonth, accountId, format: format === 'tsv' ? 'tsv' : undefined });
      const path = CONSOLE_ACTIONS.usageCounterReport.path.replace('{id}', encodeURIComponent(report));
      const response = await call(() => http.get<Blob>(path, { params, responseType: 'blob' }));
      const disposition = String((response.headers as Record<string, unknown>)['content-disposition'] ?? '');
      const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `${report.toUpperCase()}_${beginMonth}_${endMonth}.${format}`;
      return { blob: response.data, filename };
    },

    async usageApiKeys() {
      const response = await call(() => http.get<UsageApiKey[]>(CONSOLE_ACTIONS.usageApiKeys.path));
      return { data: response.data };
    },

    async createUsageApiKey(label) {
      const response = await call(() => http.post<UsageApiKey & { key: string }>(CONSOLE_ACTIONS.createUsageApiKey.path, { label }));
      return { data: response.data };
    },

    async revokeUsageApiKey(id) {
      const response = await call(() => http.delete<UsageApiKey>(CONSOLE_ACTIONS.revokeUsageApiKey.path.replace('{id}', String(id))));
      return { data: response.data };
    },
  };
}
