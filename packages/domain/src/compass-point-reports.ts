import { z } from 'zod';
import { ChangeHistoryEntry } from './compass-points.js';

/**
 * The account's compass point change history and the compass points report (issue 16 item 6): what the console's
 * changeHistory resource and the report page at /compass-points-report read.
 */

/** One change of any compass point of the account, with the compass point it belongs to. */
export const AccountChangeHistoryEntry = ChangeHistoryEntry.extend({
  compassPointID: z.number().int(),
  /** The compass point's current name. */
  name: z.string(),
  designation: z.string(),
  contentCode: z.string(),
  contentID: z.number().int(),
  transactionUserEmail: z.string(),
});
export type AccountChangeHistoryEntry = z.infer<typeof AccountChangeHistoryEntry>;

/** GET /api/v1/audits/compassPoint: a page of the account's change history; the total also in x-total-count. */
export const AccountChangeHistoryPage = z.object({
  content: z.array(AccountChangeHistoryEntry),
  totalElements: z.number().int(),
  pageIndex: z.number().int(),
  pageSize: z.number().int(),
});
export type AccountChangeHistoryPage = z.infer<typeof AccountChangeHistoryPage>;

export const REPORT_INTERVALS = ['day', 'week', 'month'] as const;
export const ReportInterval = z.enum(REPORT_INTERVALS);
export type ReportInterval = z.infer<typeof ReportInterval>;

/** What happened in a period: created, edited (UPDATE and UPDATE-SELECTION), deactivated, reactivated. */
export const CompassPointActivity = z.object({
  created: z.number().int(),
  edited: z.number().int(),
  deactivated: z.number().int(),
  reactivated: z.number().int(),
});
export type CompassPointActivity = z.infer<typeof CompassPointActivity>;

/** One period of the report: [start, end) in UTC days; `active` is the count of active compass points at its end. */
export const CompassPointReportPeriod = CompassPointActivity.extend({
  start: z.string(),
  /** The last day of the period (inclusive). */
  end: z.string(),
  active: z.number().int(),
});
export type CompassPointReportPeriod = z.infer<typeof CompassPointReportPeriod>;

export const CompassPointReportDocument = CompassPointActivity.extend({
  contentID: z.number().int(),
  contentCode: z.string(),
  designation: z.string(),
  /** Active compass points on the document at the end of the range. */
  active: z.number().int(),
});
export type CompassPointReportDocument = z.infer<typeof CompassPointReportDocument>;

export const CompassPointReportUser = CompassPointActivity.extend({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** Active compass points the user created, at the end of the range. */
  active: z.number().int(),
});
export type CompassPointReportUser = z.infer<typeof CompassPointReportUser>;

/** GET /api/v1/compasspoint/report. */
export const CompassPointReport = z.object({
  from: z.string(),
  to: z.string(),
  interval: ReportInterval,
  totals: CompassPointActivity.extend({ active: z.number().int() }),
  periods: z.array(CompassPointReportPeriod),
  documents: z.array(CompassPointReportDocument),
  users: z.array(CompassPointReportUser),
});
export type CompassPointReport = z.infer<typeof CompassPointReport>;

/** The tables report.csv can export. */
export const REPORT_TABLES = ['periods', 'documents', 'users'] as const;
export const ReportTable = z.enum(REPORT_TABLES);
export type ReportTable = z.infer<typeof ReportTable>;
