import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContentCodeQuery, DocumentMetadata } from '@codex/domain';
import { AppError } from '../../lib/errors.js';
import { findDocument, getDocumentMetadata } from './documents.service.js';
import { recordDocumentAccess } from './content.service.js';
import { canReadMetadata } from './documents.policy.js';
import { favoriteOf } from '../favorites/favorites.service.js';
import { favoritesOwnerOf } from '../favorites/favorites.policy.js';

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
      const principal = request.principal!;
      const contentFavorite = await favoriteOf(app.db, favoritesOwnerOf(principal), found.document.id);
      // Every opening of a document page feeds "recently accessed", also for documents without readable content.
      if (principal.accountId !== null) {
        await recordDocumentAccess(app.db, { tenantId: request.tenant.id, userId: principal.userId, accountId: principal.accountId, documentId: found.document.id, kind: 'open' });
      }
      return getDocumentMetadata(app.db, found, { contentFavorite, tenant: request.tenant.config });
    },
  );
};

export default documentRoutes;
