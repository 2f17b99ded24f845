import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountIdParams,
  AccountSubscriptionParams,
  AccountUserParams,
  AdminAccount,
  AdminAccountListQuery,
  AdminAccountSummary,
  AdminPublisher,
  AdminSubscription,
  GrantSubscriptionRequest,
  IP_RANGE_LIMIT_DEFAULTS,
  ReplaceAuthoritiesRequest,
  ReplaceIpRangesRequest,
} from '@codex/domain';
import { invalidateOnWrites } from '../../lib/cache/index.js';
import { AppError } from '../../lib/errors.js';
import { getLogger } from '../../lib/loggers.js';
import { accountScopeOf, ACCOUNT_ADMINS, canChangeAuthority, LICENCE_MANAGERS, removesOwnAdministration } from './account-admin.policy.js';
import { getAccount, listAccounts, type AdminContext } from './account-admin.service.js';
import { grantablePublishers, grantSubscription, revokeSubscription } from './account-subscriptions.service.js';
import { accountUser, replaceAuthorities, replaceIpRanges } from './account-users.service.js';

/** The console's accounts: users, authorities, subscriptions and IP ranges, for account admins and the operator. */
const accountAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const log = getLogger(app.log, 'admin');
  const changed = (request: FastifyRequest, what: string, details: Record<string, unknown>) =>
    log.info({ reqId: request.id, by: request.principal!.login, ...details }, what);
  const tags = ['admin'];
  // A change to an account or one of its users changes their sessions' answers (GET api/account).
  invalidateOnWrites(app, (request) => {
    const params = request.params as { id?: number; userId?: number };
    return [
      ['account', params.id],
      ['user', params.userId],
    ];
  });
  const guarded = { config: { access: ACCOUNT_ADMINS } };
  const licence = { config: { access: LICENCE_MANAGERS } };
  const scope = (request: FastifyRequest) => accountScopeOf(request.principal!);
  const context = (request: FastifyRequest): AdminContext => ({
    db,
    tenantId: request.principal!.tenantId,
    actor: request.principal!.login!,
    requestId: String(request.id),
  });

  app.get(
    '/api/admin/accounts',
    {
      schema: {
        tags,
        summary: 'Accounts the caller administers (the operator: all of the tenant); the total is in x-total-count',
        querystring: AdminAccountListQuery,
        response: { 200: AdminAccountSummary.array() },
      },
      ...guarded,
    },
    async (request, reply) => {
      const { total, accounts } = await listAccounts(db, scope(request), request.query);
      reply.header('x-total-count', String(total));
      return accounts;
    },
  );

  app.get(
    '/api/admin/accounts/:id',
    { schema: { tags, summary: 'An account with its users, authorities, subscriptions and IP ranges', params: AccountIdParams, response: { 200: AdminAccount } }, ...guarded },
    async (request) => getAccount(db, scope(request), request.params.id),
  );

  app.get(
    '/api/admin/publishers',
    { schema: { tags, summary: "Publishers of this library with their collections: what a subscription can be granted to (the tenant's operator)", response: { 200: AdminPublisher.array() } }, ...licence },
    async (request) => grantablePublishers(db, request.tenant.config),
  );

  app.post(
    '/api/admin/accounts/:id/subscriptions',
    {
      schema: {
        tags,
        summary: "Grants the account a publisher or a collection for the dates given (the tenant's operator only; audited)",
        params: AccountIdParams,
        body: GrantSubscriptionRequest,
        response: { 201: AdminSubscription },
      },
      ...licence,
    },
    async (request, reply) => {
      const created = await grantSubscription(context(request), scope(request), request.tenant.config, request.params.id, request.body);
      changed(request, 'subscription granted', { accountId: request.params.id, subscriptionId: created.id, publisherCode: created.publisherCode });
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/api/admin/accounts/:id/subscriptions/:subscriptionId',
    { schema: { tags, summary: "Revokes one of the account's subscriptions (the tenant's operator only; audited)", params: AccountSubscriptionParams, response: {} }, ...licence },
    async (request, reply) => {
      await revokeSubscription(context(request), scope(request), request.params.id, request.params.subscriptionId);
      changed(request, 'subscription revoked', { accountId: request.params.id, subscriptionId: request.params.subscriptionId });
      return reply.code(204).send();
    },
  );

  app.put(
    '/api/admin/accounts/:id/users/:userId/authorities',
    {
      schema: {
        tags,
        summary: "Replaces the authorities of one of the account's users",
        params: AccountUserParams,
        body: ReplaceAuthoritiesRequest,
        response: { 200: AdminAccount },
      },
      ...guarded,
    },
    async (request) => {
      const principal = request.principal!;
      const target = await accountUser(db, scope(request), request.params.id, request.params.userId);
      const after = request.body.authorities;
      const touched = [...target.authorities.filter((a) => !after.includes(a)), ...after.filter((a) => !target.authorities.includes(a))];
      if (touched.some((a) => !canChangeAuthority(principal, a))) throw AppError.forbidden('Only an operator grants or removes OPERATOR');
      if (removesOwnAdministration(principal, target.user.id, target.authorities, after)) {
        throw AppError.validation([{ objectName: 'body', field: 'authorities', message: 'OwnAdministration' }], 'You cannot remove your own ADMIN or OPERATOR authority');
      }
      await replaceAuthorities(context(request), target, after);
      // The user's next request must carry the new authorities (the auth plugin caches them briefly).
      app.auth.forgetUser(target.user.id);
      changed(request, 'authorities changed', { accountId: request.params.id, userId: target.user.id, authorities: after });
      return getAccount(db, scope(request), request.params.id);
    },
  );

  app.put(
    '/api/admin/accounts/:id/ip-ranges',
    {
      schema: {
        tags,
        summary: "Replaces a company account's IP ranges (the tenant's operator only): 400 naming the index of a range that does not parse, is not a network address or is wider than the tenant allows; 409 naming another account's range it overlaps",
        params: AccountIdParams,
        body: ReplaceIpRangesRequest,
        response: { 200: AdminAccount },
      },
      ...licence,
    },
    async (request) => {
      await replaceIpRanges(context(request), scope(request), request.params.id, request.body.ipRanges, request.tenant.config.ipRangeLimits ?? IP_RANGE_LIMIT_DEFAULTS);
      // Sessions by address must follow the new ranges at once.
      app.auth.forgetIpRanges();
      changed(request, 'IP ranges changed', { accountId: request.params.id, count: request.body.ipRanges.length });
      return getAccount(db, scope(request), request.params.id);
    },
  );
};

export default accountAdminRoutes;
