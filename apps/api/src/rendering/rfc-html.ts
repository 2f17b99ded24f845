import { readRfcStructure, resolveOverstrike, rfcNumberOf, type RfcHeading, type RfcTocEntry } from './rfc-text.js';

export interface RfcHtmlInput {
  text: string;
  designation: string;
  title: string;
  contentCode: string;
  /** Content code of another RFC in the catalogue (`IETF-RFC9111`), or null when it is not there. */
  knownContentCodes: (rfcNumber: number) => string | null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ESCAPES[c]);
}

const STYLE = `
:root{color-scheme:light dark;--ink:#1f2328;--muted:#59636e;--bg:#fff;--link:#0b57d0;--rule:#d0d7de;--target:#fff4b8}
@media (prefers-color-scheme:dark){:root{--ink:#e6edf3;--muted:#9198a1;--bg:#0d1117;--link:#6ca4f8;--rule:#30363d;--target:#3d3300}}
html{background:var(--bg);color:var(--ink);-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;padding:1rem}
main{max-width:max-content;margin:0 auto}
pre.rfc-page{margin:0;white-space:pre;overflow-x:auto;tab-size:8;line-height:1.3;
font-family:ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,"Liberation Mono",monospace;
font-size:clamp(8px,calc((100vw - 2rem)/44),15px)}
hr.page-break{border:0;border-top:1px dashed var(--rule);margin:1.5em 0}
a{color:var(--link);text-decoration:none}
a:hover,a:focus-visible{text-decoration:underline}
.heading{font-weight:700}
.heading a.selflink{color:inherit}
:target{background:var(--target);scroll-margin-top:1rem}
@media print{body{padding:0}pre.rfc-page{font-size:10pt;overflow:visible}hr.page-break{border:0;margin:0;break-after:page}a{color:inherit}}
`
  .trim()
  .replace(/\n/g, '');

/** The anchor ids of headings, to link only references that land somewhere. */
type AnchorSet = Set<string>;

const NUM = String.raw`(?:[1-9]\d{0,2}(?:\.\d{1,3})*|[A-Z](?:\.\d{1,3})+)`;
const LIST_SEP = String.raw`(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or|through|to)\s+)`;
/**
 * References in running text: "Section 4.2.1", "Sections 4.1 and 4.2", "Appendix B.1",
 * "[RFC9111]", "RFC 9111", "RFC9111" (also "RFC-822" in old texts).
 */
const INLINE_REFERENCE = new RegExp(
  String.raw`(?<![A-Za-z0-9])(?:` +
    String.raw`([Ss]ections?|SECTIONS?)(\s+)(${NUM}(?:${LIST_SEP}${NUM})*)` +
    String.raw`|(Appendix|APPENDIX)(\s+)([A-Z](?:\.\d{1,3})*)` +
    String.raw`|\[RFC(\d{1,5})\]` +
    String.raw`|(?<![/.\-])RFC(?:[ -]|\n[ ]*)?(\d{1,5})` +
    String.raw`)(?![A-Za-z0-9])`,
  'g',
);
const SECTION_NUMBER = new RegExp(NUM, 'g');
const APPENDIX_NUMBER = /[A-Z](?:\.\d{1,3})*/g;
/** "… Section 3 of [URI]" or "… in RFC 3986": the section belongs to another document. */
const CITATION_AFTER = /^\s+(?:of|in)\s+(?:\[|RFC\b|STD\b|BCP\b)/;
/** "[URI], Section 4.1" or "RFC 3986, Section 3": likewise. */
const CITATION_BEFORE = /(?:\]|RFC ?\d+)\s*,?\s*$/;

class RfcHtmlWriter {
  private readonly ownNumber: number | null;

  constructor(
    private readonly anchors: AnchorSet,
    private readonly knownContentCodes: (rfcNumber: number) => string | null,
    designation: string,
  ) {
    this.ownNumber = rfcNumberOf(designation);
  }

  private rfcLink(number: number, label: string): string {
    const code = number === this.ownNumber ? null : this.knownContentCodes(number);
    if (!code) return escapeHtml(label);
    return `<a class="rfc-ref" href="/document?contentCode=${escapeHtml(encodeURIComponent(code))}" target="_top">${escapeHtml(label)}</a>`;
  }

