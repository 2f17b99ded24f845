import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContentCodeQuery, DocumentMetadata } from '@codex/domain';
import { AppError } from '../../lib/errors.js';
import { sendJsonText } from '../../lib/json-serializer.js';
import { CatalogueWatch } from '../catalogue/index.js';
import { documentOpenings, flushDocumentOpenings } from './document-openings.js';
import { metadataAnswerJson, sharedMetadataOf } from './metadata-answers.js';
import { canReadMetadata } from './documents.policy.js';
import type { Db } from '../../db/client.js';
import type { Principal } from '../../plugins/auth.js';
import { access } from '../../lib/access-rules.js';

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
  const catalogue = new CatalogueWatch(app.db, app.hotCache);
  const openings = documentOpenings(app.db, (error, lost) => app.log.error({ err: error }, `document openings: ${lost} not recorded`));
  app.addHook('onClose', async () => flushDocumentOpenings(app.db));

  app.get(
    '/api/documents/metadata',
    {
      schema: { tags: ['documents'], summary: 'Metadata of one document, with its versions and replacement chain', querystring: ContentCodeQuery, response: { 200: DocumentMetadata } },
      config: { access: access.session('tenant') },
    },
    async (request, reply) => {
      if (!canReadMetadata(request.principal)) throw AppError.forbidden();
      const tenant = request.tenant;
      const shared = await sharedMetadataOf(app.db, app.hotCache, catalogue, tenant, request.query.contentCode);
      if (!shared) throw AppError.notFound('Document');
      const principal = request.principal!;
      const contentFavorite = await contentFavoriteOf(app.db, principal, shared.contentId);
      // Every opening of a document page feeds "recently accessed", also for documents without readable content.
      if (principal.accountId !== null) {
        openings.record({ tenantId: tenant.id, userId: principal.userId, accountId: principal.accountId, documentId: shared.contentId, createdAt: new Date() });
      }
      const compassPoints = compassPointFlagsOf ? await compassPointFlagsOf(app.db, principal, shared.contentId) : undefined;
      // The answer is large and asked for on every document page: the shared part was written by the schema's
      // serializer when it was cached, and the viewer's own fields are put in front of it (metadata-answers.ts).
      return sendJsonText(
        reply,
        metadataAnswerJson(shared, {
          contentFavorite,
          hasActivatedCompassPoint: compassPoints?.hasActivatedCompassPoint ?? false,
          hasDeactivatedCompassPoint: compassPoints?.hasDeactivatedCompassPoint ?? false,
        }),
      );
    },
  );
};

export default documentRoutes;
