/**
 * What the account's admin sees of the allowances (docs/adr/0066): each reader's downloads and prints of a document
 * counted against a limit in that limit's current period, most used first. Counted from document_accesses, as the
 * refusals are, so the figures are the ones that refuse.
 */
import { sql } from 'drizzle-orm';
import { ALLOWANCE_USES_SHOWN, type AccountAllowances, type AllowanceKind, type AllowanceLimit, type AllowancePeriod, type AllowanceUse, type LicenceMeterSettings } from '@codex/domain';
import { queryRows, type Db } from '../../../db/client.js';
import { todayUtc } from '../../../db/current-subscriptions.js';
import { readerName } from '../reader-name.js';
import { allowancePeriod, effectiveAllowance, type AllowanceTerms } from './allowances.service.js';

interface HeldTerms extends AllowanceTerms {
  publisherId: number;
  collection: string | null;
}

interface UseRow {
  user_id: number;
  login: string;
  user_name: string;
  kind: 'download' | 'print';
  content_code: string;
  designation: string | null;
  title: string | null;
  publisher_id: number;
  category: string | null;
  day: number;
  week: number;
  month: number;
  year: number;
}

const PERIODS: AllowancePeriod[] = ['DAY', 'WEEK', 'MONTH', 'YEAR'];
const countIn = (row: UseRow, period: AllowancePeriod) => Number(row[period.toLowerCase() as 'day' | 'week' | 'month' | 'year']);

/** The account's readers' use of its download and print allowances now (nothing when no allowance limits it). */
export async function accountAllowanceUse(db: Db, accountId: number, settings: LicenceMeterSettings | undefined, now: Date = new Date()): Promise<AccountAllowances> {
  const today = todayUtc();
  const subscriptionRows = await queryRows<{ publisher_id: number; collection: string | null; download_allowance: AllowanceLimit | null; print_allowance: AllowanceLimit | null }>(
    db,
    sql`select publisher_id, collection, download_allowance, print_allowance from subscriptions
        where account_id = ${accountId} and starts_on <= ${today} and (ends_on is null or ends_on >= ${today})`,
  );
  const terms: HeldTerms[] = subscriptionRows.map((s) => ({
    publisherId: Number(s.publisher_id),
    collection: s.collection,
    downloadAllowance: s.download_allowance ?? null,
    printAllowance: s.print_allowance ?? null,
  }));
  const limited = terms.some((t) => effectiveAllowance('DOWNLOAD', [t], settings) !== null || effectiveAllowance('PRINT', [t], settings) !== null);
  if (!limited) return { limited: false, uses: [] };

  const from = Object.fromEntries(PERIODS.map((p) => [p, allowancePeriod(p, now).from.toISOString()])) as Record<AllowancePeriod, string>;
  // A week may begin in the year before.
  const since = from.WEEK < from.YEAR ? from.WEEK : from.YEAR;
  const rows = await queryRows<UseRow>(
    db,
    sql`select a.user_id, u.login, ${readerName} as user_name, a.kind, d.content_code, d.designation, d.title, d.publisher_id, d.category,
          count(*) filter (where a.created_at >= ${from.DAY})::int as day,
          count(*) filter (where a.created_at >= ${from.WEEK})::int as week,
          count(*) filter (where a.created_at >= ${from.MONTH})::int as month,
          count(*) filter (where a.created_at >= ${from.YEAR})::int as year
        from document_accesses a join documents d on d.id = a.document_id join users u on u.id = a.user_id
        where a.account_id = ${accountId} and a.kind in ('download', 'print') and a.created_at >= ${since}
        group by a.user_id, u.login, u.first_name, u.last_name, a.kind, d.id, d.content_code, d.designation, d.title, d.publisher_id, d.category`,
  );

  const uses: AllowanceUse[] = [];
  for (const row of rows) {
    const kind: AllowanceKind = row.kind === 'download' ? 'DOWNLOAD' : 'PRINT';
    const entitling = terms.filter((t) => t.publisherId === Number(row.publisher_id) && (t.collection === null || t.collection === row.category));
    const allowance = effectiveAllowance(kind, entitling, settings);
    if (!allowance) continue;
    const used = countIn(row, allowance.period);
    if (used <= 0) continue;
    uses.push({
      userId: Number(row.user_id),
      login: row.login,
      userName: row.user_name,
      contentCode: row.content_code,
      designation: row.designation ?? row.content_code,
      title: row.title ?? '',
      kind,
      used,
      limit: allowance.limit,
      period: allowance.period,
      resetsAt: allowancePeriod(allowance.period, now).to.toISOString(),
    });
  }
  uses.sort((a, b) => b.used / b.limit - a.used / a.limit || a.userName.localeCompare(b.userName) || a.designation.localeCompare(b.designation) || a.kind.localeCompare(b.kind));
  return { limited: true, uses: uses.slice(0, ALLOWANCE_USES_SHOWN) };
}
