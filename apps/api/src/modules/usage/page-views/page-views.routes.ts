import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PageViewCounts, PageViewQuery, PageViewRecord } from '@codex/domain';
import { PAGE_VIEW_READERS, PAGE_VIEW_RECORDERS } from './page-views.policy.js';
import { pageViewCountsOf, recordPageView } from './page-views.service.js';

/**
 * Page views by page type (reading-experience.md section 2: "page-type names are used for analytics"; docs/adr/0049):
 * the reader records one per route view, the tenant's operator reads the counts per day or month.
 */
const pageViewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.post(
    '/api/page-views',
    {
      schema: { tags: ['usage'], summary: 'Counts one view of a reader page by its page type (the spec names)', body: PageViewRecord },
      config: { access: PAGE_VIEW_RECORDERS },
    },
    async (request, reply) => {
      await recordPageView(db, request.tenant.id, request.body.pageType);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/admin/page-views',
    {
      schema: { tags: ['admin'], summary: "The tenant's page views per page type, per day or per month, over a range of days (at most a year)", querystring: PageViewQuery, response: { 200: PageViewCounts } },
      config: { access: PAGE_VIEW_READERS },
    },
    async (request) => pageViewCountsOf(db, request.tenant.id, request.query),
  );
};

export default pageViewRoutes;
