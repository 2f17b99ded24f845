/** The compass points report as CSV (RFC 4180): a header row, CRLF line ends, quotes only where a field needs them. */
import type { CompassPointReport, ReportTable } from '@codex/domain';
import { csvField, toCsv, type CsvCell as Cell } from '../../../lib/csv.js';

export { csvField, toCsv };

const ACTIVITY = ['Created', 'Edited', 'Deactivated', 'Reactivated', 'Active'];

/** The rows of one table of the report, header first. */
export function reportRows(report: CompassPointReport, table: ReportTable): Cell[][] {
  if (table === 'documents') {
    return [['Designation', 'Content code', ...ACTIVITY], ...report.documents.map((d) => [d.designation, d.contentCode, d.created, d.edited, d.deactivated, d.reactivated, d.active])];
  }
  if (table === 'users') {
    return [['Name', 'E-mail', ...ACTIVITY], ...report.users.map((u) => [u.name, u.email, u.created, u.edited, u.deactivated, u.reactivated, u.active])];
  }
  return [['Period start', 'Period end', ...ACTIVITY], ...report.periods.map((p) => [p.start, p.end, p.created, p.edited, p.deactivated, p.reactivated, p.active])];
}

/** compass-points-report-2026-11-01-2026-11-30-day.csv (the documents and users tables say so in the name). */
export function reportFilename(report: CompassPointReport, table: ReportTable): string {
  const what = table === 'periods' ? 'compass-points-report' : `compass-points-report-${table}`;
  return `${what}-${report.from}-${report.to}-${report.interval}.csv`;
}
