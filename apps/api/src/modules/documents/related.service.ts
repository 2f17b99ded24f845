import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { PublisherDetails, RelatedContent, RelatedContentItem, Translation } from '@codex/domain';
import type { TenantConfig } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { documentRelations, documentTexts, documents, publishers } from '../../db/schema/index.js';
import { readRfcStructure } from '../../rendering/index.js';
import type { FoundDocument } from './content.service.js';
import { tenantOffersPublisher } from './documents.service.js';

/**
 * Translations: the same designation published in another language. Every document of this catalogue is
 * English, so the list is empty until a publisher with translations is imported.
 */
export async function findTranslations(db: Db, config: Pick<TenantConfig, 'publisherCodes'>, found: FoundDocument): Promise<Translation[]> {
  const rows = await db
    .select({ contentId: documents.id, contentCode: documents.contentCode, designation: documents.displayDesignation, languageCode: documents.languageCode, publisherCode: publishers.code })
    .from(documents)
    .innerJoin(publishers, eq(publishers.id, documents.publisherId))
    .where(and(eq(documents.designation, found.document.designation), eq(documents.publisherId, found.document.publisherId), ne(documents.languageCode, found.document.languageCode)))
    .orderBy(asc(documents.languageCode));
  return rows
    .filter((r) => tenantOffersPublisher(config, r.publisherCode))
    .map((r) => ({ contentId: r.contentId, contentCode: r.contentCode, displayCode: `${r.designation} (${r.languageCode})` }));
}

/** "RFC2119" -> "RFC 2119", for references to documents outside the catalogue. */
const readableSourceId = (sourceId: string) => sourceId.replace(/^([A-Z]+)(\d+)$/, '$1 $2');

/**
 * Related content of the document page: what it cites (its normative and informative references), its
 * supplements (the documents that update it) and its own top-level sections from the full text. The
 * catalogue has no standard operating procedures or technical management approvals: sop and tma stay empty.
 * A target of a publisher the tenant does not offer is named without a link (contentCode null).
 */
export async function findRelatedContent(db: Db, config: Pick<TenantConfig, 'publisherCodes'>, found: FoundDocument): Promise<RelatedContent> {
  const d = found.document;
  const references = await db
    .select({
      relationType: documentRelations.relationType,
      relatedSourceId: documentRelations.relatedSourceId,
      contentCode: documents.contentCode,
      designation: documents.displayDesignation,
      title: documents.title,
      publisherCode: publishers.code,
    })
    .from(documentRelations)
    .leftJoin(documents, eq(documents.id, documentRelations.relatedDocumentId))
    .leftJoin(publishers, eq(publishers.id, documents.publisherId))
    .where(and(eq(documentRelations.documentId, d.id), inArray(documentRelations.relationType, ['references_normative', 'references_informative'])))
    .orderBy(asc(documentRelations.relationType), asc(documentRelations.id));
  const citedContent: RelatedContentItem[] = references.map((r) => ({
    designationOrFamily: r.designation ?? readableSourceId(r.relatedSourceId),
    title: r.title ?? '',
    contentCode: r.contentCode && r.publisherCode && tenantOffersPublisher(config, r.publisherCode) ? r.contentCode : null,
    anchor: null,
    referenceType: r.relationType === 'references_normative' ? 'normative' : 'informative',
  }));

  const updaters = await db
    .select({ contentCode: documents.contentCode, designation: documents.displayDesignation, title: documents.title, publisherCode: publishers.code })
    .from(documentRelations)
    .innerJoin(documents, eq(documents.id, documentRelations.documentId))
    .innerJoin(publishers, eq(publishers.id, documents.publisherId))
    .where(and(eq(documentRelations.relatedDocumentId, d.id), eq(documentRelations.relationType, 'updates')))
    .orderBy(asc(documents.publishedDate), asc(documents.id));
  const supplements: RelatedContentItem[] = updaters
    .filter((u) => tenantOffersPublisher(config, u.publisherCode))
    .map((u) => ({ designationOrFamily: u.designation, title: u.title, contentCode: u.contentCode, anchor: null, referenceType: null }));

  const [text] = await db.select({ body: documentTexts.body }).from(documentTexts).where(eq(documentTexts.documentId, d.id));
  const sections: RelatedContentItem[] = text
    ? readRfcStructure(text.body)
        .headings.filter((h) => h.level === 1)
        .map((h) => ({
          designationOrFamily: h.label ? (h.id.startsWith('appendix-') ? `Appendix ${h.label}` : `Section ${h.label}`) : d.displayDesignation,
          title: h.title,
          contentCode: d.contentCode,
          anchor: h.id,
          referenceType: null,
        }))
    : [];

  return { citedContent, sop: [], tma: [], supplements, sections };
}

/** Full name of the document's publisher, as work items and citations print it. */
export async function publisherFullName(db: Db, publisherId: number): Promise<string> {
  const [row] = await db.select({ fullName: publishers.fullName }).from(publishers).where(eq(publishers.id, publisherId));
  return row?.fullName ?? '';
}

const item = (label: string, values: (string | null | undefined)[]) => ({ label, values: values.filter((v): v is string => !!v && v.trim() !== '') });

/**
 * The publisher-specific details panel: what each source records beyond the common details, with labels
 * as the publisher uses them. Items without a value are left out.
 */
export function publisherDetailsOf(found: FoundDocument): PublisherDetails {
  const d = found.document;
  const x = d.details ?? {};
  let items: { label: string; values: string[] }[];
  if (found.publisherCode === 'IETF') {
    items = [
      item('Stream', [x.stream]),
      item('Status', [x.rawStatus]),
      item('Category', [d.category]),
      item('Area', [d.mainCommitteeName ?? d.mainCommittee]),
      item('Working group', [d.committeeName ?? d.committee]),
      item('Series', (x.series ?? []).map((s) => s.designation)),
      item('Internet-Draft', [x.sourceDraft]),
      item('Errata', [x.errataUrl]),
      item('Pages', [d.pageCount ? String(d.pageCount) : null]),
      item('Notes', x.noteList ?? []),
    ];
  } else if (found.publisherCode === 'NIST') {
    items = [
      item('Series', [d.category]),
      item('Status', [x.rawStatus]),
      item('Volume', [x.volumeNumber]),
      item('Authors', d.authors),
      item('Withdrawn', [d.withdrawnDate]),
      item('Notes', x.noteList ?? []),
    ];
  } else if (found.publisherCode === 'W3C') {
    items = [
      item('Maturity', [x.rawStatus]),
      item('Working group', [d.committeeName ?? d.committee]),
      item('Editors', d.authors),
      item('Dated versions', (x.editions ?? []).map((e) => [e.designation, e.maturity, e.date].filter(Boolean).join(' · '))),
      item('Notes', x.noteList ?? []),
    ];
  } else {
    items = [item('Notes', x.noteList ?? [])];
  }
  return { titleKey: `document.details.publisher.${found.publisherCode}`, detailItems: items.filter((i) => i.values.length > 0) };
}
