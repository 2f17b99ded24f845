/** The forced sign-in of a company user who wants to track or favorite (spec section 6). */

export interface CompanySignInOptions {
  loginUrl: string;
  /** Where the provider sends the user back to. */
  redirectUrl: string;
  iamServerVersion: 'v1' | 'v2';
  /** v1 identity servers identify the browser session by its id. */
  sessionId?: string | null;
  /** v2 identity servers take the ID token instead. */
  idToken?: string | null;
  /** SSO companies also say the current session is anonymous. */
  sso: boolean;
}

/**
 * The provider's login address for a company user who wants to track or favorite: it carries
 * redirectUrl, the force flag, and the session id (v1) or ID token (v2); SSO adds the anonymous flag.
 */
export function companySignInUrl(options: CompanySignInOptions): string {
  const url = new URL(options.loginUrl, 'http://placeholder.invalid');
  url.searchParams.set('redirectUrl', options.redirectUrl);
  url.searchParams.set('force', 'true');
  if (options.iamServerVersion === 'v1' && options.sessionId) url.searchParams.set('sessionId', options.sessionId);
  if (options.iamServerVersion === 'v2' && options.idToken) url.searchParams.set('idToken', options.idToken);
  if (options.sso) url.searchParams.set('anonymous', 'true');
  return options.loginUrl.startsWith('/') ? `${url.pathname}${url.search}` : url.toString();
}
