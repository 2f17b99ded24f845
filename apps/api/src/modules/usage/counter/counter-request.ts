import { COUNTER_PARAMETERS, CounterCredentials, CounterReportQuery, singleCounterValues, type CounterParameter } from '@codex/domain';
import { counterException, REPORTS, type CounterException, type ExceptionCode, type ReportDefinition } from './counter-definitions.js';
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

const ACCESS_METHODS = ['Regular', 'TDM'];
const ACCESS_TYPES = ['Controlled', 'Open', 'Free_To_Read'];

/**
 * What can be wrong with a request's parameters, and COUNTER's exception for each: the one place they are mapped.
 * `missing` and `date` stop the request (400); the others are warnings in the report's header.
 */
const PROBLEMS = {
  /** begin_date, end_date, customer_id or api_key absent or empty. */
  missing: 1030,
  /** A date that is no yyyy-mm(-dd), an end before the begin, a begin in the current month or later. */
  date: 3020,
  /** An end in the current month or later: the report ends with the last complete month. */
  notReady: 3031,
  /** A parameter the COUNTER API does not define. */
  unknown: 3050,
  /** A filter value the report does not know (metric_type, data_type, access_type, access_method, yop). */
  filter: 3060,
  /** An attribute the platform cannot show for the report, or a granularity that is neither Month nor Total. */
  attribute: 3062,
} as const satisfies Record<string, ExceptionCode>;
type Problem = keyof typeof PROBLEMS;

export const counterProblem = (problem: Problem, data?: string) => counterException(PROBLEMS[problem], data);

/** Which problem an unreadable parameter is (each parameter's schema is in @codex/domain's CounterReportQuery). */
const UNREADABLE: Partial<Record<CounterParameter, Problem>> = { begin_date: 'date', end_date: 'date', granularity: 'attribute' };

interface ReadParameters {
  values: Partial<CounterReportQuery>;
  unreadable: CounterParameter[];
  unknown: string[];
}

/** Each parameter parsed on its own with its schema, so one bad value does not lose the others. */
function readParameters(query: Record<string, unknown>): ReadParameters {
  const single = singleCounterValues(query);
  const known = new Set<string>(COUNTER_PARAMETERS);
  const read: ReadParameters = { values: {}, unreadable: [], unknown: Object.keys(query).filter((k) => !known.has(k)) };
  for (const name of COUNTER_PARAMETERS) {
    if (single[name] === undefined || single[name].trim() === '') continue;
    const parsed = CounterReportQuery.shape[name].safeParse(single[name]);
    if (parsed.success) (read.values as Record<string, unknown>)[name] = parsed.data;
    else read.unreadable.push(name);
  }
  return read;
}

/** The credentials of a COUNTER call (customer_id, api_key) as text; repeated or empty values are absent. */
export function counterCredentials(query: Record<string, unknown>): { customerId: string | null; apiKey: string | null } {
  const parsed = CounterCredentials.safeParse(singleCounterValues(query));
  const values = parsed.success ? parsed.data : {};
  return { customerId: values.customer_id || null, apiKey: values.api_key || null };
}

const monthOf = (d: Date) => d.toISOString().slice(0, 7);

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

/** The values of a list filter the report knows (case as COUNTER spells them); the others go to `invalid`. */
function allowedValues(name: string, values: string[] | null | undefined, allowed: string[], invalid: string[]): string[] | null {
  if (!values) return null;
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
  const stop = (problem: Problem, data: string) => ({ ok: false as const, status: 400 as const, exception: counterProblem(problem, data) });
  const warnings: CounterException[] = [];
  const { values, unreadable, unknown } = readParameters(query);
  if (unreadable.some((name) => UNREADABLE[name] === 'date')) return stop('date', 'Dates are yyyy-mm or yyyy-mm-dd');
  if (!values.begin_date || !values.end_date) return stop('missing', 'begin_date and end_date are required');
  const begin = values.begin_date;
  let end = values.end_date;
  if (begin > end) return stop('date', 'end_date is before begin_date');
  const current = monthOf(now);
  if (begin >= current) return stop('date', `Usage is reported for complete months before ${current}`);
  if (end >= current) {
    const last = previousMonth(current);
    warnings.push(counterProblem('notReady', `Usage for ${monthsBetween(current, end).join(', ')} is not ready; the report ends with ${last}`));
    end = last;
  }
  if (unknown.length) warnings.push(counterProblem('unknown', unknown.join(', ')));

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
    request.filters = definition.id === 'pr_p1' ? { Metric_Type: [...definition.filterMetrics], Access_Method: ['Regular'] } : {};
    return { ok: true, request };
  }

  const invalidFilters: string[] = [];
  const metrics = allowedValues('metric_type', values.metric_type, definition.filterMetrics, invalidFilters);
  if (metrics) {
    request.metrics = definition.metrics.filter((m) => metrics.includes(m));
    if (metrics.length) request.filters.Metric_Type = metrics;
  }
  const dataTypes = allowedValues('data_type', values.data_type, definition.dataTypes, invalidFilters);
  if (dataTypes) {
    request.dataTypes = dataTypes;
    if (dataTypes.length) request.filters.Data_Type = dataTypes;
  }
  const accessMethods = allowedValues('access_method', values.access_method, ACCESS_METHODS, invalidFilters);
  if (accessMethods) {
    request.accessMethods = accessMethods;
    if (accessMethods.length) request.filters.Access_Method = accessMethods;
  }
  if (definition.id === 'tr' || definition.id === 'ir') {
    const accessTypes = allowedValues('access_type', values.access_type, ACCESS_TYPES, invalidFilters);
    if (accessTypes) {
      request.accessTypes = accessTypes;
      if (accessTypes.length) request.filters.Access_Type = accessTypes;
    }
    if (values.yop) {
      request.yop = values.yop.ranges;
      if (values.yop.shown.length) request.filters.YOP = values.yop.shown;
      invalidFilters.push(...values.yop.invalid.map((part) => `yop=${part}`));
    }
    if (values.item_id) {
      request.itemId = values.item_id;
      if (values.item_id.length >= 2) request.filters.Item_ID = values.item_id;
    }
  }
  if (definition.id === 'dr' && values.database) {
    request.database = values.database;
    if (values.database.length >= 2) request.filters.Database = values.database;
  }
  if (invalidFilters.length) warnings.push(counterProblem('filter', invalidFilters.join('; ')));

  const unsupported: string[] = [];
  for (const a of values.attributes_to_show ?? []) {
    if (definition.attributes.includes(a)) request.attributesToShow.push(a);
    else unsupported.push(a);
  }
  if (unsupported.length) warnings.push(counterProblem('attribute', `attributes_to_show=${unsupported.join('|')}`));
  if (values.granularity) request.granularity = values.granularity;
  if (unreadable.includes('granularity')) warnings.push(counterProblem('attribute', `granularity=${singleCounterValues(query).granularity}`));
  if (definition.id === 'ir') request.includeParentDetails = values.include_parent_details ?? false;
  return { ok: true, request };
}

export const reportDefinition = (id: string) => (Object.hasOwn(REPORTS, id) ? REPORTS[id as keyof typeof REPORTS] : null);
