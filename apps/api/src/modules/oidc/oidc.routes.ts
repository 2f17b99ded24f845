import type { IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { recordAudit } from '../../lib/audit.js';
import { serializeCsp, serverPageDirectives } from '../../lib/content-security-policy.js';
import { getLogger } from '../../lib/loggers.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { Tenant } from '../tenants/index.js';
import { type Branding, pageSecurityHeaders, renderLoginPage, renderMessagePage } from './login-page.js';
import { pruneIdentityTables } from './oidc-adapter.js';
import { clientOrigins, completeFirstPartyGrant, createIdentityProvider, OIDC_MOUNT, tenantOfRedirect } from './oidc-provider.js';
import {
  checkCredentials,
  clearFailures,
  failureDelayMs,
  INVALID_CREDENTIALS,
  lockedUntil,
  minutesUntil,
  normalizeLogin,
  recentFailures,
  recordFailure,
  tooManyAttemptsMessage,
} from './sign-in.service.js';
import { access } from '../../lib/access-rules.js';
import { AUTHENTICATION_DATA_PATH, AuthenticationData } from '@codex/domain';
import { authenticationDataOf } from './authentication-data.js';

/** Sign-in form posts one address may make in a minute, whatever logins it tries. */
export const SIGN_IN_POSTS_PER_MINUTE = 20;

type InteractionDetails = Awaited<ReturnType<Provider['interactionDetails']>>;

const UidParams = z.object({ uid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const LoginForm = z.object({ username: z.string().max(100), password: z.string().max(500) });

const brandingOf = (tenant: Tenant): Branding => ({
  productName: tenant.config.branding.productName,
  tenantName: tenant.name,
  primaryColor: tenant.config.branding.primaryColor,
});

const originOf = (uri: unknown) => (typeof uri === 'string' ? (URL.parse(uri)?.origin ?? null) : null);

/**
 * The embedded OpenID provider under /oidc, and our own sign-in pages for its interactions.
 * Not mounted when OIDC_ISSUER names an external issuer.
 */
const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.oidc.externalIssuer || !app.identityKeys) return;
  const db = app.db;
  const audience = app.config.oidc.audience;
  const provider = createIdentityProvider({ config: app.config, db, keys: app.identityKeys, tenants: app.tenants, log: getLogger(app.log, 'oidc') });

  // Unknown users are checked against a throwaway hash; make it now so the first such check is not slower.
  await verifyPassword(null, '');

  const pruning = setInterval(() => pruneIdentityTables(db).catch((err) => getLogger(app.log, 'oidc').warn({ err }, 'pruning identity tables failed')), 60 * 60_000);
  pruning.unref();
  app.addHook('onClose', async () => clearInterval(pruning));

  const sendPage = (reply: FastifyReply, status: number, page: { html: string; nonce: string }, formTargets: string[] = []) =>
    reply.code(status).headers(pageSecurityHeaders(page.nonce, formTargets)).type('text/html; charset=utf-8').send(page.html);

  const expired = (reply: FastifyReply) =>
    sendPage(
      reply,
      400,
      renderMessagePage({
        title: 'Sign-in expired',
        message: 'This sign-in page is no longer valid. Go back to the library and sign in again.',
        link: { href: '/', text: 'Return to the library' },
      }),
    );

  /** The interaction bound to this browser (its signed cookie) and the tenant it signs in to; sends an error page otherwise. */
  const loadInteraction = async (
    request: FastifyRequest,
    reply: FastifyReply,
    uid: string,
  ): Promise<{ details: InteractionDetails; tenant: Tenant } | null> => {
    let details: InteractionDetails;
    try {
      details = await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      await expired(reply);
      return null;
    }
    if (details.uid !== uid) {
      await expired(reply);
      return null;
    }
    const tenant = await tenantOfRedirect(app.tenants, details.params.redirect_uri);
    if (!tenant) {
      await sendPage(reply, 400, renderMessagePage({ title: 'Unknown library', message: 'This sign-in request does not come from a library this server knows.' }));
      return null;
    }
    return { details, tenant };
  };

  const showLogin = (reply: FastifyReply, status: number, details: InteractionDetails, tenant: Tenant, options: { username?: string; error?: string } = {}) => {
    const action = `${OIDC_MOUNT}/interaction/${details.uid}`;
    const page = renderLoginPage({ branding: brandingOf(tenant), action, cancelAction: `${action}/abort`, ...options });
    const redirectOrigin = originOf(details.params.redirect_uri);
    return sendPage(reply, status, page, redirectOrigin ? [redirectOrigin] : []);
  };

  app.get(
    `${OIDC_MOUNT}/interaction/:uid`,
    { schema: { hide: true, params: UidParams }, config: { access: access.anyone('credential') } },
    async (request, reply) => {
      const found = await loadInteraction(request, reply, request.params.uid);
      if (!found) return reply;
      const { details, tenant } = found;
      if (details.prompt.name === 'login') {
        const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint.slice(0, 100) : undefined;
        return showLogin(reply, 200, details, tenant, { username: hint });
      }
      // Only a grant missing something asks for consent; our client gets everything it may ask for.
      const accountId = details.session?.accountId;
      const clientId = details.params.client_id;
      if (!accountId || clientId !== app.config.oidc.clientId) return expired(reply);
      const grant = (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ?? new provider.Grant({ accountId, clientId });
      completeFirstPartyGrant(grant, audience);
      const grantId = await grant.save();
      const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent: { grantId } });
      return reply.redirect(returnTo, 303);
    },
  );

  app.post(
    `${OIDC_MOUNT}/interaction/:uid`,
    {
      schema: { hide: true, params: UidParams },
      // Per-login locking stops guessing one password; this stops one address trying many logins.
      config: { access: access.anyone('credential'), rateLimit: { max: SIGN_IN_POSTS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const found = await loadInteraction(request, reply, request.params.uid);
      if (!found) return reply;
      const { details, tenant } = found;
      if (details.prompt.name !== 'login') return expired(reply);

      const form = LoginForm.safeParse(request.body);
      if (!form.success || !form.data.username.trim() || !form.data.password) {
        return showLogin(reply, 400, details, tenant, { username: form.data?.username, error: 'Enter your username and password.' });
      }
      const login = normalizeLogin(form.data.username);
      const key = { tenantId: tenant.id, login, ip: request.ip };
      const audit = (type: string, data: Record<string, unknown> = {}) =>
        recordAudit(db, { tenantId: tenant.id, principal: login, type, data: { login, ip: request.ip, ...data }, requestId: String(request.id) });

      const failures = await recentFailures(db, key);
      const until = lockedUntil(failures);
      if (until) {
        await audit('SIGN_IN_FAILURE', { reason: 'too-many-attempts' });
        reply.header('retry-after', String(Math.ceil((until.getTime() - Date.now()) / 1000)));
        return showLogin(reply, 429, details, tenant, { username: form.data.username, error: tooManyAttemptsMessage(minutesUntil(until)) });
      }

      const user = await checkCredentials(db, tenant.id, login, form.data.password);
      if (!user) {
        await recordFailure(db, key);
        await audit('SIGN_IN_FAILURE', { reason: 'invalid-credentials' });
        await sleep(failureDelayMs(failures.length + 1));
        return showLogin(reply, 200, details, tenant, { username: form.data.username, error: INVALID_CREDENTIALS });
      }

      await clearFailures(db, key);
      await audit('SIGN_IN_SUCCESS', { userId: user.id });
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        // A browser-session cookie: shared library terminals forget the sign-in when the browser closes.
        { login: { accountId: String(user.id), amr: ['pwd'], remember: false } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );

  // The login host's account of the caller's authentication, which the reader's session flow reads after the user data.
  app.get(
    AUTHENTICATION_DATA_PATH,
    {
      schema: {
        tags: ['session'],
        summary: "How the caller's session was authenticated: type, methods, when, from which address, by which issuer",
        response: { 200: AuthenticationData },
      },
      config: { access: access.session('self') },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return authenticationDataOf(db, request.principal!, {
        issuer: app.config.oidc.issuer,
        ipAddress: request.ip,
        tenant: { code: request.tenant.code, name: request.tenant.name },
      });
    },
  );

  app.post(
    `${OIDC_MOUNT}/interaction/:uid/abort`,
    { schema: { hide: true, params: UidParams }, config: { access: access.anyone('credential') } },
    async (request, reply) => {
      const found = await loadInteraction(request, reply, request.params.uid);
      if (!found) return reply;
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'The user cancelled the sign-in' },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );

  // Everything else under /oidc is the provider's own (a Koa app): hand it the raw request with
  // its body unread, and the path below the mount point (it reads the mount from originalUrl).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    const handle = provider.callback();
    scope.all(`${OIDC_MOUNT}/*`, { schema: { hide: true }, config: { access: access.anyone('credential') } }, async (request, reply) => {
      // The provider's own pages (the form that carries a sign-out on to its confirmation, which answers with a
      // redirect to the app): the provider adds its inline script's hash to script-src; our pages set their own.
      const formTargets = clientOrigins(app.config, await app.tenants.all());
      reply.raw.setHeader('content-security-policy', serializeCsp(serverPageDirectives({ styleSources: ["'self'"], scriptSources: ["'self'"], formTargets })));
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(OIDC_MOUNT.length) || '/';
      try {
        await handle(raw, reply.raw);
      } catch (err) {
        request.log.error({ err }, 'identity provider failed');
        if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'text/plain' });
        reply.raw.end();
      }
    });
  });
};

export default oidcRoutes;
