/** Queries of the account's change history and the compass points report (issue 16 item 6), validated at the edge. */
import { z } from 'zod';
import { CompassPointTransactionType, ReportInterval, ReportTable } from '@codex/domain';

/** A day (`2026-11-20`) or an instant with its offset (`2026-11-20T10:30:00Z`). */
const isoDateOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);
/** Free text a filter matches anywhere, case-insensitively. */
const needle = z.string().trim().min(1).max(255);

/** The first instant after `to`: a day includes its whole (UTC) day, an instant is taken as it is. */
export function endOf(to: string): Date {
  return to.length === 10 ? new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000) : new Date(to);
}
/** The first instant of `from`. */
export function startOf(from: string): Date {
  return new Date(from.length === 10 ? `${from}T00:00:00Z` : from);
}

/** `from` after `to` is a field error on `to` ('Range'), as every other bad value is one on its field. */
const ordered = <T extends { from?: string; to?: string }>(query: T, ctx: z.RefinementCtx) => {
  if (query.from && query.to && startOf(query.from).getTime() >= endOf(query.to).getTime()) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'Range' });
  }
};

/** GET /api/v1/audits/compassPoint. */
export const AccountHistoryQuery = z
  .object({
    pageIndex: z.coerce.number().int().min(0).max(100_000).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(10),
    sort: z.enum(['createdDate-', 'createdDate+', 'createdDate']).default('createdDate-'),
    dbTransactionType: CompassPointTransactionType.optional(),
    /** The document's contentCode or a part of its designation. */
    contentCode: needle.optional(),
    /** A part of the name or e-mail of who made the change. */
    user: needle.optional(),
    from: isoDateOrInstant.optional(),
    to: isoDateOrInstant.optional(),
  })
  .superRefine(ordered);
export type AccountHistoryQuery = z.infer<typeof AccountHistoryQuery>;

/** The longest report, in periods: a year and a day by day, ten years by month. */
export const MAX_REPORT_PERIODS = 400;

/** GET /api/v1/compasspoint/report (and report.csv): whole UTC days; by default the last 30 days by day. */
export const ReportQuery = z
  .object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    interval: ReportInterval.default('day'),
  })
  .superRefine(ordered);
export type ReportQuery = z.infer<typeof ReportQuery>;

export const ReportCsvQuery = z
  .object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    interval: ReportInterval.default('day'),
    /** Which table: the periods (default), the documents or the users. */
    table: ReportTable.default('periods'),
  })
  .superRefine(ordered);
export type ReportCsvQuery = z.infer<typeof ReportCsvQuery>;
