import { createCanvas, loadImage } from '@napi-rs/canvas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { documentPageViews, documents, users } from '../../db/schema/index.js';
import { signInAs } from '../../../test/sign-in.js';
import { createUnsubscribedUser } from '../../../test/users.js';
import { watermarkText } from './protected.service.js';
import { signInDemo } from '../../../test/demo-users.js';

let t: TestContext;
let drmToken: string;
let adaToken: string;
let drmNoPlanToken: string;

beforeAll(async () => {
  t = await createTestApp();
  drmToken = await signInDemo(t.app, 'drm');
  adaToken = await signInDemo(t.app, 'ada');
  const userId = await createUnsubscribedUser(t.db, 'drm-noplan', 'Reader-Without-Plan-1');
  await t.db.update(users).set({ drmView: true }).where(eq(users.id, userId));
  drmNoPlanToken = await signInAs(t.app, 'drm-noplan', 'Reader-Without-Plan-1');
});
afterAll(() => t.close());

const get = (url: string, token: string = drmToken, host = 'localhost') =>
  t.app.inject({ method: 'GET', url, headers: { host, authorization: `Bearer ${token}` } });

describe('protected viewer', () => {
  it('tells a drm-view user how many pages RFC 9110 has', async () => {
    const res = await get('/api/documents/protected/pages?contentCode=IETF-RFC9110');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().pageCount).toBeGreaterThan(150);
  });

  it('sends a page as a PNG that is never cached, draws the watermark on it and records the view', async () => {
    const before = Date.now();
    const res = await get('/api/documents/protected/page/2?contentCode=IETF-RFC9110');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    const image = await loadImage(res.rawPayload);
    // US Letter at 1.5 x 72 dpi.
    expect([image.width, image.height]).toEqual([918, 1188]);

    // The watermark's red shows where the page itself is only black, grey and white.
    const canvas = createCanvas(image.width, image.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    const { data } = ctx.getImageData(0, 0, image.width, image.height);
    let reddish = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] - data[i + 2] > 25 && data[i] - data[i + 1] > 25) reddish++;
    expect(reddish).toBeGreaterThan(2_000);

    const [row] = await t.db
      .select({ pageNumber: documentPageViews.pageNumber, createdAt: documentPageViews.createdAt })
      .from(documentPageViews)
      .innerJoin(documents, eq(documents.id, documentPageViews.documentId))
      .where(and(eq(documents.contentCode, 'IETF-RFC9110'), eq(documentPageViews.kind, 'protected-page')));
    expect(row.pageNumber).toBe(2);
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('answers 403 to a user whose session is not drm-view, and to a drm-view user without the subscription', async () => {
    const notDrm = await get('/api/documents/protected/page/1?contentCode=IETF-RFC9110', adaToken);
    expect(notDrm.statusCode).toBe(403);
    expect(notDrm.json().detail).toBe('The protected viewer is only for sessions with protected-content viewing');
    expect((await get('/api/documents/protected/pages?contentCode=IETF-RFC9110', adaToken)).statusCode).toBe(403);
    const noPlan = await get('/api/documents/protected/page/1?contentCode=IETF-RFC9110', drmNoPlanToken);
    expect(noPlan.statusCode).toBe(403);
    expect(noPlan.json().detail).toBe('User is not entitled for the Document');
  });

  it('answers 400 for a page past the end or not a number, 404 for an unknown document or one without a PDF', async () => {
    const past = await get('/api/documents/protected/page/100000?contentCode=IETF-RFC9110');
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors[0].field).toBe('pageNumber');
    expect((await get('/api/documents/protected/page/zero?contentCode=IETF-RFC9110')).statusCode).toBe(400);
    expect((await get('/api/documents/protected/page/0?contentCode=IETF-RFC9110')).statusCode).toBe(400);
    expect((await get('/api/documents/protected/page/1?contentCode=IETF-RFC0')).statusCode).toBe(404);
    expect((await get('/api/documents/protected/pages?contentCode=IETF-RFC2818')).statusCode).toBe(404);
  });

  it('writes who and when into the watermark text', () => {
    expect(watermarkText({ email: 'hedy.lamarr@acme.example', at: new Date('2026-11-23T10:04:59Z') })).toBe('hedy.lamarr@acme.example · 2026-11-23 10:04 UTC');
  });
});
