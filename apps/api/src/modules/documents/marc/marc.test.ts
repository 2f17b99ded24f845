import { Marc, type Record as MarcRecord } from 'marcjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { signInDemo } from '../../../../test/demo-users.js';

let t: TestContext;
let ada: string;
let reader: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signInDemo(t.app, 'ada');
  reader = await signInDemo(t.app, 'reader');
});
afterAll(() => t.close());

const get = (url: string, token?: string, host = 'localhost') => t.app.inject({ method: 'GET', url, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

const subfield = (record: MarcRecord, tag: string, code: string) => {
  const field = record.fields.find((f) => f[0] === tag);
  if (!field) return undefined;
  for (let i = 2; i < field.length; i += 2) if (field[i] === code) return field[i + 1];
  return undefined;
};

/** ISO 2709: records end with the record terminator 0x1D. */
const parseMrc = (data: Buffer) => {
  const records: MarcRecord[] = [];
  let start = 0;
  for (let i = 0; i < data.length; i++) {
    if (data[i] === 0x1d) {
      records.push(Marc.parse(data.subarray(start, i + 1), 'iso2709'));
      start = i + 1;
    }
  }
  return records;
};
const parseXml = (text: string) => text.split('<record>').slice(1).map((chunk) => Marc.parse(`<record>${chunk.split('</record>')[0]}</record>`, 'marcxml'));
/** The mnemonic form back to fields: "=245  10$aTitle$nRFC 1" -> ['245', '10', 'a', 'Title', 'n', 'RFC 1']. */
const parseMrk = (text: string) =>
  text
    .trim()
    .split(/\n\n+/)
    .map((block) => {
      const lines = block.split('\n');
      const fields = lines.slice(1).map((line) => {
        const tag = line.slice(1, 4);
        const body = line.slice(6);
        if (tag < '010') return [tag, body.replaceAll('\\', ' ')];
        const [indicators, ...parts] = body.split('$');
        return [tag, indicators.replaceAll('\\', ' '), ...parts.flatMap((p) => [p[0], p.slice(1).replaceAll('{dollar}', '$')])];
      });
      return { leader: lines[0].slice(6).replaceAll('\\', ' '), fields } as unknown as MarcRecord;
    });

describe('MARC records (standards-body tenant)', () => {
  it('lists one collection per publisher series, with record counts', async () => {
    const res = await get('/api/documents/marc-collections', ada);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { title: string; recordCount: number; formats: string[] }[];
    expect(body.map((c) => c.title)).toEqual(['IETF-RFC', 'NIST-SP-800', 'NIST-SP-1800', 'NIST-SP-500', 'NIST-FIPS', 'W3C-TR']);
    expect(Object.fromEntries(body.map((c) => [c.title, c.recordCount]))).toEqual({
      'IETF-RFC': 9319,
      'NIST-SP-800': 485,
      'NIST-SP-1800': 57,
      'NIST-SP-500': 34,
      'NIST-FIPS': 60,
      'W3C-TR': 1672,
    });
    expect(body[0].formats).toEqual(['mrc', 'mrk', 'txt', 'xml']);
  });

  it('FIPS in all four formats parses back to the same records, with the catalogue’s titles and designations', async () => {
    const files = Object.fromEntries(
      await Promise.all(
        (['mrc', 'mrk', 'txt', 'xml'] as const).map(async (format) => {
          const res = await get(`/api/documents/getMarcDocument?title=NIST-FIPS&format=${format}`, ada);
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-disposition']).toBe(`attachment; filename="NIST-FIPS.${format}"`);
          expect(res.headers['x-record-count']).toBe('60');
          return [format, res.rawPayload] as const;
        }),
      ),
    );
    const mrc = parseMrc(files.mrc);
    const xml = parseXml(files.xml.toString('utf8'));
    const mrk = parseMrk(files.mrk.toString('utf8'));
    expect(mrc).toHaveLength(60);
    expect(xml).toHaveLength(60);
    expect(mrk).toHaveLength(60);
    const fips1402 = mrc.find((r) => subfield(r, '245', 'n') === 'NIST FIPS 140-2' && subfield(r, '500', 'a') === 'Status: Superseded.');
    expect(fips1402 && subfield(fips1402, '245', 'a')).toBe('Security Requirements for Cryptographic Modules');
    expect(mrc.map((r) => subfield(r, '088', 'a'))).toContain('NIST FIPS 197');
    // The same records in every format.
    expect(xml.map((r) => r.fields)).toEqual(mrc.map((r) => r.fields));
    expect(mrk.map((r) => r.fields)).toEqual(mrc.map((r) => r.fields));
    expect(mrc[0].leader.slice(5, 10)).toBe('nam a');
    // The text form: the leader, then one line per field with $-prefixed subfield codes.
    const txt = files.txt.toString('utf8');
    expect(txt).toContain('245 10 $a Security Requirements for Cryptographic Modules $n NIST FIPS 140-2');
    expect(txt.split(/\n\n/)).toHaveLength(60);
  });

  it('the RFC series parses back whole: 9,319 records, RFC 9110 among them with its DOI and library link', async () => {
    const started = performance.now();
    const res = await get('/api/documents/getMarcDocument?title=IETF-RFC&format=mrc', ada);
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/marc');
    const records = parseMrc(res.rawPayload);
    expect(records).toHaveLength(9319);
    const rfc9110 = records.find((r) => subfield(r, '088', 'a') === 'RFC 9110')!;
    expect(subfield(rfc9110, '245', 'a')).toBe('HTTP Semantics');
    expect(subfield(rfc9110, '024', 'a')).toBe('10.17487/RFC9110');
    expect(subfield(rfc9110, '856', 'u')).toBe('http://localhost/document?contentCode=IETF-RFC9110');
    console.log(`MARC: RFC series (9,319 records) as ISO 2709 in ${Math.round(ms)} ms, ${res.rawPayload.length} bytes`);
  });

  it('another tenant gets 403; an unknown collection 404; a bad format 400; no session 401', async () => {
    const community = await get('/api/documents/getMarcDocument?title=IETF-RFC&format=mrc', reader, 'community.localhost');
    expect(community.statusCode).toBe(403);
    expect(community.json().detail).toBe('MARC records are offered by the standards-body library only');
    expect((await get('/api/documents/marc-collections', reader, 'community.localhost')).statusCode).toBe(403);
    expect((await get('/api/documents/getMarcDocument?title=ACEM&format=mrc', ada)).statusCode).toBe(404);
    const badFormat = await get('/api/documents/getMarcDocument?title=IETF-RFC&format=pdf', ada);
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().fieldErrors).toEqual([{ objectName: 'query', field: 'format', message: 'Invalid' }]);
    expect((await get('/api/documents/getMarcDocument?format=mrc', ada)).statusCode).toBe(400);
    expect((await get('/api/documents/getMarcDocument?title=IETF-RFC&format=mrc')).statusCode).toBe(401);
  });
});
