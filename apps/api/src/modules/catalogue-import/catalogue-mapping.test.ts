import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { assembleCatalogue, type CatalogueEntry, type CatalogueInput } from './catalogue-assembly.js';
import { computeFamilies } from './catalogue-families.js';
import { isValidContentCode, toIsoDate } from './catalogue-mapping.js';
import { ietfAbstract, ietfStatus, mapIetfRecord } from './ietf-mapping.js';
import { mapNistRecord, nistContentCode } from './nist-mapping.js';
import { canonicalJson, recordHash } from './source-hashes.js';
import { mapW3cRecord, w3cContentCode } from './w3c-mapping.js';
import { readJsonLines } from './catalogue-reader.js';
import { CATALOGUE_FILES, IetfRecord, NistRecord, W3cRecord } from './catalogue-sources.js';

const catalogueDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../catalog');

async function readAll<T>(name: string, schema: Parameters<typeof readJsonLines>[1]): Promise<{ record: T; raw: unknown; line: number }[]> {
  const out: { record: T; raw: unknown; line: number }[] = [];
  for await (const item of readJsonLines(path.join(catalogueDir, name), schema)) {
    if ('problem' in item) throw new Error(`${name}:${item.line}: ${item.problem}`);
    out.push({ record: item.record as T, raw: item.raw, line: item.line });
  }
  return out;
}

let ietf: Map<string, IetfRecord>;
let nist: Map<string, NistRecord>;
let w3c: Map<string, W3cRecord>;
let inputs: CatalogueInput[];
let entries: Map<string, CatalogueEntry>;
let problems: ReturnType<typeof assembleCatalogue>['problems'];

beforeAll(async () => {
  const [i, n, w] = await Promise.all([
    readAll<IetfRecord>(CATALOGUE_FILES.ietf, IetfRecord),
    readAll<NistRecord>(CATALOGUE_FILES.nist, NistRecord),
    readAll<W3cRecord>(CATALOGUE_FILES.w3c, W3cRecord),
  ]);
  ietf = new Map(i.map((x) => [x.record.id, x.record]));
  nist = new Map(n.map((x) => [x.record.id, x.record]));
  w3c = new Map(w.map((x) => [x.record.id, x.record]));
  inputs = [
    ...i.map((x) => ({
      mapped: mapIetfRecord(x.record, { hasFullText: x.record.has_fulltext }),
      recordSha256: recordHash(x.raw),
      fullText: null,
      origin: { file: CATALOGUE_FILES.ietf, line: x.line },
    })),
    ...n.map((x) => ({ mapped: mapNistRecord(x.record), recordSha256: recordHash(x.raw), fullText: null, origin: { file: CATALOGUE_FILES.nist, line: x.line } })),
    ...w.map((x) => ({ mapped: mapW3cRecord(x.record), recordSha256: recordHash(x.raw), fullText: null, origin: { file: CATALOGUE_FILES.w3c, line: x.line } })),
  ];
  const assembled = assembleCatalogue(inputs);
  problems = assembled.problems;
  entries = new Map(assembled.entries.map((e) => [e.row.sourceId, e]));
});

describe('the whole corpus', () => {
  it('maps every record to a valid content code that no other record has', () => {
    expect(problems).toEqual([]);
    expect(entries.size).toBe(9319 + 636 + 1672);
    const codes = [...entries.values()].map((e) => e.row.contentCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.filter((c) => !isValidContentCode(c))).toEqual([]);
  });

  it('gives every document a family that is the content code of a document of the same family', () => {
    const byCode = new Map([...entries.values()].map((e) => [e.row.contentCode, e]));
    for (const e of entries.values()) {
      const head = byCode.get(e.row.family);
      expect(head, `${e.row.sourceId} family ${e.row.family}`).toBeDefined();
      expect(head!.row.family).toBe(e.row.family);
    }
  });

  it('uses only the badge statuses the product knows', () => {
    const statuses = new Set([...entries.values()].map((e) => e.row.status));
    expect([...statuses].sort()).toEqual(['Active', 'Draft', 'Historical', 'Replaced', 'Retired', 'Superseded', 'Withdrawn']);
  });
});

