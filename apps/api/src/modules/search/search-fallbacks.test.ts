import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { signInDemo } from '../../../test/demo-users.js';

// What a keyword search does when nothing holds all of its words: misspellings corrected (engines/spelling), then
// the commonest words left out (fewerWords, docs/adr/0069). The counts always take the same way as the results.

let t: TestContext;
let acmeToken: string;
beforeAll(async () => {
  // These tests search back to back as one person: the search limit (docs/adr/0043) is off here.
  t = await createTestApp({ LIMIT_SEARCHES_PER_USER_SECOND: '0' });
  acmeToken = await signInDemo(t.app, 'acme');
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object, headers: { authorization: `Bearer ${acmeToken}` } });
const search = async (payload: Record<string, unknown>, query = '') => {
  const res = await post(`/api/documents/search${query}`, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; documents: { contentCode: string }[]; correctedKeywords?: string };
};
const codes = (body: { documents: { contentCode: string }[] }) => body.documents.map((d) => d.contentCode);
const countOf = async (payload: Record<string, unknown>) => {
  const res = await post('/api/documents/search/count', payload);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { count: number }).count;
};

describe('misspellings', () => {
  it("finds the HTTP documents for 'hypertxt transfer protocl' through the catalogue's own words", async () => {
    const body = await search({ keywords: 'hypertxt transfer protocl', searchField: 'K' }, '?page=0&size=10');
    expect(body.count).toBeGreaterThan(0);
    expect(body.correctedKeywords).toBe('hypertext transfer protocol');
    const http = ['IETF-RFC9110', 'IETF-RFC9111', 'IETF-RFC9112', 'IETF-RFC7230', 'IETF-RFC7231', 'IETF-RFC2616', 'IETF-RFC1945', 'IETF-RFC2068'];
    expect(codes(body).some((c) => http.includes(c)), codes(body).join(', ')).toBe(true);
    // The counts make the same correction, so they agree with the results.
    expect(await countOf({ keywords: 'hypertxt transfer protocl', searchField: 'K' })).toBe(body.count);
  });

  it("corrects one word and keeps the others: 'zero trsut architecture'", async () => {
    const body = await search({ keywords: 'zero trsut architecture', searchField: 'A' }, '?page=0&size=5');
    expect(codes(body)).toContain('NIST-SP-800-207');
  });

  it('does not correct a designation search, and finds nothing for words close to nothing', async () => {
    expect((await search({ keywords: 'RFX 9110', searchField: 'D' })).count).toBe(0);
    expect((await search({ keywords: 'qqqqzzzz', searchField: 'K' })).count).toBe(0);
  });
});

describe('questions in plain words', () => {
  it('answers a question no document holds every word of by its distinctive words, counts agreeing', async () => {
    const payload = { keywords: 'what counts as SaaS, PaaS and IaaS', searchField: 'K' };
    const body = await search(payload, '?page=0&size=10');
    expect(codes(body)[0], codes(body).join(', ')).toBe('NIST-SP-800-145');
    // The answer names the words it is for, so the reader can say so.
    expect(body.correctedKeywords).toBe('SaaS PaaS IaaS');
    expect(await countOf(payload)).toBe(body.count);
    // The fewer words asked for the same documents, as typed.
    const direct = await search({ keywords: 'saas paas iaas', searchField: 'K' }, '?page=0&size=10');
    expect(codes(direct)).toEqual(codes(body));
    expect(direct.correctedKeywords).toBeUndefined();
  });

  it('leaves a query with quotes, an exclusion or OR as typed, and a query of two words', async () => {
    expect((await search({ keywords: '"what counts as SaaS, PaaS and IaaS"', searchField: 'K' })).count).toBe(0);
    expect((await search({ keywords: 'cloud computing definition -nist qqqqzzzz', searchField: 'K' })).count).toBe(0);
    expect((await search({ keywords: 'cloud or qqqqzzzz wwwwxxxx', searchField: 'K' })).count).toBeGreaterThan(0);
    expect((await search({ keywords: 'protocol qqqqzzzz', searchField: 'K' })).count).toBe(0);
    expect(await countOf({ keywords: 'protocol qqqqzzzz', searchField: 'K' })).toBe(0);
  });
});
