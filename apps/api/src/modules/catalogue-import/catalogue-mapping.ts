/**
 * Pure mapping from source records to catalogue rows and relations. Nothing here touches the
 * database or the file system, so every rule can be tested on one record; README.md in this
 * folder lists the rules.
 */
import { createHash } from 'node:crypto';
import type { DocumentStatus } from '@codex/domain';
import type { DocumentDetailsColumns, documents } from '../../db/schema/index.js';
import type { IetfRecord, NistRecord, PublisherCode, W3cRecord } from './catalogue-sources.js';

/**
 * Part of every source hash: bump it when a mapping rule changes, so the next import rewrites
 * rows that were mapped by the old rules even though their source records did not change.
 */
export const MAPPING_VERSION = 1;

export const RELATION_TYPES = ['obsoletes', 'updates', 'references_normative', 'references_informative', 'supersedes'] as const;
export type RelationType = (typeof RELATION_TYPES)[number];

/** Relation types that make two documents versions of one another (the family graph). */
export const VERSION_RELATION_TYPES: readonly RelationType[] = ['obsoletes', 'supersedes'];

export interface CatalogueRelation {
  relationType: RelationType;
  /** The target's source id (RFC7230, NIST:sp/800-53/rev-4/final, or "IEN 123" for documents outside the catalogue). */
  relatedSourceId: string;
}

/** An edge a record states from the other side ("obsoleted by X"), to be stored as X's forward edge. */
export interface ImpliedRelation {
  fromSourceId: string;
  relationType: RelationType;
  toSourceId: string;
}

type DocumentInsert = typeof documents.$inferInsert;

/** The documents row as mapped from one record; ids, family, hash and search vector come later. */
export type CatalogueDocumentRow = Omit<DocumentInsert, 'id' | 'publisherId' | 'family' | 'sourceHash' | 'searchVector' | 'rankVector' | 'createdAt' | 'updatedAt'> & {
  contentCode: string;
  sourceId: string;
  publishedDate: string | null;
  topics: string[];
  keywords: string[];
  details: DocumentDetailsColumns;
};

export interface MappedDocument {
  publisherCode: PublisherCode;
  row: CatalogueDocumentRow;
  relations: CatalogueRelation[];
  impliedRelations: ImpliedRelation[];
}

const CONTENT_CODE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** IETF-RFC9110. */
export function ietfContentCode(id: string): string {
  return `IETF-${id.toUpperCase()}`;
}

/**
 * NIST-SP-800-53-REV-5 from NIST:sp/800-53/rev-5/final. Only the "final" suffix is dropped:
 * drafts and archived versions keep theirs (NIST-SP-800-53-REV-5-ARCHIVE-2020-09-23), so codes stay unique.
 */
export function nistContentCode(id: string): string {
  const path = id.replace(/^NIST:/, '').replace(/\/final$/, '');
  return `NIST-${path.toUpperCase().replace(/[^A-Z0-9]/g, '-')}`;
}

/** W3C-WCAG21; characters a content code cannot hold ("+" in daml+oil) become "-". */
export function w3cContentCode(shortname: string): string {
  return `W3C-${shortname.toUpperCase().replace(/[^A-Z0-9._-]/g, '-')}`;
}

export function isValidContentCode(code: string): boolean {
  return CONTENT_CODE.test(code) && code.length <= 128;
}

/** "RFC 7230" for RFC7230; ids of documents outside the RFC series ("IEN 123") as they are. */
export function rfcDesignation(id: string): string {
  const m = /^RFC0*(\d+)$/.exec(id);
  return m ? `RFC ${m[1]}` : id;
}

/** ISO date from the sources' forms: YYYY-MM-DD as is, YYYY-MM as the first of the month, anything else null. */
export function toIsoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  if (/^\d{4}-\d{2}$/.test(value)) return `${value}-01`;
  return null;
}

