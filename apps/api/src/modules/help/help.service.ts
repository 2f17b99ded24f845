import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { GENERATED_HELP_DOCUMENTS } from '@codex/domain';
import { apiPath } from '../../api-package.js';
import { type HelpBlock, parseHelpMarkdown, renderHelpPdf } from './help-pdf.js';

/** The help documents travel with the code, one Markdown file each (apps/api/help). */
export const HELP_DIR = apiPath('help');
const TITLE = /^[a-z0-9][a-z0-9-]{0,63}$/;

export type HelpFormat = 'pdf' | 'md' | 'csv';

/** Titles of every help document: those the repository holds as Markdown and those made from the library's data. */
export async function helpTitles(dir = HELP_DIR): Promise<string[]> {
  return [...new Set([...(await markdownTitles(dir)), ...Object.keys(GENERATED_HELP_DOCUMENTS)])].sort();
}

/** Titles of the help documents the repository holds. */
async function markdownTitles(dir: string): Promise<string[]> {
  return (await readdir(dir))
    .filter((f) => f.endsWith('.md') && f !== 'README.md')
    .map((f) => f.slice(0, -3))
    .sort();
}

const pdfCache = new Map<string, Buffer>();

/** One help document as PDF (rendered once per tenant name) or Markdown; null when there is no such document. */
export async function helpDocument(title: string, format: HelpFormat, tenantName: string, dir = HELP_DIR): Promise<Buffer | null> {
  if (format === 'csv' || !TITLE.test(title) || !(await markdownTitles(dir)).includes(title)) return null;
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

const licensePdfCache = new Map<string, Buffer>();

/** The tenant's licence agreement, the text the blocking dialog shows, as PDF: its first paragraph is the title. */
export async function licenseAgreementPdf(text: string, tenantName: string): Promise<Buffer> {
  const key = `${tenantName}\u0000${text}`;
  let pdf = licensePdfCache.get(key);
  if (!pdf) {
    const [title, ...paragraphs] = text.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);
    const blocks: HelpBlock[] = [{ kind: 'h1', text: title }, ...paragraphs.map((p): HelpBlock => ({ kind: 'p', text: p.replace(/\s+/g, ' ') }))];
    pdf = await renderHelpPdf(blocks, { title, tenantName });
    licensePdfCache.set(key, pdf);
  }
  return pdf;
}
