import { loadImage } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createProtectedPagePool, type ProtectedPagePool, type ProtectedPdf } from './protected-page-pool.js';

let bytes: Uint8Array;
beforeAll(async () => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Courier);
  for (let p = 1; p <= 3; p++) doc.addPage([612, 792]).drawText(`Page ${p} of a test document`, { x: 72, y: 700, size: 12, font });
  bytes = await doc.save();
});

/** The PDF as the routes describe it, counting how often its bytes are read from the store. */
function pdfOf(sha256: string, content: () => Uint8Array = () => bytes): ProtectedPdf & { reads: number } {
  const pdf = {
    sha256,
    reads: 0,
    read: async () => {
      pdf.reads++;
      return content();
    },
  };
  return pdf;
}

const watermark = { email: 'hedy@acme.example', at: new Date('2026-12-02T10:00:00Z') };

describe('createProtectedPagePool', () => {
  let pool: ProtectedPagePool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('counts the pages and draws them in a thread, reading the PDF from the store once', async () => {
    pool = createProtectedPagePool({ size: 1 });
    const pdf = pdfOf('three-pages');
    expect(await pool.pageCount(pdf)).toBe(3);
    const drawn = await pool.draw(pdf, 2, watermark);
    expect(drawn.pageCount).toBe(3);
    expect(drawn.png?.subarray(1, 4).toString('latin1')).toBe('PNG');
    const image = await loadImage(drawn.png!);
    // US Letter at 1.5 x 72 dpi.
    expect([image.width, image.height]).toEqual([918, 1188]);
    await pool.draw(pdf, 3, watermark);
    expect(pdf.reads).toBe(1);
  });

  it('answers a page past the end with no image and the page count', async () => {
    pool = createProtectedPagePool({ size: 1 });
    expect(await pool.draw(pdfOf('three-pages'), 4, watermark)).toEqual({ png: null, pageCount: 3 });
  });

  it('draws pages asked for at once, in turn, with two threads', async () => {
    pool = createProtectedPagePool({ size: 2 });
    const pdf = pdfOf('three-pages');
    const drawn = await Promise.all([1, 2, 3, 1, 2, 3].map((page) => pool!.draw(pdf, page, watermark)));
    expect(drawn.map((page) => page.png?.subarray(1, 4).toString('latin1'))).toEqual(Array(6).fill('PNG'));
    expect(pdf.reads).toBe(1);
  });

  it('passes on a PDF that cannot be parsed and a store that fails, reads again after a failed read, and keeps working', async () => {
    pool = createProtectedPagePool({ size: 1 });
    await expect(pool.pageCount(pdfOf('not-a-pdf', () => new TextEncoder().encode('not a PDF')))).rejects.toThrow();
    let storeDown = true;
    const pdf = pdfOf('three-pages-later', () => {
      if (storeDown) throw new Error('file store unavailable');
      return bytes;
    });
    await expect(pool.pageCount(pdf)).rejects.toThrow('file store unavailable');
    storeDown = false;
    expect(await pool.pageCount(pdf)).toBe(3);
    expect(pdf.reads).toBe(2);
  });

  it('fails pages in progress and new ones once closed', async () => {
    pool = createProtectedPagePool({ size: 1 });
    const pdf = pdfOf('three-pages');
    const running = pool.draw(pdf, 1, watermark);
    const closing = pool.close();
    await expect(running).rejects.toThrow('Protected page pool is closed');
    await closing;
    await expect(pool.draw(pdf, 1, watermark)).rejects.toThrow('Protected page pool is closed');
  });
});
