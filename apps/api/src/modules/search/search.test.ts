import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { cleanKeywords } from './search.schema.js';
import { normalizeDesignation } from './engines/sql/designation-sql.js';
import { signInDemo } from '../../../test/demo-users.js';

let t: TestContext;
let adaToken: string;
let acmeToken: string;
let nistToken: string;
beforeAll(async () => {
  // These tests search dozens of times a second as one person: the search limit (docs/adr/0043) is off here.
  t = await createTestApp({ LIMIT_SEARCHES_PER_USER_SECOND: '0' });
  [adaToken, acmeToken, nistToken] = await Promise.all([
    signInDemo(t.app, 'ada'),
    signInDemo(t.app, 'acme'),
    signInDemo(t.app, 'nist'),
  ]);
});
afterAll(() => t.close());

interface Doc {
  contentCode: string;
  publisherCode: string;
  designationNo: string;
  documentTitle: string;
  description: string | null;
  connections: { versions: { contentCode: string }[] };
}
interface Node {
  key: string;
  name: string;
  count: number;
  isChecked: boolean;
  parentKey: string | null;
  child: Node[];
}

const post = (url: string, payload: unknown, token = acmeToken, host = 'localhost') =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { authorization: `Bearer ${token}`, host } });
const search = async (payload: Record<string, unknown>, query = '', token = acmeToken, host = 'localhost') => {
  const res = await post(`/api/documents/search${query}`, payload, token, host);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; nextPageFlag: boolean; documents: Doc[] };
};
const codes = (body: { documents: Doc[] }) => body.documents.map((d) => d.contentCode);

describe('search values', () => {
  it('cuts terms to 500 characters, decodes %-escapes and keeps undecodable ones as text', () => {
    expect(cleanKeywords('a'.repeat(600))).toHaveLength(500);
    expect(cleanKeywords('HTTP%20Semantics')).toBe('HTTP Semantics');
    expect(cleanKeywords('100%zz')).toBe('100%zz');
    expect(cleanKeywords('   ')).toBe('*');
  });

  it('reduces the ways people write a designation to one form', () => {
    expect(normalizeDesignation('RFC 9110')).toBe('rfc9110');
    expect(normalizeDesignation('NIST SP 800-53 Rev. 5')).toBe('sp800-53r5');
    expect(normalizeDesignation('800-53 rev 5')).toBe('800-53r5');
    expect(normalizeDesignation('FIPS 140-3')).toBe('fips140-3');
  });
});

