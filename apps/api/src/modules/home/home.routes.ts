import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOwnerOf, updatedScopeOf } from './home.policy.js';
import { AccessedDocumentList, CardListQuery, SharedPublicationList, SharedPublicationQuery, SharedStandardList, SharedStandardQuery, UpdatedDocumentList } from './home.schema.js';
import { accessedDocuments, sharedPublications, sharedStandards, updatedDocuments } from './home.service.js';
import { access } from '../../lib/access-rules.js';

const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get(
    '/api/accessed-documents/current-user',
    {
      schema: { tags: ['home'], summary: 'Documents the caller opened, most recent first', querystring: CardListQuery, response: { 200: AccessedDocumentList } },
      config: { access: access.session('self') },
    },
    async (request) => accessedDocuments(db, listOwnerOf(request.principal!), request.tenant.config, request.query.size),
  );

  app.get(
    '/api/updated-documents/current-user',
    {
      schema: {
        tags: ['home'],
        summary: "Recently updated: an individual's changed tracked and favorite documents; a company account's newest documents",
        querystring: CardListQuery,
        response: { 200: UpdatedDocumentList },
      },
      config: { access: access.session('self') },
    },
    async (request) => updatedDocuments(db, updatedScopeOf(request.principal!), request.tenant.config, request.query.size),
  );

  app.get(
    '/api/shared-documents/current-user/STANDARD',
    {
      schema: { tags: ['home', 'sharing'], summary: 'Standards shared with the caller (page from 1)', querystring: SharedStandardQuery, response: { 200: SharedStandardList } },
      config: { access: access.session('self') },
    },
    async (request) => sharedStandards(db, listOwnerOf(request.principal!), request.tenant.config, request.query.page, request.query.size),
  );

  app.get(
    '/api/shared-documents/current-user/PUBLICATION',
    {
      schema: { tags: ['home', 'sharing'], summary: 'Publications shared with the caller (page from 0)', querystring: SharedPublicationQuery, response: { 200: SharedPublicationList } },
      config: { access: access.session('self') },
    },
    async (request) => sharedPublications(db, listOwnerOf(request.principal!), request.tenant.config, request.query.page, request.query.size),
  );
};

export default homeRoutes;
