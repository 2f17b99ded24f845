/**
 * IETF: an RFC record of the RFC Editor's index as a catalogue document (README.md in this folder
 * lists the rules). Pure: no database, no file system.
 */
import type { DocumentStatus } from '@codex/domain';
import type { IetfRecord } from './catalogue-sources.js';
import { NO_SUCH_FACT, toIsoDate, unique, uniqueRelations, type ImpliedRelation, type MappedDocument } from './catalogue-mapping.js';

/** IETF-RFC9110. */
export function ietfContentCode(id: string): string {
  return `IETF-${id.toUpperCase()}`;
}

/** "RFC 7230" for RFC7230; ids of documents outside the RFC series ("IEN 123") as they are. */
export function rfcDesignation(id: string): string {
  const m = /^RFC0*(\d+)$/.exec(id);
  return m ? `RFC ${m[1]}` : id;
}

/**
 * An RFC abstract as a reader should see it. The RFC Editor's index keeps two marks of the source's typesetting:
 * `\%` (xml2rfc's "do not break this word") and a line break after a word's hyphen ("application-" at a line's end). The
 * mark is dropped and the hyphenated word joined; the hyphen is the word's own, since RFCs are not hyphenated.
 */
export function ietfAbstract(abstract: string | null): string | null {
  if (abstract === null) return null;
  return abstract.replace(/\\%/g, '').replace(/(\w)-\n\s*(\w)/g, '$1-$2');
}

/** Badge status of an RFC: obsoleted RFCs are Replaced; Historic ones Historical; the rest Active. */
export function ietfStatus(record: Pick<IetfRecord, 'lifecycle_status' | 'rfc_status'>): DocumentStatus {
  if (record.lifecycle_status === 'obsoleted') return 'Replaced';
  if (record.lifecycle_status === 'historic' || record.rfc_status === 'Historic') return 'Historical';
  return 'Active';
}

export function mapIetfRecord(record: IetfRecord, options: { hasFullText: boolean }): MappedDocument {
  const publishedDate = toIsoDate(record.date);
  const committeePath = [record.area_name ?? record.area, record.working_group_name ?? record.working_group].filter(Boolean).join(' / ');
  const notes: string[] = [];
  if (record.obsoleted_by.length > 0) notes.push(`Obsoleted by ${record.obsoleted_by.map(rfcDesignation).join(', ')}`);
  if (record.updated_by.length > 0) notes.push(`Updated by ${record.updated_by.map(rfcDesignation).join(', ')}`);
  if (record.status_corrected && record.rfc_status && record.status_at_publication && record.rfc_status !== record.status_at_publication) {
    notes.push(`Reclassified as ${record.rfc_status}; published as ${record.status_at_publication}`);
  }
  const relations = uniqueRelations([
    ...record.obsoletes.map((id) => ({ relationType: 'obsoletes' as const, relatedSourceId: id })),
    ...record.updates.map((id) => ({ relationType: 'updates' as const, relatedSourceId: id })),
    ...record.references_normative.map((id) => ({ relationType: 'references_normative' as const, relatedSourceId: id })),
    ...record.references_informative.map((id) => ({ relationType: 'references_informative' as const, relatedSourceId: id })),
  ]);
  const impliedRelations: ImpliedRelation[] = [
    ...record.obsoleted_by.map((id) => ({ fromSourceId: id, relationType: 'obsoletes' as const, toSourceId: record.id })),
    ...record.updated_by.map((id) => ({ fromSourceId: id, relationType: 'updates' as const, toSourceId: record.id })),
  ];
  return {
    publisherCode: 'IETF',
    row: {
      contentCode: ietfContentCode(record.id),
      sourceId: record.id,
      designation: record.designation,
      displayDesignation: record.designation,
      designationNo: record.designation,
      title: record.title,
      abstract: ietfAbstract(record.abstract),
      documentType: 'RFC',
      status: ietfStatus(record),
      lifecycleStatus: record.lifecycle_status,
      classification: record.rfc_status,
      assetId: record.id,
      assetType: 'standard',
      contentType: 'STANDARDS',
      languageCode: 'en-US',
      downloadable: options.hasFullText,
      committee: record.working_group,
      committeeName: record.working_group_name,
      mainCommittee: record.area,
      mainCommitteeName: record.area_name,
      category: record.category,
      topics: unique(record.topics),
      keywords: unique(record.keywords),
      authors: record.authors,
      doi: record.doi,
      publishedDate,
      publishedOnlineDate: publishedDate,
      lastUpdateDate: publishedDate,
      withdrawnDate: null,
      // A page count of 0 means the RFC Editor did not record one.
      pageCount: record.page_count && record.page_count > 0 ? record.page_count : null,
      sourceUrl: record.url,
      hasFullText: options.hasFullText,
      details: {
        ...NO_SUCH_FACT,
        rawStatus: record.rfc_status,
        stream: record.stream,
        series: record.series,
        errataUrl: record.errata_url,
        sourceDraft: record.source_draft,
        committeeSponsor: record.stream,
        primaryTopic: record.topics[0] ?? null,
        mainWithSubCommittee: committeePath || null,
        volumeNumber: null,
        equivalentList: record.series.map((s) => s.designation),
        noteList: notes,
      },
    },
    relations,
    impliedRelations,
  };
}
