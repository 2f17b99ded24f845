/**
 * NIST: a Special Publication or FIPS record of NIST's publication metadata as a catalogue document
 * (README.md in this folder lists the rules). Pure: no database, no file system.
 */
import type { DocumentStatus } from '@codex/domain';
import type { NistRecord } from './catalogue-sources.js';
import { NO_SUCH_FACT, toIsoDate, unique, uniqueRelations, type MappedDocument } from './catalogue-mapping.js';

/**
 * NIST-SP-800-53-REV-5 from NIST:sp/800-53/rev-5/final. Only the "final" suffix is dropped:
 * drafts and archived versions keep theirs (NIST-SP-800-53-REV-5-ARCHIVE-2020-09-23), so codes stay unique.
 */
export function nistContentCode(id: string): string {
  const path = id.replace(/^NIST:/, '').replace(/\/final$/, '');
  return `NIST-${path.toUpperCase().replace(/[^A-Z0-9]/g, '-')}`;
}

export function nistStatus(record: Pick<NistRecord, 'lifecycle_status'>): DocumentStatus {
  switch (record.lifecycle_status) {
    case 'active':
      return 'Active';
    case 'superseded':
      return 'Superseded';
    case 'withdrawn':
      return 'Withdrawn';
    case 'draft':
      return 'Draft';
    case 'retired':
      return 'Retired';
  }
}

/** "SP 800" from "SP 800 (Computer Security)": the series code, without its description. */
function nistCategory(category: string | null): string | null {
  if (!category) return null;
  return category.replace(/\s*\(.*\)\s*$/, '').trim() || null;
}

export function mapNistRecord(record: NistRecord): MappedDocument {
  const isFips = record.id.startsWith('NIST:fips/');
  const designationNo = record.designation.replace(/^NIST\s+/, '');
  const publishedDate = toIsoDate(record.date);
  const withdrawnDate = toIsoDate(record.withdrawn_date);
  const notes: string[] = [];
  const successors = unique(record.superseded_by.map((s) => s.designation ?? s.id));
  if (record.lifecycle_status === 'superseded') {
    notes.push(`Superseded${withdrawnDate ? ` on ${withdrawnDate}` : ''}${successors.length ? ` by ${successors.join(', ')}` : ''}`);
  } else if (record.lifecycle_status === 'withdrawn') {
    notes.push(`Withdrawn${withdrawnDate ? ` on ${withdrawnDate}` : ''}${successors.length ? `; superseded by ${successors.join(', ')}` : ''}`);
  } else if (record.lifecycle_status === 'retired') {
    notes.push(`Retired${withdrawnDate ? ` on ${withdrawnDate}` : ''}`);
  }
  if (record.comment_period.length === 2) notes.push(`Comment period ${record.comment_period[0]} to ${record.comment_period[1]}`);
  return {
    publisherCode: 'NIST',
    row: {
      contentCode: nistContentCode(record.id),
      sourceId: record.id,
      designation: record.designation,
      displayDesignation: record.designation,
      designationNo,
      title: record.title,
      abstract: record.abstract,
      documentType: isFips ? 'FIPS' : 'SP',
      status: nistStatus(record),
      lifecycleStatus: record.lifecycle_status,
      classification: null,
      assetId: record.docidentifier ?? record.designation,
      assetType: isFips ? 'standard' : 'report',
      contentType: isFips ? 'STANDARDS' : 'TECHNICAL_REPORT',
      languageCode: 'en-US',
      downloadable: false,
      committee: null,
      committeeName: null,
      mainCommittee: null,
      mainCommitteeName: null,
      category: nistCategory(record.category),
      topics: [],
      keywords: unique(record.keywords),
      // A few records credit only editors; they are the people responsible for the text.
      authors: record.authors.length > 0 ? record.authors : record.editors,
      doi: record.doi,
      publishedDate,
      publishedOnlineDate: publishedDate,
      lastUpdateDate: toIsoDate(record.updated_date) ?? publishedDate,
      withdrawnDate,
      pageCount: null,
      sourceUrl: record.url,
      hasFullText: false,
      details: {
        ...NO_SUCH_FACT,
        rawStatus: [record.stage, record.substage].filter(Boolean).join('/') || null,
        stream: null,
        series:
          record.series && record.docnumber
            ? [{ series: record.series, number: record.docnumber, designation: record.docidentifier ?? designationNo }]
            : [],
        errataUrl: null,
        sourceDraft: null,
        committeeSponsor: null,
        primaryTopic: null,
        mainWithSubCommittee: null,
        volumeNumber: record.volume,
        equivalentList: [],
        noteList: notes,
      },
    },
    relations: uniqueRelations(record.supersedes.map((s) => ({ relationType: 'supersedes' as const, relatedSourceId: s.id }))),
    impliedRelations: record.superseded_by.map((s) => ({ fromSourceId: s.id, relationType: 'supersedes' as const, toSourceId: record.id })),
  };
}
