// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PdfEngine } from '../pdf/pdfEngine.js';
import { PRINT_DELAY_MS, printDocumentHtml, printPdf } from './printPdf.js';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** A three-page PDF: every page paints, and the engine remembers what it was asked to open. */
function fakeEngine(pageCount = 3) {
  const opened: unknown[] = [];
  const destroyed = vi.fn(async () => undefined);
  const engine: PdfEngine = {
    open: async (source) => {
      opened.push(source);
      return {
        pageCount,
        page: async () => ({ width: 600, height: 800, render: async () => undefined, renderTextLayer: async () => ({ elements: [], texts: [] }), textItems: async () => [] }),
        destroy: destroyed,
      };
    },
  };
  return { engine, opened, destroyed };
}

describe('printPdf', () => {
  it("draws every page into a frame of the page and opens that frame's print dialog a second later, then removes the frame", async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) => callback(new Blob(['png'], { type: 'image/png' })));
    let made = 0;
    const revoked: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:page-${(made += 1)}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
    const { engine, opened, destroyed } = fakeEngine(3);
    const source = { url: '/api/documents/download/redline/r-1', headers: { Authorization: 'Bearer t' } };
    const printed = vi.fn();
    // The frame's window's print is the one whose dialog would open.
    const append = vi.spyOn(document.body, 'append');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const done = printPdf(engine, source, 'RFC 9110 → RFC 9111');
    const settle = async () => {
      for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
    };
    await settle();
    expect(append).toHaveBeenCalled();
    const frame = document.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin allow-modals');
    expect(frame.srcdoc.match(/<img src="blob:page-\d"/g)).toHaveLength(3);
    frame.dispatchEvent(new Event('load'));
    await settle();
    vi.spyOn(frame.contentWindow!, 'print').mockImplementation(printed);
    await vi.advanceTimersByTimeAsync(PRINT_DELAY_MS - 1);
    expect(printed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(printed).toHaveBeenCalledTimes(1);
    expect(document.querySelector('iframe')).toBeNull();
    expect(opened).toEqual([source]);
    expect(destroyed).toHaveBeenCalled();
    expect(revoked).toEqual(['blob:page-1', 'blob:page-2', 'blob:page-3']);
  });

  it('puts each page on its own sheet and escapes the title', () => {
    const html = printDocumentHtml('A <b> & "c"', ['data:image/png;base64,AA', 'data:image/png;base64,BB']);
    expect(html).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot;</title>');
    expect(html).toContain('break-after:page');
    expect(html.match(/<img src="data:image\/png;base64,(AA|BB)"/g)).toHaveLength(2);
  });
});
