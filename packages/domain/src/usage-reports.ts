import { z } from 'zod';

/**
 * The console's usage report (issue 17 item 4): what GET /api/admin/usage/dashboard answers for one account and a
 * range of days, computed from the processed COUNTER counts, and the usage-report embed call of the spec.
 */

/**
 * The COUNTER 5.1 metric types the platform reports, in the order the console shows them. No Unique_Title_*: COUNTER
 * allows them only for Book and Reference_Work, and every item here is a Standard (docs/adr/0047, 0057).
 */
export const USAGE_METRICS = [
  'Total_Item_Requests',
  'Unique_Item_Requests',
  'Total_Item_Investigations',
  'Unique_Item_Investigations',
  'Searches_Platform',
  'Searches_Regular',
  'No_License',
  'Limit_Exceeded',
] as const;
export type UsageMetric = (typeof USAGE_METRICS)[number];

/** The longest range the console report covers in one answer (three years of days). */
export const USAGE_REPORT_MAX_DAYS = 1100;
/** Up to this many days the report counts by day, beyond it by month. */
export const USAGE_REPORT_DAILY_UP_TO = 93;
/** How many of the most used items the report lists. */
export const USAGE_REPORT_TOP_ITEMS = 20;

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The spec's default range: one week back to today (UTC days). */
export function defaultUsageRange(now = new Date()): { from: string; to: string } {
  return { from: isoDay(new Date(now.getTime() - 7 * DAY_MS)), to: isoDay(now) };
}

/** Days from `from` to `to`, both included. */
export function usageRangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A range's problem, as the field error the API gives on `to` ('Range' reversed, 'RangeTooLong'), or null. */
export function usageRangeProblem(from: string | undefined, to: string | undefined): 'Range' | 'RangeTooLong' | null {
  if (!from || !to) return null;
  if (from > to) return 'Range';
  return usageRangeDays(from, to) > USAGE_REPORT_MAX_DAYS ? 'RangeTooLong' : null;
}

const accountIdParam = z.coerce.number().int().min(1).max(2_147_483_647);

/** GET /api/admin/usage/dashboard: an account (default: the session's) and a range (default one week back to today). */
export const UsageDashboardQuery = z
  .strictObject({ accountId: accountIdParam.optional(), from: z.iso.date().optional(), to: z.iso.date().optional() })
  .superRefine((query, ctx) => {
    const problem = usageRangeProblem(query.from, query.to);
    if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
  });
export type UsageDashboardQuery = z.infer<typeof UsageDashboardQuery>;

/** Counts of each metric (a metric without usage is 0). */
export const UsageMetricCounts = z.record(z.string(), z.number().int());
export type UsageMetricCounts = z.infer<typeof UsageMetricCounts>;

export const UsageReportAccount = z.object({ id: z.number().int(), accountNumber: z.string(), name: z.string() });
export type UsageReportAccount = z.infer<typeof UsageReportAccount>;

/** One day or month of the range (`start` is its first day), every metric's count. */
export const UsagePeriod = z.object({ start: z.string(), counts: UsageMetricCounts });
export type UsagePeriod = z.infer<typeof UsagePeriod>;

export const UsageTopItem = z.object({
  documentId: z.number().int(),
  contentCode: z.string(),
  designation: z.string(),
  title: z.string(),
  publisher: z.string(),
  counts: UsageMetricCounts,
});
export type UsageTopItem = z.infer<typeof UsageTopItem>;

export const UsagePublisher = z.object({ publisherId: z.number().int(), code: z.string(), name: z.string(), counts: UsageMetricCounts });
export type UsagePublisher = z.infer<typeof UsagePublisher>;

export const UsageDashboard = z.object({
  account: UsageReportAccount,
  from: z.string(),
  to: z.string(),
  interval: z.enum(['day', 'month']),
  /** When COUNTER processing last brought the counts up to date (null: never); later usage is not counted yet. */
  processedAt: z.string().nullable(),
  totals: UsageMetricCounts,
  periods: z.array(UsagePeriod),
  /** The most requested items (then investigated), at most USAGE_REPORT_TOP_ITEMS. */
  topItems: z.array(UsageTopItem),
  byPublisher: z.array(UsagePublisher),
  /**
   * When nothing was counted in the period: the raw events of the period that COUNTER leaves out (robots and automated
   * browsers on COUNTER's list, double-clicks), so an administrator sees that counting ran. Null when usage was counted.
   */
  excluded: z.object({ robots: z.number().int().nonnegative(), doubleClicks: z.number().int().nonnegative() }).nullable(),
});
export type UsageDashboard = z.infer<typeof UsageDashboard>;

/**
 * GET /api/admin/usage/dashboard/periods: the report without its tables (the chart, the totals and what was left out),
 * which the console draws first; a range by month reads whole months from the monthly roll-up.
 */
export const UsagePeriods = UsageDashboard.omit({ topItems: true, byPublisher: true });
export type UsagePeriods = z.infer<typeof UsagePeriods>;

/** GET /api/admin/usage/accounts: the accounts whose usage the caller may read (operators: search the tenant's). */
export const UsageAccountsQuery = z.strictObject({ q: z.string().trim().max(255).optional() });

/**
 * GET /api/v1/usage-report/embed-url (spec: AccountNumber, TenantName, ApplicationCode, StartDate, EndDate, or
 * AccountID and TenantID; default range one week back to today).
 */
export const UsageReportEmbedQuery = z
  .strictObject({
    AccountNumber: z.string().trim().min(1).max(64).optional(),
    TenantName: z.string().trim().min(1).max(255).optional(),
    ApplicationCode: z.string().trim().min(1).max(64).optional(),
    AccountID: accountIdParam.optional(),
    TenantID: accountIdParam.optional(),
    StartDate: z.iso.date().optional(),
    EndDate: z.iso.date().optional(),
  })
  .superRefine((query, ctx) => {
    const problem = usageRangeProblem(query.StartDate, query.EndDate);
    if (problem) ctx.addIssue({ code: 'custom', path: ['EndDate'], message: problem });
    if (query.AccountNumber && query.AccountID) ctx.addIssue({ code: 'custom', path: ['AccountID'], message: 'AccountNumberOrAccountID' });
  });
export type UsageReportEmbedQuery = z.infer<typeof UsageReportEmbedQuery>;

export const UsageReportEmbed = z.object({ EmbedUrl: z.string() });
export type UsageReportEmbed = z.infer<typeof UsageReportEmbed>;

/** A COUNTER API key of an account as the console lists it (the key itself is shown once, when made). */
export const UsageApiKey = z.object({
  id: z.number().int(),
  label: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** When a COUNTER API call last used the key (to the minute); null when never. */
  lastUsedAt: z.string().nullable(),
});
export type UsageApiKey = z.infer<typeof UsageApiKey>;
