import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getLogger } from '../../lib/loggers.js';
import { assertMayReadCollections, CURATORS, curationScopeOf } from './custom-collections.policy.js';
import {
  AddCustomCollectionItemsRequest,
  AdminCustomCollection,
  AdminCustomCollectionDetail,
  AdminCustomCollectionIdParams,
  AdminCustomCollectionItemParams,
  AdminCustomCollectionListQuery,
  CreateCustomCollectionRequest,
  CustomCollectionPage,
  CustomCollectionPageQuery,
  RenameCustomCollectionRequest,
} from './custom-collections.schema.js';
import { addDocuments, createCollection, deleteCollection, getCollection, listCollections, removeDocument, renameCollection, type CurationContext } from './custom-collections.service.js';
import { currentUserCollection, customCollectionFlag } from './current-user-collection.service.js';
import { access } from '../../lib/access-rules.js';

/** Custom collections: the reader's pageable list and the console's curation (docs/adr/0031). */
const customCollectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const log = getLogger(app.log, 'admin');

  app.get(
    '/api/v1/custom-collection/current-user/pageable',
    {
      schema: {
        tags: ['custom-collections'],
        summary: "Documents of the selected account's custom collections, by designation (offset counts rows); 403 without the account's customCollection flag",
        querystring: CustomCollectionPageQuery,
        response: { 200: CustomCollectionPage },
      },
      config: { access: access.session('account') },
    },
    async (request) => {
      const principal = request.principal!;
      assertMayReadCollections(principal, await customCollectionFlag(db, principal.tenantId, principal.accountId));
      return currentUserCollection(db, { tenantId: principal.tenantId, accountId: principal.accountId }, request.tenant.config, request.query);
    },
  );

  const tags = ['admin'];
  const guarded = { config: { access: CURATORS } };
  const context = (request: FastifyRequest): CurationContext => ({
    db,
    scope: curationScopeOf(request.principal!),
    userId: request.principal!.userId,
    login: request.principal!.login!,
    requestId: String(request.id),
  });
  const changed = (request: FastifyRequest, what: string, details: Record<string, unknown>) =>
    log.info({ reqId: request.id, by: request.principal!.login, ...details }, what);

  app.get(
    '/api/admin/custom-collections',
    {
      schema: {
        tags,
        summary: 'Custom collections of the account the admin administers (the operator: any account of the tenant); the total is in x-total-count',
        querystring: AdminCustomCollectionListQuery,
        response: { 200: AdminCustomCollection.array() },
      },
      ...guarded,
    },
    async (request, reply) => {
      const { total, collections } = await listCollections(db, curationScopeOf(request.principal!), request.query);
      reply.header('x-total-count', String(total));
      return collections;
    },
  );

  app.get(
    '/api/admin/custom-collections/:id',
    { schema: { tags, summary: 'A custom collection with its documents and who added each when', params: AdminCustomCollectionIdParams, response: { 200: AdminCustomCollectionDetail } }, ...guarded },
    async (request) => getCollection(db, curationScopeOf(request.principal!), request.params.id),
  );

  app.post(
    '/api/admin/custom-collections',
    {
      schema: {
        tags,
        summary: "Creates a custom collection for the admin's account (the operator names any account of the tenant); audited",
        body: CreateCustomCollectionRequest,
        response: { 201: AdminCustomCollectionDetail },
      },
      ...guarded,
    },
    async (request, reply) => {
      const created = await createCollection(context(request), request.body, request.principal!.accountId);
      changed(request, 'custom collection created', { collectionId: created.id, accountId: created.accountId });
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/api/admin/custom-collections/:id',
    {
      schema: { tags, summary: 'Renames a custom collection; audited', params: AdminCustomCollectionIdParams, body: RenameCustomCollectionRequest, response: { 200: AdminCustomCollectionDetail } },
      ...guarded,
    },
    async (request) => {
      const renamed = await renameCollection(context(request), request.params.id, request.body.name);
      changed(request, 'custom collection renamed', { collectionId: renamed.id });
      return renamed;
    },
  );

  app.delete(
    '/api/admin/custom-collections/:id',
    { schema: { tags, summary: 'Deletes a custom collection and its documents list; audited', params: AdminCustomCollectionIdParams, response: { 200: AdminCustomCollection } }, ...guarded },
    async (request) => {
      const deleted = await deleteCollection(context(request), request.params.id);
      changed(request, 'custom collection deleted', { collectionId: deleted.id, accountId: deleted.accountId });
      return deleted;
    },
  );

  app.post(
    '/api/admin/custom-collections/:id/items',
    {
      schema: {
        tags,
        summary: "Adds documents (by contentCode) the collection's account is entitled to; all or none; audited",
        params: AdminCustomCollectionIdParams,
        body: AddCustomCollectionItemsRequest,
        response: { 200: AdminCustomCollectionDetail },
      },
      ...guarded,
    },
    async (request) => {
      const collection = await addDocuments(context(request), request.tenant.config, request.params.id, request.body.contentCodes);
      changed(request, 'custom collection documents added', { collectionId: collection.id, count: request.body.contentCodes.length });
      return collection;
    },
  );

  app.delete(
    '/api/admin/custom-collections/:id/items/:contentCode',
    { schema: { tags, summary: 'Removes a document from a custom collection; audited', params: AdminCustomCollectionItemParams, response: { 200: AdminCustomCollectionDetail } }, ...guarded },
    async (request) => {
      const collection = await removeDocument(context(request), request.params.id, request.params.contentCode);
      changed(request, 'custom collection document removed', { collectionId: collection.id, contentCode: request.params.contentCode });
      return collection;
    },
  );
};

export default customCollectionsRoutes;
