import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { readFulltext } from '../../test/rfc-fulltext.js';
import { renderRfcPdf } from './rfc-pdf.js';
import { paginateRfc, rfcPdfPageAt } from './rfc-pagination.js';

/** rfcPdfPageAt: the PDF page a character of the full text is printed on, checked against the PDF pdf.js reads. */
const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
let pdfjs: typeof PdfJsModule;
beforeAll(async () => {
  pdfjs = (await import(pathToFileURL(path.join(pdfjsDir, 'legacy/build/pdf.mjs')).href)) as typeof PdfJsModule;
  pdfjs.GlobalWorkerOptions.workerSrc = pathToFileURL(path.join(pdfjsDir, 'legacy/build/pdf.worker.mjs')).href;
});

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

async function pdfPageTexts(id: string): Promise<{ text: string; pages: string[] }> {
  const { text, designation } = readFulltext(id);
  const { pdf } = await renderRfcPdf({ text, designation, title: 'Untitled', status: 'Proposed Standard', doi: null, publisherName: 'IETF', contentCode: `IETF-${id}`, date: '2014-06-01' });
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), standardFontDataUrl: `${path.join(pdfjsDir, 'standard_fonts')}/`, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(flat(content.items.map((item) => ('str' in item ? item.str : '')).join(' ')));
  }
  await doc.destroy();
  return { text, pages };
}

describe.each([
  ['RFC9110', 'without form feeds', ['The OPTIONS method requests information about', 'The 413 (Content Too Large) status code indicates']],
  ['RFC7231', 'with form feeds', ['The OPTIONS method requests information about', 'The 413 (Payload Too Large) status code indicates']],
])('rfcPdfPageAt on %s (%s)', (id, _kind, sentences) => {
  it('names the PDF page that prints the passage (the cover is page 1)', async () => {
    const { text, pages } = await pdfPageTexts(id);
    const bodyPages = paginateRfc(text);
    for (const sentence of sentences) {
      const at = text.search(new RegExp(sentence.split(' ').map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+')));
      expect(at).toBeGreaterThan(0);
      const page = rfcPdfPageAt(bodyPages, text, at)!;
      expect(page).toBeGreaterThan(1);
      expect(pages[page - 1]).toContain(sentence);
    }
    expect(rfcPdfPageAt(bodyPages, text, 0)).toBe(2);
    expect(rfcPdfPageAt(bodyPages, text, text.length)).toBe(pages.length);
    expect(rfcPdfPageAt(bodyPages, text, -1)).toBeNull();
  }, 60_000);
});
