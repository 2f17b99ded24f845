import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContentLookupAnswer, ContentLookupQuery } from '@codex/domain';
import { AppError } from '../../../lib/errors.js';
import { lookupContentCode } from './resolver.service.js';
import { access } from '../../../lib/access-rules.js';

const resolverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/documents/contentCode/designation',
    {
      schema: {
        tags: ['documents'],
        summary: "Content lookup for the resolvers: by assetId, or designation plus year and status; contentCode or 'Not found Content'",
        querystring: ContentLookupQuery,
        response: { 200: ContentLookupAnswer },
      },
      config: { access: access.session('tenant') },
    },
    async (request) => {
      const { assetId, designation } = request.query;
      if (!assetId && !designation) {
        throw AppError.validation([{ objectName: 'query', field: 'designation', message: 'NotNull' }], 'Give an assetId or a designation');
      }
      return { data: { contentCode: await lookupContentCode(app.db, request.tenant.config, request.query) } };
    },
  );
};

export default resolverRoutes;
