import { describe, expect, it } from 'vitest';
import { companySignInUrl } from '../rules.js';

describe('companySignInUrl', () => {
  it('carries redirectUrl, the force flag and the session id for a v1 identity server', () => {
    const url = new URL(companySignInUrl({ loginUrl: 'https://id.example/login', redirectUrl: 'https://lib.example/document?contentCode=A1', iamServerVersion: 'v1', sessionId: 's-1', idToken: 't-1', sso: false }));
    expect(url.origin + url.pathname).toBe('https://id.example/login');
    expect(Object.fromEntries(url.searchParams)).toEqual({ redirectUrl: 'https://lib.example/document?contentCode=A1', force: 'true', sessionId: 's-1' });
  });

  it('carries the ID token for a v2 identity server and the anonymous flag for SSO', () => {
    const url = companySignInUrl({ loginUrl: '/oidc/login', redirectUrl: '/favorites', iamServerVersion: 'v2', sessionId: 's-1', idToken: 't-1', sso: true });
    expect(url).toBe('/oidc/login?redirectUrl=%2Ffavorites&force=true&idToken=t-1&anonymous=true');
  });
});
