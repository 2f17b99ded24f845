import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { documents } from '../../db/schema/index.js';
import { highlightsOf } from './download-highlights.js';
import { signInDemo } from '../../../test/demo-users.js';

/**
 * GET /api/documents/download?contentCode&compassPoints=true: the account's active compass points on RFC 9110 as
 * highlight annotations, read back with pdf.js as the reader and browsers do.
 */
const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
type PdfJs = typeof PdfJsModule;
type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;
let pdfjs: PdfJs;
const opened: PdfDocument[] = [];

let t: TestContext;
const token: Record<string, string> = {};
let rfc9110: number;

beforeAll(async () => {
  pdfjs = (await import(pathToFileURL(path.join(pdfjsDir, 'legacy/build/pdf.mjs')).href)) as PdfJs;
  pdfjs.GlobalWorkerOptions.workerSrc = pathToFileURL(path.join(pdfjsDir, 'legacy/build/pdf.worker.mjs')).href;
  t = await createTestApp({ JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  token.frances = await signInDemo(t.app, 'frances');
  token.radia = await signInDemo(t.app, 'radia');
  token.acme = await signInDemo(t.app, 'acme');
  token.ada = await signInDemo(t.app, 'ada');
  [{ id: rfc9110 }] = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, 'IETF-RFC9110'));
});
afterAll(async () => {
  await Promise.all(opened.map((d) => d.destroy()));
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, who: string, payload?: object) =>
  t.app.inject({ method, url, headers: { host: 'localhost', authorization: `Bearer ${token[who]}` }, ...(payload ? { payload } : {}) });

async function createCompassPoint(who: string, name: string, pageNumber: number | null, exact: string, description = `About ${name}`) {
  const res = await call('POST', '/api/v1/compasspoint', who, {
    name,
    description,
    overlayDetails: '',
    contentID: rfc9110,
    selectionData: `<selection><contents>${exact}</contents></selection>`,
    selectionMetadata: { pageNumber },
    anchor: { quote: { exact }, page: pageNumber },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { compassPointID: number; compassPointUUID: string };
}

async function openPdf(data: Buffer): Promise<PdfDocument> {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(data), standardFontDataUrl: `${path.join(pdfjsDir, 'standard_fonts')}/`, verbosity: 0 }).promise;
  opened.push(doc);
  return doc;
}

async function highlightsIn(doc: PdfDocument) {
  // text: what pdf.js reads under the quads, without whitespace (line breaks come back as spaces or not at all).
  const found: { page: number; title: string; contents: string; text: string; id: string }[] = [];
  for (let page = 1; page <= doc.numPages; page += 1) {
    for (const a of await (await doc.getPage(page)).getAnnotations()) {
      if (a.subtype === 'Highlight') {
        found.push({ page, title: a.titleObj.str, contents: a.contentsObj.str, text: String(a.overlaidText).replace(/\s+/g, ''), id: a.id });
      }
    }
  }
  return found;
}

const STATELESS = 'The Hypertext Transfer Protocol (HTTP) is a stateless application-level protocol';
const URI_OCTETS = 'URIs with lengths of 8000 octets';
const LONG_URIS = 'It is RECOMMENDED that all senders and recipients support, at a minimum, URIs with lengths of 8000 octets in protocol elements.';

describe('the download with compass points', () => {
  beforeAll(async () => {
    await createCompassPoint('frances', 'Statelessness', 2, STATELESS, 'HTTP keeps no state — между запросами');
    await createCompassPoint('radia', 'URI lengths', 20, LONG_URIS);
    const gone = await createCompassPoint('frances', 'Withdrawn', 20, 'some combination of the above');
    expect((await call('POST', `/api/v1/compasspoint/deactivate/${gone.compassPointID}`, 'frances')).statusCode).toBe(200);
    // On page 20, said to be on page 5: left out, the download still works.
    await createCompassPoint('frances', 'Misplaced', 5, LONG_URIS);
    // Made in the HTML tab: no page; the writer finds the first page that holds the quote.
    await createCompassPoint('radia', 'From the HTML', null, URI_OCTETS);
  });

  it("carries each active compass point of the account as a highlight on its page, with its name and description", async () => {
    const res = await call('GET', '/api/documents/download?contentCode=IETF-RFC9110&compassPoints=true', 'frances');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="RFC9110.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-compass-points-highlighted']).toBe('3');
    expect(res.headers['x-compass-points-skipped']).toBe('1');
    const marks = await highlightsIn(await openPdf(res.rawPayload));
    expect(marks.map(({ page, title, contents, text }) => ({ page, title, contents, text }))).toEqual([
      { page: 2, title: 'Statelessness', contents: 'HTTP keeps no state — между запросами', text: STATELESS.replace(/\s+/g, '') },
      { page: 20, title: 'URI lengths', contents: 'About URI lengths', text: LONG_URIS.replace(/\s+/g, '') },
      { page: 20, title: 'From the HTML', contents: 'About From the HTML', text: URI_OCTETS.replace(/\s+/g, '') },
    ]);
  });

  it('is the same for a colleague of the account: compass points are the account’s', async () => {
    const res = await call('GET', '/api/documents/download?contentCode=IETF-RFC9110&compassPoints=true', 'radia');
    expect(res.statusCode).toBe(200);
    expect((await highlightsIn(await openPdf(res.rawPayload))).map((m) => m.title)).toEqual(['Statelessness', 'URI lengths', 'From the HTML']);
  });

  it("leaves out another account's compass points: a user of another account gets the plain rendition", async () => {
    const res = await call('GET', '/api/documents/download?contentCode=IETF-RFC9110&compassPoints=true', 'ada');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeDefined();
    expect(await highlightsIn(await openPdf(res.rawPayload))).toEqual([]);
  });

  it('is the plain rendition without the parameter or with compassPoints=false', async () => {
    for (const query of ['', '&compassPoints=false']) {
      const res = await call('GET', `/api/documents/download?contentCode=IETF-RFC9110${query}`, 'frances');
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBeDefined();
      expect(await highlightsIn(await openPdf(res.rawPayload))).toEqual([]);
    }
  });

  it('refuses compass points to a user who may not use them, as every compass point call does', async () => {
    const res = await call('GET', '/api/documents/download?contentCode=IETF-RFC9110&compassPoints=true', 'acme');
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Compass points are only available to individual users who are logged in');
    expect((await call('GET', '/api/documents/download?contentCode=IETF-RFC9110', 'acme')).statusCode).toBe(200);
  });
});

describe('highlightsOf', () => {
  const point = { compassPointUUID: 'u-1', name: 'N', description: 'D', status: 'ACTIVE' as const, selectionMetadata: {}, anchor: null };

  it('takes the page from selectionMetadata, else the anchor, and the quote from the anchor, else selectionText', () => {
    expect(highlightsOf([{ ...point, selectionMetadata: { pageNumber: 3 }, anchor: { quote: { exact: 'abc', prefix: 'x', suffix: 'y' }, page: 9 } }])).toEqual([
      { pageNumber: 3, quote: 'abc', prefix: 'x', suffix: 'y', title: 'N', contents: 'D', id: 'u-1' },
    ]);
    expect(highlightsOf([{ ...point, selectionMetadata: { selectionText: 'def' }, anchor: { page: 4 } }])).toMatchObject([{ pageNumber: 4, quote: 'def' }]);
  });

  it('leaves out deactivated compass points and those without a quote', () => {
    expect(
      highlightsOf([
        { ...point, status: 'INACTIVE', selectionMetadata: { pageNumber: 1, selectionText: 'abc' } },
        { ...point, selectionMetadata: { pageNumber: 1, selectionText: '   ' } },
      ]),
    ).toEqual([]);
  });

  it('gives a compass point made in the HTML (no page) no page: the writer looks for it on every page', () => {
    expect(highlightsOf([{ ...point, selectionMetadata: { selectionText: 'abc' } }])).toMatchObject([{ pageNumber: null, quote: 'abc' }]);
  });
});
