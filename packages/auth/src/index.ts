export { createSignIn, safeReturnTo, STORAGE_PREFIX, type SignIn, type SignInOptions, type SignedInUser } from './signIn.js';
export { createTenantSignIn, APP_PATHS } from './tenantSignIn.js';
export { createAdminAuthProvider, type AdminAuthProviderOptions } from './adminAuthProvider.js';
export { displayName } from './displayName.js';
