import { counterException, REPORTS, type CounterException, type ReportDefinition } from './counter-definitions.js';
import type { Metric } from './counter-processing.js';

/** A report request after its parameters were read: the period, what it filters on and what it shows. */
export interface ReportRequest {
  begin: string;
  end: string;
  metrics: Metric[];
  /** Report_Filters as the header echoes them (without the dates). */
  filters: Record<string, string | string[]>;
  dataTypes: string[] | null;
  accessTypes: string[] | null;
  accessMethods: string[] | null;
  yop: [number, number][] | null;
  itemId: string | null;
  database: string | null;
  attributesToShow: string[];
  granularity: 'Month' | 'Total';
  includeParentDetails: boolean;
  /** Exceptions that do not stop the report (unknown parameters, invalid filter values, a clamped end). */
  warnings: CounterException[];
}

export type ParsedRequest = { ok: true; request: ReportRequest } | { ok: false; status: 400; exception: CounterException };

const KNOWN = new Set([
  'customer_id',
  'requestor_id',
  'api_key',
  'platform',
  'begin_date',
  'end_date',
  'metric_type',
  'data_type',
  'access_method',
  'access_type',
  'yop',
  'attributes_to_show',
  'granularity',
  'database',
  'item_id',
  'include_parent_details',
  'include_component_details',
  'author',
  'attributed',
  'country_code',
  'subdivision_code',
]);

const EXTRA_DR_METRICS = ['Searches_Automated', 'Searches_Federated'];
const ACCESS_METHODS = ['Regular', 'TDM'];
const ACCESS_TYPES = ['Controlled', 'Open', 'Free_To_Read'];

/** One query value as text: repeated parameters and non-strings count as absent. */
export function queryValue(query: Record<string, unknown>, name: string): string | null {
  const v = query[name];
  return typeof v === 'string' ? v.trim() : null;
}

const monthOf = (d: Date) => d.toISOString().slice(0, 7);

/** A month (YYYY-MM) from yyyy-mm or yyyy-mm-dd, or null when it is no real date. */
function parseMonth(value: string): string | null {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (!m) return null;
  const [, y, mo, d] = m;
  if (Number(mo) < 1 || Number(mo) > 12) return null;
  if (d !== undefined) {
    const date = new Date(`${y}-${mo}-${d}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${y}-${mo}-${d}`) return null;
  }
  return `${y}-${mo}`;
}

