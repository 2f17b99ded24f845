import { z } from 'zod';
import { usageRangeProblem } from './usage-report-constants.js';

/**
 * The console's usage report (issue 17 item 4): what GET /api/admin/usage/dashboard answers for one account and a
 * range of days, computed from the processed COUNTER counts, and the usage-report embed call of the spec.
 */

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
