import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type CitationJs from '@citation-js/core';
import { eq } from 'drizzle-orm';
import type { CitationStyle } from '@codex/domain';
import type { Db } from '../../../db/client.js';
import { publishers } from '../../../db/schema/index.js';
import type { FoundDocument } from '../content.service.js';
import { apiPath } from '../../../api-package.js';

/**
 * Citation.js templates for each style. APA and Harvard ship with @citation-js/plugin-csl; MLA, Chicago
 * (author-date) and IEEE are small CSL styles written for this product (styles/, see docs/adr/0011-citations.md).
 */
const TEMPLATES: Record<CitationStyle, { template: string; name: string }> = {
  apa: { template: 'apa', name: 'APA (7th edition)' },
  mla: { template: 'codex-mla', name: 'MLA (9th edition)' },
  chicago: { template: 'codex-chicago', name: 'Chicago (author-date)' },
  ieee: { template: 'codex-ieee', name: 'IEEE' },
  harvard: { template: 'harvard1', name: 'Harvard' },
};

// Loaded through require so the plugins register with the same copy of the core (the package's ESM and CJS
// builds are separate instances, and a plugin imported one way would register with the other).
const require = createRequire(import.meta.url);
const citation = require('@citation-js/core') as typeof CitationJs;
require('@citation-js/plugin-csl');
require('@citation-js/plugin-ris');

const cslTemplates = citation.plugins.config.get('@csl').styles;
for (const style of ['mla', 'chicago', 'ieee'] as const) {
  const name = TEMPLATES[style].template;
  if (!cslTemplates.has(name)) cslTemplates.add(name, readFileSync(apiPath('src', 'modules', 'documents', 'citations', 'styles', `${style}.csl`), 'utf8'));
}

/** The styles in the order the citation dialog lists them. */
export function citationTypes(): { citationStyle: CitationStyle; name: string }[] {
  return (Object.keys(TEMPLATES) as CitationStyle[]).map((citationStyle) => ({ citationStyle, name: TEMPLATES[citationStyle].name }));
}

/** Authors that are bodies, not people ("Joint Task Force", "IAB"): cited by their whole name. */
const ORGANISATION = /\b(?:Task Force|Group|Committee|Board|Institute|Team|Council|Consortium|Program|Office|Center|Centre)\b/i;

/** "R. Fielding, Ed." -> { given: "R.", family: "Fielding" }; a body or a one-word name stays literal. */
export function personName(author: string): { given?: string; family?: string; literal?: string } {
  const name = author.replace(/,\s*(?:Ed|Eds)\.?$/i, '').trim();
  const lastSpace = name.lastIndexOf(' ');
  if (lastSpace < 0 || ORGANISATION.test(name)) return { literal: name };
  return { given: name.slice(0, lastSpace).trim(), family: name.slice(lastSpace + 1).trim() };
}

/** The series a document belongs to, for the citation's collection title and number. */
function seriesOf({ document: d, publisherCode }: FoundDocument): { collection: string | null; number: string | null; genre: string | null } {
  if (publisherCode === 'IETF') return { collection: 'Request for Comments', number: d.designationNo.replace(/^RFC\s*/, ''), genre: null };
  if (publisherCode === 'NIST') {
    // The number stays in the series title: CSL would print the hyphen of "800-53" as a page-range dash.
    const number = d.designationNo.replace(/^(?:SP|FIPS)\s*/, '');
    const series = d.documentType === 'FIPS' ? 'Federal Information Processing Standards' : 'NIST Special Publication';
    return { collection: `${series} ${number}`, number: null, genre: null };
  }
  if (publisherCode === 'W3C') return { collection: null, number: null, genre: `W3C ${d.documentType}` };
  return { collection: null, number: null, genre: d.documentType };
}

/** A document to cite, with its publisher's full name ("Internet Engineering Task Force"). */
export type CitedDocument = FoundDocument & { publisherFullName: string };

/** Adds the publisher's full name, which citations print in place of the short code. */
export async function citedDocument(db: Db, found: FoundDocument): Promise<CitedDocument> {
  const [row] = await db.select({ fullName: publishers.fullName }).from(publishers).where(eq(publishers.id, found.document.publisherId));
  return { ...found, publisherFullName: row?.fullName ?? found.publisherName };
}

/** The document as CSL-JSON, the form every citation style and RIS are made from. */
export function cslItem(found: CitedDocument): Record<string, unknown> {
  const { document: d, publisherFullName: publisherName } = found;
  const series = seriesOf(found);
  const date = d.publishedDate ? d.publishedDate.split('-').map(Number) : null;
  // IETF dates are months only (stored as the first of the month): a day would be invented.
  const dateParts = date ? (found.publisherCode === 'IETF' ? date.slice(0, 2) : date) : null;
  return {
    id: d.contentCode,
    type: 'report',
    title: d.title,
    author: d.authors.map(personName),
    publisher: publisherName,
    ...(series.collection ? { 'collection-title': series.collection } : {}),
    ...(series.number ? { number: series.number } : {}),
    ...(series.genre ? { genre: series.genre } : {}),
    ...(dateParts ? { issued: { 'date-parts': [dateParts] } } : {}),
    ...(d.doi ? { DOI: d.doi } : {}),
    ...(d.sourceUrl ? { URL: d.sourceUrl } : {}),
    ...(d.abstract ? { abstract: d.abstract } : {}),
    ...(d.keywords.length ? { keyword: d.keywords.join(', ') } : {}),
    language: 'en',
  };
}

/** The reference as plain text in one style. */
export function textCitation(found: CitedDocument, style: CitationStyle): string {
  return new citation.Cite(cslItem(found)).format('bibliography', { format: 'text', template: TEMPLATES[style].template, lang: 'en-US' }).trim();
}

/** The reference as an RIS record, which reference managers (Zotero, EndNote, Mendeley) import. */
export function risCitation(found: CitedDocument): string {
  return new citation.Cite(cslItem(found)).format('ris');
}
