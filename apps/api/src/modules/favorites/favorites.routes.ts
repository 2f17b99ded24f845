import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidateOnWrites } from '../../lib/cache/index.js';
import { assertCanKeepFavorites, favoritesOwnerOf } from './favorites.policy.js';
import { CreateFavoriteRequest, FavoriteDocumentList, FavoriteIdParams, FavoriteListQuery, FavoriteRef, RemoveFavoriteRequest } from './favorites.schema.js';
import { addFavorite, favoritesOf, removeFavorite } from './favorites.service.js';
import { access } from '../../lib/access-rules.js';

const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  invalidateOnWrites(app, (request) => [['favorites', request.principal?.userId]]);

  app.post(
    '/api/content-favorites',
    {
      schema: { tags: ['favorites'], summary: 'Adds a document to the caller’s favorites', body: CreateFavoriteRequest, response: { 200: FavoriteRef, 201: FavoriteRef } },
      config: { access: access.session('self') },
    },
    async (request, reply) => {
      const principal = request.principal!;
      assertCanKeepFavorites(principal);
      const { id, created } = await addFavorite(db, { tenantId: principal.tenantId, userId: principal.userId }, request.tenant.config, request.body.content.contentId);
      return reply.code(created ? 201 : 200).send({ id });
    },
  );

  app.delete(
    '/api/content-favorites/:id',
    {
      schema: { tags: ['favorites'], summary: 'Removes one of the caller’s favorites', params: FavoriteIdParams },
      config: { access: access.session('self') },
    },
    async (request, reply) => {
      const principal = request.principal!;
      assertCanKeepFavorites(principal);
      await removeFavorite(db, { tenantId: principal.tenantId, userId: principal.userId }, request.params.id);
      return reply.code(204).send();
    },
  );

  app.put(
    '/api/favorite-documents',
    {
      schema: { tags: ['favorites'], summary: 'Removes a favorite from the favorites list (body: the favorite’s id)', body: RemoveFavoriteRequest },
      config: { access: access.session('self') },
    },
    async (request, reply) => {
      const principal = request.principal!;
      assertCanKeepFavorites(principal);
      await removeFavorite(db, { tenantId: principal.tenantId, userId: principal.userId }, request.body.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/favorite-documents/current-user',
    {
      schema: {
        tags: ['favorites', 'home'],
        summary: 'The caller’s favorites, one page (0-based); the total is in x-total-count',
        querystring: FavoriteListQuery,
        response: { 200: FavoriteDocumentList },
      },
      config: { access: access.session('self') },
    },
    async (request, reply) => {
      const { total, favorites } = await favoritesOf(db, favoritesOwnerOf(request.principal!), request.tenant.config, request.query);
      reply.header('x-total-count', String(total));
      return favorites;
    },
  );
};

export default favoritesRoutes;
