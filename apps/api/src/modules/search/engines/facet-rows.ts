import type { SearchScope } from '../search-scope.js';
import type { RefinementCounts, RefinementFamily, RefinementNode } from '../search.schema.js';

/** One refinement count of a search, as every engine gives them: the database's facet query, the keyword index, the prepared answers. */
export interface FacetRow {
  family: 'publisher' | 'category' | 'committee' | 'topic' | 'documentType' | 'total';
  key: string | null;
  name: string | null;
  parent_key: string | null;
  parent_name: string | null;
  count: number;
}

/** Category keys are 'PUBLISHER:category' so the same name under two publishers stays two nodes. */
const categoryKey = (publisherCode: string, category: string) => `${publisherCode}:${category}`;

const node = (key: string, name: string, count: number, selected: string[] | undefined, parentKey: string | null = null, parentName: string | null = null): RefinementNode => ({
  key,
  name,
  count,
  isChecked: selected?.includes(key) ?? false,
  parentKey,
  parentName,
  child: [],
});

/** Refinement nodes from facet rows: publishers with their categories as children, each list by count. */
export function countsFromRows(scope: SearchScope, rows: FacetRow[]): RefinementCounts {
  const selected = scope.refinements;
  const byCount = (a: RefinementNode, b: RefinementNode) => b.count - a.count || a.name.localeCompare(b.name);
  const categories = rows
    .filter((r) => r.family === 'category')
    .map((r) => node(categoryKey(r.parent_key!, r.key!), r.name!, r.count, [...(selected.categoryList ?? []), ...(selected.publisherList ?? [])], r.parent_key, r.parent_name))
    .sort(byCount);
  const publishers = rows
    .filter((r) => r.family === 'publisher')
    .map((r) => ({ ...node(r.key!, r.name!, r.count, selected.publisherList), child: categories.filter((c) => c.parentKey === r.key) }))
    .sort(byCount);
  const simple = (family: FacetRow['family'], list: RefinementFamily) =>
    rows
      .filter((r) => r.family === family)
      .map((r) => node(r.key!, r.name!, r.count, selected[list]))
      .sort(byCount);
  return {
    count: rows.find((r) => r.family === 'total')?.count ?? 0,
    icsCodeList: [],
    publisherList: publishers,
    categoryList: categories,
    topicList: simple('topic', 'topicList'),
    industryList: [],
    documentTypeList: simple('documentType', 'documentTypeList'),
    committeeList: simple('committee', 'committeeList'),
  };
}
