import type { Db } from '../../../db/client.js';
import { counterException, type CounterException, type ReportDefinition } from './counter-definitions.js';
import type { Metric } from './counter-processing.js';
import { itemMetadata, itemMonthlyCounts, monthlyCounts, publisherNames, type ItemMetadata, type MonthlyCount } from './counter-report-data.js';
import { lastDayOf, monthsBetween, type ReportRequest } from './counter-request.js';

/** Who the report is for and who makes it. */
export interface ReportContext {
  platform: string;
  /** The namespace of proprietary ids (the tenant code as COUNTER allows it). */
  namespace: string;
  createdBy: string;
  institutionName: string;
  customerId: string;
  /** When counts were last brought up to date (null: never). */
  processedAt: Date | null;
  now: Date;
}

/** One line of a report: the item it belongs to, its attributes, one metric and its monthly counts. */
export interface ReportLine {
  /** Groups the lines of one Report_Item. */
  key: string;
  /** The Report_Item's own elements (JSON). */
  item: Record<string, unknown>;
  /** The item's columns in the tabular form. */
  columns: Record<string, string>;
  attributes: Record<string, string>;
  metric: Metric;
  months: Map<string, number>;
}

export interface BuiltReport {
  json: { Report_Header: Record<string, unknown>; Report_Items: unknown[] };
  /** The header of the tabular form: the JSON's, without what only the JSON form leaves out (3040). */
  tabularHeader: Record<string, unknown>;
  lines: ReportLine[];
  months: string[];
}

const DATA_TYPE = 'Standard';
const ACCESS_TYPE = 'Controlled';
const DOI = /^10\.[1-9][0-9]{2}[0-9.]*\/.+$/;

/** A proprietary-id namespace COUNTER accepts (a letter, then 1-17 of [A-Za-z0-9_./]). */
export function namespaceOf(code: string): string {
  const cleaned = code.replace(/[^A-Za-z0-9_./]/g, '');
  const withLetter = /^[A-Za-z]/.test(cleaned) ? cleaned : `P${cleaned}`;
  return (withLetter.length >= 2 ? withLetter : `${withLetter}0`).slice(0, 18);
}

