import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../../test/harness.js';
import { queryRows } from '../../../../db/client.js';
import { citationCounts, citationsChanged, type FrequentWordsDelta, type StoredCandidate } from './frequent-words-delta.js';
import { prepareWord, wordAnswersSql } from './frequent-words.js';

interface AnswerRow {
  publisher_id: number;
  documents: number;
  facets: unknown[];
  candidates: StoredCandidate[];
}

/** A word's answers, every publisher's, with refinement counts in one order (the prepared ones keep no order). */
const comparable = (rows: AnswerRow[]) =>
  rows
    .map((r) => ({ publisher: Number(r.publisher_id), documents: Number(r.documents), facets: r.facets.map((f) => JSON.stringify(f)).sort(), candidates: r.candidates }))
    .sort((a, b) => a.publisher - b.publisher);

let t: TestContext;
let generation: number;
let ietf: number;
let nist: number;
const stored = async (word: string) =>
  comparable(await queryRows<AnswerRow>(t.db, sql`select publisher_id, documents, facets, candidates from search_frequent_words where word = ${word} order by publisher_id`));
const afresh = async (word: string) => comparable(await queryRows<AnswerRow>(t.db, sql`select publisher_id, documents, facets, candidates from (${wordAnswersSql(word, 0, 'all')}) a (word, publisher_id, generation, documents, facets, candidates)`));

beforeAll(async () => {
  t = await createTestApp();
  [{ generation }] = await queryRows<{ generation: number }>(t.db, sql`select max(id) as generation from catalog_imports where status = 'completed'`);
  const publishers = await queryRows<{ id: number; code: string }>(t.db, sql`select id, code from publishers`);
  ietf = publishers.find((p) => p.code === 'IETF')!.id;
  nist = publishers.find((p) => p.code === 'NIST')!.id;
});
afterAll(() => t.close());

describe("the common words' answers brought up to date after a few documents changed", () => {
  // These two come first: the third rewrites documents, and what it wrote is in its own delta only.
  it('prepares a word in full when the earlier import kept no answer for it', async () => {
    await t.db.execute(sql`delete from search_frequent_words where word = 'standards'`);
    expect(await prepareWord(t.db, 'standards', generation + 1, { previous: generation, written: [], cited: [] })).toBe(true);
    expect(await stored('standards')).toEqual(await afresh('standards'));
    expect((await stored('standards')).length).toBeGreaterThan(0);
  });

  it("keeps a word's answers as they were when none of its matches changed", async () => {
    const before = await stored('authentication');
    expect(await prepareWord(t.db, 'authentication', generation + 1, { previous: generation, written: [], cited: [] })).toBe(false);
    expect(await stored('authentication')).toEqual(before);
  });

  it('equal answers prepared afresh, without preparing a word again, when documents leave, enter and move in the candidates and a citation count changes', async () => {
    const before = { security: await stored('security'), protocol: await stored('protocol'), internet: await stored('internet') };
    const ietfSecurity = before.security.find((r) => r.publisher === ietf)!;
    // IETF has more matches for "security" than it keeps candidates for: the list was cut.
    expect(ietfSecurity.documents).toBeGreaterThan(ietfSecurity.candidates.length);
    const citationsBefore = await citationCounts(t.db);

    // The first candidate for "security" is rewritten as a replaced document whose text no longer has the word: it leaves
    // that cut list (the next in line takes its place) and moves down the others'.
    const [leaving] = ietfSecurity.candidates[0];
    await t.db.execute(sql`update documents set status = 'Replaced', title = title || ' (replaced)', search_vector = to_tsvector('english', 'internet protocol network'), updated_at = now() where id = ${leaving}`);
    // A NIST document that did not say "protocol" now does: NIST's answer gains a match.
    const [entering] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from documents where publisher_id = ${nist} and not (search_vector @@ websearch_to_tsquery('english', 'protocol')) order by id limit 1`,
    );
    await t.db.execute(sql`update documents set search_vector = search_vector || to_tsvector('english', 'protocol'), updated_at = now() where id = ${entering.id}`);
    // One of the best candidates for "internet" that nothing rewrote is cited by five more documents.
    const ietfInternet = before.internet.find((r) => r.publisher === ietf)!;
    const cited = ietfInternet.candidates.find((c) => c[5] !== null && c[0] !== leaving)![0];
    await t.db.execute(sql`insert into document_relations (document_id, relation_type, related_source_id, related_document_id)
      select d.id, 'references_informative', c.source_id, c.id from documents d, documents c
       where c.id = ${cited} and d.id <> c.id and not exists (select 1 from document_relations r where r.document_id = d.id and r.related_source_id = c.source_id)
       order by d.id limit 5`);

    const changedCitations = citationsChanged(citationsBefore, await citationCounts(t.db));
    expect(changedCitations).toEqual([cited]);
    const delta: FrequentWordsDelta = { previous: generation, written: [leaving, entering.id], cited: changedCitations };

    for (const word of ['security', 'protocol', 'internet', 'information', 'network']) {
      const preparedAgain = await prepareWord(t.db, word, generation + 1, delta);
      expect(preparedAgain, word).toBe(false);
      expect(await stored(word), word).toEqual(await afresh(word));
    }
    const after = { security: await stored('security'), protocol: await stored('protocol'), internet: await stored('internet') };
    // What changed shows: one match fewer for IETF's "security", one more for NIST's "protocol", a new boosted score.
    expect(after.security.find((r) => r.publisher === ietf)!.documents).toBe(ietfSecurity.documents - 1);
    expect(after.security.find((r) => r.publisher === ietf)!.candidates.map(([id]) => id)).not.toContain(leaving);
    expect(after.protocol.find((r) => r.publisher === nist)!.documents).toBe(before.protocol.find((r) => r.publisher === nist)!.documents + 1);
    const boosted = (rows: typeof before.internet) => rows.find((r) => r.publisher === ietf)!.candidates.find(([id]) => id === cited)![5];
    expect(Number(boosted(after.internet))).toBeGreaterThan(Number(boosted(before.internet)));
    const generations = await queryRows<{ generation: number }>(t.db, sql`select distinct generation from search_frequent_words where word in ('security', 'protocol', 'internet', 'information', 'network')`);
    expect(generations.map((g) => Number(g.generation))).toEqual([generation + 1]);
  });
});
