import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { deletedIdentifiers, errorCode, harvest, identifiers, oai, resumption, schemaProblems } from '../../../test/oai-harvester.js';
import { documents, publishers } from '../../db/schema/index.js';
import { PAGE_SIZE } from './oai.service.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ID = (code: string) => `oai:keystone.localhost:${code}`;

async function catalogueSize(publisherCodes?: string[]) {
  const query = t.db.select({ n: count() }).from(documents).innerJoin(publishers, eq(publishers.id, documents.publisherId));
  const [{ n }] = await (publisherCodes ? query.where(inArray(publishers.code, publisherCodes)) : query);
  return n;
}

describe('OAI-PMH: the repository describes itself', () => {
  it('Identify names the tenant, its base URL, persistent deletions, seconds granularity and the identifier scheme, and validates', async () => {
    const answer = await oai(t.app, 'verb=Identify');
    expect(answer).toContain('<repositoryName>Keystone Standards Institute</repositoryName>');
    expect(answer).toContain('<baseURL>http://localhost/oai</baseURL>');
    expect(answer).toContain('<protocolVersion>2.0</protocolVersion>');
    expect(answer).toContain('<deletedRecord>persistent</deletedRecord>');
    expect(answer).toContain('<granularity>YYYY-MM-DDThh:mm:ssZ</granularity>');
    expect(answer).toMatch(/<earliestDatestamp>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/earliestDatestamp>/);
    expect(answer).toContain(`<sampleIdentifier>${ID('IETF-RFC9110')}</sampleIdentifier>`);
    expect(answer).toContain('<request verb="Identify">');
    expect(schemaProblems([answer])).toBeNull();
  });

  it('offers oai_dc and marc21, per repository and per record, and lists sets per publisher and per series', async () => {
    const formats = await oai(t.app, 'verb=ListMetadataFormats');
    const ofRecord = await oai(t.app, `verb=ListMetadataFormats&identifier=${encodeURIComponent(ID('IETF-RFC9110'))}`);
    const sets = await oai(t.app, 'verb=ListSets');
    for (const answer of [formats, ofRecord]) {
      expect(answer).toContain('<metadataPrefix>oai_dc</metadataPrefix>');
      expect(answer).toContain('<metadataPrefix>marc21</metadataPrefix>');
    }
    expect([...sets.matchAll(/<setSpec>([^<]+)<\/setSpec>/g)].map((m) => m[1])).toEqual(['IETF', 'IETF:RFC', 'NIST', 'NIST:SP-800', 'NIST:SP-1800', 'NIST:SP-500', 'NIST:FIPS', 'W3C', 'W3C:TR']);
    expect(sets).toContain('<setName>Federal Information Processing Standards (FIPS)</setName>');
    expect(schemaProblems([formats, ofRecord, sets])).toBeNull();
  });

  it('another tenant holds only its publishers: the community library has no NIST set and no NIST record', async () => {
    const sets = await oai(t.app, 'verb=ListSets', 'community.localhost');
    expect(sets).not.toContain('<setSpec>NIST');
    expect(sets).toContain('<setSpec>W3C</setSpec>');
    const nist = await oai(t.app, `verb=GetRecord&metadataPrefix=oai_dc&identifier=${encodeURIComponent('oai:community.localhost:NIST-FIPS-197')}`, 'community.localhost');
    expect(errorCode(nist)).toBe('idDoesNotExist');
    const { identifiers: all } = await harvest(t.app, 'verb=ListIdentifiers&metadataPrefix=oai_dc', 'community.localhost');
    expect(all).toHaveLength(await catalogueSize(['IETF', 'W3C']));
    expect(all.every((id) => id.startsWith('oai:community.localhost:IETF-') || id.startsWith('oai:community.localhost:W3C-'))).toBe(true);
  });
});