  private anchorLink(id: string, label: string): string {
    return `<a href="#${escapeHtml(id)}">${escapeHtml(label)}</a>`;
  }

  private sectionId(label: string): string {
    return /^[A-Z]/.test(label) ? `appendix-${label}` : `section-${label}`;
  }

  /** Escapes a run of ordinary text and turns the references in it into links. */
  linkify(text: string): string {
    let out = '';
    let last = 0;
    INLINE_REFERENCE.lastIndex = 0;
    for (let m = INLINE_REFERENCE.exec(text); m; m = INLINE_REFERENCE.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      let html: string | null = null;
      if (m[1] !== undefined || m[4] !== undefined) {
        const external = CITATION_AFTER.test(text.slice(end, end + 24)) || CITATION_BEFORE.test(text.slice(Math.max(0, start - 24), start));
        if (!external) {
          html = m[1] !== undefined ? this.sectionRefs(m[1], m[2], m[3], SECTION_NUMBER) : this.sectionRefs(m[4], m[5], m[6], APPENDIX_NUMBER);
        }
      } else if (m[7] !== undefined) {
        html = this.rfcLink(Number(m[7]), m[0]);
      } else if (m[8] !== undefined) {
        html = this.rfcLink(Number(m[8]), m[0]);
      }
      if (html === null) continue;
      out += escapeHtml(text.slice(last, start)) + html;
      last = end;
    }
    return out + escapeHtml(text.slice(last));
  }

  /** "Sections 4.1 and 4.2": each number that names a heading here becomes a link. */
  private sectionRefs(word: string, space: string, numbers: string, numberPattern: RegExp): string {
    let out = escapeHtml(word + space);
    let last = 0;
    numberPattern.lastIndex = 0;
    for (let m = numberPattern.exec(numbers); m; m = numberPattern.exec(numbers)) {
      const id = this.sectionId(m[0]);
      out += escapeHtml(numbers.slice(last, m.index));
      if (!this.anchors.has(id)) out += escapeHtml(m[0]);
      else if (last === 0 && !space.includes('\n')) {
        // The word and the first number read as one link when they share a line.
        out = this.anchorLink(id, word + space + m[0]);
      } else out += this.anchorLink(id, m[0]);
      last = m.index + m[0].length;
    }
    return out + escapeHtml(numbers.slice(last));
  }

  heading(line: string, heading: RfcHeading): string {
    const level = Math.min(heading.level + 1, 6);
    const attrs = `class="heading" id="${escapeHtml(heading.id)}" role="heading" aria-level="${level}"`;
    const lead = /^\s*/.exec(line)![0];
    const body = line.slice(lead.length);
    // The section number links to its own anchor, so a reader can copy a link to the section.
    const number = heading.label ? /^(?:(?:APPENDIX|Appendix) +)?[A-Z0-9.]+/.exec(body)?.[0] : undefined;
    if (!number) return `${escapeHtml(lead)}<span ${attrs}>${escapeHtml(body)}</span>`;
    const rest = body.slice(number.length);
    return `${escapeHtml(lead)}<span ${attrs}><a class="selflink" href="#${escapeHtml(heading.id)}">${escapeHtml(number)}</a>${escapeHtml(rest)}</span>`;
  }

  tocEntry(line: string, entry: RfcTocEntry): string {
    return (
      escapeHtml(line.slice(0, entry.start)) +
      this.anchorLink(entry.targetId, line.slice(entry.start, entry.end)) +
      escapeHtml(line.slice(entry.end))
    );
  }

  /** "Obsoletes: 2818, 7230," and its continuation lines in the document header. */
  seriesNumbers(line: string): string {
    const m = /^((?:Obsoletes|Updates|Replaces):)?(\s*)((?:\d{1,5}(?:,\s?|\s(?=\d)|(?=\s{2,}|$)))+)/.exec(line);
    if (!m) return this.linkify(line);
    const numbers = m[3].replace(/\d{1,5}/g, (n) => `\u0000${n}\u0000`);
    const linked = numbers
      .split('\u0000')
      .map((part, i) => (i % 2 === 1 ? this.rfcLink(Number(part), part) : escapeHtml(part)))
      .join('');
    return escapeHtml((m[1] ?? '') + m[2]) + linked + this.linkify(line.slice(m[0].length));
  }

