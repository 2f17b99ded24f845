import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MemberSearchAnswer, SearchUsersByEmailPayload, SearchUsersPayload } from '@codex/domain';
import { assertMaySearchUsers } from './user-directory.policy.js';
import { UserSearchQuery } from './user-directory.schema.js';
import { searchUsersByEmail, searchUsersByName } from './user-directory.service.js';
import { access } from '../../../lib/access-rules.js';

/** Member search of the group dialogs and the share dialog's '@' entry. */
const userDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['groups', 'sharing'];

  app.post(
    '/api/user/searchUsers',
    {
      schema: {
        tags,
        summary: 'Colleagues (individuals entitled to the selected account; never anyone outside it) whose full name contains fullName (more than 2 characters, case-insensitive); pages from 1',
        querystring: UserSearchQuery,
        body: SearchUsersPayload,
        response: { 200: MemberSearchAnswer },
      },
      config: { access: access.session('account') },
    },
    async (request) => {
      const principal = request.principal!;
      assertMaySearchUsers(principal);
      return searchUsersByName(db, { tenantId: principal.tenantId, accountId: principal.accountId }, request.body.fullName, request.query.pageIndex, request.query.pageSize);
    },
  );

  app.post(
    '/api/user/searchUsersByEmail',
    {
      schema: { tags, summary: "The individual of this library (tenant) with exactly this e-mail address: the share dialog's external entry, shared with by sharedWithEmail only (docs/adr/0044)", body: SearchUsersByEmailPayload, response: { 200: MemberSearchAnswer } },
      config: { access: access.session('tenant') },
    },
    async (request) => {
      const principal = request.principal!;
      assertMaySearchUsers(principal);
      return searchUsersByEmail(db, { tenantId: principal.tenantId }, request.body.email);
    },
  );
};

export default userDirectoryRoutes;
