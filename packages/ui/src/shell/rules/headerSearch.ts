import { LIMITS, type SearchType } from '@codex/domain';
import type { ShellAccount, ShellConfig } from './shellContext.js';

/** The header search: the types offered, when a search may be sent, where it leads, and the type-ahead's rules. */

/** Search types the tenant enables; semantic only for sessions with the semantic flag. */
export function enabledSearchTypes(config: ShellConfig, account: ShellAccount | null | undefined): SearchType[] {
  return (config['search-types-configuration'] ?? [])
    .filter((type) => type.enabled && (type.code !== 'SEMANTIC' || Boolean(account?.semanticSearchFlag)))
    .map((type) => type.code);
}

/**
 * The tenant has no search configuration (no search-types-configuration, or an empty one): search is disabled and the
 * user is told with an error notification (spec "groups, sharing, session and shell", sections 4 and 8).
 */
export function isSearchConfigurationMissing(config: Pick<ShellConfig, 'search-types-configuration'>): boolean {
  return (config['search-types-configuration'] ?? []).length === 0;
}

export const SEARCH_INPUT_MAX = LIMITS.searchInput;
export const TYPE_AHEAD_MIN_EXCLUSIVE = 2;

/** Header search needs more than 1 trimmed character; the subscribed search may also be empty. */
export function canSubmitSearch(type: SearchType, text: string): boolean {
  const trimmed = text.trim();
  if (type === 'MYSUBSCRIPTION' && trimmed === '') return true;
  return trimmed.length > 1;
}

/** The results page a header search opens. */
export function searchPath(type: SearchType, text: string): string {
  const content = encodeURIComponent(text.trim());
  if (type === 'MYSUBSCRIPTION') return `/mysubscription-search?content=${content}`;
  if (type === 'SEMANTIC') return `/semantic-search?content=${content}`;
  return `/content-search?content=${content}&stype=${type}`;
}

/** Type-ahead starts after more than 2 trimmed characters. */
export const wantsTypeAhead = (text: string): boolean => text.trim().length > TYPE_AHEAD_MIN_EXCLUSIVE;

/** A publisher's suggestion list: 4 shown (5 when there are exactly 5); the toggle appears above 5. */
export function visibleSuggestions<T>(results: readonly T[], expanded: boolean): { shown: readonly T[]; hasToggle: boolean } {
  const hasToggle = results.length > 5;
  if (expanded && hasToggle) return { shown: results, hasToggle };
  return { shown: results.length === 5 ? results : results.slice(0, 4), hasToggle };
}
