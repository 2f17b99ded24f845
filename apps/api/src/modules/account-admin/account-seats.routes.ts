import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountAllowances, AccountIdParams, AccountSeatParams, AccountSeats, AccountSubscriptionParams, AdminSubscription, SubscriptionTermsRequest } from '@codex/domain';
import { recordAudit } from '../../lib/audit.js';
import { invalidateOnWrites } from '../../lib/cache/index.js';
import { AppError } from '../../lib/errors.js';
import { accountAllowanceUse, accountSeats, releaseAccountSeat, seatIdleMs, seatsReleased } from '../subscriptions/index.js';
import { accountScopeOf, ACCOUNT_ADMINS, LICENCE_MANAGERS } from './account-admin.policy.js';
import { accountInScope, type AdminContext } from './account-scope.js';
import { setSubscriptionTerms } from './account-subscriptions.service.js';

/**
 * The licence meter in the console (docs/adr/0065, 0066): the operator sets a subscription's seats and allowances;
 * the account's admin (and the operator) sees its seats now and over 90 days, ends a colleague's seat, and sees the
 * downloads and prints counted against the allowances.
 */
const accountSeatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['admin'];
  const scope = (request: FastifyRequest) => accountScopeOf(request.principal!);
  const context = (request: FastifyRequest): AdminContext => ({ db, tenantId: request.principal!.tenantId, actor: request.principal!.login!, requestId: String(request.id) });
  invalidateOnWrites(app, (request) => [['account', (request.params as { id?: number }).id]]);

  app.put(
    '/api/admin/accounts/:id/subscriptions/:subscriptionId',
    {
      schema: {
        tags,
        summary: "Sets a subscription's licence terms: its seat limit and its own download and print allowances (the tenant's operator only; audited)",
        params: AccountSubscriptionParams,
        body: SubscriptionTermsRequest,
        response: { 200: AdminSubscription },
      },
      config: { access: LICENCE_MANAGERS },
    },
    async (request) => setSubscriptionTerms(context(request), scope(request), request.params.id, request.params.subscriptionId, request.body),
  );

  app.get(
    '/api/admin/accounts/:id/seats',
    {
      schema: { tags, summary: "The account's seats: in use now and by whom, and the most held and the refusals per day over 90 days", params: AccountIdParams, response: { 200: AccountSeats } },
      config: { access: ACCOUNT_ADMINS },
    },
    async (request, reply) => {
      const account = await accountInScope(db, scope(request), request.params.id);
      reply.header('cache-control', 'private, no-store');
      return accountSeats(db, account.id, seatIdleMs(request.tenant.config));
    },
  );

  app.get(
    '/api/admin/accounts/:id/allowances',
    {
      schema: {
        tags,
        summary: "The account's readers' downloads and prints counted against a limit in its current period, most used first",
        params: AccountIdParams,
        response: { 200: AccountAllowances },
      },
      config: { access: ACCOUNT_ADMINS },
    },
    async (request, reply) => {
      const account = await accountInScope(db, scope(request), request.params.id);
      reply.header('cache-control', 'private, no-store');
      return accountAllowanceUse(db, account.id, request.tenant.config.licenceMeter);
    },
  );

  app.delete(
    '/api/admin/accounts/:id/seats/:seatId',
    { schema: { tags, summary: "Ends a seat of one of the account's subscriptions (audited); another account's seat is not found", params: AccountSeatParams }, config: { access: ACCOUNT_ADMINS } },
    async (request, reply) => {
      const account = await accountInScope(db, scope(request), request.params.id);
      const subscriptionId = await releaseAccountSeat(db, account.id, request.params.seatId);
      if (subscriptionId === null) throw AppError.notFound(`Seat ${request.params.seatId}`);
      await recordAudit(db, {
        tenantId: request.principal!.tenantId,
        principal: request.principal!.login!,
        type: 'SEAT_ENDED',
        data: { accountId: account.id, accountNumber: account.accountNumber, seatId: request.params.seatId, subscriptionId },
        requestId: String(request.id),
      });
      await seatsReleased(db, [subscriptionId], seatIdleMs(request.tenant.config));
      return reply.code(204).send();
    },
  );
};

export default accountSeatsRoutes;
