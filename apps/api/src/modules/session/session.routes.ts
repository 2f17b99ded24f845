import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { releaseUserSeats, seatIdleMs, seatsReleased } from '../subscriptions/index.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { jsonSchemaSerializer } from '../../lib/json-serializer.js';
import { endProviderSession } from '../oidc/index.js';
import { canAcceptLicense, canSwitchAccount } from './session.policy.js';
import { AccountSession, LicenseCreateResponse, LicenseValidateResponse, LogoutResponse, SwitchAccountRequest } from './session.schema.js';
import { acceptLicense, auditName, buildAccountSession, cachedAccountSession, licenseAccepted, revokeToken, switchAccount } from './session.service.js';
import { licenseAgreementText } from './license-agreement.js';
import { access } from '../../lib/access-rules.js';

const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const context = (request: FastifyRequest) => ({ db, tenant: request.tenant, principal: request.principal!, requestId: String(request.id) });

  /** The provider's end-session address, returning to the app on the caller's host. */
  const logoutUrl = (request: FastifyRequest): string | null => {
    if (app.config.oidc.externalIssuer) return null;
    const back = new URL(app.config.publicUrl);
    back.hostname = request.hostname;
    back.pathname = '/';
    const url = new URL(`${app.config.oidc.issuer}/session/end`);
    url.searchParams.set('client_id', app.config.oidc.clientId);
    url.searchParams.set('post_logout_redirect_uri', back.toString());
    return url.toString();
  };

  app.get(
    '/api/account',
    {
      schema: { tags: ['account'], summary: 'The session: user, entitlements, selected account, flags and tenant', response: { 200: AccountSession } },
      serializerCompiler: jsonSchemaSerializer,
      config: { access: access.session('self') },
    },
    async (request) => ({ ...(await cachedAccountSession(db, app.hotCache, request.tenant, request.principal!)), ipAddress: request.ip }),
  );

  app.post(
    '/api/account/switch',
    {
      schema: { tags: ['account'], summary: 'Selects the account the session acts for', body: SwitchAccountRequest, response: { 200: AccountSession } },
      config: { access: access.session('self') },
    },
    async (request) => {
      const principal = request.principal!;
      if (!canSwitchAccount(principal)) throw AppError.forbidden('Only a signed-in user can switch accounts');
      await switchAccount(context(request), request.body.accountId);
      app.auth.forgetUser(principal.userId!);
      return { ...(await buildAccountSession(db, request.tenant, { ...principal, accountId: request.body.accountId })), ipAddress: request.ip };
    },
  );

  app.post(
    '/api/account/logout',
    {
      schema: { tags: ['account'], summary: 'Ends the session: revokes the access token and the provider session', response: { 200: LogoutResponse } },
      config: { access: access.session('self') },
    },
    async (request) => {
      const principal = request.principal!;
      if (principal.kind === 'ip') return { logoutUrl: null };
      await revokeToken(db, principal.tokenId!, principal.tokenExpiresAt!);
      app.auth.tokenRevoked(principal.tokenId!);
      if (principal.userId !== null) app.hotCache.invalidate('user', principal.userId);
      // Signing out gives back the reader's seats (docs/adr/0065).
      if (principal.userId !== null) {
        const freed = await releaseUserSeats(db, request.tenant.id, principal.userId);
        await seatsReleased(db, freed, seatIdleMs(request.tenant.config));
      }
      if (principal.sessionUid && !app.config.oidc.externalIssuer) await endProviderSession(db, principal.sessionUid);
      await recordAudit(db, {
        tenantId: request.tenant.id,
        principal: auditName(principal),
        type: 'SIGN_OUT',
        data: { userId: principal.userId },
        requestId: String(request.id),
      });
      return { logoutUrl: logoutUrl(request) };
    },
  );

  app.get(
    '/api/v1/lca/validate',
    {
      schema: { tags: ['account'], summary: "The license agreement text and whether the selected account accepted it", response: { 200: LicenseValidateResponse } },
      config: { access: access.session('self') },
    },
    async (request) => ({
      responseData: { value: { licenseContent: licenseAgreementText(request.tenant), accepted: await licenseAccepted(db, request.principal!) } },
    }),
  );

  app.post(
    '/api/v1/lca/create',
    {
      schema: { tags: ['account'], summary: 'Accepts the license agreement for the selected account', response: { 200: LicenseCreateResponse } },
      config: { access: access.session('self') },
    },
    async (request) => {
      if (!canAcceptLicense(request.principal!)) throw AppError.forbidden('Sign in to accept the license agreement');
      await acceptLicense(context(request));
      app.hotCache.invalidate('account', request.principal!.accountId!);
      return { responseData: { value: { accepted: true } } };
    },
  );
};

export default sessionRoutes;
