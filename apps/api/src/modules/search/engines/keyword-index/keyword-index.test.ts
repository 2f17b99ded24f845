import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../../test/harness.js';
import { catalogueImports, documents, publishers } from '../../../../db/schema/index.js';
import { keywordIndex, readyKeywordIndex } from './current-index.js';
import { facetRows } from './facet-counts.js';
import { KeywordIndexBuilder, type KeywordIndexRow } from './index-builder.js';
import { catalogueOrder, cheapestFirst, titleOrder } from './index-order.js';
import { placeCount, placeStart } from './places.js';
import { matchQuery, plainWordsQuery, postingOf } from './query-matching.js';
import { allPositions, filterScope } from './scope-filter.js';
import { titleCoverage, titleHitCounter } from './title-terms.js';
import relevanceSet from '../../relevance-set.json' with { type: 'json' };
import type { RefinementCounts, Refinements } from '../../search.schema.js';
import { refinementCounts, searchDocuments } from '../../search.service.js';
import type { SearchScope } from '../../search-scope.js';
import { EMPTY_QUERY, hasPhrase, parseTsQuery } from './tsquery.js';
import { memoryRanks } from './index-ranking.js';
import { queryRows } from '../../../../db/client.js';

const IETF = { id: 1, code: 'IETF', name: 'Internet Engineering Task Force' };
const W3C = { id: 2, code: 'W3C', name: 'World Wide Web Consortium' };

const row = (id: number, title: string, lexemes: string[], extra: Partial<KeywordIndexRow> = {}): KeywordIndexRow => ({
  id,
  publisherId: IETF.id,
  inactive: 0,
  hasBody: false,
  published: 19_000,
  category: 'Security',
  committee: 'httpbis',
  committeeName: 'HTTP',
  documentType: 'Standard',
  topics: [],
  title,
  lexemes,
  ...extra,
});

function small() {
  const builder = new KeywordIndexBuilder([IETF, W3C]);
  for (const r of [
    row(10, 'HTTP Semantics', ['http', 'semant'], { topics: ['Web'] }),
    row(11, 'HTTP Caching', ['http', 'cach'], { published: 19_500 }),
    row(12, 'Caching of Web Content', ['cach', 'web', 'content'], { publisherId: W3C.id, category: 'Web', committee: 'webperf', committeeName: 'Web Performance' }),
    row(13, 'Hypertext Transfer Protocol -- HTTP/1.1', ['http', 'hypertext', 'transfer', 'protocol'], { inactive: 1, published: 10_000, committeeName: 'HTTP WG' }),
    row(14, 'Security Considerations', ['secur', 'consider'], { category: null, committee: null, committeeName: null, topics: ['Security', 'Web'], published: null }),
  ])
    builder.add(r);
  return builder.finish(
    1,
    true,
    [10, 11, 12, 13, 14].map((id, i) => ({ id, title: [3, 1, 2, 4, 5][i], designation: i + 1 })),
    [{ id: 11, cited: 4 }],
  );
}

const ids = (index: ReturnType<typeof small>, positions: Int32Array) => [...positions].map((p) => index.documentIds[p]);
const query = (text: string) => {
  const q = parseTsQuery(text);
  if (q === null) throw new Error(text);
  return q;
};

