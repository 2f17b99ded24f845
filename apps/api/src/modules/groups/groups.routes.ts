import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateGroupPayload,
  EmailGroupPayload,
  GroupCard,
  GroupDetail,
  GroupDocumentSearchPayload,
  GroupEnableAnswer,
  SharedDocument,
  UpdateContentsByGroupPayload,
  UpdateGroupMembersPayload,
  UpdateGroupNamePayload,
  UpdateGroupPayload,
} from '@codex/domain';
import { searchGroupDocuments, groupDocumentsOf, updateContentsByGroup } from './group-documents.service.js';
import { emailGroup } from './email-group.command.js';
import { selectedAccountOf, type GroupContext } from './group-store.js';
import { assertMayUseGroups, mayUseGroups } from './groups.policy.js';
import { EmailGroupAnswer, GroupIdParams, GroupIdQuery, GroupListQuery, TypeAheadQuery } from './groups.schema.js';
import { changeGroupMembers, createGroup, deleteGroup, groupDetail, listGroups, renameGroup, updateGroup } from './groups.service.js';
import { access } from '../../lib/access-rules.js';

/**
 * Groups of the selected account (groups-sharing-session-shell.md sections 2, 5-7). Every route needs a
 * signed-in individual whose selected account has the group flag (403 'You are not authorized to access this
 * page.' otherwise); a group the caller may not see is a 404.
 */
const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['groups'];
  const context = async (request: FastifyRequest): Promise<GroupContext> => {
    const principal = request.principal!;
    assertMayUseGroups(principal, await selectedAccountOf(db, principal.tenantId, principal.accountId));
    return { db, principal, config: request.tenant.config, requestId: String(request.id) };
  };
  const auth = { config: { access: access.session('member') } };

  app.get(
    '/api/group/getGroupEnable',
    { schema: { tags, summary: 'Whether the caller may use groups (an individual, and the selected account has the group flag)', response: { 200: GroupEnableAnswer } }, ...auth },
    async (request) => {
      const principal = request.principal!;
      return mayUseGroups(principal, await selectedAccountOf(db, principal.tenantId, principal.accountId));
    },
  );

  app.get(
    '/api/group/list',
    {
      schema: {
        tags,
        summary: "Groups of the account the caller created or belongs to (the account's ADMIN: all); accountId must be the selected account, otherwise 404",
        querystring: GroupListQuery,
        response: { 200: z.array(GroupCard) },
      },
      ...auth,
    },
    async (request) => {
      const c = await context(request);
      return listGroups(db, c.principal, request.query.accountId);
    },
  );

  app.get(
    '/api/group/listByCurrentAccount',
    { schema: { tags, summary: 'Groups of the selected account the caller sees', response: { 200: z.array(GroupCard) } }, ...auth },
    async (request) => {
      const c = await context(request);
      return listGroups(db, c.principal, c.principal.accountId);
    },
  );

  app.get(
    '/api/group/getGroupDetail',
    { schema: { tags, summary: 'A group with its owner and members (rosters)', querystring: GroupIdQuery, response: { 200: GroupDetail } }, ...auth },
    async (request) => groupDetail(await context(request), request.query.groupId),
  );

  app.post(
    '/api/group/save',
    {
      schema: { tags, summary: "Creates a group with members (colleagues) and documents the caller's account is entitled to ('NotEntitled' otherwise); the documents are shared with the members", body: CreateGroupPayload, response: { 201: GroupDetail } },
      ...auth,
    },
    async (request, reply) => reply.code(201).send(await createGroup(await context(request), request.body)),
  );

  app.put(
    '/api/group/update',
    {
      schema: { tags, summary: "The edit dialog (creator only): name, description, members; contentCodes added (only documents the caller's account is entitled to, 'NotEntitled' otherwise), removeContentIds removed", body: UpdateGroupPayload, response: { 200: GroupDetail } },
      ...auth,
    },
    async (request) => updateGroup(await context(request), request.body),
  );

  app.put(
    '/api/group/update/name',
    { schema: { tags, summary: 'Name and description (creator only)', body: UpdateGroupNamePayload, response: { 200: GroupDetail } }, ...auth },
    async (request) => renameGroup(await context(request), request.body),
  );

  app.put(
    '/api/group/update/memberIds',
    { schema: { tags, summary: 'Members (creator only); new members receive the group’s documents', body: UpdateGroupMembersPayload, response: { 200: GroupDetail } }, ...auth },
    async (request) => changeGroupMembers(await context(request), request.body),
  );

  app.delete(
    '/api/group/:id',
    { schema: { tags, summary: "Deletes a group (its creator or the account's ADMIN) with the shares made through it", params: GroupIdParams }, ...auth },
    async (request, reply) => {
      await deleteGroup(await context(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/group/sendMailToGroup',
    {
      schema: {
        tags,
        summary: 'E-mails the group (creator and members): every member but the sender, the sender too with copyMeFlag; queued in the outbox',
        body: EmailGroupPayload,
        response: { 202: EmailGroupAnswer },
      },
      ...auth,
    },
    async (request, reply) => reply.code(202).send(await emailGroup(await context(request), request.body)),
  );

  app.post(
    '/api/group/documents/search/type-ahead',
    {
      schema: {
        tags,
        summary: 'Documents the selected account is entitled to whose title, asset id or designation contains the keywords',
        querystring: TypeAheadQuery,
        body: GroupDocumentSearchPayload,
        response: { 200: z.array(SharedDocument) },
      },
      ...auth,
    },
    async (request) => {
      const c = await context(request);
      return searchGroupDocuments(db, c.principal, c.config, request.body.keywords, request.query.size);
    },
  );

  app.get(
    '/api/contentShare/shared/list',
    { schema: { tags: [...tags, 'sharing'], summary: 'The documents of a group', querystring: GroupIdQuery, response: { 200: z.array(SharedDocument) } }, ...auth },
    async (request) => groupDocumentsOf(await context(request), request.query.groupId),
  );

  app.post(
    '/api/contentShare/updateContentsByGroup',
    {
      schema: { tags: [...tags, 'sharing'], summary: "Adds and removes documents of a group (creator only; an added document must be one the caller's account is entitled to, 'NotEntitled' otherwise); answers the group’s documents", body: UpdateContentsByGroupPayload, response: { 200: z.array(SharedDocument) } },
      ...auth,
    },
    async (request) => updateContentsByGroup(await context(request), request.body),
  );
};

export default groupsRoutes;
