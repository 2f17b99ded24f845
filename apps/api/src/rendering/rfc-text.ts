/**
 * Reading the structure of a plain-text RFC: lines, form-feed pages, section headings and the
 * table of contents. Shared by the PDF and HTML renditions so both name sections the same way.
 * Nothing here changes the text; it only finds where things are.
 */

/** A section heading found at the left margin of the text. */
export interface RfcHeading {
  /** Index of the heading's line in `splitRfcLines(text)`. */
  line: number;
  /** Anchor id: `section-4.2.1`, `appendix-A`, `appendix-A.1`, or `name-authors-addresses` for unnumbered ones. */
  id: string;
  /** The number as written, without a trailing dot (`4.2.1`, `A`, `A.1`); empty for unnumbered headings. */
  label: string;
  /** The heading's text after its number. */
  title: string;
  /** 1 for `4`, 2 for `4.2`, ...; `Appendix A` is 1 and `A.1` is 2; unnumbered headings are 1. */
  level: number;
}

/** The document's lines; a final newline does not make an extra empty line. Form feeds stay in their lines. */
export function splitRfcLines(text: string): string[] {
  const lines = text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

const PAGE_FOOTER = /\[Page \d+\]\s*$/;
const DOT_LEADER = /\.{3,}\s*\d+\s*$/;
const PAGE_NUMBER_COLUMN = /\S {2,}\d+\s*$/;
const NUMBERED = /^([1-9]\d?(?:\.\d{1,3})*)(\.?)( +)(\S.*)$/;
const APPENDIX_WORD = /^(?:APPENDIX|Appendix) +([A-Z](?:\.\d{1,3})*)(?:\.?(?: *[-:\u2013\u2014] *| +)(\S.*)|\.?\s*$)/;
const LETTERED_SUB = /^([A-Z](?:\.\d{1,3})+)\.?( +)(\S.*)$/;
const LETTERED_TOP = /^([A-Z])\.( {2,})(\S.*)$/;

function headingAt(raw: string, index: number): RfcHeading | null {
  const line = raw.replace(/\f/g, '').trimEnd();
  if (line.length === 0 || line.length > 100 || /^\s/.test(line)) return null;
  if (PAGE_FOOTER.test(line) || DOT_LEADER.test(line) || PAGE_NUMBER_COLUMN.test(line)) return null;

  let m = NUMBERED.exec(line);
  if (m && /[A-Za-z]/.test(m[4])) {
    return { line: index, id: `section-${m[1]}`, label: m[1], title: m[4].trim(), level: m[1].split('.').length };
  }
  m = APPENDIX_WORD.exec(line);
  if (m) {
    return { line: index, id: `appendix-${m[1]}`, label: m[1], title: (m[2] ?? '').trim(), level: m[1].split('.').length };
  }
  m = LETTERED_SUB.exec(line) ?? LETTERED_TOP.exec(line);
  if (m && /[A-Za-z]/.test(m[3])) {
    return { line: index, id: `appendix-${m[1]}`, label: m[1], title: m[3].trim(), level: m[1].split('.').length };
  }
  return null;
}

const TOC_TITLE = /^\s*(?:table of contents|contents)\s*$/i;
const TOC_ENTRY =
  /^(\s+)((?:(?:APPENDIX|Appendix) +)?(?:[1-9]\d?(?:\.\d{1,3})*|[A-Z](?:\.\d{1,3})*)\.?:? +\S.*?|[A-Z][^.]*?)(\s*\.{2,}\s*\d+|\s{2,}\d+)?\s*$/;

/** Anchor slug for an unnumbered heading: "Authors' Addresses" gives `name-authors-addresses`. */
function nameId(title: string): string {
  return `name-${title
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

/** What a table-of-contents entry points at: the anchor id it would have as a heading. */
function tocTargetId(entry: string): string | null {
  const numbered = /^([1-9]\d?(?:\.\d{1,3})*)\.?\s/.exec(entry);
  if (numbered) return `section-${numbered[1]}`;
  const appendix = /^(?:APPENDIX|Appendix) +([A-Z](?:\.\d{1,3})*)\b/.exec(entry);
  if (appendix) return `appendix-${appendix[1]}`;
  const lettered = /^([A-Z](?:\.\d{1,3})*)\.?\s/.exec(entry);
  if (lettered && (lettered[1].includes('.') || /^[A-Z]\. {2,}/.test(entry))) return `appendix-${lettered[1]}`;
  return null;
}

/** Orders labels part by part, numerically: `2.10` comes after `2.9`, `A.2` after `A.1`. */
function compareLabels(a: string, b: string): number {
  const x = a.split('.');
  const y = b.split('.');
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = /^\d+$/.test(x[i]) ? Number(x[i]) : x[i].charCodeAt(0);
    const q = /^\d+$/.test(y[i]) ? Number(y[i]) : y[i].charCodeAt(0);
    if (p !== q) return p - q;
  }
  return x.length - y.length;
}

/**
 * Keeps the longest run of candidates whose numbers rise through the document. A line of prose
 * that happens to start with a number at the margin breaks the order and drops out; so does a
 * repeated number.
 */
function inNumberOrder(candidates: RfcHeading[]): RfcHeading[] {
  // Longest strictly increasing subsequence (patience sorting), O(n log n).
  const tails: number[] = [];
  const previous: number[] = new Array(candidates.length).fill(-1);
  for (let i = 0; i < candidates.length; i++) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compareLabels(candidates[tails[mid]].label, candidates[i].label) < 0) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1];
    tails[lo] = i;
  }
  const kept: RfcHeading[] = [];
  for (let i = tails.length ? tails[tails.length - 1] : -1; i >= 0; i = previous[i]) kept.push(candidates[i]);
  return kept.reverse();
}

/** One line of the table of contents that names a heading of this document. */
export interface RfcTocEntry {
  line: number;
  /** Column where the linkable text starts and where it ends (page number and dot leaders stay outside). */
  start: number;
  end: number;
  targetId: string;
}

export interface RfcStructure {
  lines: string[];
  headings: RfcHeading[];
  toc: RfcTocEntry[];
}

/**
 * Finds the headings and the table of contents. Headings are lines at the left margin that start
 * with a section number, in rising order; lines inside the table of contents are never headings.
 */
export function readRfcStructure(text: string): RfcStructure {
  const lines = splitRfcLines(text);
  const tocStart = lines.findIndex((l) => TOC_TITLE.test(l.replace(/\f/g, '')));

  const candidates: RfcHeading[] = [];
  for (let i = 0; i < lines.length; i++) {
    // A heading follows a blank line (or starts the text); prose that wraps onto a number does not.
    if (i > 0 && lines[i - 1].replace(/\f/g, '').trim() !== '') continue;
    const h = headingAt(lines[i], i);
    if (h) candidates.push(h);
  }

  // The table of contents runs from its title to the first heading at the margin; its own entries
  // never count as headings because they end in page numbers or dot leaders.
  const tocEnd = tocStart < 0 ? -1 : (candidates.find((c) => c.line > tocStart)?.line ?? lines.length);
  const inToc = (line: number) => tocStart >= 0 && line > tocStart && line < tocEnd;

  const outsideToc = candidates.filter((c) => !inToc(c.line));
  const headings: RfcHeading[] = [
    ...inNumberOrder(outsideToc.filter((c) => c.id.startsWith('section-'))),
    ...inNumberOrder(outsideToc.filter((c) => c.id.startsWith('appendix-'))),
  ].sort((a, b) => a.line - b.line);
  const seen = new Set(headings.map((h) => h.id));

  const toc: RfcTocEntry[] = [];
  if (tocStart >= 0) {
    const unnumbered: { line: number; start: number; end: number; title: string }[] = [];
    for (let i = tocStart + 1; i < tocEnd; i++) {
      const line = lines[i];
      if (line.includes('\f') || PAGE_FOOTER.test(line)) continue;
      const m = TOC_ENTRY.exec(line);
      if (!m) continue;
      const start = m[1].length;
      const end = start + m[2].length;
      const target = tocTargetId(m[2]);
      if (target) {
        if (seen.has(target)) toc.push({ line: i, start, end, targetId: target });
      } else if (m[3] !== undefined || m[1].length <= 6) {
        unnumbered.push({ line: i, start, end, title: m[2].trim() });
      }
    }
    // Unnumbered entries ("Acknowledgements", "Authors' Addresses") become headings only when the
    // same words stand alone at the margin after the table of contents.
    for (const u of unnumbered) {
      const id = nameId(u.title);
      if (id === 'name-' || seen.has(id)) continue;
      const at = lines.findIndex((l, i) => i >= tocEnd && l === u.title);
      if (at < 0) continue;
      seen.add(id);
      headings.push({ line: at, id, label: '', title: u.title, level: 1 });
      toc.push({ line: u.line, start: u.start, end: u.end, targetId: id });
    }
    headings.sort((a, b) => a.line - b.line);
    toc.sort((a, b) => a.line - b.line);
  }
  return { lines, headings, toc };
}

/** A cell of an overstruck line: typewriters made bold by striking a letter again and underlined with `_`. */
export interface OverstrikeCell {
  char: string;
  bold: boolean;
  underline: boolean;
}

/** Resolves backspaces (`X\bX` bold, `_\bX` underline) into one cell per column. */
export function resolveOverstrike(line: string): OverstrikeCell[] {
  const columns: string[][] = [];
  let col = 0;
  for (const ch of line) {
    if (ch === '\b') {
      col = Math.max(0, col - 1);
      continue;
    }
    (columns[col] ??= []).push(ch);
    col++;
  }
  return Array.from(columns, (strikes = [' ']) => {
    const marks = strikes.filter((c) => c !== '_');
    const char = marks[0] ?? '_';
    return {
      char,
      bold: marks.length > 1 && marks.every((c) => c === char),
      underline: strikes.includes('_') && marks.length > 0,
    };
  });
}

/** Expands tabs to the next multiple of eight columns, as a terminal or printer shows them. */
export function expandTabs(line: string): string {
  if (!line.includes('\t')) return line;
  let out = '';
  for (const ch of line) {
    if (ch === '\t') out += ' '.repeat(8 - (out.length % 8));
    else out += ch;
  }
  return out;
}

/** Number part of a designation: "RFC 9110" gives 9110. */
export function rfcNumberOf(designation: string): number | null {
  const m = /RFC\s*0*(\d+)/i.exec(designation);
  return m ? Number(m[1]) : null;
}
