import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminGroupDetail, AdminGroupIdParams, AdminGroupListQuery, AdminGroupRow } from '@codex/domain';
import { getLogger } from '../../../lib/loggers.js';
import { GROUP_ADMINS, groupScopeOf } from './groups-admin.policy.js';
import { deleteGroup, getGroup, listGroups } from './groups-admin.service.js';

/** The console's groups: every group of the account an ADMIN administers, with its members and documents; delete is audited. */
const groupsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const log = getLogger(app.log, 'admin');
  const tags = ['admin'];
  const guarded = { config: { access: GROUP_ADMINS } };
  const scope = (request: FastifyRequest) => groupScopeOf(request.principal!);

  app.get(
    '/api/admin/groups',
    {
      schema: {
        tags,
        summary: "Groups of the account the admin administers (every group, whoever made it; the operator picks any account of the tenant with accountId); the total is in x-total-count",
        querystring: AdminGroupListQuery,
        response: { 200: AdminGroupRow.array() },
      },
      ...guarded,
    },
    async (request, reply) => {
      const { total, groups } = await listGroups(db, scope(request), request.principal!.accountId, request.query);
      reply.header('x-total-count', String(total));
      return groups;
    },
  );

  app.get(
    '/api/admin/groups/:id',
    { schema: { tags, summary: 'A group of the account with its members and documents', params: AdminGroupIdParams, response: { 200: AdminGroupDetail } }, ...guarded },
    async (request) => getGroup(db, scope(request), request.params.id),
  );

  app.delete(
    '/api/admin/groups/:id',
    { schema: { tags, summary: 'Deletes a group of the account, with its memberships, documents and shares (audited as GROUP_DELETED)', params: AdminGroupIdParams, response: { 200: AdminGroupRow } }, ...guarded },
    async (request) => {
      const principal = request.principal!;
      const deleted = await deleteGroup({ db, actor: principal.login!, requestId: String(request.id) }, scope(request), request.params.id);
      log.info({ reqId: request.id, by: principal.login, groupId: deleted.id, accountId: deleted.accountId }, 'group deleted');
      // react-admin's delete expects the deleted record back.
      return deleted;
    },
  );
};

export default groupsAdminRoutes;
