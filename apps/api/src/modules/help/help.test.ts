import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { helpDocumentFormat } from '@codex/domain';
import { parseHelpMarkdown } from './help-pdf.js';
import { signInDemo } from '../../../test/demo-users.js';

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
let pdfjs: typeof PdfJsModule;
let t: TestContext;
let ada: string;

beforeAll(async () => {
  pdfjs = (await import(pathToFileURL(path.join(pdfjsDir, 'legacy/build/pdf.mjs')).href)) as typeof PdfJsModule;
  pdfjs.GlobalWorkerOptions.workerSrc = pathToFileURL(path.join(pdfjsDir, 'legacy/build/pdf.worker.mjs')).href;
  t = await createTestApp();
  ada = await signInDemo(t.app, 'ada');
});
afterAll(() => t.close());

const get = (url: string, token?: string, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(remoteAddress ? { remoteAddress } : {}) });

async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), standardFontDataUrl: `${path.join(pdfjsDir, 'standard_fonts')}/`, verbosity: 0 }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text: text.replace(/\s+/g, ' ') };
}

describe('help documents', () => {
  it('serves the tips card’s getting-started guide as a PDF a reader can open, with the tenant in the footer', async () => {
    const res = await get('/api/documents/getHelpDocument?title=getting-started&format=pdf', ada);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="getting-started.pdf"');
    const { pages, text } = await pdfText(res.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(text).toContain('Getting started with the library');
    expect(text).toContain('Recently accessed');
    expect(text).toContain('Keystone Standards Institute');
  });

  it('lists the help documents and serves every one, also as Markdown; an IP session may read them', async () => {
    const titles = (await get('/api/documents/help-documents', ada)).json() as string[];
    expect(titles).toEqual([
      'digital-library-titles',
      'getting-started',
      'license-agreement',
      'marc-records',
      'my-account',
      'searching',
      'standards-link-resolvers',
      'terms-of-use',
      'tracking-and-favorites',
    ]);
    for (const title of titles) {
      const format = helpDocumentFormat(title);
      const res = await get(`/api/documents/getHelpDocument?title=${title}&format=${format}`, undefined, '192.0.2.15');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${title}.${format}"`);
      if (format === 'pdf') expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      else expect(res.body.split('\r\n')[0]).toBe('Publisher,Designation,Title,Document type,Status,Published,DOI,Content code,Link');
    }
    const md = await get('/api/documents/getHelpDocument?title=marc-records&format=md', ada);
    expect(md.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(md.body).toMatch(/^# MARC records for librarians/);
  });

  it('unknown titles 404 (paths are not followed); bad format 400; no session 401', async () => {
    expect((await get('/api/documents/getHelpDocument?title=nope&format=pdf', ada)).statusCode).toBe(404);
    expect((await get('/api/documents/getHelpDocument?title=..%2F..%2Fpackage&format=pdf', ada)).statusCode).toBe(404);
    const bad = await get('/api/documents/getHelpDocument?title=getting-started&format=docx', ada);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual([{ objectName: 'query', field: 'format', message: 'Invalid' }]);
    expect((await get('/api/documents/getHelpDocument?format=pdf', ada)).statusCode).toBe(400);
    expect((await get('/api/documents/getHelpDocument?title=getting-started&format=pdf')).statusCode).toBe(401);
  });
});

/** The records of a CSV answer after its header (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
function csvRows(body: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted && c === '"' && body[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      record.push(field);
      field = '';
    } else if (!quoted && c === '\r' && body[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      field = '';
      record = [];
      i++;
    } else {
      field += c;
    }
  }
  return records.slice(1);
}

describe('the downloads made from the library’s own data', () => {
  it('serves the licence agreement the blocking dialog shows, as a PDF worded for the tenant', async () => {
    const res = await get('/api/documents/getHelpDocument?title=license-agreement&format=pdf', ada);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('Subscriber License Agreement');
    expect(text).toContain('Keystone Compass');
    expect(text).toContain('support@keystone.example');
  });

  it('lists the standards the account is entitled to with resolver links that open them', async () => {
    const res = await get('/api/documents/getHelpDocument?title=standards-link-resolvers&format=csv', ada);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = csvRows(res.body);
    expect(rows.length).toBeGreaterThan(0);
    // Ada subscribes to IETF and W3C: the standards are the IETF's RFCs.
    expect(new Set(rows.map((r) => r[0]))).toEqual(new Set(['IETF']));
    const rfc9110 = rows.find((r) => r[7] === 'IETF-RFC9110')!;
    expect(rfc9110.slice(0, 2)).toEqual(['IETF', 'RFC 9110']);
    const link = new URL(rfc9110[8]);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost/Standards');
    const lookup = await get(`/api/documents/contentCode/designation?${link.searchParams.toString()}`, ada);
    expect(lookup.json()).toEqual({ data: { contentCode: 'IETF-RFC9110' } });
  });

  it('lists the digital library’s other titles of the subscriptions only; an account without any has the header alone', async () => {
    const res = await get('/api/documents/getHelpDocument?title=digital-library-titles&format=csv', ada);
    const rows = csvRows(res.body);
    expect(new Set(rows.map((r) => r[0]))).toEqual(new Set(['W3C']));
    expect(rows.every((r) => r[8].startsWith('http://localhost/DIGITAL_LIBRARY?designation='))).toBe(true);
    // Newbie's account subscribes to IETF only.
    const newbie = await get('/api/documents/getHelpDocument?title=digital-library-titles&format=csv', await signInDemo(t.app, 'newbie'));
    expect(csvRows(newbie.body)).toEqual([]);
    // A list is CSV only; a guide is not.
    expect((await get('/api/documents/getHelpDocument?title=digital-library-titles&format=pdf', ada)).statusCode).toBe(404);
    expect((await get('/api/documents/getHelpDocument?title=getting-started&format=csv', ada)).statusCode).toBe(404);
  });
});

describe('parseHelpMarkdown', () => {
  it('reads headings, paragraphs joined across lines, bullet and numbered lists', () => {
    expect(parseHelpMarkdown('# Title\n\nOne\nparagraph.\n\n## Part\n\n- a\n- b\n\n1. first\n2. second\n')).toEqual([
      { kind: 'h1', text: 'Title' },
      { kind: 'p', text: 'One paragraph.' },
      { kind: 'h2', text: 'Part' },
      { kind: 'ul', items: ['a', 'b'] },
      { kind: 'ol', items: ['first', 'second'] },
    ]);
  });
});
