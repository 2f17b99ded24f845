/** What the console's report pages share (the compass points report, the usage report): their frame, range, tables and loading. */
export { ReportPage, DateRangeFields } from './ReportPage.js';
export { CountsTable, type CountsRow } from './CountsTable.js';
export { useReport, type LoadReport, type ReportState } from './useReport.js';
