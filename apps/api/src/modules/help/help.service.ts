import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHelpMarkdown, renderHelpPdf } from './help-pdf.js';

/** The help documents travel with the code, one Markdown file each (apps/api/help). */
export const HELP_DIR = fileURLToPath(new URL('../../../help/', import.meta.url));
const TITLE = /^[a-z0-9][a-z0-9-]{0,63}$/;

export type HelpFormat = 'pdf' | 'md';

/** Titles of the help documents the repository holds. */
export async function helpTitles(dir = HELP_DIR): Promise<string[]> {
  return (await readdir(dir))
    .filter((f) => f.endsWith('.md') && f !== 'README.md')
    .map((f) => f.slice(0, -3))
    .sort();
}

const pdfCache = new Map<string, Buffer>();

/** One help document as PDF (rendered once per tenant name) or Markdown; null when there is no such document. */
export async function helpDocument(title: string, format: HelpFormat, tenantName: string, dir = HELP_DIR): Promise<Buffer | null> {
  if (!TITLE.test(title) || !(await helpTitles(dir)).includes(title)) return null;
  const markdown = await readFile(path.join(dir, `${title}.md`), 'utf8');
  if (format === 'md') return Buffer.from(markdown, 'utf8');
  const key = `${dir}\u0000${title}\u0000${tenantName}`;
  let pdf = pdfCache.get(key);
  if (!pdf) {
    const blocks = parseHelpMarkdown(markdown);
    const heading = blocks.find((b) => b.kind === 'h1');
    pdf = await renderHelpPdf(blocks, { title: heading && 'text' in heading ? heading.text : title, tenantName });
    pdfCache.set(key, pdf);
  }
  return pdf;
}
