import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MetaDataOptionList } from '@codex/domain';
import { META_DATA_TYPES, metaData } from './meta-data.service.js';
import { access } from '../../../lib/access-rules.js';

const metaDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/meta-data/type/:type',
    {
      schema: {
        tags: ['account'],
        summary: 'Options of the account form: COUNTRY (ISO 3166-1) or STATE (US states)',
        params: z.object({ type: z.enum(META_DATA_TYPES) }).strict(),
        response: { 200: MetaDataOptionList },
      },
      config: { access: access.session('none') },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=86400');
      return metaData(request.params.type);
    },
  );
};

export default metaDataRoutes;
