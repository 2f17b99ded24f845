import { describe, expect, it } from 'vitest';
import { decodeIhsResolver, planIhsResolver, planPathResolver, queryFromLegacyPath, readResolverQuery } from './resolver.js';

const b64 = (text: string) => btoa(text);

describe('ihsResolver', () => {
  it('looks up a designation given with a year', () => {
    const plan = planIhsResolver(decodeIhsResolver(b64('designation=RFC 9110&year=2022')));
    expect(plan).toMatchObject({ kind: 'lookup', fallback: 'search', query: { designation: 'RFC 9110', year: '2022' } });
  });

  it('looks up a designation given with a status', () => {
    expect(planIhsResolver(decodeIhsResolver(b64('designation=RFC 2616&status=Historical')))).toMatchObject({ kind: 'lookup' });
  });

  it('sends a term alone, or only a year or a status, to content search', () => {
    expect(planIhsResolver(decodeIhsResolver(b64('term=http caching')))).toEqual({ kind: 'search', term: 'http caching' });
    expect(planIhsResolver(decodeIhsResolver(b64('year=2022')))).toEqual({ kind: 'search', term: '2022' });
    expect(planIhsResolver(decodeIhsResolver(b64('status=Withdrawn')))).toEqual({ kind: 'search', term: 'Withdrawn' });
    expect(planIhsResolver(decodeIhsResolver(b64('designation=RFC 9110')))).toEqual({ kind: 'search', term: 'RFC 9110' });
  });

  it('goes home when the value is not base64 of a query string', () => {
    expect(decodeIhsResolver('%%%not base64')).toBeNull();
    expect(planIhsResolver(null)).toEqual({ kind: 'home' });
    expect(planIhsResolver(decodeIhsResolver(b64('')))).toEqual({ kind: 'home' });
  });

  it('reads UTF-8 text and the URL-safe alphabet', () => {
    const encoded = btoa(String.fromCharCode(...new TextEncoder().encode('term=Übertragung'))).replace(/\+/g, '-').replace(/\//g, '_');
    expect(planIhsResolver(decodeIhsResolver(encoded))).toEqual({ kind: 'search', term: 'Übertragung' });
  });
});

describe('path resolvers', () => {
  it('looks up an asset id or a designation and otherwise goes home', () => {
    expect(planPathResolver(readResolverQuery(new URLSearchParams('assetId=IETF-RFC9110')))).toMatchObject({ kind: 'lookup', fallback: 'home' });
    expect(planPathResolver(readResolverQuery(new URLSearchParams('designation=SP 800-53')))).toMatchObject({ kind: 'lookup' });
    expect(planPathResolver(readResolverQuery(new URLSearchParams('')))).toEqual({ kind: 'home' });
  });

  it('takes the designation from a legacy path', () => {
    expect(queryFromLegacyPath('/Standards/RFC9110', new URLSearchParams())).toMatchObject({ designation: 'RFC9110' });
    expect(queryFromLegacyPath('/DIGITAL_LIBRARY', new URLSearchParams('designation=FIPS 140-3'))).toMatchObject({ designation: 'FIPS 140-3' });
  });
});
