/** CSV (RFC 4180) as the API's exports write it: a header row, CRLF line ends, quotes only where a field needs them. */

export type CsvCell = string | number;

/**
 * One field: quoted when it holds a comma, a quote, CR or LF (quotes doubled). Text that a spreadsheet would run as a
 * formula (starting with =, +, -, @, tab or CR) gets a leading apostrophe, as OWASP advises for CSV exports.
 */
export function csvField(value: CsvCell): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: CsvCell[][]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
