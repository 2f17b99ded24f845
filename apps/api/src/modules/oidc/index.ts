/** The embedded OpenID provider, its storage and the login page. */
export { default as oidcRoutes } from './oidc.routes.js';
export { endProviderSession } from './oidc-adapter.js';
