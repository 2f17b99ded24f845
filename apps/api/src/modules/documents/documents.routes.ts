import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContentCodeQuery, DocumentMetadata } from '@codex/domain';
import { AppError } from '../../lib/errors.js';
import { findDocument, getDocumentMetadata } from './documents.service.js';
import { recordDocumentAccess } from './content.service.js';
import { canReadMetadata } from './documents.policy.js';
import type { Db } from '../../db/client.js';
import type { Principal } from '../../plugins/auth.js';

export interface DocumentRoutesOptions {
  /**
   * The document's entry in the principal's favorites (metadata's contentFavorite). Given by the favorites module when
   * the app is composed, so documents, which every list of documents builds on, does not depend on favorites.
   */
  contentFavoriteOf: (db: Db, principal: Principal, documentId: number) => Promise<{ id: number } | null>;
  /** Whether the principal's account has active and deactivated compass points on the document (given by compass-points). */
  compassPointFlagsOf?: (db: Db, principal: Principal, documentId: number) => Promise<{ hasActivatedCompassPoint: boolean; hasDeactivatedCompassPoint: boolean }>;
}

const documentRoutes: FastifyPluginAsyncZod<DocumentRoutesOptions> = async (app, { contentFavoriteOf, compassPointFlagsOf }) => {
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
      const contentFavorite = await contentFavoriteOf(app.db, principal, found.document.id);
      // Every opening of a document page feeds "recently accessed", also for documents without readable content.
      if (principal.accountId !== null) {
        await recordDocumentAccess(app.db, { tenantId: request.tenant.id, userId: principal.userId, accountId: principal.accountId, documentId: found.document.id, kind: 'open' });
      }
      const compassPoints = compassPointFlagsOf ? await compassPointFlagsOf(app.db, principal, found.document.id) : undefined;
      return getDocumentMetadata(app.db, found, { contentFavorite, tenant: request.tenant.config, compassPoints });
    },
  );
};

export default documentRoutes;