function uniqueRelations(relations: CatalogueRelation[]): CatalogueRelation[] {
  const seen = new Set<string>();
  return relations.filter((r) => {
    const key = `${r.relationType}\u0000${r.relatedSourceId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** Details fields the spec names that no source in this catalogue supplies: always null, never guessed. */
const NO_SUCH_FACT = {
  histAcceptedDate: null,
  histReceivedDate: null,
  isbnEb: null,
  issn: null,
  conferenceName: null,
  conferenceLocation: null,
  meetingDate: null,
  session: null,
  fundingOrganization: null,
} satisfies DocumentDetailsColumns;

// ---------------------------------------------------------------- IETF

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

// ---------------------------------------------------------------- NIST

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

// ---------------------------------------------------------------- W3C

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

// ---------------------------------------------------------------- the whole catalogue

/** JSON with object keys sorted at every level, so equal records always hash the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Hash of a source record as it stands in its file, every field included, key order ignored. */
export function recordHash(raw: unknown): string {
  return sha256Hex(canonicalJson(raw));
}

export interface FullText {
  mediaType: string;
  body: string;
  sha256: string;
}

/** A record read from a file, mapped, with where it came from. */
export interface CatalogueInput {
  mapped: MappedDocument;
  /** sha256 of the canonical JSON of the record exactly as parsed from its line (see recordHash). */
  recordSha256: string;
  fullText: FullText | null;
  origin: { file: string; line: number };
}

/** A document ready to be written. */
export interface CatalogueEntry {
  publisherCode: PublisherCode;
  row: CatalogueDocumentRow & { family: string; sourceHash: string };
  relations: CatalogueRelation[];
  fullText: FullText | null;
}

export interface CatalogueProblem {
  file: string;
  line: number;
  message: string;
}

/** Union-find over source ids. */
class DisjointSets {
  private parent = new Map<string, string>();

  find(x: string): string {
    let root = x;
    while (this.parent.has(root) && this.parent.get(root) !== root) root = this.parent.get(root)!;
    let node = x;
    while (node !== root) {
      const next = this.parent.get(node) ?? root;
      this.parent.set(node, root);
      node = next;
    }
    return root;
  }

  union(a: string, b: string): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent.set(ra, rb);
  }
}

const byContentCode = new Intl.Collator('en', { numeric: true });

/** Earlier publication first; same date (or none), the lower designation number. */
function isOlder(a: { publishedDate: string | null; contentCode: string }, b: { publishedDate: string | null; contentCode: string }): boolean {
  const da = a.publishedDate ?? '9999-12-31';
  const db = b.publishedDate ?? '9999-12-31';
  if (da !== db) return da < db;
  return byContentCode.compare(a.contentCode, b.contentCode) < 0;
}

/**
 * Families are the connected parts of the version graph (obsoletes, supersedes) among the
 * documents in the catalogue. A family is named after its oldest member's content code, so
 * the name stays put when a newer version joins. A document with no versions is its own family.
 */
export function computeFamilies(
  docs: { sourceId: string; contentCode: string; publishedDate: string | null }[],
  edges: { from: string; to: string }[],
): Map<string, string> {
  const known = new Map(docs.map((d) => [d.sourceId, d]));
  const sets = new DisjointSets();
  for (const { from, to } of edges) if (known.has(from) && known.has(to)) sets.union(from, to);
  const oldest = new Map<string, { publishedDate: string | null; contentCode: string }>();
  for (const d of docs) {
    const root = sets.find(d.sourceId);
    const current = oldest.get(root);
    if (!current || isOlder(d, current)) oldest.set(root, d);
  }
  return new Map(docs.map((d) => [d.sourceId, oldest.get(sets.find(d.sourceId))!.contentCode]));
}

/**
 * Turns the mapped records of all files into rows: drops duplicates (first one wins), adds the
 * forward edges that only the target side states, names families and computes source hashes.
 */
export function assembleCatalogue(inputs: CatalogueInput[]): { entries: CatalogueEntry[]; problems: CatalogueProblem[] } {
  const problems: CatalogueProblem[] = [];
  const bySourceId = new Map<string, CatalogueInput>();
  const contentCodes = new Set<string>();
  for (const input of inputs) {
    const { sourceId, contentCode } = input.mapped.row;
    if (bySourceId.has(sourceId)) {
      problems.push({ ...input.origin, message: `duplicate record ${sourceId}; the first one is kept` });
      continue;
    }
    if (!isValidContentCode(contentCode)) {
      problems.push({ ...input.origin, message: `content code "${contentCode}" made from ${sourceId} is not valid` });
      continue;
    }
    if (contentCodes.has(contentCode)) {
      problems.push({ ...input.origin, message: `content code ${contentCode} of ${sourceId} is already taken by another record` });
      continue;
    }
    bySourceId.set(sourceId, input);
    contentCodes.add(contentCode);
  }

  // Forward edges stated only by their target ("superseded by X" where X does not list it).
  const extraEdges = new Map<string, CatalogueRelation[]>();
  const impliedFrom = new Map<string, ImpliedRelation[]>();
  for (const input of bySourceId.values()) {
    for (const implied of input.mapped.impliedRelations) {
      const owner = bySourceId.get(implied.fromSourceId);
      if (!owner) continue;
      const alreadyStated =
        owner.mapped.relations.some((r) => r.relationType === implied.relationType && r.relatedSourceId === implied.toSourceId) ||
        (extraEdges.get(implied.fromSourceId) ?? []).some((r) => r.relationType === implied.relationType && r.relatedSourceId === implied.toSourceId);
      if (alreadyStated) continue;
      extraEdges.set(implied.fromSourceId, [...(extraEdges.get(implied.fromSourceId) ?? []), { relationType: implied.relationType, relatedSourceId: implied.toSourceId }]);
      impliedFrom.set(implied.fromSourceId, [...(impliedFrom.get(implied.fromSourceId) ?? []), implied]);
    }
  }

  const relationsOf = (sourceId: string) => [...bySourceId.get(sourceId)!.mapped.relations, ...(extraEdges.get(sourceId) ?? [])];
  const versionEdges: { from: string; to: string }[] = [];
  for (const sourceId of bySourceId.keys()) {
    for (const r of relationsOf(sourceId)) if (VERSION_RELATION_TYPES.includes(r.relationType)) versionEdges.push({ from: sourceId, to: r.relatedSourceId });
  }
  const families = computeFamilies(
    [...bySourceId.values()].map((i) => i.mapped.row),
    versionEdges,
  );

  const entries: CatalogueEntry[] = [...bySourceId.values()].map((input) => {
    const { sourceId } = input.mapped.row;
    // The hash covers everything the row and its relation set are made from, so an unchanged hash means nothing to write.
    const hashed = [`mapping:${MAPPING_VERSION}`, `record:${input.recordSha256}`];
    if (input.fullText) hashed.push(`text:${input.fullText.sha256}`);
    const implied = impliedFrom.get(sourceId);
    if (implied) hashed.push(`implied:${canonicalJson(implied)}`);
    return {
      publisherCode: input.mapped.publisherCode,
      row: { ...input.mapped.row, family: families.get(sourceId)!, sourceHash: sha256Hex(hashed.join('\n')) },
      relations: relationsOf(sourceId),
      fullText: input.fullText,
    };
  });
  return { entries, problems };
}
