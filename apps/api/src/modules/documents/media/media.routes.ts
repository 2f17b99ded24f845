import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ELearningList, ELearningQuery, VideoClickQuery, VideoList, VideosQuery } from '@codex/domain';
import { AppError } from '../../../lib/errors.js';
import { canReadMetadata } from '../documents.policy.js';
import { contentNotFound, findDocumentByReference } from '../content.service.js';
import { findDocumentVideo, findELearningAssets, findVideos, recordVideoPlay } from './media.service.js';
import { access } from '../../../lib/access-rules.js';

/**
 * Training videos and e-learning of the document page. Lists are metadata (anyone of the tenant); they are
 * empty until an operator imports media, as the catalogue ships none.
 */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/documents/videos',
    {
      schema: { tags: ['media'], summary: 'Training videos about a designation', querystring: VideosQuery, response: { 200: VideoList } },
      config: { access: access.session('tenant') },
    },
    async (request) => {
      if (!canReadMetadata(request.principal)) throw AppError.forbidden();
      return findVideos(app.db, request.tenant.config, request.query.designation);
    },
  );

  app.get(
    '/api/v1/documents/getELearningAssetsByFamily',
    {
      schema: { tags: ['media'], summary: 'E-learning courses about a document family', querystring: ELearningQuery, response: { 200: ELearningList } },
      config: { access: access.session('tenant') },
    },
    async (request) => {
      if (!canReadMetadata(request.principal)) throw AppError.forbidden();
      return findELearningAssets(app.db, request.tenant.config, request.query.familyName, request.query.assetType);
    },
  );

  app.post(
    '/api/documents/video',
    {
      schema: { tags: ['media'], summary: 'Records that a video of the document was played', querystring: VideoClickQuery },
      config: { access: access.session('tenant') },
    },
    async (request, reply) => {
      if (!canReadMetadata(request.principal)) throw AppError.forbidden();
      const found = await findDocumentByReference(app.db, request.tenant.config, String(request.query.contentId));
      if (!found) throw contentNotFound(String(request.query.contentId));
      const video = await findDocumentVideo(app.db, found.document, request.query.hashId);
      if (!video) throw AppError.notFound('Video');
      await recordVideoPlay(app.db, {
        tenantId: request.tenant.id,
        userId: request.principal!.userId,
        accountId: request.principal!.accountId,
        documentId: found.document.id,
        videoHashedId: request.query.hashId,
      });
      return reply.code(204).send();
    },
  );
};

export default mediaRoutes;
