import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TrackingFeed } from '@codex/domain';
import { recordAudit } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';
import { renderAtom } from './atom.js';
import { mayHaveTrackingFeed } from './tracking-feed.policy.js';
import { feedCreatedAt, feedEntries, feedOwnerOf, feedPath, newFeedToken, revokeFeedToken } from './tracking-feed.service.js';
import { access } from '../../../lib/access-rules.js';

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The private Atom feed of tracked documents, and My account's controls for its address (docs/adr/0035). */
const trackingFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['tracking'];
  const signedIn = async (request: FastifyRequest) => {
    if (!mayHaveTrackingFeed(request.principal!)) throw AppError.forbidden('A tracking feed needs a signed-in user');
  };
  const guarded = { config: { access: access.session('self') }, onRequest: signedIn };

  app.get(
    '/api/tracking-feed',
    { schema: { tags, summary: 'Whether the user has a tracking feed (its address is only shown when it is made)', response: { 200: TrackingFeed } }, ...guarded },
    async (request) => {
      const createdAt = await feedCreatedAt(db, request.principal!.userId!);
      return { url: null, createdAt: createdAt?.toISOString() ?? null };
    },
  );

  app.post(
    '/api/tracking-feed',
    { schema: { tags, summary: 'Makes a new feed address; the previous one stops working at once', response: { 201: TrackingFeed } }, ...guarded },
    async (request, reply) => {
      const principal = request.principal!;
      const { token, createdAt } = await newFeedToken(db, principal.tenantId, principal.userId!);
      await recordAudit(db, { tenantId: principal.tenantId, principal: principal.login ?? 'anonymousUser', type: 'TRACKING_FEED_CREATED', data: {}, requestId: String(request.id) });
      return reply.code(201).send({ url: `${origin(request)}${feedPath(token)}`, createdAt: createdAt.toISOString() });
    },
  );

  app.delete(
    '/api/tracking-feed',
    { schema: { tags, summary: 'Turns the feed off: its address answers 404 from now on', response: { 200: TrackingFeed } }, ...guarded },
    async (request) => {
      const principal = request.principal!;
      await revokeFeedToken(db, principal.userId!);
      await recordAudit(db, { tenantId: principal.tenantId, principal: principal.login ?? 'anonymousUser', type: 'TRACKING_FEED_REVOKED', data: {}, requestId: String(request.id) });
      return { url: null, createdAt: null };
    },
  );

  // No sign-in: the token in the address is the credential. Unknown, malformed and revoked tokens are all a 404.
  app.get(
    '/feeds/tracked/:file',
    { schema: { tags, summary: "A user's Atom feed of changes to the documents they track (the address from My account)", params: z.object({ file: z.string().max(100) }) }, config: { access: access.anyone('credential') } },
    async (request, reply) => {
      const token = request.params.file.endsWith('.atom') ? request.params.file.slice(0, -'.atom'.length) : '';
      const owner = await feedOwnerOf(db, token);
      if (!owner || owner.tenantId !== request.tenant.id) throw AppError.notFound('feed');
      const entries = await feedEntries(db, owner);
      const xml = renderAtom({
        selfUrl: `${origin(request)}${feedPath(token)}`,
        origin: origin(request),
        feedId: `tag:${request.host.replace(/:\d+$/, '')},2026:codex:tracking-feed:${owner.userId}`,
        title: `Changes to documents ${owner.login} tracks`,
        since: owner.createdAt,
        entries,
      });
      return reply.header('content-type', 'application/atom+xml; charset=utf-8').header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer').send(xml);
    },
  );
};

export default trackingFeedRoutes;