describe('IETF', () => {
  it('maps RFC 9110 as an active Internet Standard of the httpbis working group', () => {
    const e = entries.get('RFC9110')!;
    expect(e.row).toMatchObject({
      contentCode: 'IETF-RFC9110',
      designation: 'RFC 9110',
      displayDesignation: 'RFC 9110',
      designationNo: 'RFC 9110',
      assetId: 'RFC9110',
      title: 'HTTP Semantics',
      documentType: 'RFC',
      status: 'Active',
      lifecycleStatus: 'active',
      classification: 'Internet Standard',
      category: 'Standards Track',
      contentType: 'STANDARDS',
      assetType: 'standard',
      languageCode: 'en-US',
      committee: 'httpbis',
      committeeName: 'HTTP',
      mainCommittee: 'art',
      mainCommitteeName: 'Applications and Real-Time Area',
      topics: ['HTTP'],
      doi: '10.17487/RFC9110',
      publishedDate: '2022-06-01',
      publishedOnlineDate: '2022-06-01',
      lastUpdateDate: '2022-06-01',
      pageCount: 194,
      sourceUrl: 'https://www.rfc-editor.org/info/rfc9110',
      hasFullText: true,
      downloadable: true,
    });
    expect(e.row.authors).toEqual(['R. Fielding, Ed.', 'M. Nottingham, Ed.', 'J. Reschke, Ed.']);
    expect(e.row.details).toMatchObject({
      stream: 'IETF',
      committeeSponsor: 'IETF',
      primaryTopic: 'HTTP',
      mainWithSubCommittee: 'Applications and Real-Time Area / HTTP',
      equivalentList: ['STD 97'],
      sourceDraft: 'draft-ietf-httpbis-semantics-19',
      rawStatus: 'Internet Standard',
      histAcceptedDate: null,
      isbnEb: null,
    });
    expect(e.relations).toEqual(expect.arrayContaining([{ relationType: 'obsoletes', relatedSourceId: 'RFC7230' }, { relationType: 'updates', relatedSourceId: 'RFC3864' }]));
    expect(e.relations.filter((r) => r.relationType === 'references_normative').length).toBeGreaterThan(10);
  });

  it('puts RFC 9110 in one family with RFC 7230, RFC 7231 and RFC 2616, named after its oldest member', () => {
    const family = entries.get('RFC9110')!.row.family;
    for (const id of ['RFC7230', 'RFC7231', 'RFC2616', 'RFC9111', 'RFC9112']) expect(entries.get(id)!.row.family, id).toBe(family);
    const members = [...entries.values()].filter((e) => e.row.family === family);
    const oldest = members.reduce((a, b) => ((b.row.publishedDate ?? '') < (a.row.publishedDate ?? '') ? b : a));
    expect(family).toBe(oldest.row.contentCode);
    expect(entries.get('RFC8446')!.row.family).not.toBe(family);
  });

  it('shows abstracts without the typesetting marks of the RFC index', () => {
    const abstract = entries.get('RFC7234')!.row.abstract!;
    expect(abstract).toContain('stateless application-level protocol');
    expect(abstract).not.toContain('\\%');
    expect(ietfAbstract('a \\%re-INVITE and a state-\n   less\nline -\nkept')).toBe('a re-INVITE and a state-less\nline -\nkept');
  });

  it('maps RFC 2616 as Replaced, with what replaced it', () => {
    const e = entries.get('RFC2616')!;
    expect(e.row.status).toBe('Replaced');
    expect(e.row.classification).toBe('Draft Standard');
    expect(e.row.details.noteList).toContain('Obsoleted by RFC 7230, RFC 7231, RFC 7232, RFC 7233, RFC 7234, RFC 7235');
    expect(entries.get('RFC7230')!.relations).toContainEqual({ relationType: 'obsoletes', relatedSourceId: 'RFC2616' });
  });

  it('shows RFCs reclassified as Historic as Historical and says so', () => {
    const record = ietf.get('RFC2169')!;
    expect(record.lifecycle_status).toBe('historic');
    expect(entries.get('RFC2169')!.row.status).toBe('Historical');
    expect(entries.get('RFC2169')!.row.details.noteList).toContain('Reclassified as Historic; published as Experimental');
    expect(ietfStatus({ lifecycle_status: 'active', rfc_status: 'Historic' })).toBe('Historical');
    expect(ietfStatus({ lifecycle_status: 'active', rfc_status: 'Proposed Standard' })).toBe('Active');
    expect(ietfStatus({ lifecycle_status: 'obsoleted', rfc_status: 'Historic' })).toBe('Replaced');
  });

  it('keeps references to documents outside the catalogue, and a missing page count as null', () => {
    const outside = [...entries.values()].flatMap((e) => e.relations).filter((r) => !entries.has(r.relatedSourceId));
    expect(outside.map((r) => r.relatedSourceId)).toContain('IEN 123');
    const zeroPages = [...ietf.values()].find((r) => r.page_count === 0)!;
    expect(entries.get(zeroPages.id)!.row.pageCount).toBeNull();
  });
});

