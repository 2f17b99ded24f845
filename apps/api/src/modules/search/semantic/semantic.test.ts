import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { semanticNeighbours } from './semantic.service.js';
import { signInDemo } from '../../../../test/demo-users.js';

let t: TestContext;
let acmeToken: string;
let multiToken: string;
let readerToken: string;
beforeAll(async () => {
  // Queries come back to back here; the search limit (LIMIT_SEARCHES_PER_USER_SECOND) has its own tests.
  t = await createTestApp({ LIMIT_SEARCHES_PER_USER_SECOND: '0' });
  [acmeToken, multiToken, readerToken] = await Promise.all([
    signInDemo(t.app, 'acme'),
    signInDemo(t.app, 'multi'),
    signInDemo(t.app, 'reader'),
  ]);
});
afterAll(() => t.close());

interface Result {
  count: number;
  nextPageFlag: boolean;
  documents: { contentCode: string; documentTitle: string; displayDesignation: string; publisherCode: string }[];
}

const semantic = (keywords: unknown, query = '?page=0&size=10', token = acmeToken, host = 'localhost') =>
  t.app.inject({ method: 'POST', url: `/api/semantic-search/v1/query${query}`, payload: { keywords }, headers: { authorization: `Bearer ${token}`, host } });

describe('semantic search', () => {
  // The first semantic query of a process loads the model's vectors; on a busy machine that takes a while.
  it('finds HTTP caching for a paraphrase that never says "caching"', { timeout: 300_000 }, async () => {
    const res = await semantic('how do browsers reuse stored responses');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Result;
    const firstFive = body.documents.slice(0, 5).map((d) => d.contentCode);
    expect(firstFive.some((c) => c === 'IETF-RFC9111' || c === 'IETF-RFC7234'), firstFive.join(', ')).toBe(true);
    expect(body.documents[0]).toMatchObject({ displayDesignation: expect.any(String), documentTitle: expect.any(String) });
    expect(body.count).toBeGreaterThanOrEqual(body.documents.length);
    expect(body.nextPageFlag).toBe(body.count > 10);
  });

  it('finds the Secure Shell documents for "secure remote login to a server"', async () => {
    const body = (await semantic('secure remote login to a server')).json() as Result;
    expect(body.documents.slice(0, 5).map((d) => d.contentCode).some((c) => ['IETF-RFC4251', 'IETF-RFC4252', 'IETF-RFC4253', 'IETF-RFC4254'].includes(c))).toBe(true);
  });

  it('pages through the same ranking, and a page past the end is empty with the true count', async () => {
    const first = (await semantic('encrypting web traffic', '?page=0&size=5')).json() as Result;
    const second = (await semantic('encrypting web traffic', '?page=1&size=5')).json() as Result;
    const tenth = (await semantic('encrypting web traffic', '?page=0&size=10')).json() as Result;
    expect([...first.documents, ...second.documents].map((d) => d.contentCode)).toEqual(tenth.documents.map((d) => d.contentCode));
    const past = await semantic('encrypting web traffic', '?page=5000&size=100');
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ count: first.count, nextPageFlag: false, documents: [] });
  });

  it('answers an empty list for words the catalogue never uses, and for no words at all', async () => {
    for (const keywords of ['zzqxv wobblefrump', '', '   ']) {
      const res = await semantic(keywords);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ count: 0, nextPageFlag: false, documents: [] });
    }
  });

  it('treats query syntax and broken escapes as text', async () => {
    for (const keywords of ['"http & (caching | !stored', "it's :* \\ 100%zz", 'x'.repeat(20_000)]) {
      const res = await semantic(keywords);
      expect(res.statusCode, keywords.slice(0, 40)).toBe(200);
    }
  });

  it('stays within the tenant: the NIST-only portal never answers IETF documents', async () => {
    const nistToken = await signInDemo(t.app, 'nist');
    const res = await semantic('how do browsers reuse stored responses', '?page=0&size=20', nistToken, 'nist.localhost');
    // The NIST portal does not offer semantic search: refused before any document is looked at.
    expect([200, 403]).toContain(res.statusCode);
    if (res.statusCode === 200) expect((res.json() as Result).documents.every((d) => d.publisherCode === 'NIST')).toBe(true);
  });

  it('is refused (403) when the account has no semanticSearchFlag', async () => {
    const res = await semantic('web caching', undefined, multiToken);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/semantic search/i);
  });

  it('is refused (403) on a tenant whose search types do not include semantic search', async () => {
    const res = await semantic('web caching', undefined, readerToken, 'community.localhost');
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Semantic search is not enabled for this library');
  });

  it('refuses refinements, a sort or an unknown field with a 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/semantic-search/v1/query?page=0&size=10',
      payload: { keywords: 'web caching', publisherList: ['IETF'] },
      headers: { authorization: `Bearer ${acmeToken}` },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().fieldErrors)).toMatch(/publisherList/);
    const size = await semantic('web caching', '?page=0&size=1000');
    expect(size.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/semantic-search/v1/query', payload: { keywords: 'web caching' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('semantic search by the inverted lists', () => {
  // Reading the lists a query reads on 1,000,000 documents (one in twenty), none more for a minimum of rows.
  it('gives the same best ten as scoring every vector, for each semantic query of the relevance set', { timeout: 300_000 }, async () => {
    const publisherIds = (await t.database.db.execute(sql`select id from publishers`)) as unknown as { rows: { id: number }[] };
    const ids = publisherIds.rows.map((r) => r.id);
    // The relevance set is the search module's data file (search/relevance.test.ts runs it over HTTP).
    const relevanceSet = JSON.parse(fs.readFileSync(new URL('../relevance-set.json', import.meta.url), 'utf8')) as { queries: { type: string; q: string }[] };
    const queries = relevanceSet.queries.filter((q) => q.type === 'SEMANTIC');
    expect(queries.length).toBeGreaterThan(10);
    for (const { q } of queries) {
      const exact = await semanticNeighbours(t.database.db, { keywords: q, publisherIds: ids, needed: 10, scan: { exactUpTo: Infinity } });
      const lists = await semanticNeighbours(t.database.db, { keywords: q, publisherIds: ids, needed: 10, scan: { exactUpTo: 0, minRows: 0 } });
      expect(exact.neighbours.length, q).toBe(10);
      expect(lists.neighbours.map((n) => n.documentId), q).toEqual(exact.neighbours.map((n) => n.documentId));
    }
  });
});
