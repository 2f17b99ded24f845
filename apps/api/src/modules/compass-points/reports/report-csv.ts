/** The compass points report as CSV (RFC 4180): a header row, CRLF line ends, quotes only where a field needs them. */
import type { CompassPointReport, ReportTable } from '@codex/domain';

type Cell = string | number;

/**
 * One field: quoted when it holds a comma, a quote, CR or LF (quotes doubled). Text that a spreadsheet would run as a
 * formula (starting with =, +, -, @, tab or CR) gets a leading apostrophe, as OWASP advises for CSV exports.
 */
export function csvField(value: Cell): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: Cell[][]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

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
