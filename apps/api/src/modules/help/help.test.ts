import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
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
    expect(titles).toEqual(['getting-started', 'marc-records', 'my-account', 'searching', 'terms-of-use', 'tracking-and-favorites']);
    for (const title of titles) {
      const res = await get(`/api/documents/getHelpDocument?title=${title}&format=pdf`, undefined, '192.0.2.15');
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
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
