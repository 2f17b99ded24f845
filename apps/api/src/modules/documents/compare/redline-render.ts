/**
 * The two forms of a redline: an HTML page for the compare view (printable) and a PDF made with pdfkit,
 * like the documents' own renditions. Insertions are underlined in green (`<ins>`), deletions struck
 * through in red (`<del>`), so the marks survive black-and-white printing.
 */
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { FONT_DIR } from '../../../rendering/index.js';
import type { Redline } from './redline.js';

/** Who is compared with whom, for the titles of both forms. */
export interface RedlineSubject {
  oldDesignation: string;
  oldTitle: string;
  newDesignation: string;
  newTitle: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE = `
  body { font: 15px/1.55 system-ui, sans-serif; margin: 0 auto; max-width: 62rem; padding: 1rem 1.25rem; color: #1a1a1a; background: #fff; }
  header { border-bottom: 1px solid #ccc; margin-bottom: 1rem; }
  h1 { font-size: 1.35rem; margin: .25rem 0; }
  .legend ins, .legend del { padding: 0 .25rem; }
  section { margin: 1.25rem 0; }
  h2 { font-size: 1.05rem; margin: 0 0 .4rem; }
  h2 .status { font-size: .8rem; font-weight: normal; margin-left: .5rem; color: #555; }
  .body { white-space: pre-wrap; overflow-wrap: anywhere; }
  ins { color: #0a5c2a; background: #e3f6e8; text-decoration: underline; }
  del { color: #9c1c1c; background: #fbe5e5; text-decoration: line-through; }
  section.inserted h2 { color: #0a5c2a; } section.deleted h2 { color: #9c1c1c; }
  @media print { body { max-width: none; } section { break-inside: auto; } ins, del { -webkit-print-color-adjust: exact; print-color-adjust: exact; } }
`;

const STATUS_TEXT = { same: 'unchanged', changed: 'changed', inserted: 'new section', deleted: 'removed section' } as const;

/** A whole HTML page (no scripts, no external resources) with every section of the redline. */
export function renderRedlineHtml(redline: Redline, subject: RedlineSubject): string {
  const title = `${subject.oldDesignation} compared with ${subject.newDesignation}`;
  const sections = redline.sections
    .map((s, i) => {
      const body = s.parts
        .map((p) => (p.kind === 'ins' ? `<ins>${escapeHtml(p.text)}</ins>` : p.kind === 'del' ? `<del>${escapeHtml(p.text)}</del>` : escapeHtml(p.text)))
        .join('');
      return `<section id="redline-${i}" class="${s.status}"><h2>${escapeHtml(s.heading)}<span class="status">${STATUS_TEXT[s.status]}</span></h2><div class="body">${body}</div></section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header><h1>${escapeHtml(title)}</h1>
<p>Older: ${escapeHtml(subject.oldDesignation)}: ${escapeHtml(subject.oldTitle)}<br>Newer: ${escapeHtml(subject.newDesignation)}: ${escapeHtml(subject.newTitle)}</p>
<p class="legend"><ins>inserted text</ins> <del>deleted text</del> · ${redline.insertedWords} words inserted, ${redline.deletedWords} words deleted</p></header>
<main>
${sections}
</main></body></html>
`;
}

/** The same redline as a PDF (US Letter, DejaVu Sans), reproducible for the same input. */
export function renderRedlinePdf(redline: Redline, subject: RedlineSubject): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    bufferPages: false,
    // A fixed date keeps the bytes the same for the same input, so the cache key says it all.
    info: { Title: `${subject.oldDesignation} compared with ${subject.newDesignation}`, Author: 'Redline', CreationDate: new Date(0) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', path.join(FONT_DIR, 'DejaVuSans.ttf'));
  doc.registerFont('bold', path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'));

  doc.font('bold').fontSize(15).text(`${subject.oldDesignation} compared with ${subject.newDesignation}`);
  doc.moveDown(0.3).font('body').fontSize(9.5);
  doc.text(`Older: ${subject.oldDesignation}: ${subject.oldTitle}`);
  doc.text(`Newer: ${subject.newDesignation}: ${subject.newTitle}`);
  doc.fillColor('#0a5c2a').text('inserted text (underlined)', { continued: true, underline: true });
  doc.fillColor('#000000').text('   ', { continued: true, underline: false });
  doc.fillColor('#9c1c1c').text('deleted text (struck through)', { continued: true, strike: true });
  doc.fillColor('#000000').text(`   ${redline.insertedWords} words inserted, ${redline.deletedWords} words deleted`, { strike: false });

  for (const section of redline.sections) {
    doc.moveDown(0.8);
    const colour = section.status === 'inserted' ? '#0a5c2a' : section.status === 'deleted' ? '#9c1c1c' : '#000000';
    doc.font('bold').fontSize(11).fillColor(colour).text(`${section.heading} (${STATUS_TEXT[section.status]})`);
    doc.font('body').fontSize(9.5);
    const parts = section.parts.filter((p) => p.text.length > 0);
    if (parts.length === 0) continue;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      doc
        .fillColor(part.kind === 'ins' ? '#0a5c2a' : part.kind === 'del' ? '#9c1c1c' : '#000000')
        .text(part.text, { continued: !last, underline: part.kind === 'ins', strike: part.kind === 'del' });
    });
  }
  doc.end();
  return done;
}