  overstruck(line: string): string {
    return resolveOverstrike(line)
      .map((cell) => {
        let html = escapeHtml(cell.char);
        if (cell.bold) html = `<b>${html}</b>`;
        if (cell.underline) html = `<u>${html}</u>`;
        return html;
      })
      .join('')
      .replace(/<\/b><b>|<\/u><u>/g, '');
  }
}

/**
 * Renders a plain-text RFC as an HTML page for the document viewer: the text keeps its layout in
 * preformatted blocks, one per form-feed page; headings get anchors (`section-4.2.1`,
 * `appendix-A`), the table of contents and "Section x" references link to them, and references
 * to RFCs in the catalogue link to their document pages. All text is escaped; the only markup is
 * the renderer's own.
 */
export function renderRfcHtml(input: RfcHtmlInput): string {
  const { lines, headings, toc } = readRfcStructure(input.text);
  const headingAt = new Map(headings.map((h) => [h.line, h]));
  const tocAt = new Map(toc.map((t) => [t.line, t]));
  const writer = new RfcHtmlWriter(new Set(headings.map((h) => h.id)), input.knownContentCodes, input.designation);
  // The document header is the first block of text; its "Obsoletes:" and "Updates:" lists name RFCs by number alone.
  const firstText = lines.findIndex((l) => l.trim() !== '');
  const headerEnd = firstText < 0 ? -1 : lines.findIndex((l, i) => i > firstText && l.trim() === '');

  const out: string[] = [];
  let pending: string[] = [];
  const flush = () => {
    if (pending.length) out.push(writer.linkify(pending.join('\n')) + '\n');
    pending = [];
  };
  // The newline after <pre> is swallowed by the HTML parser; ours goes instead of the text's.
  const pageStart = '<pre class="rfc-page">\n';
  const pageBreak = '</pre>\n<hr class="page-break">\n' + pageStart;

  out.push(pageStart);
  let inSeriesList = false;
  lines.forEach((line, i) => {
    if (line.includes('\f')) {
      const parts = line.split('\f');
      parts.forEach((part, k) => {
        if (k > 0) {
          flush();
          out.push(pageBreak);
        }
        if (k === parts.length - 1) pending.push(part);
        else if (part !== '') {
          pending.push(part);
          flush();
          out[out.length - 1] = out[out.length - 1].replace(/\n$/, '');
        }
      });
      return;
    }
    const heading = headingAt.get(i);
    const tocEntry = tocAt.get(i);
    const seriesLine = i < headerEnd && (/^(?:Obsoletes|Updates|Replaces):/.test(line) || (inSeriesList && /^\s+\d/.test(line)));
    // The list goes on while its left column ends in a comma ("7233, 7235,        Fastly").
    inSeriesList = seriesLine && line.replace(/\s{3,}\S.*$/, '').trimEnd().endsWith(',');
    if (heading || tocEntry || seriesLine || line.includes('\b')) {
      flush();
      if (heading) out.push(writer.heading(line, heading) + '\n');
      else if (tocEntry) out.push(writer.tocEntry(line, tocEntry) + '\n');
      else if (seriesLine) out.push(writer.seriesNumbers(line) + '\n');
      else out.push(writer.overstruck(line) + '\n');
      return;
    }
    pending.push(line);
  });
  flush();
  out.push('</pre>');

  const title = `${input.designation}: ${input.title}`;
  return (
    '<!doctype html>\n' +
    '<html lang="en">\n<head>\n<meta charset="utf-8">\n' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">\n' +
    `<title>${escapeHtml(title)}</title>\n` +
    `<style>${STYLE}</style>\n</head>\n<body>\n` +
    `<main data-content-code="${escapeHtml(input.contentCode)}" aria-label="${escapeHtml(title)}">\n` +
    out.join('') +
    '\n</main>\n</body>\n</html>\n'
  );
}
