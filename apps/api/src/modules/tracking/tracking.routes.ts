import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { findDocument, tenantOffersWorkItems } from '../documents/index.js';
import { assertCanTrack, trackerOf } from './tracking.policy.js';
import { TrackDocumentQuery, ContentTracking, FamilyQuery, PageQuery, TrackedDocumentList, TrackingIdParams, TrackingRef, UpdateTrackingRequest } from './tracking.schema.js';
import { contentTracking, familyExists, setTracking, trackDocument, trackedDocumentsOf } from './tracking.service.js';
import { access } from '../../lib/access-rules.js';

const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get(
    '/api/documents/getContentTracking',
    {
      schema: { tags: ['tracking'], summary: "The caller's tracking of a document family", querystring: FamilyQuery, response: { 200: ContentTracking } },
      config: { access: access.session('self') },
    },
    async (request) => {
      if (!(await familyExists(db, request.tenant.config, request.query.family))) throw AppError.notFound('Document family');
      return contentTracking(db, trackerOf(request.principal!), request.query.family);
    },
  );

  app.post(
    '/api/tracked-documents',
    {
      schema: { tags: ['tracking'], summary: "Tracks the document's family; workItem=true tracks it as a work item (a draft in progress)", querystring: TrackDocumentQuery, response: { 200: TrackingRef, 201: TrackingRef } },
      config: { access: access.session('self') },
    },
    async (request, reply) => {
      const principal = request.principal!;
      assertCanTrack(principal);
      const found = await findDocument(db, request.tenant.config, request.query.contentCode);
      if (!found) throw AppError.notFound('Document');
      if (!found.document.allowToTrack) throw AppError.forbidden('This document cannot be tracked');
      const asWorkItem = request.query.workItem === 'true';
      if (asWorkItem && !tenantOffersWorkItems(request.tenant.config)) throw AppError.forbidden('Work items are not offered by this library');
      if (asWorkItem && found.document.lifecycleStatus !== 'draft') throw AppError.badRequest('tracking.notWorkItem', `${found.document.contentCode} is not a draft in progress`, 'trackedDocument');
      const { created, ...tracking } = await trackDocument(db, { tenantId: principal.tenantId, userId: principal.userId }, found, asWorkItem);
      return reply.code(created ? 201 : 200).send(tracking);
    },
  );

  app.put(
    '/api/tracked-documents/:id',
    {
      schema: { tags: ['tracking'], summary: 'Turns a tracking (and its work item flag) on or off', params: TrackingIdParams, body: UpdateTrackingRequest, response: { 200: TrackingRef } },
      config: { access: access.session('self') },
    },
    async (request) => {
      const principal = request.principal!;
      assertCanTrack(principal);
      return setTracking(db, { tenantId: principal.tenantId, userId: principal.userId }, request.tenant.config, request.params.id, request.body);
    },
  );

  app.get(
    '/api/tracked-documents/current-user',
    {
      schema: { tags: ['tracking', 'home'], summary: "The caller's tracked documents with detected changes (page 0-based)", querystring: PageQuery, response: { 200: TrackedDocumentList } },
      config: { access: access.session('self') },
    },
    async (request) => trackedDocumentsOf(db, trackerOf(request.principal!), request.tenant.config, request.query),
  );
};

export default trackingRoutes;
