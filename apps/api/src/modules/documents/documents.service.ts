import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DocumentMetadata, TenantConfig, Version } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { documentFiles, documentRelations, documents, publishers } from '../../db/schema/index.js';

type DocumentRow = typeof documents.$inferSelect;
type Link = { contentCode: string; designation: string; status: string };

/** Which publishers a tenant offers: all, or the codes its configuration names. */
export function tenantOffersPublisher(config: Pick<TenantConfig, 'publisherCodes'>, publisherCode: string): boolean {
  return config.publisherCodes.length === 0 || config.publisherCodes.includes(publisherCode);
}

/** Finds a document the tenant offers; null for unknown codes and other tenants' publishers alike. */
export async function findDocument(db: Db, config: Pick<TenantConfig, 'publisherCodes'>, contentCode: string) {
  const [row] = await db
    .select({ document: documents, publisherCode: publishers.code, publisherName: publishers.name })
    .from(documents)
    .innerJoin(publishers, eq(publishers.id, documents.publisherId))
    .where(eq(documents.contentCode, contentCode))
    .limit(1);
  if (!row || !tenantOffersPublisher(config, row.publisherCode)) return null;
  return row;
}

const linkColumns = { contentCode: documents.contentCode, designation: documents.designation, status: documents.status };

/**
 * Follows "replaced by" edges (obsoletes / supersedes pointing at the document) level by
 * level: RFC 2616 -> [RFC 7230 ... 7235] -> [RFC 9110, 9111, 9112].
 */
async function replacedByChain(db: Db, documentId: number, maxLevels = 8): Promise<Link[][]> {
  const levels: Link[][] = [];
  const seen = new Set<number>([documentId]);
  let frontier = [documentId];
  while (frontier.length > 0 && levels.length < maxLevels) {
    const rows = await db
      .selectDistinct({ id: documents.id, ...linkColumns })
      .from(documentRelations)
      .innerJoin(documents, eq(documents.id, documentRelations.documentId))
      .where(and(inArray(documentRelations.relatedDocumentId, frontier), inArray(documentRelations.relationType, ['obsoletes', 'supersedes'])))
      .orderBy(documents.designation);
    const next = rows.filter((r) => !seen.has(r.id));
    if (next.length === 0) break;
    next.forEach((r) => seen.add(r.id));
    levels.push(next.map(({ contentCode, designation, status }) => ({ contentCode, designation, status })));
    frontier = next.map((r) => r.id);
  }
  return levels;
}

async function updateLinks(db: Db, documentId: number) {
  const updatedBy = await db
    .select(linkColumns)
    .from(documentRelations)
    .innerJoin(documents, eq(documents.id, documentRelations.documentId))
    .where(and(eq(documentRelations.relatedDocumentId, documentId), eq(documentRelations.relationType, 'updates')))
    .orderBy(documents.designation);
  const updates = await db
    .select(linkColumns)
    .from(documentRelations)
    .innerJoin(documents, eq(documents.id, documentRelations.relatedDocumentId))
    .where(and(eq(documentRelations.documentId, documentId), eq(documentRelations.relationType, 'updates')))
    .orderBy(documents.designation);
  return { updatedBy, updates };
}

async function familyVersions(db: Db, doc: DocumentRow, publisherCode: string) {
  if (!doc.family) return { versions: [] as Version[], pdf: [] as Version[], html: [] as Version[] };
  const rows = await db
    .select({
      id: documents.id,
      designationNo: documents.designationNo,
      contentCode: documents.contentCode,
      status: documents.status,
      publishedDate: documents.publishedDate,
      kinds: sql<string[]>`coalesce(array_agg(${documentFiles.kind}) filter (where ${documentFiles.kind} is not null), '{}')`,
    })
    .from(documents)
    .leftJoin(documentFiles, eq(documentFiles.documentId, documents.id))
    .where(eq(documents.family, doc.family))
    .groupBy(documents.id)
    .orderBy(sql`${documents.publishedDate} desc nulls last`, documents.designation);
  const versions = rows.map((r, index) => ({
    id: r.id,
    index,
    designationNo: r.designationNo,
    publisherCode,
    contentCode: r.contentCode,
    status: r.status,
    publishedDate: r.publishedDate,
    kinds: r.kinds,
  }));
  const strip = ({ kinds: _kinds, ...v }: (typeof versions)[number]): Version => v;
  return {
    versions: versions.map(strip),
    pdf: versions.filter((v) => v.kinds.includes('pdf')).map(strip),
    html: versions.filter((v) => v.kinds.includes('html')).map(strip),
  };
}

