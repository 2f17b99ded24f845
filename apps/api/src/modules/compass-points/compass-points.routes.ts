import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidateOnWrites } from '../../lib/cache/index.js';
import { z } from 'zod';
import { ChangeHistoryPage, CompassPoint, CompassPointPage, CompassPointSettingsAnswer, CreateCompassPointPayload, MarkSharedPayload, SharedCompassPoint, UpdateCompassPointPayload } from '@codex/domain';
import { compassPointGate } from './compass-point-gate.js';
import { accountCompassPoints, compassPointHistory, compassPointSettingsFor, compassPointsOfDocument, documentCompassPoints, myCompassPoints } from './compass-point-lists.service.js';
import { AdminListQuery, ContentCodeQuery, ContentIdQuery, ContentPageQuery, HistoryQuery, IdParams, OwnListQuery, UuidQuery } from './compass-points.schema.js';
import { createCompassPoint } from './create-compass-point.command.js';
import { compassPointById, compassPointByUuid, markShared, setCompassPointActive, updateCompassPoint } from './compass-points.service.js';
import { access } from '../../lib/access-rules.js';

/**
 * Compass points (reading-experience.md sections 3, 4, 6-9). Every route needs a signed-in individual (401) of
 * a selected account with compassPointFlag (403 'Compass points are not enabled at account level setting');
 * another account's or tenant's compass point is a 404; rules in compass-points.policy.ts.
 */
const compassPointRoutes: FastifyPluginAsyncZod = async (app) => {
  invalidateOnWrites(app, (request) => [['compass-points', request.principal?.accountId]]);
  const db = app.db;
  const tags = ['compass-points'];
  // Who may use compass points (and, for the account's list, review them) is checked before the request is read.
  const gate = compassPointGate(db);
  const auth = { config: { access: access.session('member') }, onRequest: gate.mayUse };
  const context = gate.context;

  app.get(
    '/api/v1/compasspoint/detail/page-view',
    {
      schema: {
        tags,
        summary: "The caller's compass points (createdBy=me, the default) or every one of the selected account (createdBy=everyone) by status (sort: trailing '-' descending; default createdDate- / deactivatedDate-)",
        querystring: OwnListQuery,
        response: { 200: CompassPointPage },
      },
      ...auth,
    },
    async (request) => myCompassPoints(await context(request), request.query),
  );

  app.get(
    '/api/v1/compasspoint/list-admin',
    {
      schema: {
        tags,
        summary: 'Every compass point of the selected account by status (COMPASS_POINT_ADMIN, ADMIN); filters document (designation or contentCode), creator (name or e-mail), from and to (inclusive days of createdDate); the OPERATOR picks any account of the tenant with accountId (read only)',
        querystring: AdminListQuery,
        response: { 200: CompassPointPage },
      },
      config: { access: access.session('account') },
      onRequest: gate.mayReviewAccount,
    },
    async (request) => accountCompassPoints(await context(request), request.query),
  );

  app.post(
    '/api/v1/compasspoint/activate/:id',
    { schema: { tags, summary: 'Reactivates a compass point (creator or COMPASS_POINT_ADMIN, as pdf-view-setting allows)', params: IdParams, response: { 200: CompassPoint } }, ...auth },
    async (request) => setCompassPointActive(await context(request), request.params.id, true),
  );

  app.post(
    '/api/v1/compasspoint/deactivate/:id',
    { schema: { tags, summary: 'Deactivates a compass point (creator or COMPASS_POINT_ADMIN, as pdf-view-setting allows)', params: IdParams, response: { 200: CompassPoint } }, ...auth },
    async (request) => setCompassPointActive(await context(request), request.params.id, false),
  );

  app.post(
    '/api/v1/compasspoint/mark-shared',
    { schema: { tags, summary: "Records that a compass point's link was shared", body: MarkSharedPayload, response: { 200: CompassPoint } }, ...auth },
    async (request) => markShared(await context(request), request.body.compassPointID),
  );

  app.get(
    '/api/v1/compasspoint',
    {
      schema: { tags, summary: 'The shared link: a compass point by UUID; a deactivated one answers isDeleted, deletedDate and who', querystring: UuidQuery, response: { 200: SharedCompassPoint } },
      ...auth,
    },
    async (request) => compassPointByUuid(await context(request), request.query.compassPointUUID),
  );

  app.get(
    '/api/v1/compasspoint/page-view',
    { schema: { tags, summary: "The account's compass points on a document by status; offset counts rows", querystring: ContentPageQuery, response: { 200: CompassPointPage } }, ...auth },
    async (request) => {
      const { contentID, ...query } = request.query;
      return documentCompassPoints(await context(request), contentID, query);
    },
  );

  app.get(
    '/api/v1/compasspoint/settings',
    { schema: { tags, summary: "The tenant's compassPointSettings, pdf-view-setting and the document's compass point flags", querystring: ContentIdQuery, response: { 200: CompassPointSettingsAnswer } }, ...auth },
    async (request) => compassPointSettingsFor(await context(request), request.query.contentID),
  );

  app.get(
    '/api/v1/compasspoint/list',
    { schema: { tags, summary: "The account's active compass points on a document (the viewer's highlights)", querystring: ContentCodeQuery, response: { 200: z.array(CompassPoint) } }, ...auth },
    async (request) => compassPointsOfDocument(await context(request), request.query.contentCode),
  );

  app.get(
    '/api/v1/compasspoint/:id',
    { schema: { tags, summary: 'A compass point of the selected account', params: IdParams, response: { 200: CompassPoint } }, ...auth },
    async (request) => compassPointById(await context(request), request.params.id),
  );

  app.post(
    '/api/v1/compasspoint',
    {
      schema: { tags, summary: 'Creates a compass point on a document the account is entitled to; fields required as compassPointSettings say', body: CreateCompassPointPayload, response: { 201: CompassPoint } },
      ...auth,
    },
    async (request, reply) => reply.code(201).send(await createCompassPoint(await context(request), request.body)),
  );

  app.put(
    '/api/v1/compasspoint/:id',
    { schema: { tags, summary: 'Edits an active compass point; a changed highlight is UPDATE-SELECTION in the history', params: IdParams, body: UpdateCompassPointPayload, response: { 200: CompassPoint } }, ...auth },
    async (request) => updateCompassPoint(await context(request), request.params.id, request.body),
  );

  app.get(
    '/api/v1/audits/compassPoint/:id/all',
    { schema: { tags, summary: 'The change history of a compass point (creator or COMPASS_POINT_ADMIN, with showAuditHistory); total in x-total-count', params: IdParams, querystring: HistoryQuery, response: { 200: ChangeHistoryPage } }, ...auth },
    async (request, reply) => {
      const answer = await compassPointHistory(await context(request), request.params.id, request.query);
      return reply.header('x-total-count', String(answer.totalElements)).send(answer);
    },
  );
};

export default compassPointRoutes;
