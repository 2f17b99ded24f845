import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';
import type { Tenant } from '../../tenants/index.js';
import { accountOfApiKey } from './api-keys.service.js';
import { counterException, REPORT_IDS, REPORTS, type CounterException, type ReportDefinition } from './counter-definitions.js';
import { monthsWithUsage } from './counter-report-data.js';
import { buildReport, namespaceOf, type BuiltReport } from './counter-reports.service.js';
import { counterCredentials, counterProblem, parseReportRequest, previousMonth } from './counter-request.js';
import { processingState } from './usage-processing.service.js';

export interface ReportAccount {
  accountId: number;
  accountNumber: string;
  name: string;
}

export type CounterOutcome<T> = { ok: true; value: T } | { ok: false; status: number; exception: CounterException };

const fail = (status: number, exception: CounterException) => ({ ok: false as const, status, exception });

/** COUNTER's "The World": reports across every institution, which this platform does not offer. */
const THE_WORLD = '0000000000000000';

/**
 * The account a COUNTER API call may read: customer_id (the account number) and an api_key of that account.
 * Missing either: 1030; a key that is unknown, revoked or of another tenant: 2020; a key of another account: 2010.
 */
export async function authenticateCounterCall(db: Db, tenant: Tenant, query: Record<string, unknown>): Promise<CounterOutcome<ReportAccount>> {
  const { customerId, apiKey } = counterCredentials(query);
  if (!customerId) return fail(400, counterProblem('missing', 'customer_id is required'));
  if (!apiKey) return fail(400, counterProblem('missing', 'api_key is required'));
  const account = await accountOfApiKey(db, tenant.id, apiKey);
  if (!account) return fail(401, counterException(2020));
  if (customerId === THE_WORLD || account.accountNumber !== customerId) return fail(403, counterException(2010, `customer_id ${customerId.slice(0, 40)}`));
  return { ok: true, value: account };
}

export function counterStatus(tenant: Tenant) {
  return [{ Description: `COUNTER 5.1 usage reports of ${tenant.name}`, Service_Active: true, Note: 'Authenticate with customer_id (the account number) and an api_key made by the account administrator.' }];
}

export function counterMembers(account: ReportAccount, tenant: Tenant) {
  return [{ Customer_ID: account.accountNumber, Institution_Name: account.name, Institution_ID: { Proprietary: [`${namespaceOf(tenant.code)}:${account.accountNumber}`] } }];
}

/** The last month processing has covered completely (counts after its end were made after it ended). */
function lastCompleteMonth(processedAt: Date | null, now: Date): string {
  const current = now.toISOString().slice(0, 7);
  const previous = previousMonth(current);
  if (processedAt && processedAt >= new Date(`${current}-01T00:00:00Z`)) return previous;
  return previousMonth(previous);
}

export async function counterReportList(db: Db, tenant: Tenant, account: ReportAccount, now: Date) {
  const { processedAt } = await processingState(db, tenant.id);
  const last = lastCompleteMonth(processedAt, now);
  const usage = await monthsWithUsage(db, tenant.id, account.accountId);
  const first = usage && usage.first < last ? usage.first : last;
  return REPORT_IDS.map((id) => ({
    Report_Name: REPORTS[id].name,
    Report_ID: REPORTS[id].reportId,
    Release: '5.1',
    Report_Description: REPORTS[id].description,
    Path: `/r51/reports/${id}`,
    First_Month_Available: first,
    Last_Month_Available: last,
  }));
}

/** A report for one account from the request's parameters, or the COUNTER exception that stops it. */
export async function counterReport(
  db: Db,
  tenant: Tenant,
  account: ReportAccount,
  definition: ReportDefinition,
  query: Record<string, unknown>,
  now: Date,
): Promise<CounterOutcome<BuiltReport>> {
  const parsed = parseReportRequest(definition, query, now);
  if (!parsed.ok) return fail(parsed.status, parsed.exception);
  const { processedAt } = await processingState(db, tenant.id);
  const report = await buildReport(
    db,
    definition,
    parsed.request,
    {
      platform: tenant.name,
      namespace: namespaceOf(tenant.code),
      createdBy: tenant.name,
      institutionName: account.name,
      customerId: account.accountNumber,
      processedAt,
      now,
    },
    { tenantId: tenant.id, accountId: account.accountId },
  );
  return { ok: true, value: report };
}

/** The account a console user's session acts for, as a report account. */
export async function sessionReportAccount(db: Db, tenantId: number, accountId: number): Promise<ReportAccount | null> {
  const [row] = await db
    .select({ accountId: accounts.id, accountNumber: accounts.accountNumber, name: accounts.name })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.tenantId, tenantId)));
  return row ?? null;
}
