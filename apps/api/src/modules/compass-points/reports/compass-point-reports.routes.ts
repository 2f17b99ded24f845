import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountChangeHistoryPage, CompassPointReport } from '@codex/domain';
import { compassPointGate } from '../compass-point-gate.js';
import { accountChangeHistory } from './compass-point-history.service.js';
import { compassPointReport, compassPointReportInFull } from './compass-point-report.service.js';
import { AccountHistoryQuery, ReportCsvQuery, ReportQuery } from './compass-point-reports.schema.js';
import { reportFilename, reportRows, toCsv } from './report-csv.js';
import { access } from '../../../lib/access-rules.js';

/**
 * The account's compass point change history and report (issue 16 item 6), for its COMPASS_POINT_ADMIN and ADMIN.
 * Who may use compass points at all is the compass point context's rule (401 for anyone but a signed-in individual,
 * 403 'Compass points are not enabled at account level setting'); anyone else of the account gets 403.
 */
const compassPointReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['compass-points'];
  // Compass points on for the caller (401/403 with the spec's texts), then the account's COMPASS_POINT_ADMIN (CP_ADMIN)
  // or ADMIN: both before the request is read.
  const gate = compassPointGate(db);
  const auth = { config: { access: access.session('account') }, onRequest: gate.mayReview };
  const context = gate.context;

  app.get(
    '/api/v1/audits/compassPoint',
    {
      schema: {
        tags,
        summary: "Every change of the account's compass points, filtered by kind, document, user and date; total in x-total-count",
        querystring: AccountHistoryQuery,
        response: { 200: AccountChangeHistoryPage },
      },
      ...auth,
    },
    async (request, reply) => {
      const answer = await accountChangeHistory(await context(request), request.query);
      return reply.header('x-total-count', String(answer.totalElements)).send(answer);
    },
  );

  app.get(
    '/api/v1/compasspoint/report',
    {
      schema: {
        tags,
        summary: "Compass points created, edited, deactivated, reactivated and active over time, by document and by user (whole UTC days; default the last 30 days)",
        querystring: ReportQuery,
        response: { 200: CompassPointReport },
      },
      ...auth,
    },
    async (request) => compassPointReport(await context(request), request.query),
  );

  app.get(
    '/api/v1/compasspoint/report.csv',
    {
      schema: {
        tags,
        summary: 'The compass points report as CSV: the periods, or every document or user (table)',
        querystring: ReportCsvQuery,
        produces: ['text/csv'],
        response: { 200: z.string() },
      },
      ...auth,
    },
    async (request, reply) => {
      const { table, ...query } = request.query;
      const report = await compassPointReportInFull(await context(request), query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${reportFilename(report, table)}"`)
        .send(toCsv(reportRows(report, table)));
    },
  );
};

export default compassPointReportRoutes;
