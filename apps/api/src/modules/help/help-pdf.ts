import path from 'node:path';
import PDFDocument from 'pdfkit';
import { FONT_DIR } from '../../rendering/index.js';

/** The block structure of the help documents: headings, paragraphs and lists (the Markdown the help folder uses). */
export type HelpBlock = { kind: 'h1' | 'h2' | 'p'; text: string } | { kind: 'ul' | 'ol'; items: string[] };

/** Parses the small Markdown subset of the help documents: #/## headings, paragraphs, "- " and "1. " lists. */
export function parseHelpMarkdown(markdown: string): HelpBlock[] {
  const blocks: HelpBlock[] = [];
  for (const chunk of markdown.replace(/\r\n/g, '\n').split(/\n{2,}/)) {
    const lines = chunk.split('\n').filter((l) => l.trim() !== '');
    if (lines.length === 0) continue;
    if (lines[0].startsWith('# ')) blocks.push({ kind: 'h1', text: lines[0].slice(2).trim() });
    else if (lines[0].startsWith('## ')) blocks.push({ kind: 'h2', text: lines[0].slice(3).trim() });
    else if (lines.every((l) => /^- /.test(l))) blocks.push({ kind: 'ul', items: lines.map((l) => l.slice(2).trim()) });
    else if (lines.every((l) => /^\d+\. /.test(l))) blocks.push({ kind: 'ol', items: lines.map((l) => l.replace(/^\d+\.\s+/, '').trim()) });
    else blocks.push({ kind: 'p', text: lines.map((l) => l.trim()).join(' ') });
  }
  return blocks;
}

/** Renders a help document as a PDF (Letter, DejaVu Sans, the tenant's name in the footer). */
export function renderHelpPdf(blocks: HelpBlock[], options: { title: string; tenantName: string }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margins: { top: 72, bottom: 72, left: 72, right: 72 }, info: { Title: options.title, Author: options.tenantName }, bufferPages: true });
    doc.registerFont('sans', path.join(FONT_DIR, 'DejaVuSans.ttf'));
    doc.registerFont('bold', path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'));
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const block of blocks) {
      switch (block.kind) {
        case 'h1':
          doc.font('bold').fontSize(20).text(block.text, { paragraphGap: 12 });
          break;
        case 'h2':
          doc.moveDown(0.5).font('bold').fontSize(14).text(block.text, { paragraphGap: 6 });
          break;
        case 'p':
          doc.font('sans').fontSize(11).text(block.text, { paragraphGap: 8, lineGap: 2 });
          break;
        case 'ul':
        case 'ol':
          doc.font('sans').fontSize(11);
          block.items.forEach((item, i) => {
            // A hanging indent: the marker in the gutter, wrapped lines aligned with the first.
            const left = doc.page.margins.left;
            const width = doc.page.width - left - doc.page.margins.right - 24;
            const top = doc.y;
            doc.text(block.kind === 'ul' ? '•' : `${i + 1}.`, left + 8, top, { lineBreak: false });
            doc.text(item, left + 24, top, { width, paragraphGap: 4, lineGap: 2 });
          });
          doc.x = doc.page.margins.left;
          doc.moveDown(0.4);
          break;
      }
    }
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font('sans').fontSize(8).fillColor('#555555').text(`${options.tenantName} · ${options.title} · ${i + 1}/${range.count}`, 72, doc.page.height - 48, { align: 'center', width: doc.page.width - 144 });
      doc.page.margins.bottom = bottom;
    }
    doc.end();
  });
}