describe('OAI-PMH: records', () => {
  it('GetRecord gives RFC 9110 in Dublin Core with its title, authors, publisher, date and link, and no full text', async () => {
    const answer = await oai(t.app, `verb=GetRecord&metadataPrefix=oai_dc&identifier=${encodeURIComponent(ID('IETF-RFC9110'))}`);
    expect(answer).toContain('<dc:title>HTTP Semantics</dc:title>');
    expect(answer).toContain('<dc:creator>R. Fielding, Ed.</dc:creator>');
    expect(answer).toContain('<dc:publisher>Internet Engineering Task Force</dc:publisher>');
    expect(answer).toContain('<dc:date>2022-06-01</dc:date>');
    expect(answer).toMatch(/<dc:description>The Hypertext Transfer Protocol \(HTTP\) is a stateless application-level protocol/);
    expect(answer).toContain('<dc:identifier>http://localhost/document?contentCode=IETF-RFC9110</dc:identifier>');
    expect(answer).toContain('<dc:identifier>https://doi.org/10.17487/RFC9110</dc:identifier>');
    expect(answer).toContain('<setSpec>IETF</setSpec><setSpec>IETF:RFC</setSpec>');
    // A sentence of the RFC's body, which a record must never carry.
    expect(answer).not.toContain('Each Hypertext Transfer Protocol (HTTP) message is either a request or a response');
    expect(schemaProblems([answer])).toBeNull();
  });

  it('GetRecord in marc21 is a MARCXML record with the designation, series and link', async () => {
    const answer = await oai(t.app, `verb=GetRecord&metadataPrefix=marc21&identifier=${encodeURIComponent(ID('NIST-FIPS-197'))}`);
    expect(answer).toContain('<record xmlns="http://www.loc.gov/MARC21/slim"');
    expect(answer).toContain('<controlfield tag="001">NIST-FIPS-197</controlfield>');
    expect(answer).toMatch(/<datafield tag="490" ind1="1" ind2=" "><subfield code="a">Federal Information Processing Standards Publication<\/subfield>/);
    expect(answer).toContain('<setSpec>NIST</setSpec><setSpec>NIST:FIPS</setSpec>');
    expect(schemaProblems([answer])).toBeNull();
  });

  it('a set and dates select: NIST:FIPS holds only FIPS, and a from in the future matches nothing', async () => {
    const { identifiers: fips, answers } = await harvest(t.app, 'verb=ListIdentifiers&metadataPrefix=marc21&set=NIST:FIPS');
    expect(fips.length).toBeGreaterThan(3);
    expect(fips.every((id) => id.startsWith(ID('NIST-FIPS')))).toBe(true);
    expect(answers).toHaveLength(1);
    expect(resumption(answers[0])).toBeNull();
    const later = await oai(t.app, 'verb=ListRecords&metadataPrefix=oai_dc&from=2999-01-01');
    expect(errorCode(later)).toBe('noRecordsMatch');
    const [{ stamp }] = await t.db.execute<{ stamp: string }>(sql`select to_char(max(updated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as stamp from documents`).then((r) => (r as unknown as { rows: { stamp: string }[] }).rows);
    const upToNow = await harvest(t.app, `verb=ListIdentifiers&metadataPrefix=oai_dc&until=${stamp}`);
    expect(upToNow.identifiers).toHaveLength(await catalogueSize());
  });

  it('POST with a form body answers as GET does', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/oai', headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' }, payload: 'verb=GetRecord&metadataPrefix=oai_dc&identifier=' + encodeURIComponent(ID('IETF-RFC9110')) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<dc:title>HTTP Semantics</dc:title>');
  });
});

describe('OAI-PMH: errors, each as the protocol says and valid XML', () => {
  const cases: [string, string][] = [
    ['', 'badVerb'],
    ['verb=Harvest', 'badVerb'],
    ['verb=Identify&verb=ListSets', 'badVerb'],
    ['verb=Identify&metadataPrefix=oai_dc', 'badArgument'],
    ['verb=ListRecords', 'badArgument'],
    ['verb=GetRecord&metadataPrefix=oai_dc', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=marc21', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2024-13-01', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2024-01-01&until=2024-02-01T00:00:00Z', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&from=2025-01-01&until=2024-01-01', 'badArgument'],
    ['verb=ListRecords&metadataPrefix=oai_dc&resumptionToken=abc', 'badArgument'],
    ['verb=ListRecords&resumptionToken=not-a-token', 'badResumptionToken'],
    ['verb=ListSets&resumptionToken=x', 'badResumptionToken'],
    ['verb=ListRecords&metadataPrefix=mods', 'cannotDisseminateFormat'],
    ['verb=GetRecord&metadataPrefix=mods&identifier=oai%3Akeystone.localhost%3AIETF-RFC9110', 'cannotDisseminateFormat'],
    ['verb=GetRecord&metadataPrefix=oai_dc&identifier=oai%3Akeystone.localhost%3ANOPE-1', 'idDoesNotExist'],
    ['verb=GetRecord&metadataPrefix=oai_dc&identifier=IETF-RFC9110', 'idDoesNotExist'],
    ['verb=ListMetadataFormats&identifier=oai%3Aelsewhere.org%3AIETF-RFC9110', 'idDoesNotExist'],
    ['verb=ListIdentifiers&metadataPrefix=oai_dc&set=ISO', 'noRecordsMatch'],
    ['verb=ListIdentifiers&metadataPrefix=oai_dc&until=1990-01-01', 'noRecordsMatch'],
  ];

  it.each(cases)('%s → %s', async (query, code) => {
    const answer = await oai(t.app, query);
    expect(errorCode(answer)).toBe(code);
    if (code === 'badVerb' || code === 'badArgument') expect(answer).toContain('<request>http://localhost/oai</request>');
    else expect(answer).toMatch(/<request verb="\w+"/);
  });

  it('every error answer validates', async () => {
    const answers = await Promise.all(cases.map(([query]) => oai(t.app, query)));
    expect(schemaProblems(answers)).toBeNull();
  });

  it('a token given to another tenant, or expired, is refused', async () => {
    const first = resumption(await oai(t.app, 'verb=ListIdentifiers&metadataPrefix=oai_dc'))!;
    expect(errorCode(await oai(t.app, `verb=ListIdentifiers&resumptionToken=${encodeURIComponent(first.token)}`, 'community.localhost'))).toBe('badResumptionToken');
    expect(errorCode(await oai(t.app, `verb=ListRecords&resumptionToken=${encodeURIComponent(first.token)}`))).toBe('badResumptionToken');
    const state = JSON.parse(Buffer.from(first.token, 'base64url').toString()) as { expires: number };
    const expired = Buffer.from(JSON.stringify({ ...state, expires: Date.now() - 1000 })).toString('base64url');
    expect(errorCode(await oai(t.app, `verb=ListIdentifiers&resumptionToken=${expired}`))).toBe('badResumptionToken');
  });
});

