import type { AxiosInstance } from 'axios';
import type { RefinementCounts } from '@codex/domain';

/** What the table of contents reads of a count answer: publishers with their sections, and volumes. */
export type TocCounts = Pick<RefinementCounts, 'count' | 'publisherList' | 'categoryList' | 'committeeList'>;

/**
 * Counts of the whole catalogue (or of the account's subscriptions when `entitledOnly`), narrowed to the selected
 * publisher or category: the same count calls the search pages use, with an empty search.
 */
export async function fetchTocCounts(http: AxiosInstance, options: { entitledOnly: boolean; publisherList?: string[] }): Promise<RefinementCounts> {
  const url = options.entitledOnly ? '/api/documents/entitled-documents/search/count' : '/api/documents/search/count';
  const body = { keywords: '*', searchField: 'A', section: 'Publisher', ...(options.publisherList ? { publisherList: options.publisherList } : {}) };
  return (await http.post<RefinementCounts>(url, body, { background: true })).data;
}

/** One level of the table of contents. */
export interface TocLevel {
  /** 'root' lists publishers, 'publisher' its sections, 'section' its volumes (working groups, series committees). */
  depth: 'root' | 'publisher' | 'section';
  node: { key: string; name: string } | null;
}

export interface TocTile {
  key: string;
  name: string;
  count: number;
  /** 'Section' under a publisher, 'Volume' under a section; publishers carry none. */
  prefix: 'Section' | 'Volume' | null;
  family: 'publisherList' | 'committeeList';
  parentKey: string | null;
}

/** The tiles of a level, from the counts answered for it. */
export function tilesOf(level: TocLevel, counts: TocCounts): TocTile[] {
  if (level.depth === 'root') {
    return counts.publisherList.map((p) => ({ key: p.key, name: p.name, count: p.count, prefix: null, family: 'publisherList', parentKey: null }));
  }
  if (level.depth === 'publisher') {
    const publisher = counts.publisherList.find((p) => p.key === level.node?.key);
    const sections = publisher?.child.length ? publisher.child : counts.categoryList.filter((c) => c.parentKey === level.node?.key);
    return sections.map((c) => ({ key: c.key, name: c.name, count: c.count, prefix: 'Section', family: 'publisherList', parentKey: c.parentKey }));
  }
  return counts.committeeList
    .filter((c) => c.count > 0)
    .map((c) => ({ key: c.key, name: c.name, count: c.count, prefix: 'Volume', family: 'committeeList', parentKey: level.node?.key ?? null }));
}

/** The search a selected tile opens: its family's key, with the publisher or section above it kept as a selection too. */
export function tocSearchPath(path: TocLevel[], leaf: TocTile | null, entitledOnly: boolean): string {
  const categories: { k: string; r: string; n: string; pk: string | null }[] = [];
  const deepest = [...path].reverse().find((level) => level.node);
  if (deepest?.node) categories.push({ k: deepest.node.key, r: 'publisherList', n: deepest.node.name, pk: null });
  if (leaf) categories.push({ k: leaf.key, r: leaf.family, n: leaf.name, pk: leaf.parentKey });
  const params = new URLSearchParams({ content: '', stype: 'A', page: '0', categories: JSON.stringify(categories) });
  return `${entitledOnly ? '/mysubscription-search' : '/content-search'}?${params.toString()}`;
}
