// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { signedInServices, type Answers } from '../../test/fakeServices.js';
import { customCollectionCalls } from './customCollectionCalls.js';

/** The custom collection calls over the real HTTP client and a fake network; every request is recorded. */
function callsWith(answers: Answers) {
  const { services, requests } = signedInServices(['ADMIN'], answers);
  return { calls: customCollectionCalls(services.http), seen: requests };
}

const shelf = { id: 7, name: 'Protocols', accountId: 3, accountName: 'Acme Engineering', accountNumber: '100200', itemCount: 1, createdBy: 'Grace Hopper', createdAt: 'x', updatedAt: 'x', items: [] };

describe("a custom collection's calls", () => {
  it('adds and removes documents and searches within the subscriptions', async () => {
    const { calls, seen } = callsWith({
      'POST /api/admin/custom-collections/7/items': { data: shelf },
      'DELETE /api/admin/custom-collections/7/items/RFC%208446': { data: shelf },
      'POST /api/documents/entitled-documents/search?page=0&size=10': { data: { count: 0, nextPageFlag: false, documents: [] } },
    });
    await calls.addToCustomCollection(7, ['RFC8446']);
    await calls.removeFromCustomCollection(7, 'RFC 8446');
    expect(await calls.searchEntitledDocuments('tls')).toEqual({ count: 0, nextPageFlag: false, documents: [] });
    expect(seen.map((s) => [s.method, s.url, s.body])).toEqual([
      ['POST', '/api/admin/custom-collections/7/items', { contentCodes: ['RFC8446'] }],
      ['DELETE', '/api/admin/custom-collections/7/items/RFC%208446', undefined],
      ['POST', '/api/documents/entitled-documents/search?page=0&size=10', { keywords: 'tls', searchField: 'A' }],
    ]);
  });

  it('hands a refusal on as an error', async () => {
    const { calls } = callsWith({ 'POST /api/admin/custom-collections/7/items': { status: 403, data: { detail: 'The account is not entitled to the document X' } } });
    await expect(calls.addToCustomCollection(7, ['X'])).rejects.toBeTruthy();
  });
});
