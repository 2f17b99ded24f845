/**
 * Finding a quoted passage in a PDF page's text as pdf.js extracts it (`getTextContent()`), and the quads it covers:
 * one quadrilateral per line of text the passage spans, in PDF user space, for a highlight annotation's /QuadPoints.
 *
 * Matching ignores whitespace entirely (line breaks, indentation and the spaces pdf.js puts or leaves out between
 * text items) and folds compatibility characters (NFKC: ligatures, non-breaking spaces). When the plain match fails,
 * a hyphen at the end of a line is taken as a word broken across lines ("hyphen-" + "ation" matches "hyphenation").
 * With several matches the quote's prefix and suffix choose the one whose surroundings agree best.
 */

/** The part of a pdf.js text item this module reads (`TextItem` of pdfjs-dist). */
export interface GlyphRun {
  str: string;
  /** The text matrix of the run's first glyph in user space: [a, b, c, d, e, f]. */
  transform: number[];
  /** The run's advance along its baseline, in user space. */
  width: number;
  /** The font size in user space. */
  height: number;
  hasEOL: boolean;
}

/** Four corners in Acrobat's order: top left, top right, bottom left, bottom right (x, y each). */
export type Quad = [number, number, number, number, number, number, number, number];

export interface QuoteToFind {
  quote: string;
  prefix?: string;
  suffix?: string;
}

/** Where a glyph's top and bottom sit, as fractions of the font size above and below the baseline. */
const ASCENT = 0.8;
const DESCENT = 0.22;

interface PageKey {
  /** The page text without whitespace, NFKC-folded. */
  key: string;
  /** For each character of `key`: the run it comes from and its offset in that run's `str`. */
  at: { run: number; offset: number }[];
}

/** The text of a quote, prefix or suffix as a match key: no whitespace, NFKC-folded. */
export function matchKey(text: string): string {
  return text.normalize('NFKC').replace(/\s+/gu, '');
}

/** Line number of each run: a new line after a run that ends one, or when the baseline moves. */
function lineNumbers(runs: readonly GlyphRun[]): number[] {
  const lines: number[] = [];
  let line = 0;
  runs.forEach((run, i) => {
    const previous = runs[i - 1];
    if (previous && !previous.hasEOL && run.str.length > 0 && previous.str.length > 0) {
      const moved = Math.abs(run.transform[5] - previous.transform[5]) > Math.max(previous.height, 1) / 2;
      if (moved) line += 1;
    }
    lines.push(line);
    if (run.hasEOL) line += 1;
  });
  return lines;
}

function pageKey(runs: readonly GlyphRun[], lines: readonly number[], joinBrokenWords: boolean): PageKey {
  const chars: { ch: string; run: number; offset: number }[] = [];
  runs.forEach((run, r) => {
    for (let offset = 0; offset < run.str.length; offset += 1) {
      const folded = run.str[offset].normalize('NFKC');
      for (const ch of folded) if (!/\s/u.test(ch)) chars.push({ ch, run: r, offset });
    }
  });
  const kept = joinBrokenWords
    ? chars.filter((c, i) => !(c.ch === '-' && chars[i + 1] && lines[chars[i + 1].run] > lines[c.run] && /\p{L}/u.test(chars[i + 1].ch)))
    : chars;
  return { key: kept.map((c) => c.ch).join(''), at: kept.map(({ run, offset }) => ({ run, offset })) };
}

function commonSuffixLength(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n += 1;
  return n;
}

function commonPrefixLength(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
}

/** The start of the best occurrence of `quote` in `key`, or -1. */
function bestOccurrence(key: string, quote: string, prefix: string, suffix: string): number {
  let best = -1;
  let bestScore = -1;
  for (let at = key.indexOf(quote); at >= 0; at = key.indexOf(quote, at + 1)) {
    const score =
      commonSuffixLength(key.slice(Math.max(0, at - prefix.length), at), prefix) +
      commonPrefixLength(key.slice(at + quote.length, at + quote.length + suffix.length), suffix);
    if (score > bestScore) [best, bestScore] = [at, score];
  }
  return best;
}