describe('POST /api/documents/search: relevance a standards user expects', () => {
  for (const form of ['RFC 9110', 'rfc9110', '9110']) {
    it(`puts RFC 9110 first for '${form}'`, async () => {
      const body = await search({ keywords: form, searchField: 'A', sortType: 'BEST_MATCH' });
      expect(codes(body)[0]).toBe('IETF-RFC9110');
    });
  }

  it("finds RFC 9110 in the top 3 for 'HTTP Semantics', with its versions and a cut description", async () => {
    const body = await search({ keywords: 'HTTP Semantics', searchField: 'K' });
    expect(codes(body).slice(0, 3)).toContain('IETF-RFC9110');
    const rfc = body.documents.find((d) => d.contentCode === 'IETF-RFC9110')!;
    expect(rfc.documentTitle).toBe('HTTP Semantics');
    expect(rfc.connections.versions.map((v) => v.contentCode)).toEqual(expect.arrayContaining(['IETF-RFC7231', 'IETF-RFC2616']));
    expect(rfc.description!.length).toBeLessThanOrEqual(301);
  });

  it("finds RFC 8446 in the top 5 for 'transport layer security'", async () => {
    const body = await search({ keywords: 'transport layer security', searchField: 'K' });
    expect(codes(body).slice(0, 5)).toContain('IETF-RFC8446');
  });

  for (const form of ['SP 800-53', 'NIST SP 800-53 Rev. 5', '800-53r5']) {
    it(`puts NIST SP 800-53 Rev. 5 first for '${form}'`, async () => {
      const body = await search({ keywords: form, searchField: 'A' });
      expect(codes(body)[0]).toBe('NIST-SP-800-53-REV-5');
    });
  }

  it("puts FIPS 140-3 first for 'FIPS 140-3'", async () => {
    expect(codes(await search({ keywords: 'FIPS 140-3' }))[0]).toBe('NIST-FIPS-140-3');
  });

  it("lists a designation family for a prefix: 'RFC 911' gives RFC 911x and 911", async () => {
    const body = await search({ keywords: 'RFC 911', searchField: 'D' }, '?size=100');
    expect(body.count).toBeGreaterThan(5);
    for (const d of body.documents) expect(d.designationNo).toMatch(/^RFC 911\d*$/);
    expect(codes(body)).toContain('IETF-RFC9110');
  });

  it("lists SP 800-5x for 'SP 800-5'", async () => {
    const body = await search({ keywords: 'SP 800-5', searchField: 'D' }, '?size=100');
    for (const d of body.documents) expect(d.designationNo).toMatch(/^SP 800-5/);
    expect(codes(body)).toEqual(expect.arrayContaining(['NIST-SP-800-53-REV-5']));
  });

  it('sorts alphabetically with OVERRIDE_SORT, both ways', async () => {
    const asc = await search({ keywords: 'HTTP caching', sortType: 'OVERRIDE_SORT' }, '?sort=title,asc');
    const titles = asc.documents.map((d) => d.documentTitle.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = await search({ keywords: 'HTTP caching', sortType: 'OVERRIDE_SORT' }, '?sort=title,desc');
    expect(desc.documents[0].documentTitle.toLowerCase() >= desc.documents.at(-1)!.documentTitle.toLowerCase()).toBe(true);
    expect(desc.count).toBe(asc.count);
  });
});

describe('POST /api/documents/search: scope', () => {
  it('never returns NIST in ada\'s my-subscription search (her account subscribes IETF and W3C)', async () => {
    const res = await post('/api/documents/entitled-documents/search?size=100', { keywords: 'security', searchField: 'K' }, adaToken);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { count: number; documents: Doc[] };
    expect(body.count).toBeGreaterThan(0);
    expect(new Set(body.documents.map((d) => d.publisherCode))).not.toContain('NIST');
    const all = await search({ keywords: 'security', searchField: 'K' }, '', adaToken);
    expect(all.count).toBeGreaterThan(body.count);
  });

  it('never returns RFCs on the NIST portal, even for an RFC designation', async () => {
    const body = await search({ keywords: 'RFC 9110' }, '?size=100', nistToken, 'nist.localhost');
    expect(body.documents.every((d) => d.publisherCode === 'NIST')).toBe(true);
    const own = await search({ keywords: 'SP 800-53' }, '', nistToken, 'nist.localhost');
    expect(codes(own)[0]).toBe('NIST-SP-800-53-REV-5');
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/documents/search', payload: { keywords: 'http' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/documents/search: bad input never gives a 500', () => {
  it('searches a term over 500 characters after cutting it', async () => {
    const res = await post('/api/documents/search', { keywords: `http ${'x'.repeat(2000)}` });
    expect(res.statusCode).toBe(200);
  });

  for (const term of ['"unbalanced', 'tls & http', 'tls | http', '!tls', 'http:*', 'back\\slash\\', '(http', 'http))', '100%zz', '%E0%A4%A', "o'reilly", '*:*', '&|!():*']) {
    it(`treats ${JSON.stringify(term)} as text`, async () => {
      for (const searchField of ['K', 'D', 'A']) {
        const res = await post('/api/documents/search', { keywords: term, searchField });
        expect(res.statusCode, `${searchField}: ${res.body}`).toBe(200);
      }
      const counts = await post('/api/documents/search/count', { keywords: term, searchField: 'A' });
      expect(counts.statusCode).toBe(200);
      const suggest = await post('/api/documents/search/type-ahead', { keywords: term, 'search-type': 'ALL' });
      expect(suggest.statusCode).toBe(200);
    });
  }

  it('refuses a NUL character in the keywords with a 400 naming the field (docs/adr/0040)', async () => {
    for (const url of ['/api/documents/search', '/api/documents/search/count', '/api/documents/search/type-ahead']) {
      const res = await post(url, { keywords: '\u0000http', searchField: 'A', 'search-type': 'ALL' });
      expect(res.statusCode, url).toBe(400);
      expect(res.body, url).toContain('keywords');
    }
  });

  it('answers 400 with field errors for refinement lists of the wrong type', async () => {
    const res = await post('/api/documents/search', { keywords: 'http', publisherList: 'IETF', categoryList: [1] });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().fieldErrors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['publisherList', 'categoryList.0']));
  });

  it('answers 400 for unknown fields and sizes over 100', async () => {
    expect((await post('/api/documents/search', { keywords: 'http', categories: '[{' })).statusCode).toBe(400);
    expect((await post('/api/documents/search?size=101', { keywords: 'http' })).statusCode).toBe(400);
    expect((await post('/api/documents/search?sort=designation', { keywords: 'http' })).statusCode).toBe(400);
  });

  it('answers 400 with a field error naming categories for a categories value that is not JSON', async () => {
    for (const url of ['/api/documents/search', '/api/documents/search/count', '/api/documents/entitled-documents/search']) {
      const res = await post(url, { keywords: 'http', categories: '[{"k":"IETF",' });
      expect(res.statusCode, url).toBe(400);
      expect((res.json().fieldErrors as { field: string }[]).map((e) => e.field)).toContain('categories');
    }
  });

  it('answers a page past the end with no documents and the true count', async () => {
    const first = await search({ keywords: 'HTTP Semantics' });
    const past = await search({ keywords: 'HTTP Semantics' }, '?page=500&size=100');
    expect(past.documents).toEqual([]);
    expect(past.count).toBe(first.count);
    expect(past.nextPageFlag).toBe(false);
  });

  it('pages through a common term beyond the ranked candidates', async () => {
    const body = await search({ keywords: 'internet', searchField: 'K' }, '?page=12&size=100');
    expect(body.count).toBeGreaterThan(1300);
    expect(body.documents).toHaveLength(100);
  });
});

describe('counts and refinements', () => {
  const countsOf = async (url: string, payload: Record<string, unknown>, token = acmeToken) => {
    const res = await post(url, payload, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, Node[]> & { count: number };
  };

  it('gives publisher counts that add up to the result count', async () => {
    const payload = { keywords: 'security', searchField: 'A' };
    const counts = await countsOf('/api/documents/search/count', payload);
    const result = await search(payload);
    expect(counts.count).toBe(result.count);
    expect(counts.publisherList.reduce((sum, n) => sum + n.count, 0)).toBe(result.count);
    expect(counts.publisherList.map((n) => n.key).sort()).toEqual(['IETF', 'NIST', 'W3C']);
    const ietf = counts.publisherList.find((n) => n.key === 'IETF')!;
    expect(ietf.child.length).toBeGreaterThan(0);
    expect(ietf.child.every((c) => c.parentKey === 'IETF')).toBe(true);
    expect(ietf.child.reduce((sum, n) => sum + n.count, 0)).toBe(ietf.count);
    expect(counts.icsCodeList).toEqual([]);
    expect(counts.industryList).toEqual([]);
  });

  it('narrows the results by a selected node and counts agree with them', async () => {
    const payload = { keywords: 'http', searchField: 'A', publisherList: ['IETF:Standards Track'], committeeList: ['httpbis'] };
    const result = await search(payload, '?size=100');
    const counts = await countsOf('/api/documents/search/count', payload);
    expect(counts.count).toBe(result.count);
    expect(result.count).toBeGreaterThan(0);
    expect(result.documents.every((d) => d.publisherCode === 'IETF')).toBe(true);
    const node = counts.committeeList.find((n) => n.key === 'httpbis')!;
    expect(node).toMatchObject({ isChecked: true, count: result.count });
    expect(node.name).not.toBe('');
  });

  it('selects nothing for an ICS code: the catalogue records none', async () => {
    expect((await search({ keywords: 'http', icsCodeList: ['35.240'] })).count).toBe(0);
  });

  it('answers the top level without children, by section', async () => {
    const top = await countsOf('/api/documents/search/top-level/count', { keywords: 'http', section: 'Publisher' });
    expect(top.publisherList.every((n) => n.child.length === 0)).toBe(true);
    const categories = await countsOf('/api/documents/search/top-level/count', { keywords: 'http', section: 'Category' });
    expect(categories.categoryList.length).toBeGreaterThan(0);
  });

  it("answers the entitled top level by section: ada's subscriptions only, the nodes without children, the count of the entitled search", async () => {
    const top = await countsOf('/api/documents/entitled-documents/search/top-level/count', { keywords: 'security', section: 'Publisher' }, adaToken);
    expect(top.publisherList.map((n) => n.key).sort()).toEqual(['IETF', 'W3C']);
    expect(top.publisherList.every((n) => n.child.length === 0)).toBe(true);
    const all = await countsOf('/api/documents/entitled-documents/search/count', { keywords: 'security' }, adaToken);
    expect(top.count).toBe(all.count);
    const categories = await countsOf('/api/documents/entitled-documents/search/top-level/count', { keywords: 'security', section: 'Category' }, adaToken);
    expect(categories.categoryList.length).toBeGreaterThan(0);
    expect(categories.categoryList.every((n) => n.child.length === 0)).toBe(true);
    const bad = await post('/api/documents/entitled-documents/search/top-level/count', { keywords: 'security', section: 'Colour' }, adaToken);
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/documents/entitled-documents/search/top-level/count', payload: { keywords: 'security' } })).statusCode).toBe(401);
  });

  it('answers the publisher refinement of the whole catalogue: publishers with counts adding up to the search, no other lists', async () => {
    const counts = await countsOf('/api/refinement/publisher/count', { keywords: 'security' });
    const all = await countsOf('/api/documents/search/count', { keywords: 'security' });
    expect(counts.publisherList.map((n) => n.key)).toEqual(expect.arrayContaining(['IETF', 'NIST', 'W3C']));
    expect(counts.publisherList.reduce((sum, n) => sum + n.count, 0)).toBe(all.count);
    expect(counts.count).toBe(all.count);
    expect(counts.categoryList).toEqual([]);
    expect(counts.topicList).toEqual([]);
    expect(counts.documentTypeList).toEqual([]);
    expect(counts.committeeList).toEqual([]);
  });

  it("counts only ada's subscriptions on the entitled calls", async () => {
    for (const url of ['/api/documents/entitled-documents/search/count', '/api/refinement/publisher/entitled-documents/count']) {
      const counts = await countsOf(url, { keywords: 'security' }, adaToken);
      expect(counts.publisherList.map((n) => n.key).sort()).toEqual(['IETF', 'W3C']);
    }
  });

  it('lists refinement nodes of the catalogue with a 720 s private cache', async () => {
    const get = (url: string, token = acmeToken) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const committees = await get('/api/refinement/committee?language=en');
    expect(committees.statusCode).toBe(200);
    expect(committees.headers['cache-control']).toBe('private, max-age=720');
    expect((committees.json() as Node[]).find((n) => n.key === 'httpbis')?.count).toBeGreaterThan(10);
    const types = (await get('/api/refinement/document-types')).json() as Node[];
    expect(types.map((n) => n.key)).toEqual(expect.arrayContaining(['RFC', 'SP', 'FIPS', 'Recommendation']));
    expect((await get('/api/refinement/ICSCodes')).json()).toEqual([]);
    expect((await get('/api/refinement/sectors-and-themes?language=en')).json()).toEqual([]);
    expect((await get('/api/refinement/other-content')).json()).toEqual([]);
    expect((await get('/api/refinement/taxonomy/category')).statusCode).toBe(200);
    expect((await get('/api/refinement/taxonomy/unknown')).statusCode).toBe(404);
    const nodes = await get('/api/documents/entitled-documents/refinement-nodes', adaToken);
    expect(nodes.headers['cache-control']).toBe('private, max-age=720');
    expect((nodes.json().publisherList as Node[]).map((n) => n.key).sort()).toEqual(['IETF', 'W3C']);
  });
});

describe('type-ahead', () => {
  interface Group {
    publisher: { code: string };
    flag: boolean;
    results: { contentCode: string; designation: string }[];
  }
  const suggest = async (payload: Record<string, unknown>, url = '/api/documents/search/type-ahead', token = adaToken) => {
    const res = await post(url, payload, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Group[];
  };

  it('groups suggestions by publisher with the designation first, flagging subscribed publishers', async () => {
    const groups = await suggest({ keywords: 'RFC 911', 'search-type': 'ALL' });
    const ietf = groups.find((g) => g.publisher.code === 'IETF')!;
    expect(ietf.flag).toBe(true);
    expect(ietf.results.length).toBeLessThanOrEqual(10);
    expect(ietf.results[0].designation).toMatch(/^RFC 911/);
  });

  it('suggests from titles by word prefixes', async () => {
    const groups = await suggest({ keywords: 'transport layer secu', 'search-type': 'K' });
    expect(groups.flatMap((g) => g.results.map((r) => r.contentCode))).toContain('IETF-RFC8446');
  });

  it('answers nothing for two characters or fewer', async () => {
    expect(await suggest({ keywords: ' tl ', 'search-type': 'ALL' })).toEqual([]);
  });

  it('suggests from one publisher only', async () => {
    const groups = await suggest({ keywords: 'security', publisher: 'W3C', 'search-type': 'ALL' }, '/api/documents/search/type-ahead/publisher');
    expect(groups.map((g) => g.publisher.code)).toEqual(['W3C']);
  });
});

describe('search types of the tenant', () => {
  const setTypes = async (code: string, enabled: Record<string, boolean>) => {
    const [row] = ((await t.database.db.execute(sql`select config from tenants where code = ${code}`)) as unknown as { rows: unknown[] }).rows as { config: { 'search-types-configuration': { code: string; enabled: boolean }[] } }[];
    const config = { ...row.config, 'search-types-configuration': row.config['search-types-configuration'].map((s) => ({ ...s, enabled: enabled[s.code] ?? s.enabled })) };
    await t.database.db.execute(sql`update tenants set config = ${JSON.stringify(config)}::jsonb where code = ${code}`);
    t.app.tenants.invalidate();
  };

  it('refuses a type the tenant has not enabled with a 403 naming it, and serves the others', async () => {
    await setTypes('keystone', { D: false, MYSUBSCRIPTION: false });
    try {
      const designation = await post('/api/documents/search', { keywords: 'RFC 9110', searchField: 'D' });
      expect(designation.statusCode).toBe(403);
      expect(designation.json().detail).toBe('The search type D is not enabled for this library');
      const counts = await post('/api/documents/search/count', { keywords: 'RFC 9110', searchField: 'D' });
      expect(counts.statusCode).toBe(403);
      const entitled = await post('/api/documents/entitled-documents/search', { keywords: 'http', searchField: 'K' });
      expect(entitled.statusCode).toBe(403);
      expect(entitled.json().detail).toBe('The search type MYSUBSCRIPTION is not enabled for this library');
      const suggest = await post('/api/documents/search/type-ahead', { keywords: 'RFC 911', 'search-type': 'D' });
      expect(suggest.statusCode).toBe(403);
      expect((await post('/api/documents/search', { keywords: 'http', searchField: 'K' })).statusCode).toBe(200);
    } finally {
      await setTypes('keystone', { D: true, MYSUBSCRIPTION: true });
    }
    expect((await post('/api/documents/search', { keywords: 'RFC 9110', searchField: 'D' })).statusCode).toBe(200);
  });
});