describe('NIST', () => {
  it('maps SP 800-53 Rev. 5 and puts it in one family with Rev. 4', () => {
    const e = entries.get('NIST:sp/800-53/rev-5/final')!;
    expect(e.row).toMatchObject({
      contentCode: 'NIST-SP-800-53-REV-5',
      designation: 'NIST SP 800-53 Rev. 5',
      designationNo: 'SP 800-53 Rev. 5',
      assetId: 'SP 800-53 Rev. 5',
      documentType: 'SP',
      status: 'Active',
      category: 'SP 800',
      contentType: 'TECHNICAL_REPORT',
      assetType: 'report',
      committee: null,
      topics: [],
      doi: '10.6028/NIST.SP.800-53r5',
      publishedDate: '2020-12-10',
      withdrawnDate: null,
    });
    expect(e.row.details.rawStatus).toBe('final/active');
    expect(e.relations).toEqual([{ relationType: 'supersedes', relatedSourceId: 'NIST:sp/800-53/rev-5/archive/2020-09-23' }]);
    const rev4 = entries.get('NIST:sp/800-53/rev-4/final')!;
    expect(rev4.row.contentCode).toBe('NIST-SP-800-53-REV-4');
    expect(rev4.row.family).toBe(e.row.family);
    expect(entries.get('NIST:sp/800-53/rev-5/archive/2020-09-23')!.row).toMatchObject({
      contentCode: 'NIST-SP-800-53-REV-5-ARCHIVE-2020-09-23',
      status: 'Superseded',
      withdrawnDate: '2020-12-10',
      family: e.row.family,
    });
  });

  it('keeps draft and archive suffixes in content codes and maps drafts and FIPS', () => {
    expect(nistContentCode('NIST:sp/800-53/rev-5/final')).toBe('NIST-SP-800-53-REV-5');
    expect(nistContentCode('NIST:sp/1800-18/draft')).toBe('NIST-SP-1800-18-DRAFT');
    expect(entries.get('NIST:sp/1800-18/draft')!.row).toMatchObject({ status: 'Draft', category: 'SP 1800' });
    const fips = entries.get('NIST:fips/140/2/final')!;
    expect(fips.row).toMatchObject({ contentCode: 'NIST-FIPS-140-2', documentType: 'FIPS', category: 'FIPS', contentType: 'STANDARDS', assetType: 'standard' });
    expect(entries.get('NIST:fips/140/3/final')!.row.family).toBe(fips.row.family);
  });

  it('credits editors when a record names no authors', () => {
    const record = nist.get('NIST:sp/800-165/final')!;
    expect(record.authors).toEqual([]);
    expect(entries.get('NIST:sp/800-165/final')!.row.authors).toEqual(record.editors);
  });

  it('notes withdrawal with its date', () => {
    const withdrawn = [...nist.values()].find((r) => r.lifecycle_status === 'withdrawn' && r.withdrawn_date)!;
    expect(entries.get(withdrawn.id)!.row.details.noteList?.[0]).toMatch(new RegExp(`^Withdrawn on ${withdrawn.withdrawn_date}`));
  });
});

describe('W3C', () => {
  it('maps cors with its editions, working group and maturity', () => {
    const e = entries.get('W3C:cors')!;
    expect(e.row).toMatchObject({
      contentCode: 'W3C-CORS',
      designation: 'W3C cors',
      designationNo: 'cors',
      assetId: 'cors',
      documentType: 'Recommendation',
      category: 'Superseded Recommendation',
      status: 'Superseded',
      contentType: 'TECHNICAL_REPORT',
      assetType: 'report',
      committee: 'Web Applications Working Group (historical)',
      committeeName: 'Web Applications Working Group (historical)',
      authors: ['Anne van Kesteren'],
      publishedDate: '2020-06-02',
      lastUpdateDate: '2020-06-02',
      family: 'W3C-CORS',
      doi: null,
    });
    expect(e.row.details.editions).toHaveLength(15);
    expect(e.row.details.editions![0]).toEqual({
      designation: 'W3C NOTE-access-control-20050613',
      maturity: 'Note',
      date: '2005-06-13',
      url: 'https://www.w3.org/TR/2005/NOTE-access-control-20050613/',
    });
    expect(e.row.details.noteList).toContain('Working groups: Web Applications Working Group (historical); Web Application Security Working Group');
    expect(e.relations).toEqual([]);
  });

  it('names document types by maturity family and keeps content codes valid', () => {
    expect(entries.get('W3C:WCAG21')!.row).toMatchObject({ documentType: 'Recommendation', status: 'Active', family: 'W3C-WCAG21' });
    expect(w3cContentCode('daml+oil-axioms')).toBe('W3C-DAML-OIL-AXIOMS');
    expect(w3cContentCode('accname-1.1')).toBe('W3C-ACCNAME-1.1');
    const draft = [...w3c.values()].find((r) => r.maturity === 'Candidate Recommendation Snapshot' && r.lifecycle_status === 'draft')!;
    expect(entries.get(draft.id)!.row).toMatchObject({ documentType: 'Candidate Recommendation', status: 'Draft' });
    const withTopics = [...w3c.values()].find((r) => (r.browser_specs?.categories.length ?? 0) > 0)!;
    expect(entries.get(withTopics.id)!.row.topics).toEqual(withTopics.browser_specs!.categories);
  });
});

