import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import Provider, { errors, interactionPolicy, type AdapterPayload, type Configuration, type Grant, type KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Tenant, TenantDirectory } from '../tenants/index.js';
import { drizzleAdapter } from './oidc-adapter.js';
import type { IdentityKeys } from '../../lib/identity-keys.js';
import { pageSecurityHeaders, renderMessagePage } from './login-page.js';

/** Where the provider is mounted in the Fastify app. */
export const OIDC_MOUNT = '/oidc';
export const OIDC_SCOPES = ['openid', 'profile', 'email', 'offline_access'];
/** The scopes an access token for our API carries. */
const API_SCOPE = 'openid profile email';

const HOUR = 60 * 60;
export const TTL = {
  AccessToken: HOUR,
  AuthorizationCode: 60,
  IdToken: HOUR,
  Interaction: 30 * 60,
  RefreshToken: 8 * HOUR,
  Session: 8 * HOUR,
  Grant: 8 * HOUR,
} as const;

export interface IdentityProviderOptions {
  config: Config;
  db: Db;
  keys: IdentityKeys;
  tenants: TenantDirectory;
  log: FastifyBaseLogger;
}

/** Origins (scheme, host, port) our web client is served from: every tenant host (and TENANT_HOSTS name) on the public URL's scheme and port. */
export function clientOrigins(config: Pick<Config, 'publicUrl' | 'tenants'>, tenants: Tenant[]): string[] {
  const base = new URL(config.publicUrl);
  const port = base.port ? `:${base.port}` : '';
  const hosts = new Set<string>([base.hostname, ...tenants.flatMap((t) => t.hosts), ...Object.keys(config.tenants.hosts)]);
  return [...hosts].map((host) => `${base.protocol}//${host.includes(':') ? `[${host}]` : host}${port}`);
}

/** Metadata of our own web client (public, PKCE), computed from the tenants so a new tenant host works without a restart. */
export function webClientMetadata(config: Config, tenants: Tenant[]): AdapterPayload {
  const origins = clientOrigins(config, tenants);
  return {
    client_id: config.oidc.clientId,
    client_name: 'Codex',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    scope: OIDC_SCOPES.join(' '),
    redirect_uris: origins.flatMap((o) => [`${o}/implicit/callback`, `${o}/admin/callback`]),
    post_logout_redirect_uris: origins.flatMap((o) => [`${o}/`, `${o}/admin/`]),
  };
}

/** One of our pages as the provider's answer, with its own policy (its stylesheet by nonce, docs/adr/0045). */
function sendPage(ctx: KoaContextWithOIDC, page: { html: string; nonce: string }, formTargets: string[] = []) {
  ctx.type = 'html';
  ctx.set(pageSecurityHeaders(page.nonce, formTargets));
  ctx.body = page.html;
}

/** The tenant an authorization request belongs to: the host of its redirect_uri. */
export async function tenantOfRedirect(tenants: TenantDirectory, redirectUri: unknown): Promise<Tenant | null> {
  if (typeof redirectUri !== 'string') return null;
  const parsed = URL.parse(redirectUri);
  return parsed ? tenants.forHost(parsed.host) : null;
}

/** Gives a grant everything our first-party client may ask for; true when something was added. */
export function completeFirstPartyGrant(grant: Grant, audience: string): boolean {
  const missingOidc = OIDC_SCOPES.filter((s) => !grant.getOIDCScope().split(' ').includes(s));
  const missingApi = API_SCOPE.split(' ').filter((s) => !grant.getResourceScope(audience).split(' ').includes(s));
  if (missingOidc.length) grant.addOIDCScope(missingOidc);
  if (missingApi.length) grant.addResourceScope(audience, missingApi);
  return missingOidc.length + missingApi.length > 0;
}

