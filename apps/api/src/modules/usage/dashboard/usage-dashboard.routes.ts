import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defaultUsageRange, UsageAccountsQuery, UsageDashboard, UsageDashboardQuery, UsagePeriods, UsageReportAccount, UsageReportEmbed, UsageReportEmbedQuery } from '@codex/domain';
import { AppError } from '../../../lib/errors.js';
import { searchUsageReportAccounts, usageDashboard, usagePeriods, usageReportAccount, usageReportAccountByNumber } from './usage-dashboard.service.js';
import { canReadUsageReports, picksAnyAccount, USAGE_READERS, usageAccountOf } from '../usage.policy.js';

/** The range asked for; a missing end is the default week's, or the given end when that lies outside it. */
function rangeOf(query: { from?: string; to?: string }) {
  const fallback = defaultUsageRange();
  const from = query.from ?? (query.to && query.to < fallback.from ? query.to : fallback.from);
  const to = query.to ?? (query.from && query.from > fallback.to ? query.from : fallback.to);
  return { from, to };
}

/** Where the console's usage report lives (the console is served under /admin). */
export const CONSOLE_USAGE_REPORT_PATH = '/admin/usage-report';

/**
 * The console's usage report (issue 17 item 4, docs/adr/0033): the report of one account over a range of days, the
 * accounts the caller may pick, and the spec's usage-report embed call that opens the console's report.
 */
const usageDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['admin'];

  /** The account whose usage the caller reads: checked against the caller's rights, then the tenant (404). */
  async function readableAccount(request: FastifyRequest, requested: number | undefined) {
    const decision = usageAccountOf(request.principal!, requested);
    if (decision.kind === 'forbidden') throw AppError.forbidden();
    if (decision.kind === 'notFound') throw AppError.notFound('Account');
    const account = await usageReportAccount(db, request.tenant.id, decision.accountId);
    if (!account) throw AppError.notFound('Account');
    return account;
  }

  app.get(
    '/api/admin/usage/dashboard',
    {
      schema: {
        tags,
        summary: "An account's COUNTER usage over a range of days (default one week back to today): by day or month, top items, by publisher, by metric",
        querystring: UsageDashboardQuery,
        response: { 200: UsageDashboard },
      },
      config: { access: USAGE_READERS },
    },
    async (request) => {
      const account = await readableAccount(request, request.query.accountId);
      return usageDashboard(db, { tenantId: request.tenant.id, accountId: account.id }, account, rangeOf(request.query));
    },
  );

  app.get(
    '/api/admin/usage/dashboard/periods',
    {
      schema: {
        tags,
        summary: "The same report's chart only: an account's COUNTER usage by day or month and by metric, without the top items and publishers (the console draws it first)",
        querystring: UsageDashboardQuery,
        response: { 200: UsagePeriods },
      },
      config: { access: USAGE_READERS },
    },
    async (request) => {
      const account = await readableAccount(request, request.query.accountId);
      return usagePeriods(db, { tenantId: request.tenant.id, accountId: account.id }, account, rangeOf(request.query));
    },
  );

  app.get(
    '/api/admin/usage/accounts',
    {
      schema: { tags, summary: 'The accounts whose usage the caller may read: the operator searches the tenant, others get their own', querystring: UsageAccountsQuery, response: { 200: z.array(UsageReportAccount) } },
      config: { access: USAGE_READERS },
    },
    async (request, reply) => {
      const principal = request.principal!;
      let found: UsageReportAccount[];
      if (picksAnyAccount(principal)) found = await searchUsageReportAccounts(db, request.tenant.id, request.query.q);
      else if (canReadUsageReports(principal)) found = [await readableAccount(request, undefined)];
      else throw AppError.forbidden();
      reply.header('x-total-count', String(found.length));
      return found;
    },
  );

  app.get(
    '/api/v1/usage-report/embed-url',
    {
      schema: {
        tags: ['usage'],
        summary: "The URL of the console's usage report for an account and range (AccountNumber and TenantName, or AccountID and TenantID; default the session's account, one week back to today)",
        querystring: UsageReportEmbedQuery,
        response: { 200: UsageReportEmbed },
      },
      config: { access: USAGE_READERS },
    },
    async (request) => {
      const query = request.query;
      const tenant = request.tenant;
      // Naming another tenant is naming an account that is not here.
      if (query.TenantID !== undefined && query.TenantID !== tenant.id) throw AppError.notFound('Account');
      if (query.TenantName !== undefined && ![tenant.code, tenant.name].some((n) => n.toLowerCase() === query.TenantName!.toLowerCase())) throw AppError.notFound('Account');
      let requested = query.AccountID;
      if (query.AccountNumber !== undefined) {
        if (usageAccountOf(request.principal!, undefined).kind === 'forbidden') throw AppError.forbidden();
        const byNumber = await usageReportAccountByNumber(db, tenant.id, query.AccountNumber);
        if (!byNumber) throw AppError.notFound('Account');
        requested = byNumber.id;
      }
      const account = await readableAccount(request, requested);
      const fallback = defaultUsageRange();
      const from = query.StartDate ?? (query.EndDate && query.EndDate < fallback.from ? query.EndDate : fallback.from);
      const to = query.EndDate ?? (query.StartDate && query.StartDate > fallback.to ? query.StartDate : fallback.to);
      const params = new URLSearchParams({ accountId: String(account.id), from, to });
      return { EmbedUrl: `${request.protocol}://${request.host}${CONSOLE_USAGE_REPORT_PATH}?${params.toString()}` };
    },
  );
};

export default usageDashboardRoutes;