describe('families and hashes', () => {
  const doc = (sourceId: string, publishedDate: string) => ({ sourceId, contentCode: `X-${sourceId}`, publishedDate });

  it('keeps a family name when a newer version joins, and merges families that become connected', () => {
    const before = computeFamilies([doc('A', '2001-01-01'), doc('B', '2005-01-01')], [{ from: 'B', to: 'A' }]);
    expect(before.get('B')).toBe('X-A');
    const after = computeFamilies([doc('A', '2001-01-01'), doc('B', '2005-01-01'), doc('C', '2010-01-01')], [
      { from: 'B', to: 'A' },
      { from: 'C', to: 'B' },
    ]);
    expect([...after.values()]).toEqual(['X-A', 'X-A', 'X-A']);
    const lone = computeFamilies([doc('D', '2001-01-01')], [{ from: 'D', to: 'not in the catalogue' }]);
    expect(lone.get('D')).toBe('X-D');
  });

  it('adds the forward edge that only the superseded record states, and lets it change the hash', () => {
    const base = nist.get('NIST:sp/800-53/rev-4/final')!;
    const older = { ...base, id: 'NIST:sp/9999/archive/2000-01-01', designation: 'NIST SP 9999', supersedes: [], superseded_by: [{ id: 'NIST:sp/9999/final', designation: 'NIST SP 9999', in_dataset: true }] };
    const newer = { ...base, id: 'NIST:sp/9999/final', designation: 'NIST SP 9999', supersedes: [], superseded_by: [] };
    const input = (r: NistRecord, line: number): CatalogueInput => ({ mapped: mapNistRecord(r), recordSha256: recordHash(r), fullText: null, origin: { file: 'nist', line } });
    const withBoth = assembleCatalogue([input(newer, 1), input(older, 2)]).entries;
    expect(withBoth[0].relations).toEqual([{ relationType: 'supersedes', relatedSourceId: 'NIST:sp/9999/archive/2000-01-01' }]);
    expect(withBoth[0].row.family).toBe(withBoth[1].row.family);
    const alone = assembleCatalogue([input(newer, 1)]).entries;
    expect(alone[0].relations).toEqual([]);
    expect(alone[0].row.sourceHash).not.toBe(withBoth[0].row.sourceHash);
  });

  it('reports duplicate records and keeps the first', () => {
    const record = nist.get('NIST:sp/800-53/rev-5/final')!;
    const input = (line: number): CatalogueInput => ({ mapped: mapNistRecord(record), recordSha256: recordHash(record), fullText: null, origin: { file: 'nist', line } });
    const { entries: kept, problems: found } = assembleCatalogue([input(3), input(9)]);
    expect(kept).toHaveLength(1);
    expect(found).toEqual([{ file: 'nist', line: 9, message: 'duplicate record NIST:sp/800-53/rev-5/final; the first one is kept' }]);
  });

  it('hashes records regardless of key order, and dates month-level sources to the first', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }] })).toBe('{"a":[{"c":"x","d":null}],"b":1}');
    expect(recordHash({ a: 1, b: 2 })).toBe(recordHash({ b: 2, a: 1 }));
    expect(toIsoDate('2022-06')).toBe('2022-06-01');
    expect(toIsoDate('2020-12-10')).toBe('2020-12-10');
    expect(toIsoDate('June 2022')).toBeNull();
    expect(toIsoDate(null)).toBeNull();
  });
});
