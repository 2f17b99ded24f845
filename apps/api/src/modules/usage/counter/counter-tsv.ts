import type { ReportDefinition } from './counter-definitions.js';
import { PARENT_COLUMNS, type BuiltReport } from './counter-reports.service.js';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthLabel = (m: string) => `${MONTH_NAMES[Number(m.slice(5, 7)) - 1]}-${m.slice(0, 4)}`;
const ATTRIBUTE_COLUMNS = ['YOP', 'Access_Type', 'Access_Method'];

/** Tabs and line breaks would break the layout; a cell never carries them. */
const cell = (v: unknown) => String(v ?? '').replace(/[\t\r\n]+/g, ' ');

function filtersText(filters: Record<string, unknown>): string {
  return Object.entries(filters)
    .filter(([k]) => k !== 'Begin_Date' && k !== 'End_Date' && k !== 'Metric_Type')
    .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join('|') : String(v)}`)
    .join('; ');
}

function idText(ids: unknown): string {
  if (!ids || typeof ids !== 'object') return '';
  return Object.entries(ids as Record<string, string[]>)
    .flatMap(([ns, values]) => values.map((v) => (ns === 'Proprietary' ? v : `${ns}:${v}`)))
    .join('; ');
}

/**
 * The tabular form of a report, laid out as COUNTER's samples: 13 header rows, a blank row, the column headings,
 * then one row per item, attribute set and metric with Reporting_Period_Total and one column per month. UTF-8
 * with a byte order mark, tab-separated with LF line ends, every row as wide as the table.
 */
export function reportToTsv(definition: ReportDefinition, report: BuiltReport): string {
  const header = report.tabularHeader;
  const filters = (header.Report_Filters ?? {}) as Record<string, unknown>;
  const attributes = (header.Report_Attributes ?? {}) as Record<string, unknown>;
  const exceptions = (header.Exceptions ?? []) as { Code: number; Message: string; Data?: string }[];
  const first = report.lines[0];
  const itemColumns = first ? Object.keys(first.columns) : emptyItemColumns(definition, attributes);
  const shown = (attributes.Attributes_To_Show as string[] | undefined) ?? [];
  const attributeColumns = ['Data_Type', ...ATTRIBUTE_COLUMNS.filter((a) => shown.includes(a))];
  const monthly = attributes.Granularity !== 'Total';
  const columns = [...itemColumns, ...attributeColumns, 'Metric_Type', 'Reporting_Period_Total', ...(monthly ? report.months.map(monthLabel) : [])];
  const metricFilter = filters.Metric_Type as string[] | undefined;
  const attributeText = [
    shown.length ? `Attributes_To_Show=${shown.join('|')}` : '',
    attributes.Include_Parent_Details ? `Include_Parent_Details=${String(attributes.Include_Parent_Details)}` : '',
    monthly ? '' : 'Exclude_Monthly_Details=True',
  ]
    .filter(Boolean)
    .join('; ');
  const rows: string[][] = [
    ['Report_Name', cell(header.Report_Name)],
    ['Report_ID', cell(header.Report_ID)],
    ['Release', '5.1'],
    ['Institution_Name', cell(header.Institution_Name)],
    ['Institution_ID', idText(header.Institution_ID)],
    ['Metric_Types', metricFilter ? metricFilter.join('; ') : ''],
    ['Report_Filters', filtersText(filters)],
    ['Report_Attributes', attributeText],
    ['Exceptions', exceptions.map((e) => `${e.Code}: ${e.Message}${e.Data ? ` (${cell(e.Data)})` : ''}`).join('; ')],
    ['Reporting_Period', `Begin_Date=${String(filters.Begin_Date)}; End_Date=${String(filters.End_Date)}`],
    ['Created', cell(header.Created)],
    ['Created_By', cell(header.Created_By)],
    ['Registry_Record', cell(header.Registry_Record)],
    [],
    columns,
  ];
  for (const line of report.lines) {
    let total = 0;
    for (const n of line.months.values()) total += n;
    rows.push([
      ...itemColumns.map((c) => cell(line.columns[c])),
      ...attributeColumns.map((a) => cell(line.attributes[a])),
      line.metric,
      String(total),
      ...(monthly ? report.months.map((m) => String(line.months.get(m) ?? 0)) : []),
    ]);
  }
  const width = columns.length;
  return `\uFEFF${rows.map((r) => [...r, ...Array<string>(Math.max(0, width - r.length)).fill('')].join('\t')).join('\n')}\n`;
}

/** The item columns of a report with no rows, so an empty report still has its headings. */
function emptyItemColumns(definition: ReportDefinition, attributes: Record<string, unknown>): string[] {
  const shown = (attributes.Attributes_To_Show as string[] | undefined) ?? [];
  switch (definition.id) {
    case 'pr':
    case 'pr_p1':
      return ['Platform'];
    case 'dr':
      return ['Database', 'Publisher', 'Publisher_ID', 'Platform', 'Proprietary_ID'];
    case 'tr':
      return ['Title', 'Publisher', 'Publisher_ID', 'Platform', 'DOI', 'Proprietary_ID', 'ISBN', 'Print_ISSN', 'Online_ISSN', 'URI'];
    case 'ir':
      return [
        'Item',
        'Publisher',
        'Publisher_ID',
        'Platform',
        ...(shown.includes('Authors') ? ['Authors'] : []),
        ...(shown.includes('Publication_Date') ? ['Publication_Date'] : []),
        'DOI',
        'Proprietary_ID',
        'ISBN',
        'Print_ISSN',
        'Online_ISSN',
        'URI',
        ...(attributes.Include_Parent_Details === 'True' ? PARENT_COLUMNS : []),
      ];
  }
}
