import { eq, getTableColumns, sql } from 'drizzle-orm';
import { isFeatureOn, tenantOffersPublisher, type DocumentDetails, type DocumentMetadata, type TenantConfig, type Version } from '@codex/domain';
import { queryRows, type Db } from '../../db/client.js';
import { documents, publishers } from '../../db/schema/index.js';
import { hasWorkItems } from './work-items.service.js';

/** Every column but the search vectors, which are large for full-text documents and never leave the database. */
const { searchVector: _searchVector, rankVector: _rankVector, ...documentColumns } = getTableColumns(documents);
export type DocumentRow = Omit<typeof documents.$inferSelect, 'searchVector' | 'rankVector'>;
type Link = { contentCode: string; designation: string; status: string };

/** Which publishers a tenant offers (one rule, shared with the subscriptions: @codex/domain). */
export { tenantOffersPublisher };

/** Finds a document the tenant offers; null for unknown codes and other tenants' publishers alike. */
export async function findDocument(db: Db, config: Pick<TenantConfig, 'publisherCodes'>, contentCode: string) {
  const [row] = await db
    .select({ document: documentColumns, publisherCode: publishers.code, publisherName: publishers.name })
    .from(documents)
    .innerJoin(publishers, eq(publishers.id, documents.publisherId))
    .where(eq(documents.contentCode, contentCode))
    .limit(1);
  if (!row || !tenantOffersPublisher(config, row.publisherCode)) return null;
  return row;
}

interface RelationsRow {
  versions: (Version & { kinds: string[] })[] | null;
  chain: (Link & { level: number })[] | null;
  updated_by: Link[] | null;
  updates: Link[] | null;
  /** Pages of the PDF rendition as drawn (the viewer's count), when there is one. */
  pdf_pages: number | null;
}

/**
 * Everything the document page shows about a document's relations, in one round trip:
 * the family's versions (newest first, with the renditions each has), the "replaced by"
 * chain level by level (RFC 2616 -> [RFC 7230 ... 7235] -> [RFC 9110, 9111, 9112]),
 * and the documents it updates and is updated by.
 */
async function loadRelations(db: Db, doc: DocumentRow, publisherCode: string, maxLevels = 8) {
  const [row] = await queryRows<RelationsRow>(db, sql`
    with recursive chain(id, level) as (
      select r.document_id, 1 from document_relations r
       where r.related_document_id = ${doc.id} and r.relation_type in ('obsoletes', 'supersedes')
      union
      select r.document_id, c.level + 1 from document_relations r join chain c on r.related_document_id = c.id
       where r.relation_type in ('obsoletes', 'supersedes') and c.level < ${maxLevels}
    ),
    first_seen as (select id, min(level) as level from chain where id <> ${doc.id} group by id)
    select
      (select json_agg(v order by v.sort_date desc nulls last, v."designationNo") from (
         select x.id, x.designation_no as "designationNo", ${publisherCode}::text as "publisherCode", x.content_code as "contentCode",
                x.status, x.published_date as "publishedDate", x.published_date as sort_date,
                coalesce((select array_agg(f.kind) from document_files f where f.document_id = x.id), '{}') as kinds
           from documents x where x.family = ${doc.family ?? ''}) v) as versions,
      (select json_agg(json_build_object('level', c.level, 'contentCode', x.content_code, 'designation', x.designation, 'status', x.status)
                       order by c.level, x.designation)
         from first_seen c join documents x on x.id = c.id) as chain,
      (select json_agg(json_build_object('contentCode', x.content_code, 'designation', x.designation, 'status', x.status) order by x.designation)
         from document_relations r join documents x on x.id = r.document_id
        where r.related_document_id = ${doc.id} and r.relation_type = 'updates') as updated_by,
      (select json_agg(json_build_object('contentCode', x.content_code, 'designation', x.designation, 'status', x.status) order by x.designation)
         from document_relations r join documents x on x.id = r.related_document_id
        where r.document_id = ${doc.id} and r.relation_type = 'updates') as updates,
      (select f.page_count from document_files f where f.document_id = ${doc.id} and f.kind = 'pdf') as pdf_pages
  `);
  const all = (row.versions ?? []).map((v, index) => ({ ...v, index }));
  const strip = ({ kinds: _kinds, sort_date: _sortDate, ...v }: (typeof all)[number] & { sort_date?: unknown }): Version => v;
  const chainLevels: Link[][] = [];
  for (const { level, ...link } of row.chain ?? []) (chainLevels[level - 1] ??= []).push(link);
  return {
    versions: all.map(strip),
    pdf: all.filter((v) => v.kinds.includes('pdf')).map(strip),
    html: all.filter((v) => v.kinds.includes('html')).map(strip),
    chain: chainLevels.filter(Boolean),
    updatedBy: row.updated_by ?? [],
    updates: row.updates ?? [],
    pdfPages: row.pdf_pages,
  };
}

