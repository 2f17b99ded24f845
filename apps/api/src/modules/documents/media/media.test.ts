import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { documentPageViews, documents, eLearningAssets, publishers, videos } from '../../../db/schema/index.js';
import { signInDemo } from '../../../../test/demo-users.js';

let t: TestContext;
let adaToken: string;
let nistToken: string;
let rfc9110Id: number;

beforeAll(async () => {
  t = await createTestApp();
  adaToken = await signInDemo(t.app, 'ada');
  nistToken = await signInDemo(t.app, 'nist');
  [{ id: rfc9110Id }] = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, 'IETF-RFC9110'));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string | null = adaToken, host = 'localhost') =>
  t.app.inject({ method, url, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

describe('media lists', () => {
  it('are empty while no media have been imported', async () => {
    const v = await call('GET', '/api/documents/videos?designation=RFC%209110');
    expect(v.statusCode).toBe(200);
    expect(v.json()).toEqual([]);
    const e = await call('GET', '/api/v1/documents/getELearningAssetsByFamily?familyName=IETF-RFC2068&assetType=eLearning');
    expect(e.statusCode).toBe(200);
    expect(e.json()).toEqual([]);
  });

  it("list a designation's videos in order and a family's courses, only of publishers the tenant offers", async () => {
    const [ietf] = await t.db.select({ id: publishers.id }).from(publishers).where(eq(publishers.code, 'IETF'));
    await t.db.insert(videos).values([
      { publisherId: ietf.id, designation: 'RFC 9110', hashedId: 'v2semantics', section: 'Methods', name: 'Request methods', durationSeconds: 420, position: 2 },
      { publisherId: ietf.id, designation: 'RFC 9110', hashedId: 'v1semantics', section: 'Overview', name: 'HTTP semantics in ten minutes', durationSeconds: 600, position: 1, mediaUrl: 'https://media.example/rfc9110/overview.mp4' },
    ]);
    await t.db.insert(eLearningAssets).values({ publisherId: ietf.id, family: 'IETF-RFC2068', assetType: 'eLearning', title: 'HTTP for engineers', productCode: 'EL-HTTP-101' });

    const v = await call('GET', '/api/documents/videos?designation=RFC%209110');
    expect(v.json()).toEqual([
      { hashed_id: 'v1semantics', section: 'Overview', name: 'HTTP semantics in ten minutes', duration: 600, url: 'https://media.example/rfc9110/overview.mp4' },
      // No media file from the host: the page says the library holds no playable file.
      { hashed_id: 'v2semantics', section: 'Methods', name: 'Request methods', duration: 420, url: null },
    ]);
    const e = await call('GET', '/api/v1/documents/getELearningAssetsByFamily?familyName=IETF-RFC2068&assetType=eLearning');
    expect(e.json()).toEqual([{ title: 'HTTP for engineers', productCode: 'EL-HTTP-101' }]);

    // The NIST-only tenant does not offer IETF: none of these.
    expect((await call('GET', '/api/documents/videos?designation=RFC%209110', nistToken, 'nist.localhost')).json()).toEqual([]);
  });

  it('answer 400 for a missing designation or another asset type', async () => {
    expect((await call('GET', '/api/documents/videos')).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/documents/getELearningAssetsByFamily?familyName=IETF-RFC2068&assetType=video')).statusCode).toBe(400);
  });
});

describe('POST /api/documents/video', () => {
  it('records a play of a video of the document', async () => {
    const res = await call('POST', `/api/documents/video?contentId=${rfc9110Id}&hashId=v1semantics`);
    expect(res.statusCode).toBe(204);
    const rows = await t.db
      .select({ kind: documentPageViews.kind, hashedId: documentPageViews.videoHashedId })
      .from(documentPageViews)
      .where(and(eq(documentPageViews.documentId, rfc9110Id), eq(documentPageViews.kind, 'video-play')));
    expect(rows).toEqual([{ kind: 'video-play', hashedId: 'v1semantics' }]);
  });

  it("answers 404 for a video of another document, another tenant's document or an unknown one; 400 for a bad id", async () => {
    expect((await call('POST', `/api/documents/video?contentId=${rfc9110Id}&hashId=nosuchvideo`)).statusCode).toBe(404);
    expect((await call('POST', `/api/documents/video?contentId=${rfc9110Id}&hashId=v1semantics`, nistToken, 'nist.localhost')).statusCode).toBe(404);
    expect((await call('POST', '/api/documents/video?contentId=999999999&hashId=v1semantics')).statusCode).toBe(404);
    expect((await call('POST', '/api/documents/video?contentId=x&hashId=v1semantics')).statusCode).toBe(400);
    expect((await call('POST', `/api/documents/video?contentId=${rfc9110Id}&hashId=v1semantics`, null)).statusCode).toBe(401);
  });
});
