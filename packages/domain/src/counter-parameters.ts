import { z } from 'zod';

/**
 * The query parameters of the COUNTER API 5.1 (COUNTER_API.json, /r51/...) as schemas. COUNTER is lenient: a
 * report request with an unknown parameter, an invalid filter value or an attribute the platform cannot show is
 * still answered, with the problem named in the header's Exceptions. So each parameter is parsed on its own, a
 * list filter keeps the values it can read beside the ones it cannot, and the API maps every problem to its
 * COUNTER exception in one place (`usage/counter/counter-request.ts`). Which values a report allows (its metrics,
 * data types, attributes) is the report's own definition, checked there too.
 */

const DATE = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;

/** The month (YYYY-MM) of yyyy-mm or yyyy-mm-dd, or null when the text is no real month or date. */
export function counterMonthOf(value: string): string | null {
  const m = DATE.exec(value);
  if (!m) return null;
  const [, y, mo, d] = m;
  if (Number(mo) < 1 || Number(mo) > 12) return null;
  if (d !== undefined) {
    const date = new Date(`${y}-${mo}-${d}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${y}-${mo}-${d}`) return null;
  }
  return `${y}-${mo}`;
}

/** begin_date / end_date: yyyy-mm or yyyy-mm-dd, read as its month. */
export const CounterDate = z
  .string()
  .trim()
  .min(1)
  .transform((value, ctx) => {
    const month = counterMonthOf(value);
    if (!month) ctx.addIssue({ code: 'custom', message: 'Dates are yyyy-mm or yyyy-mm-dd' });
    return month ?? '';
  });

/** A `|`-separated list (metric_type, data_type, access_type, access_method, attributes_to_show): null is "all". */
export const CounterList = z
  .string()
  .trim()
  .transform((raw) => (raw === '' || raw.toLowerCase() === 'all' ? null : [...new Set(raw.split('|').map((v) => v.trim()).filter(Boolean))]));

/** yop: years and year ranges separated by `|` (2019|2021-2023); the parts that are neither are kept as invalid. */
export const CounterYop = z
  .string()
  .trim()
  .transform((raw) => {
    if (raw === '' || raw.toLowerCase() === 'all') return null;
    const ranges: [number, number][] = [];
    const shown: string[] = [];
    const invalid: string[] = [];
    for (const part of raw.split('|').map((p) => p.trim())) {
      const m = /^(\d{4})(?:-(\d{4}))?$/.exec(part);
      if (m && (!m[2] || m[2] >= m[1])) {
        ranges.push([Number(m[1]), Number(m[2] ?? m[1])]);
        shown.push(part);
      } else invalid.push(part);
    }
    return { ranges, shown, invalid };
  });

/** granularity: Month (the default) or Total. */
export const CounterGranularity = z.enum(['Month', 'Total']);

/** A True/False switch (include_parent_details, include_component_details); anything but "true" is false. */
export const CounterFlag = z
  .string()
  .trim()
  .transform((v) => v.toLowerCase() === 'true');

const text = z.string().trim();

/** Every parameter the COUNTER API defines for a report request; each is optional here (see the dates below). */
export const CounterReportQuery = z.object({
  customer_id: text.optional(),
  requestor_id: text.optional(),
  api_key: text.optional(),
  platform: text.optional(),
  /** Required: missing is Exception 1030, unreadable 3020. */
  begin_date: CounterDate,
  end_date: CounterDate,
  metric_type: CounterList.optional(),
  data_type: CounterList.optional(),
  access_method: CounterList.optional(),
  access_type: CounterList.optional(),
  yop: CounterYop.optional(),
  attributes_to_show: CounterList.optional(),
  granularity: CounterGranularity.optional(),
  database: text.optional(),
  item_id: text.optional(),
  include_parent_details: CounterFlag.optional(),
  include_component_details: CounterFlag.optional(),
  author: text.optional(),
  attributed: text.optional(),
  country_code: text.optional(),
  subdivision_code: text.optional(),
});
export type CounterReportQuery = z.infer<typeof CounterReportQuery>;
export type CounterParameter = keyof CounterReportQuery;

/** The credentials of every authenticated COUNTER call (members, reports, a report). */
export const CounterCredentials = CounterReportQuery.pick({ customer_id: true, api_key: true, requestor_id: true, platform: true });

export const COUNTER_PARAMETERS = Object.keys(CounterReportQuery.shape) as CounterParameter[];

/** Query values as COUNTER reads them: one string each; a repeated parameter (an array) counts as absent. */
export function singleCounterValues(query: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) if (typeof value === 'string') values[name] = value;
  return values;
}

/**
 * The query of a COUNTER route as it arrives, for the route's declaration (and its OpenAPI page): every parameter
 * named, none refused here. The values are read by CounterReportQuery afterwards, since a COUNTER problem is a
 * COUNTER exception (or a warning in the report), never the platform's own 400.
 */
export const CounterRouteQuery = z
  .object(Object.fromEntries(COUNTER_PARAMETERS.map((name) => [name, z.union([z.string(), z.array(z.string())]).optional()])))
  .catchall(z.unknown());

/** A report's id in a COUNTER path (pr, pr_p1, dr, tr, ir; any case, an unknown one is Exception 3000). */
export const CounterReportParams = z.object({ id: z.string().max(20) });