/** The embedded OpenID provider: our web client only, JWT access tokens for our API, users of the request's tenant. */
export function createIdentityProvider({ config, db, keys, tenants, log }: IdentityProviderOptions): Provider {
  const audience = config.oidc.audience;
  const clientId = config.oidc.clientId;

  const findUser = async (sub: string) => {
    if (!/^\d{1,10}$/.test(sub)) return undefined;
    const [user] = await db.select().from(users).where(eq(users.id, Number(sub)));
    return user?.activated ? user : undefined;
  };

  const policy = interactionPolicy.base();
  // One issuer serves every tenant: a browser signed in for one tenant must sign in again for another.
  policy.get('login')!.checks.add(
    new interactionPolicy.Check('tenant_mismatch', 'End-User is signed in for another tenant', 'login_required', async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId) return interactionPolicy.Check.NO_NEED_TO_PROMPT;
      const [tenant, user] = await Promise.all([tenantOfRedirect(tenants, ctx.oidc.params?.redirect_uri), findUser(accountId)]);
      return tenant && user && user.tenantId === tenant.id ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT;
    }),
  );

  const configuration: Configuration = {
    adapter: drizzleAdapter(db, async (id) => (id === clientId ? webClientMetadata(config, await tenants.all()) : undefined)),
    clients: [],
    jwks: { keys: keys.signing as never },
    cookies: {
      keys: keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username', 'locale'],
      email: ['email'],
    },
    scopes: OIDC_SCOPES,
    responseTypes: ['code'],
    // The ID token carries the profile claims, since our access tokens are for our API and not for userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: TTL,
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          const page = renderMessagePage({
            title: 'Sign out',
            message: 'Do you want to sign out?',
            extraHtml: `${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button><button type="submit" form="op.logoutForm" class="secondary">Stay signed in</button>`,
          });
          // The confirmation's form is answered with a redirect to the app that asked (another origin for another tenant).
          const returnTo = ctx.oidc.params?.post_logout_redirect_uri;
          const returnOrigin = typeof returnTo === 'string' ? URL.parse(returnTo)?.origin : undefined;
          sendPage(ctx, page, returnOrigin ? [returnOrigin] : []);
        },
        postLogoutSuccessSource: (ctx) => {
          sendPage(ctx, renderMessagePage({ title: 'Signed out', message: 'You have signed out.', link: { href: '/', text: 'Return to the library' } }));
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return { scope: API_SCOPE, audience, accessTokenFormat: 'jwt', accessTokenTTL: TTL.AccessToken, jwt: { sign: { alg: 'RS256' } } };
        },
      },
    },
    formats: {
      customizers: {
        // Lets sign-out find and end the provider session an access token came from.
        jwt: (_ctx, token, parts) => {
          if ('sessionUid' in token && token.sessionUid) parts.payload.session_uid = token.sessionUid;
        },
      },
    },
    // Refresh tokens keep the reader signed in without third-party cookies; they end with the session.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    clientBasedCORS: (_ctx, origin, client) => client.redirectUris?.some((uri) => URL.parse(uri)?.origin === origin) ?? false,
    interactions: {
      policy,
      url: (_ctx, interaction) => `${OIDC_MOUNT}/interaction/${interaction.uid}`,
    },
    // Our own client never shows a consent screen: its grant holds everything it may ask for.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { oidc } = ctx;
      const accountId = oidc.session?.accountId;
      const client = oidc.client;
      if (!accountId || !client) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
      let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (grant && grant.accountId !== accountId) grant = undefined;
      if (client.clientId !== clientId) return grant;
      grant ??= new oidc.provider.Grant({ accountId, clientId: client.clientId });
      if (completeFirstPartyGrant(grant, audience)) await grant.save();
      return grant;
    },
    findAccount: async (_ctx, sub) => {
      const user = await findUser(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.login,
          given_name: user.firstName ?? undefined,
          family_name: user.lastName ?? undefined,
          preferred_username: user.login,
          locale: user.langKey,
          email: user.email,
        }),
      };
    },
    renderError: (ctx, out) => {
      sendPage(
        ctx,
        renderMessagePage({
          title: 'Sign-in could not continue',
          message: out.error_description ?? out.error ?? 'The request was not valid.',
          link: { href: '/', text: 'Return to the library' },
        }),
      );
    },
  };

  const provider = new Provider(config.oidc.issuer, configuration);
  // Koa's proxy flag is a boolean: a list of trusted proxies also means the provider sits behind one.
  provider.proxy = config.trustProxy !== false;
  provider.on('server_error', (_ctx, error) => log.error({ err: error }, 'identity provider error'));
  return provider;
}
