import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VideoTutorialList } from '@codex/domain';
import { tutorialsOf } from './tutorials.service.js';
import { access } from '../../../lib/access-rules.js';

const tutorialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/documents/videos/tutorial',
    {
      schema: { tags: ['documents'], summary: 'Video tutorials of the tenant (the video page)', response: { 200: VideoTutorialList } },
      config: { access: access.session('none') },
    },
    async (request) => tutorialsOf(app.db, request.tenant.id),
  );
};

export default tutorialRoutes;
