import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { documentAccesses, documents } from '../../../db/schema/index.js';
import { signInAs } from '../../../../test/sign-in.js';
import { createUnsubscribedUser } from '../../../../test/users.js';
import { signInDemo } from '../../../../test/demo-users.js';

let t: TestContext;
let adaToken: string;
let nistToken: string;
let noPlanToken: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  adaToken = await signInDemo(t.app, 'ada');
  nistToken = await signInDemo(t.app, 'nist');
  await createUnsubscribedUser(t.db, 'noplan-compare', 'Reader-Without-Plan-1');
  noPlanToken = await signInAs(t.app, 'noplan-compare', 'Reader-Without-Plan-1');
  for (const code of ['IETF-RFC2616', 'IETF-RFC9110', 'IETF-RFC7231', 'IETF-RFC5246', 'IETF-RFC8446', 'IETF-RFC9111']) {
    const [row] = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, code));
    ids[code] = row.id;
  }
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string | null = adaToken, host = 'localhost') =>
  t.app.inject({ method, url, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

const htmlQuery = (newer: string, older: string) => `newHtmlId=${ids[newer]}&oldHtmlId=${ids[older]}`;
const pdfQuery = (left: string, right: string) => `leftContentId=${ids[left]}&rightContentId=${ids[right]}`;

/** Polls resultCheck as the reader does (faster), until the redline is there. */
async function waitForRedline(query: string) {
  for (let i = 0; i < 360; i++) {
    const res = await call('GET', `/api/v1/html/resultCheck?${query}`);
    expect(res.statusCode).toBe(200);
    if (res.headers.fileexists === 'Y') return res;
    expect(res.headers.fileexists).toBe('N');
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the redline was not made within three minutes');
}

describe('HTML compare job', () => {
  it('starts a job for RFC 5246 against RFC 8446, says N while it runs and then sends the redline with insertions and deletions', async () => {
    const start = await call('POST', `/api/v1/documents/html/comparison?${htmlQuery('IETF-RFC8446', 'IETF-RFC5246')}`);
    expect(start.statusCode).toBe(202);
    expect(start.json()).toEqual({ status: 'running', redlineId: `${ids['IETF-RFC5246']}-${ids['IETF-RFC8446']}` });

    const done = await waitForRedline(htmlQuery('IETF-RFC8446', 'IETF-RFC5246'));
    expect(done.headers['content-type']).toMatch(/^text\/html/);
    expect(done.headers['content-security-policy']).toContain("default-src 'none'");
    const html = done.body;
    expect(html).toContain('<title>RFC 5246 compared with RFC 8446</title>');
    // TLS 1.3 renames the handshake's key exchange and drops compression: both marks appear, section by section.
    expect(html).toMatch(/<ins>[^<]*\S[^<]*<\/ins>/);
    expect(html).toMatch(/<del>[^<]*\S[^<]*<\/del>/);
    expect(html).toMatch(/<section id="redline-\d+" class="changed"><h2>[^<]*Introduction/);
    expect(html).toContain('class="inserted"');
    expect(html).not.toContain('<script');

    // Started again, the job is answered from the cache at once.
    const again = await call('POST', `/api/v1/documents/html/comparison?${htmlQuery('IETF-RFC8446', 'IETF-RFC5246')}`);
    expect(again.json().status).toBe('ready');

    const [viewed] = await t.db
      .select({ kind: documentAccesses.kind })
      .from(documentAccesses)
      .where(and(eq(documentAccesses.documentId, ids['IETF-RFC8446']), eq(documentAccesses.kind, 'view-redline')));
    expect(viewed).toBeDefined();
  }, 240_000);

  it('answers 400 with a field error for versions of different families', async () => {
    const res = await call('POST', `/api/v1/documents/html/comparison?${htmlQuery('IETF-RFC9110', 'IETF-RFC8446')}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.detail).toBe('RFC 9110 is not a version of RFC 8446: only versions of one document can be compared');
    expect(body.fieldErrors).toEqual([{ objectName: 'comparison', field: 'newHtmlId', message: 'Invalid' }]);
    const check = await call('GET', `/api/v1/html/resultCheck?${htmlQuery('IETF-RFC9110', 'IETF-RFC8446')}`);
    expect(check.statusCode).toBe(400);
  });

  it('answers 400 for a document compared with itself and for ids that are not numbers', async () => {
    expect((await call('POST', `/api/v1/documents/html/comparison?${htmlQuery('IETF-RFC9110', 'IETF-RFC9110')}`)).statusCode).toBe(400);
    const bad = await call('POST', '/api/v1/documents/html/comparison?newHtmlId=IETF-RFC9110&oldHtmlId=1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('newHtmlId');
  });

  it("answers 403 to a user without the subscription and 404 for another tenant's documents", async () => {
    const q = htmlQuery('IETF-RFC9110', 'IETF-RFC7231');
    expect((await call('POST', `/api/v1/documents/html/comparison?${q}`, noPlanToken)).statusCode).toBe(403);
    expect((await call('GET', `/api/v1/html/resultCheck?${q}`, noPlanToken)).statusCode).toBe(403);
    const other = await call('POST', `/api/v1/documents/html/comparison?${q}`, nistToken, 'nist.localhost');
    expect(other.statusCode).toBe(404);
    expect(other.json().detail).toContain('Can not find content');
    expect((await call('POST', `/api/v1/documents/html/comparison?newHtmlId=999999999&oldHtmlId=${ids['IETF-RFC9110']}`)).statusCode).toBe(404);
    expect((await call('POST', `/api/v1/documents/html/comparison?${q}`, null)).statusCode).toBe(401);
  });
});

describe('PDF compare', () => {
  it('says a redline exists for RFC 2616 against RFC 9110 (any two versions, not only neighbours) and streams it', async () => {
    const res = await call('GET', `/api/documents/pdf/comparison?${pdfQuery('IETF-RFC9110', 'IETF-RFC2616')}`);
    expect(res.statusCode).toBe(200);
    // The older version is the old side whichever way round they are asked for.
    expect(res.json()).toEqual({ redlineExists: true, redlineId: `${ids['IETF-RFC2616']}-${ids['IETF-RFC9110']}`, message: null });

    const pdf = await call('GET', `/api/documents/download/redline/${res.json().redlineId}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="RFC2616-RFC9110-redline.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await getDocument({ data: new Uint8Array(pdf.rawPayload), useSystemFonts: false }).promise;
    expect(doc.numPages).toBeGreaterThan(50);
    const first = await (await doc.getPage(1)).getTextContent();
    const text = first.items.map((i) => ('str' in i ? i.str : '')).join(' ');
    expect(text).toContain('RFC 2616 compared with RFC 9110');
    expect(text).toMatch(/words inserted/);
    await doc.destroy();
    // A cold redline of this pair is seconds of CPU in a worker thread (docs/benchmarks.md); a busy machine stretches it.
  }, 240_000);

  it('says a redline does not exist when a version has no full text', async () => {
    // Two IETF versions of one family, only one of them with full text in the catalogue.
    const [pair] = await queryRows<{ with_text: number; without_text: number }>(
      t.db,
      sql`select a.id as with_text, b.id as without_text
            from documents a join documents b on b.family = a.family and b.id <> a.id
           where a.content_code like 'IETF-%' and exists (select 1 from document_texts x where x.document_id = a.id)
             and not exists (select 1 from document_texts x where x.document_id = b.id)
           order by a.id limit 1`,
    );
    const res = await call('GET', `/api/documents/pdf/comparison?leftContentId=${pair.with_text}&rightContentId=${pair.without_text}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redlineExists: false, redlineId: null, message: null });
  });

  it('answers 400 for versions of different families, 403 without the subscription and 404 on another tenant', async () => {
    const mixed = await call('GET', `/api/documents/pdf/comparison?${pdfQuery('IETF-RFC9110', 'IETF-RFC8446')}`);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().fieldErrors).toEqual([{ objectName: 'comparison', field: 'rightContentId', message: 'Invalid' }]);
    expect((await call('GET', `/api/documents/pdf/comparison?${pdfQuery('IETF-RFC9110', 'IETF-RFC7231')}`, noPlanToken)).statusCode).toBe(403);
    expect((await call('GET', `/api/documents/pdf/comparison?${pdfQuery('IETF-RFC9110', 'IETF-RFC7231')}`, nistToken, 'nist.localhost')).statusCode).toBe(404);
    expect((await call('GET', '/api/documents/pdf/comparison?leftContentId=1')).statusCode).toBe(400);
  });

  it('guards the redline download like the comparison: 403 without the subscription, 400 for a malformed id', async () => {
    const id = `${ids['IETF-RFC2616']}-${ids['IETF-RFC9110']}`;
    expect((await call('GET', `/api/documents/download/redline/${id}`, noPlanToken)).statusCode).toBe(403);
    expect((await call('GET', `/api/documents/download/redline/${id}`, nistToken, 'nist.localhost')).statusCode).toBe(404);
    expect((await call('GET', '/api/documents/download/redline/not-an-id')).statusCode).toBe(400);
    expect((await call('GET', `/api/documents/download/redline/${ids['IETF-RFC9110']}-${ids['IETF-RFC8446']}`)).statusCode).toBe(400);
  });

  it('a version the publisher does not let us hand out (downloadable false): the redline is not downloaded (403), and the metadata says so', async () => {
    const id = `${ids['IETF-RFC7231']}-${ids['IETF-RFC9110']}`;
    const before = await call('GET', `/api/documents/download/redline/${id}`);
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('application/pdf');
    await t.db.update(documents).set({ downloadable: false }).where(eq(documents.contentCode, 'IETF-RFC7231'));
    try {
      const refused = await call('GET', `/api/documents/download/redline/${id}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toMatch(/download/i);
      // The document page's metadata says so, and the reader then offers no compare (nor its Print and Download).
      const metadata = (await call('GET', '/api/documents/metadata?contentCode=IETF-RFC7231')).json();
      expect(metadata.downloadable).toBe(false);
    } finally {
      await t.db.update(documents).set({ downloadable: true }).where(eq(documents.contentCode, 'IETF-RFC7231'));
    }
  });
});

describe('PDF compare size limit', () => {
  let small: TestContext;
  beforeAll(async () => {
    small = await createTestApp({ COMPARE_MAX_TEXT_CHARS: '100000' });
  });
  afterAll(() => small.close());

  it("answers 'The documents are too large to be compare' above the configured limit", async () => {
    const token = await signInDemo(small.app, 'ada');
    const res = await small.app.inject({
      method: 'GET',
      url: `/api/documents/pdf/comparison?${pdfQuery('IETF-RFC9110', 'IETF-RFC7231')}`,
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redlineExists: false, redlineId: null, message: 'The documents are too large to be compare' });
  });
});