describe('OAI-PMH: whole harvests', () => {
  it.each(['oai_dc', 'marc21'])('ListRecords in %s gives every record of the catalogue exactly once through every token, each part valid', async (prefix) => {
    const { answers, identifiers: all } = await harvest(t.app, `verb=ListRecords&metadataPrefix=${prefix}`);
    const size = await catalogueSize();
    expect(all).toHaveLength(size);
    expect(new Set(all).size).toBe(size);
    expect(answers).toHaveLength(Math.ceil(size / PAGE_SIZE.ListRecords));
    const parts = answers.map((answer) => resumption(answer)!);
    expect(parts.map((p) => p.cursor)).toEqual(answers.map((_, i) => i * PAGE_SIZE.ListRecords));
    expect(parts.every((p) => p.completeListSize === size)).toBe(true);
    expect(parts.at(-1)!.token).toBe('');
    expect(parts.slice(0, -1).every((p) => p.expirationDate !== null && new Date(p.expirationDate) > new Date())).toBe(true);
    expect(schemaProblems(answers)).toBeNull();
  }, 120_000);

  it('a harvest interrupted by a catalogue import resumes without loss or repeat, and a deleted document stays as a deleted record', async () => {
    const before = await t.db.select({ contentCode: documents.contentCode }).from(documents);
    const removed = 'W3C-WCAG21';
    const { identifiers: all, answers } = await harvest(t.app, 'verb=ListIdentifiers&metadataPrefix=oai_dc', 'localhost', async (part) => {
      if (part !== 2) return;
      // What an import does between two requests: updates documents already sent and ones still to come, adds one, and one leaves.
      await t.db.execute(sql`update documents set title = title || ' (revised)', updated_at = now() where id in (select id from documents order by id limit 3) or id in (select id from documents order by id desc limit 3)`);
      const [template] = await t.db.select().from(documents).where(eq(documents.contentCode, 'IETF-RFC9110'));
      const { id: _id, searchVector: _s, rankVector: _r, ...copy } = template;
      await t.db.insert(documents).values({ ...copy, contentCode: 'IETF-RFC99999', sourceId: 'RFC99999', designation: 'RFC 99999', displayDesignation: 'RFC 99999', designationNo: 'RFC 99999', title: 'A newer RFC' });
      await t.db.delete(documents).where(eq(documents.contentCode, removed));
    });
    expect(answers.length).toBeGreaterThan(2);
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(all)).toEqual(new Set([...before.map((d) => ID(d.contentCode)), ID('IETF-RFC99999')]));

    const gone = await oai(t.app, `verb=GetRecord&metadataPrefix=oai_dc&identifier=${encodeURIComponent(ID(removed))}`);
    expect(gone).toContain(`<header status="deleted"><identifier>${ID(removed)}</identifier>`);
    expect(gone).not.toContain('<metadata>');
    const again = await harvest(t.app, 'verb=ListRecords&metadataPrefix=oai_dc&set=W3C');
    expect(again.answers.flatMap(deletedIdentifiers)).toEqual([ID(removed)]);
    expect(schemaProblems([gone, ...again.answers])).toBeNull();
    expect(identifiers(again.answers.join(''))).toContain(ID(removed));
  }, 120_000);
});
