import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { accounts, documentAccesses, documents, entitlements, publishers, users, type DocumentAccessKind } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { signInAs } from '../../../test/sign-in.js';
import { signInDemo } from '../../../test/demo-users.js';

let t: TestContext;
let adaToken: string;
let nistToken: string;
let unsubscribedToken: string;
let w3cContentCode: string;

/** An individual account with no subscription at all, and its one user. */
async function createUnsubscribedUser(login: string, password: string) {
  const [ada] = await t.db.select({ tenantId: users.tenantId }).from(users).where(eq(users.login, 'ada'));
  const [account] = await t.db
    .insert(accounts)
    .values({ tenantId: ada.tenantId, accountNumber: `T-${login}`, name: `${login} account`, accountType: 'INDIVIDUAL' })
    .returning({ id: accounts.id });
  const [user] = await t.db
    .insert(users)
    .values({ tenantId: ada.tenantId, login, email: `${login}@example.org`, passwordHash: await hashPassword(password), userType: 'INDIVIDUAL' })
    .returning({ id: users.id });
  await t.db.insert(entitlements).values({ userId: user.id, accountId: account.id });
  return user.id;
}

beforeAll(async () => {
  t = await createTestApp();
  adaToken = await signInDemo(t.app, 'ada');
  nistToken = await signInDemo(t.app, 'nist');
  await createUnsubscribedUser('noplan', 'Reader-Without-Plan-1');
  unsubscribedToken = await signInAs(t.app, 'noplan', 'Reader-Without-Plan-1');
  const [w3c] = await t.db
    .select({ contentCode: documents.contentCode })
    .from(documents)
    .innerJoin(publishers, eq(publishers.id, documents.publisherId))
    .where(eq(publishers.code, 'W3C'))
    .limit(1);
  w3cContentCode = w3c.contentCode;
});
afterAll(() => t.close());

const get = (url: string, options: { token?: string | null; host?: string; headers?: Record<string, string>; remoteAddress?: string } = {}) => {
  const { token = adaToken, host = 'localhost', headers = {}, remoteAddress } = options;
  return t.app.inject({
    method: 'GET',
    url,
    headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
};

const pdfUrl = (code: string) => `/api/documents/pdf/contentCode?contentCode=${encodeURIComponent(code)}`;
const contentUrls = (code: string) => [
  pdfUrl(code),
  `/api/documents/fullBook?contentCode=${encodeURIComponent(code)}`,
  `/api/documents/html/${encodeURIComponent(code)}`,
  `/api/documents/download?contentCode=${encodeURIComponent(code)}`,
];

async function documentIdOf(contentCode: string) {
  const [row] = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, contentCode));
  return row.id;
}

async function accessCount(contentCode: string, kind: DocumentAccessKind) {
  const [row] = await t.db
    .select({ n: count() })
    .from(documentAccesses)
    .where(and(eq(documentAccesses.documentId, await documentIdOf(contentCode)), eq(documentAccesses.kind, kind)));
  return row.n;
}