describe('keyword index', () => {
  const index = small();

  it('finds the documents holding every lexeme, any of them, or not one', () => {
    expect(ids(index, matchQuery(index, query("'http' & 'cach'")).positions)).toEqual([11]);
    expect(ids(index, matchQuery(index, query("'http' | 'cach'")).positions)).toEqual([10, 11, 12, 13]);
    expect(ids(index, matchQuery(index, query("'http' & !'cach'")).positions)).toEqual([10, 13]);
    expect(ids(index, matchQuery(index, query("!'http'")).positions)).toEqual([12, 14]);
    expect(ids(index, matchQuery(index, query("!'http' & !'cach'")).positions)).toEqual([14]);
    expect(ids(index, matchQuery(index, query("'cach' | !'http'")).positions)).toEqual([11, 12, 14]);
    expect(ids(index, matchQuery(index, query("'unknown' | 'semant'")).positions)).toEqual([10]);
    expect(ids(index, matchQuery(index, EMPTY_QUERY).positions)).toEqual([]);
  });

  it('keeps to the publishers searched and to the selections, any within a family and all across them', () => {
    const all = allPositions(index);
    const scoped = (publisherIds: number[], refinements: Refinements) => ids(index, filterScope(index, all, { publisherIds, refinements }));
    expect(scoped([IETF.id], {})).toEqual([10, 11, 13, 14]);
    expect(scoped([], {})).toEqual([]);
    expect(scoped([IETF.id, W3C.id], { publisherList: ['W3C'] })).toEqual([12]);
    expect(scoped([IETF.id, W3C.id], { publisherList: ['IETF:Security'] })).toEqual([10, 11, 13]);
    expect(scoped([IETF.id, W3C.id], { categoryList: ['Web'] })).toEqual([12]);
    expect(scoped([IETF.id, W3C.id], { categoryList: ['W3C:Security'] })).toEqual([]);
    expect(scoped([IETF.id, W3C.id], { committeeList: ['webperf', 'nobody'] })).toEqual([12]);
    expect(scoped([IETF.id, W3C.id], { topicList: ['Web'] })).toEqual([10, 14]);
    expect(scoped([IETF.id, W3C.id], { topicList: ['Web'], documentTypeList: ['Standard'], publisherList: ['IETF'] })).toEqual([10, 14]);
    expect(scoped([IETF.id, W3C.id], { documentTypeList: ['Guide'] })).toEqual([]);
    // The catalogue records no ICS codes or industries.
    expect(scoped([IETF.id, W3C.id], { icsCodeList: ['35.240'] })).toEqual([]);
  });

  it('counts each refinement over the matches, naming a committee as most of its documents do', () => {
    const rows = facetRows(index, matchQuery(index, query("'http' | 'cach'")).positions);
    const find = (family: string, key: string | null) => rows.find((r) => r.family === family && r.key === key);
    expect(find('total', null)?.count).toBe(4);
    expect(find('publisher', 'IETF')?.count).toBe(3);
    expect(find('publisher', 'W3C')?.count).toBe(1);
    expect(find('category', 'Security')).toMatchObject({ count: 3, parent_key: 'IETF', parent_name: IETF.name });
    expect(find('category', 'Web')).toMatchObject({ count: 1, parent_key: 'W3C' });
    expect(find('committee', 'httpbis')).toMatchObject({ count: 3, name: 'HTTP' });
    expect(find('topic', 'Web')?.count).toBe(1);
    expect(find('documentType', 'Standard')?.count).toBe(4);
    expect(rows.filter((r) => r.count === 0)).toEqual([]);
  });

  it('counts title hits as substrings of the title words, and the title coverage of the typed phrase', () => {
    for (const eager of [false, true]) expect([0, 1, 2, 3, 4].map(titleHitCounter(index, 'HTTP caches', eager))).toEqual([1, 1, 0, 1, 0]);
    const coverage = titleCoverage(index, 'http CACHING');
    expect(coverage(1)).toBe(1);
    expect(coverage(0)).toBe(0);
    expect(titleCoverage(index, 'semantics')(0)).toBe(9 / 14);
  });

  it('puts designation hits, title hits, active and newer documents first among the matches', () => {
    const matches = matchQuery(index, query("'http'")).positions;
    expect(ids(index, cheapestFirst(index, matches, 'http', new Map(), 10))).toEqual([11, 10, 13]);
    expect(ids(index, cheapestFirst(index, matches, 'http', new Map([[3, 2]]), 2))).toEqual([13, 11]);
    expect(ids(index, catalogueOrder(index, allPositions(index), 10))).toEqual([11, 10, 12, 14, 13]);
    expect(ids(index, titleOrder(index, allPositions(index), 3, false))).toEqual([11, 12, 10]);
    expect(ids(index, titleOrder(index, allPositions(index), 2, true))).toEqual([14, 13]);
    expect(index.cited[1]).toBe(4);
  });

  it('keeps every place of every lexeme, however many a document has and however many documents share it', () => {
    const builder = new KeywordIndexBuilder([IETF]);
    const expected = new Map<string, number[]>();
    for (let id = 1; id <= 150; id++) {
      // 'common' in every document, 'many' 300 times in document 7 (places 1-300), 'rare' once in document 149.
      const entries: [string, number[]][] = [['common', [id % 16383, (id + 1) % 16383]]];
      if (id === 7) entries.push(['many', Array.from({ length: 300 }, (_, i) => i + 1)]);
      if (id === 149) entries.push(['rare', [(3 << 14) | 5]]);
      entries.sort(([a], [b]) => (a < b ? -1 : 1));
      for (const [lexeme, places] of entries) expected.set(`${id} ${lexeme}`, places);
      const vector = entries
        .map(([lexeme, places]) => `'${lexeme}':${places.map((p) => `${p & 0x3fff}${['', 'C', 'B', 'A'][p >>> 14]}`).join(',')}`)
        .join(' ');
      builder.add(row(id, `Document ${id}`, [], { lexemes: undefined, vector }));
    }
    const built = builder.finish(1, true, []);
    const places = built.places!;
    for (const [key, want] of expected) {
      const [id, lexeme] = key.split(' ');
      const k = postingOf(built, built.lexemes.get(lexeme)!, built.documentIds.indexOf(Number(id)));
      const start = placeStart(places, k);
      expect([...places.values.subarray(start, start + placeCount(places, k))], key).toEqual(want);
    }
    expect(placeCount(places, postingOf(built, built.lexemes.get('many')!, 6))).toBe(300);
  });

  it('takes documents in id order only', () => {
    const builder = new KeywordIndexBuilder([IETF]);
    builder.add(row(5, 'A', ['a']));
    expect(() => builder.add(row(4, 'B', ['b']))).toThrow(/ascending/);
    expect(() => builder.add(row(6, 'C', ['c'], { publisherId: 99 }))).toThrow(/unknown publisher/);
  });
});

