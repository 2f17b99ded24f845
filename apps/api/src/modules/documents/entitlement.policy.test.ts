import { describe, expect, it } from 'vitest';
import type { Principal } from '../../plugins/auth.js';
import { canDownload, canReadContent } from './entitlement.policy.js';

const IETF = 1;
const NIST = 2;

const principal = (overrides: Partial<Principal> = {}): Principal => ({
  kind: 'user',
  userId: 7,
  tenantId: 1,
  login: 'ada',
  userType: 'INDIVIDUAL',
  authType: 'PWD',
  accountId: 3,
  authorities: [],
  drmView: false,
  tokenId: null,
  tokenExpiresAt: null,
  ...overrides,
});

const rfc = { publisherId: IETF, category: null, downloadable: true };
const sp800 = { publisherId: NIST, category: 'SP 800', downloadable: false };

describe('canReadContent', () => {
  it('lets an account with a whole-publisher subscription read any of its documents', () => {
    expect(canReadContent(principal(), rfc, [{ publisherId: IETF, collection: null }])).toBe(true);
  });

  it('lets a collection subscription read only the documents of that collection', () => {
    expect(canReadContent(principal(), sp800, [{ publisherId: NIST, collection: 'SP 800' }])).toBe(true);
    expect(canReadContent(principal(), { ...sp800, category: 'FIPS' }, [{ publisherId: NIST, collection: 'SP 800' }])).toBe(false);
  });

  it("refuses another publisher's subscription, no account and no principal", () => {
    expect(canReadContent(principal(), rfc, [{ publisherId: NIST, collection: null }])).toBe(false);
    expect(canReadContent(principal({ accountId: null }), rfc, [{ publisherId: IETF, collection: null }])).toBe(false);
    expect(canReadContent(null, rfc, [{ publisherId: IETF, collection: null }])).toBe(false);
  });

  it('treats an IP session like its account', () => {
    expect(canReadContent(principal({ kind: 'ip', userId: null, authType: 'IP' }), rfc, [{ publisherId: IETF, collection: null }])).toBe(true);
  });
});

describe('canDownload', () => {
  it('needs the entitlement and a downloadable document', () => {
    expect(canDownload(principal(), rfc, [{ publisherId: IETF, collection: null }])).toBe(true);
    expect(canDownload(principal(), { ...rfc, downloadable: false }, [{ publisherId: IETF, collection: null }])).toBe(false);
    expect(canDownload(principal(), rfc, [])).toBe(false);
  });
});