describe('GET /api/documents/pdf/contentCode', () => {
  it('sends a subscriber the whole PDF with its validators', async () => {
    const res = await get(pdfUrl('IETF-RFC9110'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
  });

  it('answers a single byte range with 206 and exactly those bytes', async () => {
    const whole = (await get(pdfUrl('IETF-RFC9110'))).rawPayload;
    const size = whole.length;

    const middle = await get(pdfUrl('IETF-RFC9110'), { headers: { range: 'bytes=1000-1999' } });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 1000-1999/${size}`);
    expect(middle.headers['content-length']).toBe('1000');
    expect(middle.rawPayload.equals(whole.subarray(1000, 2000))).toBe(true);

    const tail = await get(pdfUrl('IETF-RFC9110'), { headers: { range: `bytes=${size - 10}-` } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.subarray(size - 10))).toBe(true);

    const suffix = await get(pdfUrl('IETF-RFC9110'), { headers: { range: 'bytes=-1024' } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 1024}-${size - 1}/${size}`);
    expect(suffix.rawPayload.equals(whole.subarray(size - 1024))).toBe(true);
  });

  it('answers 416 with the size for a range past the end', async () => {
    const size = (await get(pdfUrl('IETF-RFC9110'))).rawPayload.length;
    const res = await get(pdfUrl('IETF-RFC9110'), { headers: { range: `bytes=${size}-` } });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('answers 304 when the client already holds this version', async () => {
    const { etag } = (await get(pdfUrl('IETF-RFC9110'))).headers;
    const res = await get(pdfUrl('IETF-RFC9110'), { headers: { 'if-none-match': String(etag) } });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
    const stale = await get(pdfUrl('IETF-RFC9110'), { headers: { 'if-none-match': '"0000"' } });
    expect(stale.statusCode).toBe(200);
  });

  it("answers 404 'Can not find content' for a document without a PDF", async () => {
    const res = await get(pdfUrl(w3cContentCode));
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toContain('Can not find content');
  });

  it('serves a company recognised by its network address', async () => {
    const res = await get(pdfUrl('IETF-RFC9111'), { token: null, remoteAddress: '192.0.2.10' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db
      .select({ userId: documentAccesses.userId })
      .from(documentAccesses)
      .where(eq(documentAccesses.documentId, await documentIdOf('IETF-RFC9111')));
    expect(row.userId).toBeNull();
  });
});

describe('GET /api/documents/html/{id}', () => {
  it('sends the HTML rendition by contentCode or contentId, with a policy for the iframe', async () => {
    const res = await get('/api/documents/html/IETF-RFC9110');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('data-content-code="IETF-RFC9110"');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");

    const byId = await get(`/api/documents/html/${await documentIdOf('IETF-RFC9110')}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.body).toBe(res.body);
  });
});

describe('GET /api/documents/download', () => {
  it('sends the PDF as an attachment named after the designation', async () => {
    const res = await get('/api/documents/download?contentCode=IETF-RFC9110&compassPoints=false');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="RFC9110.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers 403 for a document the publisher does not let us hand out, while it can still be read', async () => {
    await t.db.update(documents).set({ downloadable: false }).where(eq(documents.contentCode, 'IETF-RFC5246'));
    const res = await get('/api/documents/download?contentCode=IETF-RFC5246');
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/not allow this document to be downloaded/);
    expect((await get(pdfUrl('IETF-RFC5246'))).statusCode).toBe(200);
    const verification = (await get('/api/documents/verification/contentCode?contentCode=IETF-RFC5246')).json();
    expect(verification).toMatchObject({ entitled: true, downloadable: false });
  });
});

describe('GET /api/documents/verification/contentCode', () => {
  it('says entitlementaccess true to a subscriber, with the formats the document has', async () => {
    const res = await get('/api/documents/verification/contentCode?contentCode=IETF-RFC9110');
    expect(res.statusCode).toBe(200);
    expect(res.headers.entitlementaccess).toBe('true');
    expect(res.json()).toEqual({ contentCode: 'IETF-RFC9110', entitled: true, downloadable: true, formats: ['html', 'pdf'] });
  });

  it("answers 404 'Can not find content' for an unknown contentCode", async () => {
    const res = await get('/api/documents/verification/contentCode?contentCode=IETF-RFC99999');
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toContain('Can not find content');
  });
});

describe('entitlement on every content route', () => {
  it('gives a user without the subscription the metadata but no content', async () => {
    const metadata = await get('/api/documents/metadata?contentCode=IETF-RFC9110', { token: unsubscribedToken });
    expect(metadata.statusCode).toBe(200);
    const verification = await get('/api/documents/verification/contentCode?contentCode=IETF-RFC9110', { token: unsubscribedToken });
    expect(verification.statusCode).toBe(200);
    expect(verification.headers.entitlementaccess).toBe('false');
    expect(verification.json()).toMatchObject({ entitled: false, downloadable: false });
    for (const url of contentUrls('IETF-RFC9110')) {
      const res = await get(url, { token: unsubscribedToken });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().detail, url).toBe('User is not entitled for the Document');
    }
  });

  it("answers 404 for another tenant's document on every content route", async () => {
    for (const url of [...contentUrls('IETF-RFC9110'), '/api/documents/verification/contentCode?contentCode=IETF-RFC9110']) {
      const res = await get(url, { token: nistToken, host: 'nist.localhost' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().detail, url).toContain('Can not find content');
    }
    const byId = await get(`/api/documents/html/${await documentIdOf('IETF-RFC9110')}`, { token: nistToken, host: 'nist.localhost' });
    expect(byId.statusCode).toBe(404);
  });

  it("answers 404 'Can not find content' for an unknown contentCode on every content route", async () => {
    for (const url of contentUrls('IETF-RFC99999')) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().detail, url).toContain('Can not find content');
    }
  });

  it('answers 400 for a contentCode that cannot be one', async () => {
    for (const url of [...contentUrls('../etc/passwd'), '/api/documents/verification/contentCode?contentCode=..%2Fetc']) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
  });

  it('answers 401 without a token', async () => {
    for (const url of [...contentUrls('IETF-RFC9110'), '/api/documents/verification/contentCode?contentCode=IETF-RFC9110']) {
      expect((await get(url, { token: null })).statusCode, url).toBe(401);
    }
  });
});

describe('access records', () => {
  it('records each view and download, but not the ranges that continue a view', async () => {
    const code = 'IETF-RFC7230';
    expect(await accessCount(code, 'view-pdf')).toBe(0);
    await get(pdfUrl(code));
    await get(pdfUrl(code), { headers: { range: 'bytes=0-1023' } });
    await get(pdfUrl(code), { headers: { range: 'bytes=1024-4095' } });
    await get(pdfUrl(code), { headers: { range: 'bytes=-100' } });
    expect(await accessCount(code, 'view-pdf')).toBe(2);

    await get(`/api/documents/html/${code}`);
    expect(await accessCount(code, 'view-html')).toBe(1);

    await get(`/api/documents/download?contentCode=${code}`);
    await get(`/api/documents/download?contentCode=${code}`);
    expect(await accessCount(code, 'download')).toBe(2);

    const head = await t.app.inject({ method: 'HEAD', url: pdfUrl(code), headers: { authorization: `Bearer ${adaToken}` } });
    expect(head.statusCode).toBe(200);
    expect(await accessCount(code, 'view-pdf')).toBe(2);

    const [row] = await t.db.select().from(documentAccesses).where(eq(documentAccesses.documentId, await documentIdOf(code))).limit(1);
    const [ada] = await t.db.select({ id: users.id, tenantId: users.tenantId, accountId: users.selectedAccountId }).from(users).where(eq(users.login, 'ada'));
    expect(row).toMatchObject({ userId: ada.id, tenantId: ada.tenantId });
    expect(row.accountId).toEqual(expect.any(Number));
  });

  it('records nothing when the answer is 403 or 404', async () => {
    await get(pdfUrl('IETF-RFC8446'), { token: unsubscribedToken });
    await get(pdfUrl('IETF-RFC8446'), { token: nistToken, host: 'nist.localhost' });
    expect(await accessCount('IETF-RFC8446', 'view-pdf')).toBe(0);
  });
});