describe('keyword index of the real catalogue', () => {
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
    await keywordIndex(t.db);
  });
  afterAll(() => t.close());

  const scope = (publisherIds: number[], keywords: string, refinements: Refinements = {}, searchField: SearchScope['searchField'] = 'K'): SearchScope => ({
    publisherIds,
    keywords,
    searchField,
    refinements,
  });
  /** Every list sorted the same way, so two answers that differ only in the order of equal counts compare equal. */
  const comparable = (counts: RefinementCounts) =>
    JSON.parse(JSON.stringify(counts, (_key, value) => (Array.isArray(value) ? [...value].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))) : value)));

  async function expectSameAnswers(s: SearchScope, paging: Parameters<typeof searchDocuments>[2]) {
    const fromIndex = await searchDocuments(t.db, s, paging, { withCounts: true, prepared: false });
    const fromDatabase = await searchDocuments(t.db, s, paging, { withCounts: true, prepared: false, index: false });
    const label = `${s.keywords} ${JSON.stringify(s.refinements)} ${JSON.stringify(paging)}`;
    expect(fromIndex.count, label).toBe(fromDatabase.count);
    expect(fromIndex.documents.map((d) => d.contentCode), label).toEqual(fromDatabase.documents.map((d) => d.contentCode));
    expect(fromIndex.documents, label).toEqual(fromDatabase.documents);
    expect(fromIndex.correctedKeywords, label).toBe(fromDatabase.correctedKeywords);
    expect(comparable(fromIndex.counts!), label).toEqual(comparable(fromDatabase.counts!));
    return fromIndex;
  }

  it('finds, ranks and counts every keyword query of the relevance set as the database does', { timeout: 600_000 }, async () => {
    const queries = [...new Set((relevanceSet.queries as { type: string; q: string }[]).filter((q) => q.type === 'K').map((q) => q.q))];
    expect(queries.length).toBeGreaterThan(40);
    for (const keywords of queries) await expectSameAnswers(scope(all, keywords), { page: 0, size: 25, sortType: 'BEST_MATCH' });
  });

  it.each([
    ['http caching', {}],
    ['security', { publisherList: ['NIST'] }],
    ['transport layer security', { publisherList: ['IETF:Security'] }],
    ['internet', { topicList: ['Security'], documentTypeList: ['Standard'] }],
    ['*', {}],
    ['*', { committeeList: ['httpbis', 'tls'] }],
    ['http -caching', {}],
    ['http or caching', {}],
    ['RFC 9110 semantics', {}],
    ['TLS 1.3', {}],
    ['the of and', {}],
  ] as [string, Refinements][])('answers "%s" with %j as the database does, on every page and sort', { timeout: 120_000 }, async (keywords, refinements) => {
    for (const paging of [
      { page: 0, size: 25, sortType: 'BEST_MATCH' as const },
      { page: 3, size: 10, sortType: 'BEST_MATCH' as const },
      { page: 1, size: 10, sortType: 'OVERRIDE_SORT' as const, sort: 'title,asc' },
      { page: 0, size: 10, sortType: 'OVERRIDE_SORT' as const, sort: 'title,desc' },
    ]) {
      await expectSameAnswers(scope(all, keywords, refinements), paging);
    }
    await expectSameAnswers(scope([ietf, nist], keywords, refinements), { page: 0, size: 25, sortType: 'BEST_MATCH' });
    expect(comparable(await refinementCounts(t.db, scope(all, keywords, refinements), false, { prepared: false }))).toEqual(
      comparable(await refinementCounts(t.db, scope(all, keywords, refinements), false, { prepared: false, index: false })),
    );
  });

  it("ranks in memory exactly as PostgreSQL's ts_rank_cd, with and without the full text", { timeout: 300_000 }, async () => {
    const index = await keywordIndex(t.db);
    expect(index.places).not.toBeNull();
    const queries = [...new Set((relevanceSet.queries as { q: string }[]).map((q) => q.q)), 'http -caching', 'http or caching', 'security -internet -web'];
    let compared = 0;
    for (const keywords of queries) {
      const [{ q }] = await queryRows<{ q: string }>(t.db, sql`select websearch_to_tsquery('english', ${keywords})::text as q`);
      const query = parseTsQuery(q);
      if (query === null || query === EMPTY_QUERY || hasPhrase(query)) continue;
      // The matches, and some documents that do not match.
      const positions = [...matchQuery(index, query).positions.subarray(0, 300), 5, 500, 5_000];
      for (const vector of ['rank_vector', 'search_vector'] as const) {
        const mine = memoryRanks(index, query, positions, vector);
        const rows = await queryRows<{ id: number; rank: string }>(
          t.db,
          sql`select d.id, ts_rank_cd('{0.01,0.2,0.4,1.0}', ${sql.raw(`d.${vector}`)}, websearch_to_tsquery('english', ${keywords}), 32)::text as rank
                from documents d where d.id = any(${`{${positions.map((p) => index.documentIds[p]).join(',')}}`}::int[])`,
        );
        const theirs = new Map(rows.map((r) => [r.id, Math.fround(Number(r.rank))]));
        positions.forEach((p, i) => expect(mine[i], `${keywords} ${vector} ${index.documentIds[p]}`).toBe(theirs.get(index.documentIds[p])));
        compared += positions.length;
      }
    }
    expect(compared).toBeGreaterThan(10_000);
  });

  it("reads words of letters as PostgreSQL's websearch_to_tsquery does, and leaves the rest to it", async () => {
    const index = await keywordIndex(t.db);
    const typed = [
      ...(relevanceSet.queries as { q: string }[]).map((q) => q.q),
      'Security of Web Applications',
      'the of and',
      'IP  security',
      'TLS',
      'a',
    ];
    let read = 0;
    for (const keywords of typed) {
      const mine = plainWordsQuery(index, keywords);
      if (mine === null) continue;
      const [{ q }] = await queryRows<{ q: string }>(t.db, sql`select websearch_to_tsquery('english', ${keywords})::text as q`);
      expect(mine, keywords).toEqual(parseTsQuery(q));
      read++;
    }
    expect(read).toBeGreaterThan(40);
    for (const keywords of ['http or caching', 'http -caching', '"http caching"', 'RFC 9110', 'cross-origin', 'zzzqqq unknownword', 'café'])
      expect(plainWordsQuery(index, keywords), keywords).toBeNull();
    expect(plainWordsQuery(index, 'the of and')).toBe(EMPTY_QUERY);
  });

  it('corrects misspelled words as the database path does', async () => {
    const found = await expectSameAnswers(scope(all, 'hypertxt transfer protocl'), { page: 0, size: 10, sortType: 'BEST_MATCH' });
    expect(found.correctedKeywords).toBe('hypertext transfer protocol');
  });

  it('answers a page past the end with no documents and the true count', async () => {
    const found = await expectSameAnswers(scope(all, 'http caching'), { page: 40, size: 25, sortType: 'BEST_MATCH' });
    expect(found.documents).toEqual([]);
    expect(found.count).toBeGreaterThan(50);
    expect(found.nextPageFlag).toBe(false);
  });

  it('leaves quoted phrases to the database, which still answers', async () => {
    const found = await searchDocuments(t.db, scope(all, '"http caching"'), { page: 0, size: 5, sortType: 'BEST_MATCH' });
    expect(found.documents[0].contentCode).toBe('IETF-RFC9111');
  });

  it('is built again once a catalogue import has completed, and the database answers meanwhile', async () => {
    const [rfc9111] = await t.db.select({ id: documents.id, searchVector: documents.searchVector }).from(documents).where(eq(documents.contentCode, 'IETF-RFC9111'));
    // A word no document uses.
    const s = scope(all, 'frobnicatorially');
    try {
      await t.db.execute(sql`update documents set search_vector = search_vector || to_tsvector('english', 'frobnicatorially') where id = ${rfc9111.id}`);
      expect(await readyKeywordIndex(t.db)).not.toBeNull();
      // Until an import completes, the index is the one built: it does not know the new word.
      expect((await searchDocuments(t.db, s, { page: 0, size: 5, sortType: 'BEST_MATCH' }, { prepared: false })).count).toBe(0);
      await t.db.insert(catalogueImports).values({ status: 'completed', phase: 'done', finishedAt: new Date() });
      await expect.poll(async () => (await searchDocuments(t.db, s, { page: 0, size: 5, sortType: 'BEST_MATCH' })).documents.map((d) => d.contentCode), { timeout: 6_000, interval: 250 }).toEqual(['IETF-RFC9111']);
      const rebuilt = await keywordIndex(t.db);
      expect(rebuilt.lexemes.has('frobnicatori')).toBe(true);
      expect((await searchDocuments(t.db, s, { page: 0, size: 5, sortType: 'BEST_MATCH' })).count).toBe(1);
    } finally {
      await t.db.update(documents).set({ searchVector: rfc9111.searchVector }).where(eq(documents.id, rfc9111.id));
    }
  });
});
