import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContentCodeQuery, DocumentMetadata } from '@codex/domain';
import { AppError } from '../../lib/errors.js';
import { findDocument, getDocumentMetadata } from './documents.service.js';
import { canReadMetadata } from './documents.policy.js';

const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/documents/metadata',
    {
      schema: { tags: ['documents'], summary: 'Metadata of one document, with its versions and replacement chain', querystring: ContentCodeQuery, response: { 200: DocumentMetadata } },
      preHandler: app.requireAuth,
    },
    async (request) => {
      if (!canReadMetadata(request.principal)) throw AppError.forbidden();
      const found = await findDocument(app.db, request.tenant.config, request.query.contentCode);
      if (!found) throw AppError.notFound('Document');
      return getDocumentMetadata(app.db, found, { contentFavorite: false });
    },
  );
};

export default documentRoutes;