export function previousMonth(month: string): string {
  const d = new Date(`${month}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return monthOf(d);
}

export function lastDayOf(month: string): string {
  const d = new Date(`${month}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
}

/** The months from begin to end (YYYY-MM), inclusive. */
export function monthsBetween(begin: string, end: string): string[] {
  const months: string[] = [];
  const d = new Date(`${begin}-01T00:00:00Z`);
  while (monthOf(d) <= end) {
    months.push(monthOf(d));
    d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return months;
}

/** A `|`-separated list checked against the allowed values; the rest is reported as invalid. */
function listFilter(query: Record<string, unknown>, name: string, allowed: string[], invalid: string[]): string[] | null {
  const raw = queryValue(query, name);
  if (raw === null || raw === '' || raw.toLowerCase() === 'all') return null;
  const values = [...new Set(raw.split('|').map((v) => v.trim()).filter(Boolean))];
  const lower = new Map(allowed.map((a) => [a.toLowerCase(), a]));
  const kept: string[] = [];
  for (const v of values) {
    const match = lower.get(v.toLowerCase());
    if (match) kept.push(match);
    else invalid.push(`${name}=${v}`);
  }
  return kept;
}

/**
 * Reads a report request's parameters the way COUNTER asks: bad or missing dates stop it (3020, 1030); unknown
 * parameters (3050), invalid filter values (3060) and attributes the platform cannot show (3062) are reported in
 * the header; an end in the current month or later is moved back to the last complete month (3031).
 */
export function parseReportRequest(definition: ReportDefinition, query: Record<string, unknown>, now: Date): ParsedRequest {
  const warnings: CounterException[] = [];
  const beginRaw = queryValue(query, 'begin_date');
  const endRaw = queryValue(query, 'end_date');
  if (!beginRaw || !endRaw) return { ok: false, status: 400, exception: counterException(1030, 'begin_date and end_date are required') };
  const begin = parseMonth(beginRaw);
  let end = parseMonth(endRaw);
  if (!begin || !end) return { ok: false, status: 400, exception: counterException(3020, 'Dates are yyyy-mm or yyyy-mm-dd') };
  if (begin > end) return { ok: false, status: 400, exception: counterException(3020, 'end_date is before begin_date') };
  const current = monthOf(now);
  if (begin >= current) return { ok: false, status: 400, exception: counterException(3020, `Usage is reported for complete months before ${current}`) };
  if (end >= current) {
    const last = previousMonth(current);
    warnings.push(counterException(3031, `Usage for ${monthsBetween(current, end).join(', ')} is not ready; the report ends with ${last}`));
    end = last;
  }

  const unknown = Object.keys(query).filter((k) => !KNOWN.has(k));
  if (unknown.length) warnings.push(counterException(3050, unknown.join(', ')));

  const request: ReportRequest = {
    begin,
    end,
    metrics: definition.metrics,
    filters: {},
    dataTypes: null,
    accessTypes: null,
    accessMethods: null,
    yop: null,
    itemId: null,
    database: null,
    attributesToShow: [],
    granularity: 'Month',
    includeParentDetails: false,
    warnings,
  };
  if (!definition.customizable) {
    request.filters = definition.id === 'pr_p1' ? { Metric_Type: [...definition.metrics], Access_Method: ['Regular'] } : {};
    return { ok: true, request };
  }

  const invalidFilters: string[] = [];
  const metricChoices = definition.id === 'dr' ? [...definition.metrics, ...EXTRA_DR_METRICS] : definition.metrics;
  const metrics = listFilter(query, 'metric_type', metricChoices, invalidFilters);
  if (metrics) {
    request.metrics = definition.metrics.filter((m) => metrics.includes(m));
    if (metrics.length) request.filters.Metric_Type = metrics;
  }
  const dataTypes = listFilter(query, 'data_type', definition.dataTypes, invalidFilters);
  if (dataTypes) {
    request.dataTypes = dataTypes;
    if (dataTypes.length) request.filters.Data_Type = dataTypes;
  }
  const accessMethods = listFilter(query, 'access_method', ACCESS_METHODS, invalidFilters);
  if (accessMethods) {
    request.accessMethods = accessMethods;
    if (accessMethods.length) request.filters.Access_Method = accessMethods;
  }
  if (definition.id === 'tr' || definition.id === 'ir') {
    const accessTypes = listFilter(query, 'access_type', ACCESS_TYPES, invalidFilters);
    if (accessTypes) {
      request.accessTypes = accessTypes;
      if (accessTypes.length) request.filters.Access_Type = accessTypes;
    }
    const yop = queryValue(query, 'yop');
    if (yop && yop.toLowerCase() !== 'all') {
      const ranges: [number, number][] = [];
      const shown: string[] = [];
      for (const part of yop.split('|').map((p) => p.trim())) {
        const m = /^(\d{4})(?:-(\d{4}))?$/.exec(part);
        if (m && (!m[2] || m[2] >= m[1])) {
          ranges.push([Number(m[1]), Number(m[2] ?? m[1])]);
          shown.push(part);
        } else invalidFilters.push(`yop=${part}`);
      }
      request.yop = ranges;
      if (shown.length) request.filters.YOP = shown;
    }
    const itemId = queryValue(query, 'item_id');
    if (itemId) {
      request.itemId = itemId;
      if (itemId.length >= 2) request.filters.Item_ID = itemId;
    }
  }
  if (definition.id === 'dr') {
    const database = queryValue(query, 'database');
    if (database) {
      request.database = database;
      if (database.length >= 2) request.filters.Database = database;
    }
  }
  if (invalidFilters.length) warnings.push(counterException(3060, invalidFilters.join('; ')));

  const attributes = queryValue(query, 'attributes_to_show');
  if (attributes) {
    const unsupported: string[] = [];
    for (const a of [...new Set(attributes.split('|').map((v) => v.trim()).filter(Boolean))]) {
      if (definition.attributes.includes(a)) request.attributesToShow.push(a);
      else unsupported.push(a);
    }
    if (unsupported.length) warnings.push(counterException(3062, `attributes_to_show=${unsupported.join('|')}`));
  }
  const granularity = queryValue(query, 'granularity');
  if (granularity) {
    if (granularity === 'Month' || granularity === 'Total') request.granularity = granularity;
    else warnings.push(counterException(3062, `granularity=${granularity}`));
  }
  if (definition.id === 'ir') request.includeParentDetails = queryValue(query, 'include_parent_details')?.toLowerCase() === 'true';
  return { ok: true, request };
}

export const reportDefinition = (id: string) => (Object.hasOwn(REPORTS, id) ? REPORTS[id as keyof typeof REPORTS] : null);