/** A quad around characters [start, end) of one run, as points in the run's own frame (u along, v up). */
function runExtent(run: GlyphRun, start: number, end: number) {
  const size = run.height > 0 ? run.height : Math.hypot(run.transform[2], run.transform[3]) || 1;
  const length = Math.max(run.str.length, 1);
  return { u0: (run.width * start) / length, u1: (run.width * end) / length, v0: -DESCENT * size, v1: ASCENT * size };
}

/** The quad of one line from the parts of its runs the quote covers; the first run's frame is the line's frame. */
function lineQuad(runs: readonly GlyphRun[], parts: readonly { run: number; start: number; end: number }[]): Quad {
  const first = runs[parts[0].run];
  const [a, b, c, d, ox, oy] = first.transform;
  const uLength = Math.hypot(a, b) || 1;
  const u = [a / uLength, b / uLength];
  const vLength = Math.hypot(c, d) || 1;
  const v = [c / vLength, d / vLength];
  let uMin = Infinity;
  let uMax = -Infinity;
  let vMin = Infinity;
  let vMax = -Infinity;
  for (const part of parts) {
    const run = runs[part.run];
    const extent = runExtent(run, part.start, part.end);
    // The run's origin in the line's frame (u, v orthonormal for unskewed text).
    const dx = run.transform[4] - ox;
    const dy = run.transform[5] - oy;
    const du = dx * u[0] + dy * u[1];
    const dv = dx * v[0] + dy * v[1];
    uMin = Math.min(uMin, du + extent.u0);
    uMax = Math.max(uMax, du + extent.u1);
    vMin = Math.min(vMin, dv + extent.v0);
    vMax = Math.max(vMax, dv + extent.v1);
  }
  const point = (pu: number, pv: number) => [ox + u[0] * pu + v[0] * pv, oy + u[1] * pu + v[1] * pv];
  return [...point(uMin, vMax), ...point(uMax, vMax), ...point(uMin, vMin), ...point(uMax, vMin)] as Quad;
}

/**
 * The quads (one per line, top to bottom as the text runs) that a quote covers on a page whose text content is
 * `runs`, or null when the quote is not on the page.
 */
export function locateQuote(runs: readonly GlyphRun[], find: QuoteToFind): Quad[] | null {
  const quote = matchKey(find.quote);
  if (quote.length === 0) return null;
  const lines = lineNumbers(runs);
  const prefix = matchKey(find.prefix ?? '');
  const suffix = matchKey(find.suffix ?? '');
  const brokenQuote = matchKey(find.quote.replace(/-[ \t]*\r?\n\s*/gu, ''));
  const attempts: [boolean, string][] = [
    [false, quote],
    [true, quote],
    [false, brokenQuote],
  ];
  for (const [joinBrokenWords, wanted] of attempts) {
    if (wanted.length === 0) continue;
    const page = pageKey(runs, lines, joinBrokenWords);
    const start = bestOccurrence(page.key, wanted, prefix, suffix);
    if (start < 0) continue;
    const covered = page.at.slice(start, start + wanted.length);
    const byRun = new Map<number, { run: number; start: number; end: number }>();
    for (const { run, offset } of covered) {
      const part = byRun.get(run);
      if (part) [part.start, part.end] = [Math.min(part.start, offset), Math.max(part.end, offset + 1)];
      else byRun.set(run, { run, start: offset, end: offset + 1 });
    }
    const byLine = new Map<number, { run: number; start: number; end: number }[]>();
    for (const part of byRun.values()) {
      const line = lines[part.run];
      byLine.set(line, [...(byLine.get(line) ?? []), part]);
    }
    return [...byLine.keys()].sort((x, y) => x - y).map((line) => lineQuad(runs, byLine.get(line) ?? []));
  }
  return null;
}
