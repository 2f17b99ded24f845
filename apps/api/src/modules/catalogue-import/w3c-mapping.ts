/**
 * W3C: a Technical Reports record as a catalogue document, its dated versions kept as editions
 * (README.md in this folder lists the rules). Pure: no database, no file system.
 */
import type { DocumentStatus } from '@codex/domain';
import type { W3cRecord } from './catalogue-sources.js';
import { NO_SUCH_FACT, toIsoDate, unique, type MappedDocument } from './catalogue-mapping.js';

/** W3C-WCAG21; characters a content code cannot hold ("+" in daml+oil) become "-". */
export function w3cContentCode(shortname: string): string {
  return `W3C-${shortname.toUpperCase().replace(/[^A-Z0-9._-]/g, '-')}`;
}

export function w3cStatus(record: Pick<W3cRecord, 'lifecycle_status'>): DocumentStatus {
  switch (record.lifecycle_status) {
    case 'active':
      return 'Active';
    case 'draft':
      return 'Draft';
    case 'withdrawn':
      return 'Withdrawn';
    case 'superseded':
      return 'Superseded';
  }
}

/** The kind of report a maturity level belongs to: "Candidate Recommendation Snapshot" is a Candidate Recommendation. */
export function w3cDocumentType(maturity: string | null): string {
  switch (maturity) {
    case 'Recommendation':
    case 'Superseded Recommendation':
    case 'Obsolete Recommendation':
      return 'Recommendation';
    case 'Proposed Recommendation':
    case 'Proposed Edited Recommendation':
      return 'Proposed Recommendation';
    case 'Candidate Recommendation Draft':
    case 'Candidate Recommendation Snapshot':
    case 'Candidate Recommendation':
      return 'Candidate Recommendation';
    case 'Working Draft':
    case 'Discontinued Draft':
      return 'Working Draft';
    case 'Note':
    case 'Draft Note':
      return 'Note';
    case 'Statement':
      return 'Statement';
    case 'Registry':
    case 'Draft Registry':
      return 'Registry';
    default:
      return 'Technical Report';
  }
}

/**
 * A working group as the catalogue shows it. Closed groups come marked "(historical) Name";
 * the mark moves behind the name so lists sort by name, and it stays, because a closed group
 * is not the same as a current group of the same name.
 */
export function w3cCommittee(group: string | undefined): string | null {
  if (!group) return null;
  const m = /^\(historical\)\s*(.+)$/.exec(group);
  return m ? `${m[1]} (historical)` : group;
}

export function mapW3cRecord(record: W3cRecord): MappedDocument {
  const committee = w3cCommittee(record.working_groups[0]);
  const publishedDate = toIsoDate(record.date);
  const latestVersionDate = toIsoDate(record.versions.at(-1)?.date ?? null);
  const notes: string[] = [];
  if (record.retired) notes.push('Retired in the W3C Technical Reports listing');
  if (record.working_groups.length > 1) notes.push(`Working groups: ${record.working_groups.map(w3cCommittee).join('; ')}`);
  return {
    publisherCode: 'W3C',
    row: {
      contentCode: w3cContentCode(record.shortname),
      sourceId: record.id,
      designation: record.designation,
      displayDesignation: record.designation,
      designationNo: record.shortname,
      title: record.title,
      abstract: record.abstract,
      documentType: w3cDocumentType(record.maturity),
      status: w3cStatus(record),
      lifecycleStatus: record.lifecycle_status,
      classification: null,
      assetId: record.shortname,
      assetType: 'report',
      contentType: 'TECHNICAL_REPORT',
      languageCode: 'en-US',
      downloadable: false,
      committee,
      committeeName: committee,
      mainCommittee: null,
      mainCommitteeName: null,
      category: record.maturity,
      topics: unique(record.browser_specs?.categories ?? []),
      keywords: unique(record.keywords),
      authors: record.editors,
      doi: null,
      publishedDate,
      publishedOnlineDate: publishedDate,
      lastUpdateDate: latestVersionDate ?? publishedDate,
      withdrawnDate: null,
      pageCount: null,
      sourceUrl: record.url,
      hasFullText: false,
      details: {
        ...NO_SUCH_FACT,
        rawStatus: record.maturity,
        stream: null,
        series: [],
        errataUrl: null,
        sourceDraft: null,
        committeeSponsor: committee,
        primaryTopic: record.browser_specs?.categories[0] ?? null,
        mainWithSubCommittee: null,
        volumeNumber: null,
        editions: record.versions.map((v) => ({ designation: v.designation, maturity: v.maturity, date: toIsoDate(v.date), url: v.url })),
        equivalentList: [],
        noteList: notes,
      },
    },
    relations: [],
    impliedRelations: [],
  };
}