function itemIds(context: ReportContext, proprietary: string, doc: ItemMetadata | undefined) {
  const ids: Record<string, string> = {};
  if (doc?.doi && DOI.test(doc.doi)) ids.DOI = doc.doi;
  ids.Proprietary = `${context.namespace}:${proprietary}`;
  if (doc?.sourceUrl && /^https?:\/\//.test(doc.sourceUrl)) ids.URI = doc.sourceUrl;
  return ids;
}

const yearOf = (doc: ItemMetadata | undefined) => (doc?.publishedDate ? doc.publishedDate.slice(0, 4) : null);

function authorsOf(doc: ItemMetadata | undefined): { Name: string }[] {
  if (!doc) return [];
  return [...new Set(doc.authors.map((a) => a.trim()).filter((a) => a.length >= 2))].slice(0, 3).map((Name) => ({ Name }));
}

/** Whether a line's attributes pass the request's filters (the platform only has Regular, Controlled standards). */
function passes(request: ReportRequest, dataType: string, yop: string | null): boolean {
  if (request.dataTypes && !request.dataTypes.includes(dataType)) return false;
  if (request.accessMethods && !request.accessMethods.includes('Regular')) return false;
  if (request.accessTypes && dataType !== 'Platform' && dataType !== 'Database_Full' && !request.accessTypes.includes(ACCESS_TYPE)) return false;
  if (request.yop && dataType === DATA_TYPE) {
    const year = yop === null ? NaN : Number(yop);
    if (!request.yop.some(([from, to]) => year >= from && year <= to)) return false;
  }
  return true;
}

function addLine(lines: Map<string, ReportLine>, base: Omit<ReportLine, 'metric' | 'months'>, c: MonthlyCount) {
  const key = `${base.key}|${JSON.stringify(base.attributes)}|${c.metric}`;
  let line = lines.get(key);
  if (!line) {
    line = { ...base, metric: c.metric, months: new Map() };
    lines.set(key, line);
  }
  line.months.set(c.month, (line.months.get(c.month) ?? 0) + c.count);
}

function attributesOf(request: ReportRequest, dataType: string, yop: string | null): Record<string, string> {
  const a: Record<string, string> = { Data_Type: dataType };
  const show = request.attributesToShow;
  if (show.includes('YOP') && dataType === DATA_TYPE) a.YOP = yop ?? '0001';
  if (show.includes('Access_Type') && dataType === DATA_TYPE) a.Access_Type = ACCESS_TYPE;
  if (show.includes('Access_Method')) a.Access_Method = 'Regular';
  return a;
}

/** The empty Parent_* columns of an IR with Include_Parent_Details (a Standard has no parent of another Data_Type). */
export const PARENT_COLUMNS = ['Parent_Title', 'Parent_Authors', 'Parent_Publication_Date', 'Parent_Article_Version', 'Parent_Data_Type', 'Parent_DOI', 'Parent_Proprietary_ID', 'Parent_ISBN', 'Parent_Print_ISSN', 'Parent_Online_ISSN', 'Parent_URI'];

/** The TR title or IR item a document's counts belong to, or null when the request's filters leave it out. */
function itemLineBase(definition: ReportDefinition, request: ReportRequest, context: ReportContext, doc: ItemMetadata): Omit<ReportLine, 'metric' | 'months'> | null {
  if (request.itemId && ![doc.contentCode, doc.doi ?? '', `${context.namespace}:${doc.contentCode}`].includes(request.itemId)) return null;
  const yop = yearOf(doc);
  if (!passes(request, DATA_TYPE, yop)) return null;
  const ids = itemIds(context, doc.contentCode, doc);
  const name = `${doc.designation}: ${doc.title}`;
  const attributes = attributesOf(request, DATA_TYPE, yop);
  const idColumns = { DOI: ids.DOI ?? '', Proprietary_ID: ids.Proprietary, ISBN: '', Print_ISSN: '', Online_ISSN: '', URI: ids.URI ?? '' };
  if (definition.id === 'tr') {
    const item = { Title: name, Publisher: doc.publisherName, Platform: context.platform, Item_ID: ids };
    return { key: `t${doc.id}`, item, columns: { Title: name, Publisher: doc.publisherName, Publisher_ID: '', Platform: context.platform, ...idColumns }, attributes };
  }
  const item: Record<string, unknown> = { Item: name, Publisher: doc.publisherName, Platform: context.platform };
  const authors = authorsOf(doc);
  if (request.attributesToShow.includes('Authors') && authors.length) item.Authors = authors;
  if (request.attributesToShow.includes('Publication_Date') && doc.publishedDate) item.Publication_Date = doc.publishedDate;
  item.Item_ID = ids;
  const columns: Record<string, string> = { Item: name, Publisher: doc.publisherName, Publisher_ID: '', Platform: context.platform };
  if (request.attributesToShow.includes('Authors')) columns.Authors = authors.map((a) => a.Name).join('; ');
  if (request.attributesToShow.includes('Publication_Date')) columns.Publication_Date = doc.publishedDate ?? '';
  Object.assign(columns, idColumns);
  // COUNTER: parent information MUST be omitted when the parent's Data_Type would be the item's own (Standard).
  if (request.includeParentDetails) for (const column of PARENT_COLUMNS) columns[column] = '';
  return { key: `i${doc.id}`, item, columns, attributes };
}

async function reportLines(db: Db, definition: ReportDefinition, request: ReportRequest, context: ReportContext, scope: { tenantId: number; accountId: number }) {
  const usageScope = { ...scope, beginDate: `${request.begin}-01`, endDate: lastDayOf(request.end), metrics: request.metrics };
  const lines = new Map<string, ReportLine>();
  if (definition.id === 'pr' || definition.id === 'pr_p1') {
    const counts = await monthlyCounts(db, usageScope, 'platform');
    const item = { Platform: context.platform };
    for (const c of counts) {
      const dataType = c.metric === 'Searches_Platform' ? 'Platform' : DATA_TYPE;
      if (!passes(request, dataType, null)) continue;
      addLine(lines, { key: 'platform', item, columns: { Platform: context.platform }, attributes: attributesOf(request, dataType, null) }, c);
    }
  } else if (definition.id === 'dr') {
    const counts = await monthlyCounts(db, usageScope, 'database');
    const names = await publisherNames(db, [...new Set(counts.map((c) => c.publisherId))]);
    for (const c of counts) {
      const publisher = names.get(c.publisherId);
      if (!publisher) continue;
      const database = `${publisher.name} collection`;
      if (request.database && ![database, publisher.code, `${context.namespace}:${publisher.code}`].some((d) => d.toLowerCase() === request.database!.toLowerCase())) continue;
      const dataType = ['Searches_Regular', 'No_License', 'Limit_Exceeded'].includes(c.metric) ? 'Database_Full' : DATA_TYPE;
      if (!passes(request, dataType, null)) continue;
      const proprietary = `${context.namespace}:${publisher.code}`;
      const item = { Database: database, Publisher: publisher.name, Platform: context.platform, Item_ID: { Proprietary: proprietary } };
      const columns = { Database: database, Publisher: publisher.name, Publisher_ID: '', Platform: context.platform, Proprietary_ID: proprietary };
      addLine(lines, { key: `db${c.publisherId}`, item, columns, attributes: attributesOf(request, dataType, null) }, c);
    }
  } else {
    // A title is the work a document stands for, with the editions its own record holds; TR and IR both read the
    // items' daily counts, TR a row per title, IR a row per item: here the same document (docs/adr/0047).
    const counts = await itemMonthlyCounts(db, usageScope);
    const docs = await itemMetadata(db, [...new Set(counts.map((c) => c.documentId).filter((id) => id !== 0))]);
    // Each document's line base and the part of its lines' keys that does not depend on the metric, made once.
    const bases = new Map<number, { base: Omit<ReportLine, 'metric' | 'months'>; key: string } | null>();
    for (const c of counts) {
      const doc = docs.get(c.documentId);
      if (!doc) continue;
      let made = bases.get(doc.id);
      if (made === undefined) {
        const base = itemLineBase(definition, request, context, doc);
        made = base ? { base, key: `${base.key}|${JSON.stringify(base.attributes)}` } : null;
        bases.set(doc.id, made);
      }
      if (!made) continue;
      const key = `${made.key}|${c.metric}`;
      const line = lines.get(key);
      if (!line) {
        lines.set(key, { ...made.base, metric: c.metric, months: new Map(Object.entries(c.months)) });
        continue;
      }
      for (const [month, count] of Object.entries(c.months)) line.months.set(month, (line.months.get(month) ?? 0) + count);
    }
  }
  // Each line's sort key is built once (not twice per comparison).
  const keyed = [...lines.values()].map((l) => ({ l, key: `${JSON.stringify(Object.values(l.columns))}|${JSON.stringify(l.attributes)}|${l.metric}` }));
  return keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map(({ l }) => l);
}

/** The fewest metrics COUNTER_API.json lets a Performance hold: 2 for item usage in PR, PR_P1, DR and TR, else 1. */
function minimumMetrics(definition: ReportDefinition, dataType: string | undefined): number {
  if (definition.id === 'ir' || dataType === 'Platform' || dataType === 'Database_Full') return 1;
  return 2;
}

/** The months of the period that processing has not covered yet (their usage may still grow). */
function monthsNotReady(months: string[], processedAt: Date | null): string[] {
  if (!processedAt) return months;
  return months.filter((m) => new Date(`${lastDayOf(m)}T23:59:59.999Z`) >= processedAt);
}

/** A COUNTER report (JSON) and its lines (for the tabular form), for one account. */
export async function buildReport(
  db: Db,
  definition: ReportDefinition,
  request: ReportRequest,
  context: ReportContext,
  scope: { tenantId: number; accountId: number },
): Promise<BuiltReport> {
  const months = monthsBetween(request.begin, request.end);
  const lines = await reportLines(db, definition, request, context, scope);
  const exceptions: CounterException[] = [...request.warnings];
  const notReady = monthsNotReady(months, context.processedAt);
  if (notReady.length && !exceptions.some((e) => e.Code === 3031)) exceptions.push(counterException(3031, `Usage for ${notReady.join(', ')} is not processed yet`));
  if (lines.length === 0 && notReady.length < months.length) exceptions.push(counterException(3030, `${request.begin} to ${request.end}`));

  const filters: Record<string, unknown> = { Begin_Date: `${request.begin}-01`, End_Date: lastDayOf(request.end), ...request.filters };
  const header: Record<string, unknown> = {
    Release: '5.1',
    Report_ID: definition.reportId,
    Report_Name: definition.name,
    Created: context.now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Created_By: context.createdBy,
    Institution_ID: { Proprietary: [`${context.namespace}:${context.customerId}`] },
    Institution_Name: context.institutionName,
    Registry_Record: '',
  };
  const attributes: Record<string, unknown> = {};
  if (request.attributesToShow.length) attributes.Attributes_To_Show = request.attributesToShow;
  if (request.granularity === 'Total') attributes.Granularity = 'Total';
  if (definition.id === 'ir' && request.includeParentDetails) attributes.Include_Parent_Details = 'True';
  if (Object.keys(attributes).length) header.Report_Attributes = attributes;
  header.Report_Filters = filters;
  if (exceptions.length) header.Exceptions = exceptions;

  const performanceOf = (line: ReportLine) => {
    let total = 0;
    for (const n of line.months.values()) total += n;
    if (request.granularity === 'Total') return total > 0 ? { [request.begin]: total } : {};
    // COUNTER: months with zero usage are omitted from Counts.
    return Object.fromEntries(months.filter((m) => (line.months.get(m) ?? 0) > 0).map((m) => [m, line.months.get(m)!]));
  };
  const items = new Map<string, { item: Record<string, unknown>; performances: Map<string, { attributes: Record<string, string>; performance: Record<string, unknown> }> }>();
  for (const line of lines) {
    const counts = performanceOf(line);
    // ... and Metric_Types with empty Counts.
    if (Object.keys(counts).length === 0) continue;
    let entry = items.get(line.key);
    if (!entry) {
      entry = { item: line.item, performances: new Map() };
      items.set(line.key, entry);
    }
    const attrKey = JSON.stringify(line.attributes);
    let perf = entry.performances.get(attrKey);
    if (!perf) {
      perf = { attributes: line.attributes, performance: {} };
      entry.performances.set(attrKey, perf);
    }
    perf.performance[line.metric] = counts;
  }
  // A Performance with fewer metrics than COUNTER_API.json allows for its report and Data_Type (a title only refused,
  // a single-metric filter) cannot be written in JSON without inventing zero usage: it is omitted, and so are the
  // Attribute_Performance and Report_Item left empty; 3040 says so (the tabular form has every row; docs/adr/0047).
  let omitted = 0;
  const reportItems = [...items.values()].flatMap(({ item, performances }) => {
    const kept = [...performances.values()].filter((p) => {
      const enough = Object.keys(p.performance).length >= minimumMetrics(definition, p.attributes.Data_Type);
      if (!enough) omitted += 1;
      return enough;
    });
    return kept.length ? [{ ...item, Attribute_Performance: kept.map((p) => ({ ...p.attributes, Performance: p.performance })) }] : [];
  });
  const jsonHeader = { ...header };
  if (omitted > 0) {
    const partial = counterException(3040, `${omitted} Performance(s) with fewer metrics than COUNTER JSON allows are omitted; the tabular report has them`);
    jsonHeader.Exceptions = [...exceptions, partial];
  }
  return {
    tabularHeader: header,
    json: { Report_Header: jsonHeader, Report_Items: definition.id === 'ir' && reportItems.length ? [{ Items: reportItems }] : reportItems },
    lines,
    months,
  };
}
