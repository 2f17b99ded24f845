import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContentShareWithMeList, FindContentShareWithMePayload, ShareAnswer, SharedContent, ShareItems } from '@codex/domain';
import { assertMayUseGroups, mayUseGroups } from '../groups.policy.js';
import { selectedAccountOf } from '../group-store.js';
import { assertMayShare } from './content-sharing.policy.js';
import { ContentIdParams, ShareSearchQuery } from './content-sharing.schema.js';
import { shareWithGroups, shareWithUsers, type ShareContext } from './share-documents.command.js';
import { contentSharedWithMe, searchUsersAndGroups, sharedGroupsAndUsers } from './shared-lists.service.js';
import { access } from '../../../lib/access-rules.js';

/** The share dialog's calls and the list of what was shared with the caller (reading-experience.md sections 2, 3, 5). */
const contentSharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['sharing'];
  const auth = { config: { access: access.session('member') } };
  const context = (request: FastifyRequest): ShareContext => {
    const principal = request.principal!;
    assertMayShare(principal, request.tenant.config);
    return { db, principal, config: request.tenant.config, requestId: String(request.id) };
  };

  app.get(
    '/api/contentShare/getSharedGroupAndUserByContentID/:id',
    { schema: { tags, summary: 'Groups and users the caller already shared the document (contentID) with', params: ContentIdParams, response: { 200: SharedContent } }, ...auth },
    async (request) => sharedGroupsAndUsers(db, context(request).principal, request.params.id),
  );

  app.get(
    '/api/contentShare/searchUsersAndGroups',
    {
      schema: {
        tags,
        summary: "The caller's groups by name (when groups are on) and colleagues by full name, or the colleague with exactly that address when the keyword has '@'; never anyone outside the selected account",
        querystring: ShareSearchQuery,
        response: { 200: SharedContent },
      },
      ...auth,
    },
    async (request) => {
      const { principal } = context(request);
      const groupsOn = mayUseGroups(principal, await selectedAccountOf(db, principal.tenantId, principal.accountId));
      return searchUsersAndGroups(db, principal, groupsOn, request.query.keyword);
    },
  );

  app.post(
    '/api/contentShare/withUser',
    { schema: { tags, summary: "Shares documents the caller's account is entitled to with colleagues (sharedWithUserID) or a person of this library named by exact address (sharedWithEmail); each recipient gets a mail by their preference. 400 with a field error per item: 'NotEntitled' on the document the caller may not read, 'NotFound' on any recipient out of reach (unknown, another account or tenant: one answer); nothing is written or mailed then (docs/adr/0044)", body: ShareItems, response: { 201: ShareAnswer } }, config: { access: access.session('member', { foreign: 400 }) } },
    async (request, reply) => reply.code(201).send(await shareWithUsers(context(request), request.body)),
  );

  app.post(
    '/api/contentShare/withGroup',
    { schema: { tags, summary: "Shares documents the caller's account is entitled to with groups the caller created or belongs to (one share per member); a document the caller may not read is 400 'NotEntitled' (docs/adr/0044)", body: ShareItems, response: { 201: ShareAnswer } }, ...auth },
    async (request, reply) => {
      const c = context(request);
      assertMayUseGroups(c.principal, await selectedAccountOf(db, c.principal.tenantId, c.principal.accountId));
      return reply.code(201).send(await shareWithGroups(c, request.body));
    },
  );

  app.post(
    '/api/contentShare/findContentShareWithMe',
    { schema: { tags, summary: 'Documents shared with the caller, newest first, with the sharer and group; pages from 1', body: FindContentShareWithMePayload, response: { 200: ContentShareWithMeList } }, ...auth },
    async (request) => contentSharedWithMe(db, context(request).principal, request.tenant.config, request.body.pageIndex, request.body.pageSize),
  );
};

export default contentSharingRoutes;
