import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CounterReportParams, CounterRouteQuery } from '@codex/domain';
import { AppError } from '../../../lib/errors.js';
import { getLogger } from '../../../lib/loggers.js';
import { authenticateCounterCall, counterMembers, counterReport, counterReportList, counterStatus, sessionReportAccount, type CounterOutcome } from './counter-api.service.js';
import { counterException, REPORT_IDS } from './counter-definitions.js';
import { reportDefinition } from './counter-request.js';
import { reportToTsv } from './counter-tsv.js';
import { gzipCounterAnswer } from './counter-gzip.js';
import { USAGE_READERS, usageAccountOf } from '../usage.policy.js';
import { access } from '../../../lib/access-rules.js';

/**
 * The COUNTER API 5.1 (/r51: status public; members, reports and each report with customer_id and api_key) and
 * the console's report download (/api/admin/usage/reports/:id as COUNTER JSON or TSV). Every refusal is a COUNTER
 * exception; an unexpected failure is 503 with Exception 1000, never a 500.
 */
const counterApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const log = getLogger(app.log, 'usage');
  const tags = ['counter'];
  const query = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;
  // Every answer of these routes (the COUNTER API and the console's report download) gzip-compressed when accepted.
  app.addHook('onSend', gzipCounterAnswer);

  async function answer<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<CounterOutcome<T>>, present: (value: T) => unknown) {
    try {
      const outcome = await work();
      if (!outcome.ok) return reply.code(outcome.status).send(outcome.exception);
      return reply.code(200).send(present(outcome.value));
    } catch (err) {
      log.error({ err, reqId: request.id }, 'COUNTER API call failed');
      return reply.code(503).send(counterException(1000, `Request ${String(request.id)}`));
    }
  }

  app.get('/r51/status', { schema: { tags, summary: 'COUNTER API: whether the service is up (public)' }, config: { access: access.anyone() } }, async (request) => counterStatus(request.tenant));

  app.get('/r51/members', { schema: { tags, summary: 'COUNTER API: the institution the credentials belong to', querystring: CounterRouteQuery }, config: { access: access.anyone('credential') } }, async (request, reply) =>
    answer(request, reply, () => authenticateCounterCall(app.db, request.tenant, query(request)), (account) => counterMembers(account, request.tenant)),
  );

  app.get('/r51/reports', { schema: { tags, summary: 'COUNTER API: the reports offered, with the months available', querystring: CounterRouteQuery }, config: { access: access.anyone('credential') } }, async (request, reply) =>
    answer(
      request,
      reply,
      async () => {
        const auth = await authenticateCounterCall(app.db, request.tenant, query(request));
        if (!auth.ok) return auth;
        return { ok: true as const, value: await counterReportList(app.db, request.tenant, auth.value, new Date()) };
      },
      (list) => list,
    ),
  );

  app.get('/r51/reports/:id', { schema: { tags, summary: 'COUNTER API: a report (pr, pr_p1, dr, tr, ir) as COUNTER JSON', params: CounterReportParams, querystring: CounterRouteQuery }, config: { access: access.anyone('credential') } }, async (request, reply) =>
    answer(
      request,
      reply,
      async () => {
        const auth = await authenticateCounterCall(app.db, request.tenant, query(request));
        if (!auth.ok) return auth;
        const definition = reportDefinition(request.params.id.toLowerCase());
        if (!definition) return { ok: false as const, status: 404, exception: counterException(3000, `Supported: ${REPORT_IDS.join(', ')}`) };
        return counterReport(app.db, request.tenant, auth.value, definition, query(request), new Date());
      },
      (report) => report.json,
    ),
  );

  app.get(
    '/api/admin/usage/reports/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "A COUNTER report of the session's account (ADMIN or REPORT_VIEW; the OPERATOR any account of the tenant with accountId): COUNTER JSON, or TSV with format=tsv",
        params: CounterReportParams,
        querystring: CounterRouteQuery.extend({ format: z.enum(['json', 'tsv']).optional(), accountId: z.string().optional() }),
      },
      config: { access: USAGE_READERS },
    },
    async (request, reply) => {
      const definition = reportDefinition(request.params.id.toLowerCase());
      if (!definition) throw AppError.notFound('Report');
      // format and accountId are the console's own parameters, not COUNTER's (they are no 3050 "unknown parameter").
      const { format, accountId, ...counterQuery } = query(request);
      const requested = accountId === undefined ? undefined : Number(accountId);
      if (requested !== undefined && !(Number.isInteger(requested) && requested >= 1 && requested <= 2_147_483_647)) throw AppError.badRequest('usage.accountId', 'accountId is not an account id');
      const decision = usageAccountOf(request.principal!, requested);
      if (decision.kind === 'forbidden') throw AppError.forbidden();
      if (decision.kind === 'notFound') throw AppError.notFound('Account');
      const tsv = format === 'tsv';
      return answer(
        request,
        reply,
        async () => {
          const account = await sessionReportAccount(app.db, request.tenant.id, decision.accountId);
          if (!account) return { ok: false as const, status: 404, exception: counterException(2010) };
          return counterReport(app.db, request.tenant, account, definition, counterQuery, new Date());
        },
        (report) => {
          if (!tsv) return report.json;
          const begin = (report.json.Report_Header.Report_Filters as { Begin_Date: string }).Begin_Date.slice(0, 7);
          reply
            .type('text/tab-separated-values; charset=utf-8')
            .header('content-disposition', `attachment; filename="${definition.reportId}_${begin}_${report.months.at(-1) ?? begin}.tsv"`);
          return reportToTsv(definition, report);
        },
      );
    },
  );
};

export default counterApiRoutes;
