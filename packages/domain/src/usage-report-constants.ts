/**
 * The console usage report's plain constants and range rules, free of zod so the console's first JavaScript can use
 * them (the usage report opened from a link asks for its chart before the page's code runs) without the schemas.
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
