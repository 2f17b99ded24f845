import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { signInDemo } from '../../../../test/demo-users.js';

let t: TestContext;
let acmeToken: string;
beforeAll(async () => {
  t = await createTestApp({ LIMIT_SEARCHES_PER_USER_SECOND: '0' });
  acmeToken = await signInDemo(t.app, 'acme');
});
afterAll(() => t.close());

interface Doc {
  contentCode: string;
  supplements: { displayDesignation: string; contentCode: string }[];
}
const search = async (payload: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/documents/search?page=0&size=25', payload, headers: { authorization: `Bearer ${acmeToken}`, host: 'localhost' } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { documents: Doc[] }).documents;
};

describe('search results carry their supplements', () => {
  it('lists the RFCs that update RFC 3986 on its result, oldest first, whichever engine answered', async () => {
    for (const payload of [
      { keywords: 'RFC 3986', searchField: 'D', sortType: 'BEST_MATCH' },
      { keywords: 'Uniform Resource Identifier generic syntax', searchField: 'K', sortType: 'BEST_MATCH' },
    ]) {
      const rfc3986 = (await search(payload)).find((d) => d.contentCode === 'IETF-RFC3986');
      expect(rfc3986, JSON.stringify(payload)).toBeDefined();
      expect(rfc3986!.supplements).toEqual([
        { displayDesignation: 'RFC 6874', contentCode: 'IETF-RFC6874' },
        { displayDesignation: 'RFC 7320', contentCode: 'IETF-RFC7320' },
        { displayDesignation: 'RFC 8820', contentCode: 'IETF-RFC8820' },
      ]);
    }
  });

  it('gives a result nothing updates an empty list', async () => {
    const rfc8446 = (await search({ keywords: 'RFC 8446', searchField: 'D', sortType: 'BEST_MATCH' })).find((d) => d.contentCode === 'IETF-RFC8446');
    expect(rfc8446?.supplements).toEqual([]);
  });
});
