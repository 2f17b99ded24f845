import type { SelectedRefinement } from './searchState.js';
import type { RefinementFamily, RefinementNode } from '@codex/domain';

/** Selected refinements shown before "see more" (spec section 2). */
export const SELECTED_SHOWN = 2;
/** Children of a publisher shown before "see more" (spec section 2). */
export const PUBLISHER_CHILDREN_SHOWN = 2;
/** Entries of a long family shown before "show more"; our choice, so a topic list of hundreds stays usable. */
export const FAMILY_NODES_SHOWN = 5;

export const isSelected = (selected: readonly SelectedRefinement[], family: RefinementFamily, key: string): boolean =>
  selected.some((entry) => entry.r === family && entry.k === key);

/**
 * Checks or unchecks a node. The children of a publisher are categories of that publisher: they are
 * kept as categoryList entries with the publisher as parent key, so they narrow the publisher rather
 * than widen it.
 */
export function toggleRefinement(selected: readonly SelectedRefinement[], family: RefinementFamily, node: Pick<RefinementNode, 'key' | 'name' | 'parentKey'>): SelectedRefinement[] {
  if (isSelected(selected, family, node.key)) return selected.filter((entry) => !(entry.r === family && entry.k === node.key));
  return [...selected, { k: node.key, r: family, n: node.name, pk: node.parentKey }];
}

export const removeRefinement = (selected: readonly SelectedRefinement[], entry: SelectedRefinement): SelectedRefinement[] =>
  selected.filter((other) => !(other.r === entry.r && other.k === entry.k));

/** The first `shown` entries, and whether a toggle is needed to see the rest. */
export function visibleEntries<T>(entries: readonly T[], expanded: boolean, shown: number): { visible: readonly T[]; hidden: number } {
  if (expanded || entries.length <= shown) return { visible: entries, hidden: 0 };
  return { visible: entries.slice(0, shown), hidden: entries.length - shown };
}
