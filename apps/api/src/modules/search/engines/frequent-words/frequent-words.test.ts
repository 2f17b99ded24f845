import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../../test/harness.js';
import { queryRows } from '../../../../db/client.js';
import { catalogueImports, publishers } from '../../../../db/schema/index.js';
import { frequentWordAnswer, frequentWordOf, publisherSelection } from './frequent-words.js';
import { refinementCounts, searchDocuments } from '../../search.service.js';
import type { SearchScope } from '../../search-scope.js';
import type { RefinementCounts } from '../../search.schema.js';

let t: TestContext;
let all: number[];
let ietf: number;
let nist: number;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.select({ id: publishers.id, code: publishers.code }).from(publishers);
  all = rows.map((p) => p.id);
  ietf = rows.find((p) => p.code === 'IETF')!.id;
  nist = rows.find((p) => p.code === 'NIST')!.id;
});
afterAll(() => t.close());

const scope = (publisherIds: number[], keywords: string, refinements: SearchScope['refinements'] = {}): SearchScope => ({
  publisherIds,
  keywords,
  searchField: 'K',
  refinements,
});
/** Every list sorted the same way, so two answers that differ only in the order of equal counts compare equal. */
const comparable = (counts: RefinementCounts) =>
  JSON.parse(JSON.stringify(counts, (_key, value) => (Array.isArray(value) ? [...value].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))) : value)));

describe('answers prepared for the commonest words', () => {
  it('are made by the import for the words most documents use', async () => {
    const rows = await queryRows<{ words: number; internet: number }>(
      t.db,
      sql`select count(distinct word)::int as words, coalesce(sum(documents) filter (where word = 'internet'), 0)::int as internet from search_frequent_words`,
    );
    expect(rows[0].words).toBeGreaterThan(20);
    expect(rows[0].internet).toBeGreaterThan(1_000);
  });

  it.each([
    ['internet', () => all, {}],
    ['protocol', () => all, {}],
    ['Security', () => all, {}],
    ['network', () => [ietf], {}],
    ['information', () => [ietf, nist], {}],
    ['internet', () => all, { publisherList: ['NIST'] }],
  ])('rank "%s" exactly as a search that reads every match, with the same counts', async (word, publisherIds, refinements) => {
    const s = scope(publisherIds(), word, refinements);
    for (const page of [0, 3]) {
      const paging = { page, size: 25, sortType: 'BEST_MATCH' as const };
      const fast = await searchDocuments(t.db, s, paging, { withCounts: true });
      const slow = await searchDocuments(t.db, s, paging, { withCounts: true, prepared: false });
      expect(fast.count).toBeGreaterThan(0);
      expect(fast.count).toBe(slow.count);
      expect(fast.documents.map((d) => d.contentCode)).toEqual(slow.documents.map((d) => d.contentCode));
      expect(fast.documents).toEqual(slow.documents);
      expect(comparable(fast.counts!)).toEqual(comparable(slow.counts!));
    }
    expect(comparable(await refinementCounts(t.db, s))).toEqual(comparable(await refinementCounts(t.db, s, false, { prepared: false })));
  });

  it('score at search time the best candidates that arrive without their boosted score', async () => {
    // As when a publisher's hundred best by score were left out of the merge: here no candidate of 'protocol' has one.
    await t.db.execute(sql`update search_frequent_words
       set candidates = (select jsonb_agg(jsonb_set(c, '{5}', 'null'::jsonb) order by n) from jsonb_array_elements(candidates) with ordinality as x(c, n))
     where word = 'protocol'`);
    const s = scope(all, 'protocol');
    const paging = { page: 0, size: 25, sortType: 'BEST_MATCH' as const };
    const fast = await searchDocuments(t.db, s, paging);
    const slow = await searchDocuments(t.db, s, paging, { prepared: false });
    expect(fast.documents.map((d) => d.contentCode)).toEqual(slow.documents.map((d) => d.contentCode));
  });

  it('keep the exact count when sorted by title or paged past the prepared candidates', async () => {
    const s = scope(all, 'internet');
    const byTitle = await searchDocuments(t.db, s, { page: 0, size: 10, sortType: 'OVERRIDE_SORT', sort: 'title,asc' });
    const slow = await searchDocuments(t.db, s, { page: 0, size: 10, sortType: 'OVERRIDE_SORT', sort: 'title,asc' }, { prepared: false });
    expect(byTitle).toEqual(slow);
    const deep = await searchDocuments(t.db, s, { page: 41, size: 25, sortType: 'BEST_MATCH' });
    const deepSlow = await searchDocuments(t.db, s, { page: 41, size: 25, sortType: 'BEST_MATCH' }, { prepared: false });
    expect(deep.documents.map((d) => d.contentCode)).toEqual(deepSlow.documents.map((d) => d.contentCode));
    expect(deep.count).toBe(deepSlow.count);
  });

  it('are used only for one plain word and no refinement other than whole publishers', () => {
    expect(frequentWordOf('  Internet ')).toBe('internet');
    expect(frequentWordOf('end-to-end')).toBe('end-to-end');
    for (const keywords of ['internet protocol', 'rfc9110', '"internet"', 'internet*', '*', 'i']) expect(frequentWordOf(keywords)).toBeNull();
    expect(publisherSelection({})).toBe('all');
    expect(publisherSelection({ publisherList: ['IETF'] })).toEqual(['IETF']);
    expect(publisherSelection({ publisherList: ['IETF:Security'] })).toBeNull();
    expect(publisherSelection({ committeeList: ['httpbis'] })).toBeNull();
  });

  it('say zero documents for publishers that do not use the word, and are not used once a newer import completes', async () => {
    const none = await frequentWordAnswer(t.db, 'internet', [-1], null);
    expect(none?.count).toBe(0);
    expect(await none?.page(0, 25)).toEqual([]);
    expect(await frequentWordAnswer(t.db, 'unprepared-word', all, null)).toBeNull();
    await t.db.insert(catalogueImports).values({ status: 'completed', phase: 'done', finishedAt: new Date() });
    expect(await frequentWordAnswer(t.db, 'internet', all, null)).toBeNull();
    // The search still answers, reading the matches.
    expect((await searchDocuments(t.db, scope(all, 'internet'), { page: 0, size: 5, sortType: 'BEST_MATCH' })).documents).toHaveLength(5);
  });
});