/** The document page's metadata: the document, its details, versions and replacement chain. */
export async function getDocumentMetadata(
  db: Db,
  found: NonNullable<Awaited<ReturnType<typeof findDocument>>>,
  viewer: {
    contentFavorite: { id: number } | null;
    tenant?: Pick<TenantConfig, 'kind' | 'features' | 'publisherCodes'>;
    compassPoints?: { hasActivatedCompassPoint: boolean; hasDeactivatedCompassPoint: boolean };
  },
): Promise<DocumentMetadata> {
  const { document: d, publisherCode, publisherName } = found;
  const { versions, pdf, html, chain, updatedBy, updates, pdfPages } = await loadRelations(db, d, publisherCode);
  const firstReplacement = chain[0]?.[0] ?? null;
  const tabs = [
    ...(pdf.some((v) => v.id === d.id) ? [{ id: 'PDF', position: 0 }] : []),
    ...(html.some((v) => v.id === d.id) ? [{ id: 'HTML', position: 1 }] : []),
    ...(viewer.tenant ? await contentTabs(db, d, viewer.tenant, updatedBy.length > 0) : []),
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
    hasActivatedCompassPoint: viewer.compassPoints?.hasActivatedCompassPoint ?? false,
    hasDeactivatedCompassPoint: viewer.compassPoints?.hasDeactivatedCompassPoint ?? false,
    committee: d.committee,
    committeeName: d.committeeName,
    category: d.category,
    topics: d.topics,
    keywords: d.keywords,
    authors: d.authors,
    // The PDF as the reader sees it: its pages, not the count the publisher's record gives for its own edition.
    pageCount: pdfPages ?? d.pageCount,
    doi: d.doi,
    sourceUrl: d.sourceUrl,
    details: detailsOf(d),
  };
}

/** The details panel of a document (spec: "Document details"); also answered by additional-details. */
export function detailsOf(d: DocumentRow): DocumentDetails {
  const details = d.details ?? {};
  return {
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
  };
}

/**
 * The document page's other tabs and their rules (spec section 2): Work Items (2) only for the standards-body
 * tenant when the document has a work item (a draft in progress, work-items.service.ts); Visual Content (3) when the video flag is Y
 * and the tenant has no e-learning; Training & Videos (3) when the tenant has e-learning and videos or
 * courses exist; Related Content (4) when it has references, supplements or sections.
 */
async function contentTabs(db: Db, d: DocumentRow, tenant: Pick<TenantConfig, 'kind' | 'features'>, hasSupplements: boolean) {
  const [row] = await queryRows<{ references: boolean; text: boolean; videos: boolean; courses: boolean }>(db, sql`
    select exists (select 1 from document_relations r where r.document_id = ${d.id}
                     and r.relation_type in ('references_normative', 'references_informative')) as "references",
           exists (select 1 from document_texts x where x.document_id = ${d.id}) as "text",
           exists (select 1 from videos v where v.designation = ${d.designation} and v.publisher_id = ${d.publisherId}) as "videos",
           exists (select 1 from e_learning_assets e where e.family = ${d.family ?? ''} and e.publisher_id = ${d.publisherId}) as "courses"
  `);
  const eLearning = isFeatureOn(tenant, 'e-learning');
  return [
    ...(tenant.kind === 'standards-body' && isFeatureOn(tenant, 'work-items') && (await hasWorkItems(db, d)) ? [{ id: 'WORK_ITEMS', position: 2 }] : []),
    ...(d.video && !eLearning ? [{ id: 'VISUAL_CONTENT', position: 3 }] : []),
    ...(eLearning && (row.videos || row.courses) ? [{ id: 'TRAINING_VIDEOS', position: 3 }] : []),
    ...(row.references || row.text || hasSupplements ? [{ id: 'RELATED_CONTENT', position: 4 }] : []),
  ];
}
