import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { catalogImports, documents, publishers } from '../../db/schema/index.js';
import { createSearchAnswers, scopeKey } from './search-answers.js';
import type { SearchScope } from './search.service.js';

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
      expect(answers.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
      // The catalogue import records a completed run when it has written the new catalogue.
      await t.db.insert(catalogImports).values({ status: 'completed', phase: 'done', finishedAt: new Date() });
      await expect.poll(() => titleOf(answers, 'HTTP Semantics'), { timeout: 5000 }).toBe(`${original.title} (edited)`);
    } finally {
      answers.close();
      await t.db.update(documents).set({ title: original.title }).where(eq(documents.contentCode, 'IETF-RFC9110'));
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

  it('asks the database every time when given no memory (SEARCH_CACHE_MB=0)', async () => {
    const answers = createSearchAnswers(t.db, { maxBytes: 0 });
    const [original] = await t.db.select({ title: documents.title }).from(documents).where(eq(documents.contentCode, 'IETF-RFC9110'));
    try {
      expect(await titleOf(answers, 'HTTP Semantics')).toBe(original.title);
      await t.db.update(documents).set({ title: `${original.title} (edited)` }).where(eq(documents.contentCode, 'IETF-RFC9110'));
      expect(await titleOf(answers, 'HTTP Semantics')).toBe(`${original.title} (edited)`);
      expect(answers.stats().entries).toBe(0);
    } finally {
      answers.close();
      await t.db.update(documents).set({ title: original.title }).where(eq(documents.contentCode, 'IETF-RFC9110'));
    }
  });

});
