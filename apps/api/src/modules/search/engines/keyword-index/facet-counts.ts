import type { FacetRow } from '../facet-rows.js';
import type { KeywordIndex } from './keyword-index.js';

/** The refinement counts of a set of positions. */
export function facetRows(index: KeywordIndex, positions: Int32Array): FacetRow[] {
  const slots = index.publishers.length;
  const categoryCount = index.categories.length;
  const byPublisher = new Int32Array(slots);
  const byCategory = new Int32Array(slots * categoryCount);
  const byCommittee = new Int32Array(index.committees.length);
  const byType = new Int32Array(index.documentTypes.length);
  const byTopic = new Int32Array(index.topics.length);
  const { publisher, category, committee, documentType, topicStart, topicIds } = index;
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i];
    const slot = publisher[p];
    byPublisher[slot]++;
    const c = category[p];
    if (c >= 0) byCategory[slot * categoryCount + c]++;
    const m = committee[p];
    if (m >= 0) byCommittee[m]++;
    byType[documentType[p]]++;
    for (let k = topicStart[p]; k < topicStart[p + 1]; k++) byTopic[topicIds[k]]++;
  }
  const rows: FacetRow[] = [{ family: 'total', key: null, name: null, parent_key: null, parent_name: null, count: positions.length }];
  const row = (family: FacetRow['family'], key: string, name: string, count: number, parent: { code: string; name: string } | null = null) =>
    rows.push({ family, key, name, parent_key: parent?.code ?? null, parent_name: parent?.name ?? null, count });
  index.publishers.forEach((publisher, slot) => {
    if (byPublisher[slot] > 0) row('publisher', publisher.code, publisher.name, byPublisher[slot]);
    for (let c = 0; c < categoryCount; c++) {
      const count = byCategory[slot * categoryCount + c];
      if (count > 0) row('category', index.categories[c], index.categories[c], count, publisher);
    }
  });
  // A committee's name is the one most of its matching documents carry (PostgreSQL's mode(): the first in order on a tie).
  const committees = new Map<number, { count: number; name: string | null; nameCount: number }>();
  index.committees.forEach((pair, i) => {
    const count = byCommittee[i];
    if (count === 0) return;
    const seen = committees.get(pair.keyId) ?? { count: 0, name: null, nameCount: 0 };
    seen.count += count;
    if (pair.name !== null && (count > seen.nameCount || (count === seen.nameCount && seen.name !== null && pair.name < seen.name))) {
      seen.name = pair.name;
      seen.nameCount = count;
    }
    committees.set(pair.keyId, seen);
  });
  for (const [keyId, { count, name }] of committees) row('committee', index.committeeKeys[keyId], name ?? index.committeeKeys[keyId], count);
  byTopic.forEach((count, t) => count > 0 && row('topic', index.topics[t], index.topics[t], count));
  byType.forEach((count, t) => count > 0 && row('documentType', index.documentTypes[t], index.documentTypes[t], count));
  return rows;
}
