import type { UsageEventKind, UsageFormat } from '../../../db/schema/index.js';
import { isRobot } from '../recording/robots.js';

/**
 * The COUNTER 5.1 metric types this platform counts. No Unique_Title_*: they "MUST NOT be used for Data_Types other
 * than Book and Reference_Work", and every item here is a Standard (docs/adr/0047, 0057), so they are never counted.
 */
export const METRICS = [
  'Searches_Platform',
  'Searches_Regular',
  'Total_Item_Investigations',
  'Unique_Item_Investigations',
  'Total_Item_Requests',
  'Unique_Item_Requests',
  'No_License',
  'Limit_Exceeded',
] as const;
export type Metric = (typeof METRICS)[number];

/** Double-clicks: the same user on the same URL within this many milliseconds is one action. */
export const DOUBLE_CLICK_MS = 30_000;

export interface RawUsageEvent {
  accountId: number;
  userId: number | null;
  sessionId: string | null;
  documentId: number | null;
  kind: UsageEventKind;
  format: UsageFormat;
  /** For a search: the databases it covered (null: recorded without them). */
  searchedPublisherIds?: number[] | null;
  userAgent: string;
  occurredAt: Date;
}

export interface ItemFacts {
  publisherId: number;
}

export interface CountRow {
  accountId: number;
  usageDate: string;
  metric: Metric;
  publisherId: number;
  documentId: number;
  count: number;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** Who did it, for double-click filtering: the signed-in user, else the session (IP sessions hash address and agent). */
const actorOf = (e: RawUsageEvent) => (e.userId !== null ? `u${e.userId}` : `s${e.sessionId ?? ''}`);

/**
 * A COUNTER user session: a logged session id plus date; else the user plus date plus hour; else IP and user agent
 * (already in the ip: session id) plus date plus hour.
 */
function sessionOf(e: RawUsageEvent): string {
  const iso = e.occurredAt.toISOString();
  if (e.sessionId?.startsWith('oidc:')) return `${e.accountId}|${e.sessionId}|${iso.slice(0, 10)}`;
  return `${e.accountId}|${actorOf(e)}|${iso.slice(0, 13)}`;
}

/** The URL an event stands for: the same item as PDF and as HTML are two URLs, so two clicks are never merged. */
const urlOf = (e: RawUsageEvent) => `${e.kind}|${e.format}|${e.documentId ?? ''}`;

/**
 * Double-click filtering: within a run of clicks by one actor on one URL each less than 30 s after the one
 * before, only the last is kept (COUNTER removes the first and keeps the second). Searches are not filtered.
 */
export function withoutDoubleClicks(events: RawUsageEvent[]): RawUsageEvent[] {
  const sorted = [...events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  const lastIndex = new Map<string, number>();
  const keep = sorted.map(() => true);
  sorted.forEach((e, i) => {
    if (e.kind === 'search' || e.format === 'page') return;
    const key = `${e.accountId}|${actorOf(e)}|${urlOf(e)}`;
    const before = lastIndex.get(key);
    if (before !== undefined && e.occurredAt.getTime() - sorted[before].occurredAt.getTime() <= DOUBLE_CLICK_MS) keep[before] = false;
    lastIndex.set(key, i);
  });
  return sorted.filter((_, i) => keep[i]);
}

/**
 * COUNTER counts of one day's events. `events` may reach 30 s past the day (so a double-click across midnight
 * is resolved) and include robots; only events on `usageDate` are counted. Searches count once for the platform
 * and once as Searches_Regular for each database (publisher) the search covered (`searchedDatabases` when the event
 * does not say). The protected viewer's pages of one document in one session are one request (docs/adr/0047).
 */
export function countUsage(events: RawUsageEvent[], usageDate: string, items: Map<number, ItemFacts>, searchedDatabases: number[]): CountRow[] {
  const counts = new Map<string, CountRow>();
  const add = (accountId: number, metric: Metric, publisherId: number, documentId: number) => {
    const key = `${accountId}|${metric}|${publisherId}|${documentId}`;
    const row = counts.get(key);
    if (row) row.count += 1;
    else counts.set(key, { accountId, usageDate, metric, publisherId, documentId, count: 1 });
  };
  const seen = new Set<string>();
  const once = (key: string) => {
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };

  for (const e of withoutDoubleClicks(events.filter((x) => !isRobot(x.userAgent)))) {
    if (day(e.occurredAt) !== usageDate) continue;
    if (e.kind === 'search') {
      add(e.accountId, 'Searches_Platform', 0, 0);
      for (const publisherId of e.searchedPublisherIds ?? searchedDatabases) add(e.accountId, 'Searches_Regular', publisherId, 0);
      continue;
    }
    const item = e.documentId !== null ? items.get(e.documentId) : undefined;
    if (!item || e.documentId === null) continue;
    const documentId = e.documentId;
    const session = sessionOf(e);
    if (e.format === 'page' && !once(`page|${session}|${e.kind}|${documentId}`)) continue;
    if (e.kind === 'no_license' || e.kind === 'limit_exceeded') {
      add(e.accountId, e.kind === 'no_license' ? 'No_License' : 'Limit_Exceeded', item.publisherId, documentId);
      continue;
    }
    // Every request is also an investigation.
    add(e.accountId, 'Total_Item_Investigations', item.publisherId, documentId);
    if (once(`ii|${session}|${documentId}`)) add(e.accountId, 'Unique_Item_Investigations', item.publisherId, documentId);
    if (e.kind !== 'request') continue;
    add(e.accountId, 'Total_Item_Requests', item.publisherId, documentId);
    if (once(`ir|${session}|${documentId}`)) add(e.accountId, 'Unique_Item_Requests', item.publisherId, documentId);
  }
  return [...counts.values()];
}
