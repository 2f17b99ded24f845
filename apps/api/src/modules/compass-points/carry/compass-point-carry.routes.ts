import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidateOnWrites } from '../../../lib/cache/index.js';
import { CarryAnswer, CarryPayload, CarryPreview, CarryQuery } from '@codex/domain';
import { compassPointGate } from '../compass-point-gate.js';
import { carryCompassPoints, previewCarry } from './compass-point-carry.service.js';
import { access } from '../../../lib/access-rules.js';

/**
 * Carrying compass points to the next edition (issue 16 item 8, docs/adr/0026). The rules of every compass point
 * call hold (docs/adr/0025): a signed-in individual (401) of an account with the flag (403), another account's
 * compass point a 404; only the creator and a CP admin, as pdf-view-setting allows, may carry one (403).
 */
const compassPointCarryRoutes: FastifyPluginAsyncZod = async (app) => {
  invalidateOnWrites(app, (request) => [['compass-points', request.principal?.accountId]]);
  const tags = ['compass-points'];
  const gate = compassPointGate(app.db);
  const auth = { config: { access: access.session('member') }, onRequest: gate.mayUse };

  app.get(
    '/api/v1/compasspoint/carry',
    {
      schema: { tags, summary: 'The newest edition with full text and where each compass point the caller may carry lands there', querystring: CarryQuery, response: { 200: CarryPreview } },
      ...auth,
    },
    async (request) => previewCarry(await gate.context(request), request.query.contentID),
  );

  app.post(
    '/api/v1/compasspoint/carry',
    {
      schema: { tags, summary: 'Carries compass points to the newest edition with full text; not-found and already carried ones are answered, not made', body: CarryPayload, response: { 200: CarryAnswer } },
      ...auth,
    },
    async (request) => carryCompassPoints(await gate.context(request), request.body),
  );
};

export default compassPointCarryRoutes;
