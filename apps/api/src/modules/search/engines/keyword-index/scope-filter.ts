import type { Refinements } from '../../search.schema.js';
import type { KeywordIndex } from './keyword-index.js';

/** Every position. */
export const allPositions = (index: KeywordIndex) => Int32Array.from({ length: index.size }, (_, p) => p);

/**
 * The positions a search may return: publishers it may search, and its selections, as sql/match-sql.ts'
 * refinementConditions words them (within a family any, across families all).
 */
export function filterScope(index: KeywordIndex, positions: Int32Array, scope: { publisherIds: number[]; refinements: Refinements }): Int32Array {
  const { publisherList, categoryList, committeeList, topicList, documentTypeList, icsCodeList, industryList } = scope.refinements;
  // The catalogue records no ICS codes or industries: a selection there matches nothing.
  if (icsCodeList?.length || industryList?.length) return new Int32Array(0);
  const slots = index.publishers.length;
  const allowed = new Uint8Array(slots);
  index.publishers.forEach((p, slot) => (allowed[slot] = scope.publisherIds.includes(p.id) ? 1 : 0));
  const slotOfCode = new Map(index.publishers.map((p, slot) => [p.code, slot]));
  const categoryIdOf = new Map(index.categories.map((c, i) => [c, i]));
  const pairOf = (slot: number, category: number) => slot * (index.categories.length + 1) + category;

  // 'IETF' selects a publisher, 'IETF:Security' one of its categories, 'Security' a category of any publisher.
  const categoryTest = (keys: string[]) => {
    const wholePublisher = new Uint8Array(slots);
    const anyPublisher = new Uint8Array(index.categories.length);
    const pairs = new Set<number>();
    for (const key of keys) {
      const colon = key.indexOf(':');
      if (colon < 0) {
        const c = categoryIdOf.get(key);
        if (c !== undefined) anyPublisher[c] = 1;
        continue;
      }
      const slot = slotOfCode.get(key.slice(0, colon));
      const c = categoryIdOf.get(key.slice(colon + 1));
      if (slot !== undefined && c !== undefined) pairs.add(pairOf(slot, c));
    }
    return { wholePublisher, anyPublisher, pairs };
  };
  const publisherTest = publisherList?.length
    ? (() => {
        const test = categoryTest(publisherList.filter((k) => k.includes(':')));
        for (const key of publisherList) {
          const slot = slotOfCode.get(key);
          if (!key.includes(':') && slot !== undefined) test.wholePublisher[slot] = 1;
        }
        return test;
      })()
    : null;
  const categoryTestOf = categoryList?.length ? categoryTest(categoryList) : null;
  // The index's arrays as locals: a property read in the loop below cost five times the loop itself.
  const { publisher, category, committee, documentType, topicStart, topicIds } = index;
  const passes = (test: ReturnType<typeof categoryTest>, p: number) => {
    const slot = publisher[p];
    const c = category[p];
    return test.wholePublisher[slot] === 1 || (c >= 0 && (test.anyPublisher[c] === 1 || test.pairs.has(pairOf(slot, c))));
  };
  const committees = committeeList?.length ? new Set(committeeList) : null;
  const committeePass = committees ? Uint8Array.from(index.committees, (c) => (committees.has(c.key) ? 1 : 0)) : null;
  const types = documentTypeList?.length ? new Set(documentTypeList) : null;
  const typePass = types ? Uint8Array.from(index.documentTypes, (t) => (types.has(t) ? 1 : 0)) : null;
  const topics = topicList?.length ? new Set(topicList) : null;
  const topicPass = topics ? Uint8Array.from(index.topics, (t) => (topics.has(t) ? 1 : 0)) : null;

  const out = new Int32Array(positions.length);
  let n = 0;
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i];
    if (allowed[publisher[p]] === 0) continue;
    if (publisherTest && !passes(publisherTest, p)) continue;
    if (categoryTestOf && !passes(categoryTestOf, p)) continue;
    if (committeePass && (committee[p] < 0 || committeePass[committee[p]] === 0)) continue;
    if (typePass && typePass[documentType[p]] === 0) continue;
    if (topicPass) {
      let any = false;
      for (let k = topicStart[p]; k < topicStart[p + 1] && !any; k++) any = topicPass[topicIds[k]] === 1;
      if (!any) continue;
    }
    out[n++] = p;
  }
  return out.subarray(0, n);
}
