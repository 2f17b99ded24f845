import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MarcCollectionList, MarcFormat } from '@codex/domain';
import { AppError } from '../../../lib/errors.js';
import { offersMarcRecords } from './marc.policy.js';
import { MARC_MEDIA_TYPES } from './marc-format.js';
import { marcCollections, marcFile } from './marc.service.js';
import { access } from '../../../lib/access-rules.js';

const MARC_ONLY_HERE = 'MARC records are offered by the standards-body library only';

const MarcQuery = z.object({ title: z.string().trim().min(1).max(64), format: MarcFormat }).strict();

const marcRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/documents/marc-collections',
    {
      schema: { tags: ['user-resources'], summary: 'MARC record sets of the catalogue (one per publisher series)', response: { 200: MarcCollectionList } },
      config: { access: access.session('tenant') },
    },
    async (request) => {
      if (!offersMarcRecords(request.tenant.config)) throw AppError.forbidden(MARC_ONLY_HERE);
      return marcCollections(app.db, request.tenant.config);
    },
  );

  app.get(
    '/api/documents/getMarcDocument',
    {
      schema: { tags: ['user-resources'], summary: 'MARC records of one collection as a file: mrc (ISO 2709), mrk (mnemonic), txt or xml (MARCXML)', querystring: MarcQuery },
      config: { access: access.session('tenant') },
    },
    async (request, reply) => {
      if (!offersMarcRecords(request.tenant.config)) throw AppError.forbidden(MARC_ONLY_HERE);
      const { title, format } = request.query;
      const origin = `${request.protocol}://${request.host}`;
      const file = await marcFile(app.db, request.tenant.config, title, format, origin);
      if (!file) throw AppError.notFound('MARC collection');
      return reply
        .header('content-type', MARC_MEDIA_TYPES[format])
        .header('content-disposition', `attachment; filename="${title.toUpperCase()}.${format}"`)
        .header('x-record-count', String(file.records))
        .send(file.data);
    },
  );
};

export default marcRoutes;