/** The document page's metadata: the document, its details, versions and replacement chain. */
export async function getDocumentMetadata(
  db: Db,
  found: NonNullable<Awaited<ReturnType<typeof findDocument>>>,
  viewer: { contentFavorite: boolean },
): Promise<DocumentMetadata> {
  const { document: d, publisherCode, publisherName } = found;
  const [{ versions, pdf, html }, chain, { updatedBy, updates }] = await Promise.all([
    familyVersions(db, d, publisherCode),
    replacedByChain(db, d.id),
    updateLinks(db, d.id),
  ]);
  const firstReplacement = chain[0]?.[0] ?? null;
  const details = d.details ?? {};
  const tabs = [
    ...(pdf.some((v) => v.id === d.id) ? [{ id: 'PDF', position: 0 }] : []),
    ...(html.some((v) => v.id === d.id) ? [{ id: 'HTML', position: 1 }] : []),
  ];
  return {
    contentId: d.id,
    contentCode: d.contentCode,
    family: d.family,
    designation: d.designation,
    displayDesignation: d.displayDesignation,
    designationNo: d.designationNo,
    title: d.title,
    abstract: d.abstract,
    documentType: d.documentType,
    publisherCode,
    publisherName,
    organizationId: d.publisherId,
    status: d.status,
    classification: d.classification,
    assetId: d.assetId,
    assetType: d.assetType,
    contentType: d.contentType,
    languageCode: d.languageCode,
    video: d.video ? 'Y' : 'N',
    downloadable: d.downloadable,
    allowToTrack: d.allowToTrack,
    allowToFavorite: d.allowToFavorite,
    contentFavorite: viewer.contentFavorite,
    htmlVersions: html,
    pdfVersions: pdf,
    versions,
    replacedByContentCode: firstReplacement?.contentCode ?? null,
    replacedByFamilyValue: firstReplacement ? d.family : null,
    replacedByChain: chain,
    updatedBy,
    updates,
    lastUpdateDate: d.lastUpdateDate,
    publishedDate: d.publishedDate,
    publishedOnlineDate: d.publishedOnlineDate,
    citationArticleTypeExclude: d.citationArticleTypeExclude,
    compassPointSettings: null,
    tabs,
    hasActivatedCompassPoint: false,
    hasDeactivatedCompassPoint: false,
    committee: d.committee,
    committeeName: d.committeeName,
    category: d.category,
    topics: d.topics,
    keywords: d.keywords,
    authors: d.authors,
    pageCount: d.pageCount,
    doi: d.doi,
    sourceUrl: d.sourceUrl,
    details: {
      assetId: d.assetId,
      committeeSponsor: details.committeeSponsor ?? null,
      doi: d.doi,
      histAcceptedDate: details.histAcceptedDate ?? null,
      histReceivedDate: details.histReceivedDate ?? null,
      isbnEb: details.isbnEb ?? null,
      issn: details.issn ?? null,
      mainCommittee: d.mainCommitteeName ?? d.mainCommittee,
      mainWithSubCommittee: [d.mainCommitteeName ?? d.mainCommittee, d.committeeName ?? d.committee].filter(Boolean).join(' / ') || null,
      volumeNumber: details.volumeNumber ?? null,
      language: d.languageCode,
      conferenceName: details.conferenceName ?? null,
      conferenceLocation: details.conferenceLocation ?? null,
      meetingDate: details.meetingDate ?? null,
      session: details.session ?? null,
      primaryTopic: details.primaryTopic ?? d.topics[0] ?? null,
      fundingOrganization: details.fundingOrganization ?? null,
      contentType: d.contentType,
      equivalentList: details.equivalentList ?? [],
      noteList: details.noteList ?? [],
    },
  };
}
