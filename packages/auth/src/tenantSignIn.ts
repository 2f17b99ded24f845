import type { TenantConfig } from '@codex/domain';
import { createSignIn, type SignIn } from './signIn.js';

/** Where each app receives the provider's answer; both are registered for the client. */
export const APP_PATHS = {
  reader: { redirectPath: '/implicit/callback', postLogoutPath: '/' },
  console: { redirectPath: '/admin/callback', postLogoutPath: '/admin/' },
} as const;

/** Builds the sign-in client a tenant asks for: its own issuer, or this server's embedded provider at /oidc. */
export function createTenantSignIn(
  identityProvider: TenantConfig['identityProvider'],
  app: keyof typeof APP_PATHS,
  where: { origin?: string; storage?: Storage } = {},
): SignIn {
  const origin = where.origin ?? window.location.origin;
  const external = Boolean(identityProvider.issuer);
  return createSignIn({
    authority: identityProvider.issuer || `${origin}/oidc`,
    clientId: identityProvider.clientId,
    scopes: identityProvider.scopes,
    signedInAuthMode: external ? 'SSO' : 'PWD',
    origin,
    storage: where.storage,
    ...APP_PATHS[app],
  });
}
