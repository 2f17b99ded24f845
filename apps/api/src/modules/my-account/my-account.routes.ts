import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { canEditOwnAccount } from './my-account.policy.js';
import { UpdateUserAccountRequest, UserAccountDto } from './my-account.schema.js';
import { updateUserAccount } from './my-account.service.js';
import { access } from '../../lib/access-rules.js';
import { MySeat, ReleasedSeats } from '@codex/domain';
import { mySeats, releaseUserSeats, seatIdleMs, seatsReleased } from '../subscriptions/index.js';

const myAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/user-accounts',
    {
      schema: {
        tags: ['account'],
        summary: 'Saves the my-account form (address, city, state for the US only, postal code, country, mobile)',
        body: UpdateUserAccountRequest,
        response: { 200: UserAccountDto },
      },
      config: { access: access.session('self') },
    },
    async (request) => {
      const principal = request.principal!;
      if (!canEditOwnAccount(principal, request.body.id)) throw AppError.forbidden('You can only edit your own account');
      const saved = await updateUserAccount(app.db, { tenantId: principal.tenantId, userId: principal.userId! }, request.body);
      await recordAudit(app.db, {
        tenantId: principal.tenantId,
        principal: principal.login ?? 'anonymousUser',
        type: 'USER_ACCOUNT_UPDATED',
        data: { fields: Object.keys(request.body).filter((k) => k !== 'id') },
        requestId: String(request.id),
      });
      app.hotCache.invalidate('user', principal.userId!);
      return saved;
    },
  );

  // The reader's seats (docs/adr/0065): which they hold, and "release my seats".
  app.get(
    '/api/my-account/seats',
    { schema: { tags: ['account'], summary: 'The seats the signed-in reader holds now', response: { 200: MySeat.array() } }, config: { access: access.session('self') } },
    async (request) => {
      const principal = request.principal!;
      if (!canEditOwnAccount(principal, undefined)) return [];
      return mySeats(app.db, principal.tenantId, principal.userId!, seatIdleMs(request.tenant.config));
    },
  );

  app.delete(
    '/api/my-account/seats',
    { schema: { tags: ['account'], summary: 'Gives back every seat the signed-in reader holds', response: { 200: ReleasedSeats } }, config: { access: access.session('self') } },
    async (request) => {
      const principal = request.principal!;
      if (!canEditOwnAccount(principal, undefined)) throw AppError.forbidden('Only a signed-in reader holds seats');
      const freed = await releaseUserSeats(app.db, principal.tenantId, principal.userId!);
      await seatsReleased(app.db, freed, seatIdleMs(request.tenant.config));
      return { released: freed.length };
    },
  );
};

export default myAccountRoutes;
