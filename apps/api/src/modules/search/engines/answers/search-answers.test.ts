import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../../test/harness.js';
import { catalogueImports, documents, publishers } from '../../../../db/schema/index.js';
import { scopeKey } from './search-answers.js';
import { createSearchAnswers, refinementCounts, searchDocuments } from '../../search.service.js';
import type { SearchScope } from '../../search-scope.js';
import type { Db } from '../../../../db/client.js';

let t: TestContext;
let ietf: number;
let nist: number;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select({ id: publishers.id, code: publishers.code }).from(publishers);
  ietf = rows.find((p) => p.code === 'IETF')!.id;
  nist = rows.find((p) => p.code === 'NIST')!.id;
});
afterAll(() => t.close());

const scope = (publisherIds: number[], keywords: string): SearchScope => ({ publisherIds, keywords, searchField: 'K', refinements: {} });
const firstPage = { page: 0, size: 10, sortType: 'BEST_MATCH' as const };
const titleOf = async (answers: ReturnType<typeof createSearchAnswers>, keywords: string) =>
  (await answers.search(scope([ietf], keywords), firstPage)).documents.find((d) => d.contentCode === 'IETF-RFC9110')?.documentTitle;

describe('search answers kept in memory', () => {
  it('gives a repeated search from memory until a catalogue import completes, then asks the database again', async () => {
    const answers = createSearchAnswers(t.db, { maxBytes: 1024 * 1024, checkMs: 50 });
    const [original] = await t.db.select({ title: documents.title }).from(documents).where(eq(documents.contentCode, 'IETF-RFC9110'));
    try {
      expect(await titleOf(answers, 'HTTP Semantics')).toBe(original.title);
      await t.db.update(documents).set({ title: `${original.title} (edited)` }).where(eq(documents.contentCode, 'IETF-RFC9110'));
      expect(await titleOf(answers, 'HTTP Semantics')).toBe(original.title);
      // The search also counted its refinements, kept for the count call that comes with it.
      expect(answers.stats()).toMatchObject({ hits: 1, misses: 1, entries: 2 });
      // The catalogue import records a completed run when it has written the new catalogue.
      await t.db.insert(catalogueImports).values({ status: 'completed', phase: 'done', finishedAt: new Date() });
      await expect.poll(() => titleOf(answers, 'HTTP Semantics'), { timeout: 5000 }).toBe(`${original.title} (edited)`);
    } finally {
      answers.close();
      // Put back as an import would, so the in-memory indexes of the catalogue are built again.
      await t.db.update(documents).set({ title: original.title }).where(eq(documents.contentCode, 'IETF-RFC9110'));
      await t.db.insert(catalogueImports).values({ status: 'completed', phase: 'done', finishedAt: new Date() });
    }
  });

  it('never gives one scope the answer of another: the publishers searched are part of the key', async () => {
    const answers = createSearchAnswers(t.db, { maxBytes: 1024 * 1024 });
    try {
      const both = await answers.search(scope([ietf, nist], 'security'), firstPage);
      const nistOnly = await answers.search(scope([nist], 'security'), firstPage);
      expect(both.count).toBeGreaterThan(nistOnly.count);
      expect(nistOnly.documents.every((d) => d.publisherCode === 'NIST')).toBe(true);
      const counts = await answers.counts(scope([nist], 'security'));
      expect(counts.publisherList.map((p) => p.key)).toEqual(['NIST']);
      expect(counts.count).toBe(nistOnly.count);
    } finally {
      answers.close();
    }
  });

  it('makes one key of scopes that differ only in the order of publishers and selections', () => {
    const a: SearchScope = { publisherIds: [3, 1], keywords: 'tls', searchField: 'K', refinements: { topicList: ['b', 'a'], committeeList: [] } };
    const b: SearchScope = { publisherIds: [1, 3], keywords: 'tls', searchField: 'K', refinements: { topicList: ['a', 'b'] } };
    expect(scopeKey(a)).toBe(scopeKey(b));
    expect(scopeKey({ ...b, keywords: 'TLS 1.3' })).not.toBe(scopeKey(b));
    expect(scopeKey({ ...b, searchField: 'D' })).not.toBe(scopeKey(b));
  });

  it('keeps no answer when given no memory (SEARCH_CACHE_MB=0): a search shows the catalogue of the last import at once', async () => {
    const answers = createSearchAnswers(t.db, { maxBytes: 0 });
    const [original] = await t.db.select({ title: documents.title }).from(documents).where(eq(documents.contentCode, 'IETF-RFC9110'));
    try {
      await expect.poll(() => titleOf(answers, 'HTTP Semantics'), { timeout: 6000 }).toBe(original.title);
      await t.db.update(documents).set({ title: `${original.title} (edited)` }).where(eq(documents.contentCode, 'IETF-RFC9110'));
      await t.db.insert(catalogueImports).values({ status: 'completed', phase: 'done', finishedAt: new Date() });
      // Well before the 30 s after which kept answers would be dropped: none was kept.
      await expect.poll(() => titleOf(answers, 'HTTP Semantics'), { timeout: 6000 }).toBe(`${original.title} (edited)`);
      expect(answers.stats()).toMatchObject({ entries: 0, hits: 0 });
    } finally {
      answers.close();
      await t.db.update(documents).set({ title: original.title }).where(eq(documents.contentCode, 'IETF-RFC9110'));
      await t.db.insert(catalogueImports).values({ status: 'completed', phase: 'done', finishedAt: new Date() });
    }
  });

  it('counts the refinements with the search when the count call comes with it, as the reader sends them', async () => {
    /**
     * A handle that counts the transactions search and count statements run in. Each is a database of its own to the
     * keyword index (kept per handle), so its searches go to the database until an index is built for it.
     */
    const countingDb = () => {
      const seen = { statements: 0 };
      const db = new Proxy(t.db, {
        get(target, property, receiver) {
          if (property === 'transaction') {
            return (...args: Parameters<Db['transaction']>) => {
              seen.statements++;
              return target.transaction(...args);
            };
          }
          return Reflect.get(target, property, receiver);
        },
      }) as Db;
      return { db, seen };
    };
    const first = countingDb();
    const answers = createSearchAnswers(first.db, { maxBytes: 0 });
    try {
      const pair = scope([ietf, nist], 'congestion control');
      const [page, counts] = await Promise.all([answers.search(pair, firstPage), answers.counts(pair)]);
      expect(first.seen.statements).toBe(1);
      expect(counts.count).toBe(page.count);
      expect(counts).toEqual(await refinementCounts(t.db, pair));
      // A count call on its own still asks the database.
      await answers.counts(pair);
      expect(first.seen.statements).toBe(2);
    } finally {
      answers.close();
    }
    // The count call first: the search then reads only its page, and the counts are still right.
    const second = countingDb();
    const answersToo = createSearchAnswers(second.db, { maxBytes: 0 });
    try {
      const other = scope([ietf], 'http caching');
      const [counted, searched] = await Promise.all([answersToo.counts(other), answersToo.search(other, firstPage)]);
      expect(second.seen.statements).toBe(2);
      expect(counted.count).toBe(searched.count);
      expect(counted).toEqual(await refinementCounts(t.db, other));
    } finally {
      answersToo.close();
    }
  });

  it('answers a search and its count call sent together with memory on, the counts kept once for the next view', async () => {
    const answers = createSearchAnswers(t.db, { maxBytes: 8 * 1024 * 1024 });
    try {
      for (const keywords of ['congestion control', 'http caching', 'json web token', 'internet', 'transport layer security']) {
        const pair = scope([ietf, nist], keywords);
        const [page, counts] = await Promise.all([answers.search(pair, firstPage), answers.counts(pair)]);
        expect(counts.count).toBe(page.count);
        const before = answers.stats().hits;
        expect(await answers.counts(pair)).toEqual(counts);
        expect(answers.stats().hits).toBe(before + 1);
      }
    } finally {
      answers.close();
    }
  });

  it('gives the same counts from a search as the count call would, whatever the scope', async () => {
    const scopes: SearchScope[] = [
      scope([ietf, nist], 'transport layer security'),
      { ...scope([ietf, nist], 'security'), refinements: { publisherList: ['NIST'], topicList: ['Cryptography'] } },
      scope([ietf], 'RFC 9110'),
      { ...scope([ietf, nist], 'SP 800-53'), searchField: 'D' },
      scope([ietf], 'hypertxt transfer protocl'),
      scope([ietf, nist], 'qqqqzzzz'),
      scope([ietf, nist], '*'),
    ];
    for (const s of scopes) {
      const { counts, count } = await searchDocuments(t.db, s, firstPage, { withCounts: true });
      expect(counts, s.keywords).toEqual(await refinementCounts(t.db, s));
      expect(counts!.count, s.keywords).toBe(count);
    }
  });
});
