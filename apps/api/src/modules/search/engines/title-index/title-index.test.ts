import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../../test/harness.js';
import { catalogueImports, documents } from '../../../../db/schema/index.js';
import { currentTitleIndex, matchTitles, TitleIndexBuilder, titleTokens, type TitleRow } from './title-index.js';

const IETF = 1;
const W3C = 2;

const row = (id: number, title: string, extra: Partial<TitleRow> = {}): TitleRow => ({ id, publisherId: IETF, title, cited: 0, inactive: 0, published: 19_000, ...extra });

function index(rows: TitleRow[]) {
  const builder = new TitleIndexBuilder();
  for (const r of rows) builder.add(r);
  return builder.finish(1);
}

const catalogue = index([
  row(1, 'HTTP Semantics', { cited: 40 }),
  row(2, 'HTTP Caching', { cited: 30 }),
  row(3, 'Hypertext Transfer Protocol -- HTTP/1.1', { cited: 50, inactive: 1 }),
  row(4, 'The Transport Layer Security (TLS) Protocol Version 1.3', { cited: 60 }),
  row(5, 'Transport Layer Security Extensions', { cited: 5 }),
  row(6, 'Layer Two Tunneling Protocol over Transport', { cited: 1 }),
  row(7, 'Security Considerations for HTTP Caching', { cited: 2 }),
  row(8, 'Web Security Context', { publisherId: W3C }),
  row(9, 'Secure Contexts', { publisherId: W3C, cited: 3 }),
  row(10, 'HTTP Caching', { cited: 30, published: 18_000 }),
  row(11, 'HTTP Caching Extensions', { cited: 30 }),
]);
const both = { publisherIds: [IETF, W3C], perPublisher: 10, scanLimit: 1_000 };

describe('title index for type-ahead', () => {
  it('splits titles into lower-case letter and digit runs', () => {
    expect(titleTokens('The Transport Layer Security (TLS) Protocol Version 1.3')).toEqual(['the', 'transport', 'layer', 'security', 'tls', 'protocol', 'version', '1', '3']);
  });

  it('finds titles with a word starting with the prefix, most cited first, then active, shorter and newer', () => {
    // 3 is cited most (though replaced); 10 and 2 tie on citations and length, 2 is newer; 11 is longer.
    expect(matchTitles(catalogue, 'htt', both)).toEqual([3, 1, 2, 10, 11, 7]);
    const ties = index([row(1, 'Key Words', { inactive: 1 }), row(2, 'Key Words'), row(3, 'Key Words Again'), row(4, 'Key Words', { published: null })]);
    expect(matchTitles(ties, 'key', both)).toEqual([2, 4, 3, 1]);
  });

  it('needs every earlier word whole and the last one as a prefix, in any order of the title', () => {
    expect(matchTitles(catalogue, 'transport lay', both)).toEqual([4, 5, 6]);
    expect(matchTitles(catalogue, 'http cach', both)).toEqual([2, 10, 11, 7]);
    expect(matchTitles(catalogue, 'transpor lay', both)).toEqual([]);
    expect(matchTitles(catalogue, 'qqq', both)).toEqual([]);
  });

  it('keeps to the allowed publishers and to the number wanted from each', () => {
    expect(matchTitles(catalogue, 'secu', both)).toEqual([4, 5, 9, 7, 8]);
    expect(matchTitles(catalogue, 'secu', { ...both, publisherIds: [W3C] })).toEqual([9, 8]);
    expect(matchTitles(catalogue, 'secu', { ...both, perPublisher: 1 })).toEqual([4, 9]);
  });

  it('looks at no more matching documents than the scan limit', () => {
    expect(matchTitles(catalogue, 'htt', { ...both, scanLimit: 2 })).toEqual([3, 1]);
    expect(matchTitles(catalogue, 'transport lay', { ...both, scanLimit: 1 })).toEqual([4]);
  });

  it('counts a title once when two of its words start with the prefix', () => {
    const titles = index([row(1, 'Security of Secure Shell'), row(2, 'Secure Messaging')]);
    expect(matchTitles(titles, 'sec', both)).toEqual([2, 1]);
  });
});

describe('title index of the catalogue', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is built from the documents and built again once a catalogue import has completed', async () => {
    const [rfc9110] = await t.db.select({ id: documents.id, title: documents.title, publisherId: documents.publisherId }).from(documents).where(eq(documents.contentCode, 'IETF-RFC9110'));
    const options = { publisherIds: [rfc9110.publisherId], perPublisher: 10, scanLimit: 50_000 };
    const before = await currentTitleIndex(t.db);
    expect(matchTitles(before, 'http sema', options)).toContain(rfc9110.id);
    try {
      await t.db.update(documents).set({ title: 'Hypertext Quintessence' }).where(eq(documents.id, rfc9110.id));
      // Until an import completes, the index is the one built.
      expect(matchTitles(await currentTitleIndex(t.db), 'hypertext quint', options)).toEqual([]);
      await t.db.insert(catalogueImports).values({ status: 'completed', phase: 'done', finishedAt: new Date() });
      await expect.poll(async () => matchTitles(await currentTitleIndex(t.db), 'hypertext quint', options), { timeout: 6_000, interval: 250 }).toEqual([rfc9110.id]);
      expect(matchTitles(await currentTitleIndex(t.db), 'http sema', options)).not.toContain(rfc9110.id);
    } finally {
      await t.db.update(documents).set({ title: rfc9110.title }).where(eq(documents.id, rfc9110.id));
    }
  });
});
