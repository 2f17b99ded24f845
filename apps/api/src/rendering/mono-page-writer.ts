import type PDFDocument from 'pdfkit';
import { expandTabs, resolveOverstrike } from './rfc-text.js';

type Doc = InstanceType<typeof PDFDocument>;

/** The parts of pdfkit's embedded-font object the body writer uses (pdfkit 0.20, pinned). */
export interface PdfkitEmbeddedFont {
  id: string;
  scale: number;
  ascender: number;
  font: { glyphForCodePoint(codePoint: number): { id: number; advanceWidth: number; codePoints: number[] } };
  subset: { includeGlyph(glyphId: number): number };
  widths: number[];
  unicode: number[][];
  ref(): unknown;
}

export function currentEmbeddedFont(doc: Doc): PdfkitEmbeddedFont {
  const font = (doc as unknown as { _font?: Partial<PdfkitEmbeddedFont> })._font;
  if (!font || typeof font.subset?.includeGlyph !== 'function' || typeof font.font?.glyphForCodePoint !== 'function') {
    throw new Error('pdfkit internals changed: the RFC body writer in mono-page-writer.ts needs updating');
  }
  return font as PdfkitEmbeddedFont;
}

/**
 * Writes monospaced lines straight into the page's content stream: one text object per page,
 * one glyph string per line. pdfkit's own `text()` shapes every word with fontkit and wraps each
 * line in its own text object; for fixed-pitch text without ligatures that work changes nothing
 * but takes most of the time, so the body skips it. Glyphs still go through pdfkit's font subset,
 * so embedding, widths and the ToUnicode map (text search and copy) stay pdfkit's.
 */
export class MonoPageWriter {
  private readonly glyphHex = new Map<PdfkitEmbeddedFont, Map<number, string>>();

  constructor(
    private readonly doc: Doc,
    private readonly regular: PdfkitEmbeddedFont,
    private readonly bold: PdfkitEmbeddedFont,
    private readonly size: number,
  ) {}

  private hex(font: PdfkitEmbeddedFont, text: string): string {
    let cache = this.glyphHex.get(font);
    if (!cache) this.glyphHex.set(font, (cache = new Map()));
    let out = '';
    for (const ch of text) {
      const codePoint = ch.codePointAt(0)!;
      let hex = cache.get(codePoint);
      if (hex === undefined) {
        const glyph = font.font.glyphForCodePoint(codePoint);
        const gid = font.subset.includeGlyph(glyph.id);
        font.widths[gid] ??= glyph.advanceWidth * font.scale;
        font.unicode[gid] ??= glyph.codePoints.length ? glyph.codePoints : [codePoint];
        hex = gid.toString(16).padStart(4, '0');
        cache.set(codePoint, hex);
      }
      out += hex;
    }
    return out;
  }

  /** Draws `lines` from the top-left corner (x, top) of the text block, `leading` points apart. */
  writePage(lines: string[], x: number, top: number, leading: number, maxWidth: number, color: [number, number, number]) {
    const { doc, regular, bold, size } = this;
    const page = doc.page;
    const pageFonts = page.fonts as Record<string, unknown>;
    pageFonts[regular.id] ??= regular.ref();
    const charWidth = (regular.font.glyphForCodePoint(0x30).advanceWidth * regular.scale * size) / 1000;
    const firstBaseline = page.height - top - (regular.ascender / 1000) * size;
    const ops: string[] = [
      'q',
      // pdfkit keeps the page upside down (origin top left); text is set in PDF's own orientation.
      `1 0 0 -1 0 ${page.height} cm`,
      `${color.map((c) => +c.toFixed(4)).join(' ')} rg`,
      'BT',
      `/${regular.id} ${size} Tf`,
      `${+leading.toFixed(4)} TL`,
      `1 0 0 1 ${+x.toFixed(3)} ${+firstBaseline.toFixed(3)} Tm`,
    ];
    const underlines: string[] = [];
    lines.forEach((line, n) => {
      if (n > 0) ops.push('T*');
      if (line.includes('\b')) {
        this.overstruck(ops, line, firstBaseline - n * leading, x, charWidth, underlines);
        return;
      }
      // Only a printer's view of the line changes here: tabs become spaces to the next stop and
      // other control characters, which no font can show, take one blank column each.
      const shown = expandTabs(line.replace(/\f/g, '')).replace(CONTROL_CHARACTERS, ' ').trimEnd();
      if (shown === '') return;
      const width = [...shown].length * charWidth;
      // A line wider than the page (over 81 columns; none in the corpus today) is squeezed to fit.
      const squeeze = width > maxWidth ? Math.floor((maxWidth / width) * 1000) / 10 : 100;
      if (squeeze !== 100) ops.push(`${squeeze} Tz`);
      ops.push(`<${this.hex(regular, shown)}> Tj`);
      if (squeeze !== 100) ops.push('100 Tz');
    });
    ops.push('ET', ...underlines, 'Q');
    if (lines.some((l) => l.includes('\b'))) pageFonts[bold.id] ??= bold.ref();
    doc.addContent(ops.join('\n'));
  }

  /**
   * Typewriter emphasis: a letter struck twice is set in bold, a letter struck over `_` is
   * underlined with a rule (not a `_` glyph, so copied text reads as the letters alone).
   */
  private overstruck(ops: string[], line: string, baseline: number, x: number, charWidth: number, underlines: string[]) {
    const { regular, bold, size } = this;
    const cells = resolveOverstrike(expandTabs(line));
    const plain = cells.map((c) => (c.bold ? ' ' : c.char)).join('').trimEnd();
    const strong = cells.map((c) => (c.bold ? c.char : ' ')).join('').trimEnd();
    // `0 0 Td` returns to the start of the line so the bold layer prints over the plain one.
    if (plain) ops.push(`<${this.hex(regular, plain)}> Tj`, '0 0 Td');
    if (strong) ops.push(`/${bold.id} ${size} Tf`, `<${this.hex(bold, strong)}> Tj`, `/${regular.id} ${size} Tf`, '0 0 Td');
    cells.forEach((cell, col) => {
      if (!cell.underline) return;
      const ruleX = x + col * charWidth;
      underlines.push(`${+ruleX.toFixed(3)} ${+(baseline - 0.18 * size).toFixed(3)} ${+charWidth.toFixed(3)} 0.6 re f`);
    });
  }
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
