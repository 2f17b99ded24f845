/**
 * Download and print allowances (docs/adr/0066): a subscription may limit how often one reader downloads or prints
 * one document in a period (a day, week, month or year, in UTC). The subscription's own limit wins over the tenant's
 * default; a document entitled by several subscriptions gets the most generous. The count is the reader's downloads
 * or prints of the document recorded since the period began (document_accesses), so it holds across server processes.
 */
import { sql } from 'drizzle-orm';
import type { AllowanceKind, AllowanceLeft, AllowanceLimit, AllowancePeriod, LicenceMeterSettings } from '@codex/domain';
import { queryRows, type Db } from '../../../db/client.js';

/** What a subscription says of its allowances: its own (null: the tenant's default). */
export interface AllowanceTerms {
  downloadAllowance: AllowanceLimit | null;
  printAllowance: AllowanceLimit | null;
}

/** The period around `now`: when it began and when the count starts again. */
export function allowancePeriod(period: AllowancePeriod, now: Date = new Date()): { from: Date; to: Date } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  switch (period) {
    case 'DAY':
      return { from: new Date(Date.UTC(y, m, d)), to: new Date(Date.UTC(y, m, d + 1)) };
    case 'WEEK': {
      // Weeks begin on Monday (ISO 8601).
      const back = (now.getUTCDay() + 6) % 7;
      return { from: new Date(Date.UTC(y, m, d - back)), to: new Date(Date.UTC(y, m, d - back + 7)) };
    }
    case 'MONTH':
      return { from: new Date(Date.UTC(y, m, 1)), to: new Date(Date.UTC(y, m + 1, 1)) };
    case 'YEAR':
      return { from: new Date(Date.UTC(y, 0, 1)), to: new Date(Date.UTC(y + 1, 0, 1)) };
  }
}

/**
 * The allowance that applies to a document entitled by `entitling`: null (no limit) when any of them has none, else
 * the largest. The period is compared by its length only when two limits are equal (the longer period is stricter).
 */
export function effectiveAllowance(kind: AllowanceKind, entitling: AllowanceTerms[], settings: LicenceMeterSettings | undefined): AllowanceLimit | null {
  const tenantDefault = kind === 'DOWNLOAD' ? settings?.downloadAllowance : settings?.printAllowance;
  const limits = entitling.map((s) => (kind === 'DOWNLOAD' ? s.downloadAllowance : s.printAllowance) ?? tenantDefault ?? null);
  if (limits.length === 0 || limits.some((l) => l === null)) return null;
  const order: AllowancePeriod[] = ['DAY', 'WEEK', 'MONTH', 'YEAR'];
  return (limits as AllowanceLimit[]).reduce((best, l) =>
    l.limit > best.limit || (l.limit === best.limit && order.indexOf(l.period) < order.indexOf(best.period)) ? l : best,
  );
}

/** Who is counted: the reader, or for an IP session (no user) the account. */
export interface AllowanceReader {
  userId: number | null;
  accountId: number;
}

/** The reader's rows of document_accesses: the user's, or for an IP session the account's rows without a user. */
const readerAccesses = (reader: AllowanceReader) =>
  reader.userId === null ? sql`account_id = ${reader.accountId} and user_id is null` : sql`user_id = ${reader.userId}`;

const accessKind = (kind: AllowanceKind) => (kind === 'DOWNLOAD' ? 'download' : 'print');

/** How much of the allowance the reader has used for the document in the current period, and what is left. */
export async function allowanceLeft(db: Db, reader: AllowanceReader, documentId: number, kind: AllowanceKind, allowance: AllowanceLimit, now = new Date()): Promise<AllowanceLeft> {
  const { from, to } = allowancePeriod(allowance.period, now);
  const who = readerAccesses(reader);
  const [row] = await queryRows<{ used: number }>(
    db,
    sql`select count(*)::int as used from document_accesses
        where ${who} and document_id = ${documentId} and kind = ${accessKind(kind)} and created_at >= ${from.toISOString()}`,
  );
  const used = Number(row?.used ?? 0);
  return { limit: allowance.limit, used, left: Math.max(0, allowance.limit - used), period: allowance.period, resetsAt: to.toISOString() };
}

/**
 * Whether the reader had a print of the document counted in the last `withinMs`: the protected viewer's print sheets
 * are drawn only for a print the allowance has already counted.
 */
export async function printCountedRecently(db: Db, reader: AllowanceReader, documentId: number, withinMs: number, now = new Date()): Promise<boolean> {
  const who = readerAccesses(reader);
  const since = new Date(now.getTime() - withinMs).toISOString();
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from document_accesses where ${who} and document_id = ${documentId} and kind = 'print' and created_at >= ${since} limit 1`,
  );
  return rows.length > 0;
}
