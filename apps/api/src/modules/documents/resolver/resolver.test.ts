import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { tenants, videoTutorials } from '../../../db/schema/index.js';
import { signInDemo } from '../../../../test/demo-users.js';

let t: TestContext;
let ada: string;
let reader: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signInDemo(t.app, 'ada');
  reader = await signInDemo(t.app, 'reader');
});
afterAll(() => t.close());

const get = (url: string, token?: string, options: { host?: string; remoteAddress?: string } = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: options.host ?? 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}) });
const lookup = async (query: Record<string, string>, token = ada, host = 'localhost') =>
  (await get(`/api/documents/contentCode/designation?${new URLSearchParams(query)}`, token, { host })).json().data.contentCode;

describe('GET /api/documents/contentCode/designation (resolvers)', () => {
  it('finds a document by designation, however it is spaced or cased, and by asset id', async () => {
    expect(await lookup({ designation: 'RFC 9110' })).toBe('IETF-RFC9110');
    expect(await lookup({ designation: 'rfc9110' })).toBe('IETF-RFC9110');
    expect(await lookup({ assetId: 'RFC8446' })).toBe('IETF-RFC8446');
  });

  it('narrows by year and status: SP 800-53 Rev. 5 of 2020; RFC 2616, a replaced standard of 1999', async () => {
    expect(await lookup({ designation: 'NIST SP 800-53 Rev. 5', year: '2020' })).toBe('NIST-SP-800-53-REV-5');
    expect(await lookup({ designation: 'RFC 2616', year: '1999', status: 'Replaced' })).toBe('IETF-RFC2616');
    expect(await lookup({ designation: 'RFC 2616', year: '2005' })).toBe('Not found Content');
    expect(await lookup({ designation: 'RFC 2616', status: 'Withdrawn' })).toBe('Not found Content');
  });

  it("answers 'Not found Content' for unknown designations and for publishers the tenant does not offer", async () => {
    expect(await lookup({ designation: 'RFC 999999' })).toBe('Not found Content');
    expect(await lookup({ designation: 'NIST SP 800-53 Rev. 5' }, reader, 'community.localhost')).toBe('Not found Content');
    expect(await lookup({ designation: 'RFC 9110' }, reader, 'community.localhost')).toBe('IETF-RFC9110');
  });

  it('bad input is 400: neither assetId nor designation, a year that is not four digits, an unknown parameter; no session 401', async () => {
    const none = await get('/api/documents/contentCode/designation?year=2020', ada);
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toEqual([{ objectName: 'query', field: 'designation', message: 'NotNull' }]);
    expect((await get('/api/documents/contentCode/designation?designation=RFC%209110&year=99', ada)).json().fieldErrors).toEqual([
      { objectName: 'query', field: 'year', message: 'Pattern' },
    ]);
    expect((await get('/api/documents/contentCode/designation?designation=RFC%209110&x=1', ada)).statusCode).toBe(400);
    expect((await get('/api/documents/contentCode/designation?designation=RFC%209110')).statusCode).toBe(401);
    expect((await get('/api/documents/contentCode/designation?designation=RFC%209110', undefined, { remoteAddress: '192.0.2.15' })).json()).toEqual({
      data: { contentCode: 'IETF-RFC9110' },
    });
  });
});

describe('GET api/documents/videos/tutorial', () => {
  it('is empty until videos exist, then lists the tenant’s and the shared ones, not another tenant’s', async () => {
    expect((await get('/api/documents/videos/tutorial', ada)).json()).toEqual([]);
    const [keystone] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'keystone'));
    const [community] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, 'community'));
    await t.db.insert(videoTutorials).values([
      { tenantId: keystone.id, hashedId: 'ks-search-1', section: 'Searching', name: 'Searching the library', duration: 184, position: 1, mediaUrl: 'https://media.example/ks-search-1.mp4' },
      { tenantId: null, hashedId: 'all-track-1', section: 'Tracking', name: 'Tracking a standard', duration: 95, position: 1 },
      { tenantId: community.id, hashedId: 'cm-only-1', section: 'Searching', name: 'Community search', duration: 60, position: 1 },
    ]);
    expect((await get('/api/documents/videos/tutorial', ada)).json()).toEqual([
      { hashed_id: 'ks-search-1', section: 'Searching', name: 'Searching the library', duration: 184, url: 'https://media.example/ks-search-1.mp4' },
      { hashed_id: 'all-track-1', section: 'Tracking', name: 'Tracking a standard', duration: 95, url: null },
    ]);
    const community_ = (await get('/api/documents/videos/tutorial', reader, { host: 'community.localhost' })).json();
    expect(community_.map((v: { hashed_id: string }) => v.hashed_id)).toEqual(['cm-only-1', 'all-track-1']);
    expect((await get('/api/documents/videos/tutorial')).statusCode).toBe(401);
  });
});
