import { REFINEMENT_FAMILIES, type RefinementFamily, type Refinements, type SearchField, type SearchType } from '@codex/domain';

/**
 * The state of a results page lives entirely in its URL (spec "reading experience", section 2:
 * content, stype, page, categories, sort, sortcounts, publisherid), so back, forward and shared links
 * reproduce the page. These pure functions read and write it.
 */

/** The three results pages of the route table. */
export type SearchKind = 'content' | 'mysubscription' | 'semantic';

export const SEARCH_PATHS: Record<SearchKind, string> = {
  content: '/content-search',
  mysubscription: '/mysubscription-search',
  semantic: '/semantic-search',
};

/** Sort as the URL and the API's `sort` query carry it; BEST_MATCH sends no sort at all. */
export const SORT_OPTIONS = ['BEST_MATCH', 'title,asc', 'title,desc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** Page sizes the results page offers (spec section 9); the first is the default. */
export const PAGE_SIZE_OPTIONS = [25, 50, 75, 100] as const;
export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;

/** Search values are cut to 500 characters on search calls (spec section 5). */
export const SEARCH_TERM_MAX = 500;

/** One selected refinement as the `categories` URL parameter lists it: key, family, name, parent key. */
export interface SelectedRefinement {
  k: string;
  r: RefinementFamily;
  n: string;
  pk: string | null;
}

export interface SearchState {
  kind: SearchKind;
  /** The term as typed (already URL-decoded); '' searches everything. */
  content: string;
  stype: SearchField;
  /** 0-based. */
  page: number;
  categories: SelectedRefinement[];
  sort: SortOption;
  /** Results per page (the `sortcounts` parameter). */
  size: PageSize;
  /** Restricts a my-subscription search to one subscribed publisher (its numeric id). */
  publisherId: number | null;
}

export const defaultSearchState = (kind: SearchKind): SearchState => ({
  kind,
  content: '',
  stype: 'A',
  page: 0,
  categories: [],
  sort: 'BEST_MATCH',
  size: DEFAULT_PAGE_SIZE,
  publisherId: null,
});

const isFamily = (value: unknown): value is RefinementFamily => typeof value === 'string' && (REFINEMENT_FAMILIES as readonly string[]).includes(value);

/** Reads the categories JSON; entries that are not {k, r, n, pk} of a known family are left out, never guessed. */
export function parseCategories(raw: string | null): SelectedRefinement[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<string>();
  const out: SelectedRefinement[] = [];
  for (const entry of parsed) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { k, r, n, pk } = entry as Record<string, unknown>;
    if (typeof k !== 'string' || k === '' || k.length > 300 || !isFamily(r)) continue;
    const id = `${r}|${k}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push({ k, r, n: typeof n === 'string' && n !== '' ? n : k, pk: typeof pk === 'string' && pk !== '' ? pk : null });
  }
  return out;
}

/** stype as the spec names it; the header's 'ALL' is the same as A. */
function parseStype(raw: string | null): SearchField {
  const value = (raw ?? '').toUpperCase();
  if (value === 'K' || value === 'D') return value;
  return 'A';
}

function parseSort(raw: string | null): SortOption {
  const value = (raw ?? '').toLowerCase();
  if (value === 'title,asc' || value === 'a-z') return 'title,asc';
  if (value === 'title,desc' || value === 'z-a') return 'title,desc';
  return 'BEST_MATCH';
}

function parsePage(raw: string | null): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 0 && value <= 100_000 ? value : 0;
}

function parseSize(raw: string | null): PageSize {
  const value = Number(raw);
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(value) ? (value as PageSize) : DEFAULT_PAGE_SIZE;
}

function parsePublisherId(raw: string | null): number | null {
  const value = Number(raw);
  return raw && Number.isInteger(value) && value > 0 ? value : null;
}

/** Cuts a term to 500 characters (by characters, not UTF-16 units, so no emoji is split). */
export const cutTerm = (term: string): string => [...term].slice(0, SEARCH_TERM_MAX).join('');

/**
 * The state a URL describes. Values that do not parse fall back to the defaults rather than failing,
 * so an old or hand-edited link still opens a results page.
 * The sidebar's subscription links (`?subscription=IETF`) select that publisher.
 */
export function stateFromUrl(kind: SearchKind, params: URLSearchParams): SearchState {
  const categories = kind === 'semantic' ? [] : parseCategories(params.get('categories'));
  const subscription = params.get('subscription');
  if (kind !== 'semantic' && subscription && !categories.some((c) => c.r === 'publisherList' && c.k === subscription)) {
    categories.push({ k: subscription, r: 'publisherList', n: subscription, pk: null });
  }
  return {
    kind,
    content: cutTerm(params.get('content') ?? ''),
    stype: kind === 'semantic' ? 'A' : parseStype(params.get('stype')),
    page: parsePage(params.get('page')),
    categories,
    sort: kind === 'semantic' ? 'BEST_MATCH' : parseSort(params.get('sort')),
    size: parseSize(params.get('sortcounts')),
    publisherId: kind === 'mysubscription' ? parsePublisherId(params.get('publisherid')) : null,
  };
}

/** The query string of a state: content, stype and page always, the rest when they differ from the defaults. */
export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('content', state.content);
  if (state.kind !== 'semantic') params.set('stype', state.stype);
  params.set('page', String(state.page));
  if (state.kind !== 'semantic' && state.categories.length > 0) params.set('categories', JSON.stringify(state.categories.map(({ k, r, n, pk }) => ({ k, r, n, pk }))));
  if (state.kind !== 'semantic' && state.sort !== 'BEST_MATCH') params.set('sort', state.sort);
  if (state.size !== DEFAULT_PAGE_SIZE) params.set('sortcounts', String(state.size));
  if (state.kind === 'mysubscription' && state.publisherId !== null) params.set('publisherid', String(state.publisherId));
  return params;
}

/** The full address of a state's results page. */
export function urlOf(state: SearchState): string {
  return `${SEARCH_PATHS[state.kind]}?${searchParamsOf(state).toString()}`;
}

// ---------------------------------------------------------------------------------------------
// Requests

/** The refinement lists of a search or count body: each family with the keys selected in it. */
export function refinementBody(categories: SelectedRefinement[]): Refinements {
  const body: Refinements = {};
  for (const { k, r } of categories) (body[r] ??= []).push(k);
  return body;
}

/** An empty term is sent as '*' (spec section 5). */
export const keywordsOf = (content: string): string => {
  const trimmed = cutTerm(content).trim();
  return trimmed === '' ? '*' : trimmed;
};

export interface SearchRequest {
  url: string;
  query: { page: number; size: number; sort?: string };
  body: Record<string, unknown>;
}

/**
 * The search call of a state. BEST_MATCH sends sortType BEST_MATCH and no sort; an alphabetical
 * sort sends sortType OVERRIDE_SORT with the sort (spec section 4). Semantic search takes only keywords.
 */
export function searchRequestOf(state: SearchState): SearchRequest {
  const query: SearchRequest['query'] = { page: state.page, size: state.size };
  if (state.kind === 'semantic') return { url: '/api/semantic-search/v1/query', query, body: { keywords: keywordsOf(state.content) } };
  const body: Record<string, unknown> = {
    keywords: keywordsOf(state.content),
    searchField: state.stype,
    sortType: state.sort === 'BEST_MATCH' ? 'BEST_MATCH' : 'OVERRIDE_SORT',
    ...refinementBody(state.categories),
  };
  if (state.sort !== 'BEST_MATCH') query.sort = state.sort;
  if (state.kind === 'mysubscription') {
    if (state.publisherId !== null) body.publisherId = state.publisherId;
    return { url: '/api/documents/entitled-documents/search', query, body };
  }
  return { url: '/api/documents/search', query, body };
}

/** The count call that gives the sidebar its nodes and numbers, over exactly the same search. */
export function countRequestOf(state: SearchState): { url: string; body: Record<string, unknown> } {
  const body: Record<string, unknown> = {
    keywords: keywordsOf(state.content),
    searchField: state.stype,
    section: 'Publisher',
    ...refinementBody(state.categories),
  };
  if (state.kind === 'mysubscription') {
    if (state.publisherId !== null) body.publisherId = state.publisherId;
    return { url: '/api/documents/entitled-documents/search/count', body };
  }
  return { url: '/api/documents/search/count', body };
}

// ---------------------------------------------------------------------------------------------
// Transitions (each returns the next state; the page pushes its URL)

/** Any change of what is searched starts again at the first page. */
export const withCategories = (state: SearchState, categories: SelectedRefinement[]): SearchState => ({ ...state, categories, page: 0 });
export const clearAllRefinements = (state: SearchState): SearchState => withCategories(state, []);
export const withSort = (state: SearchState, sort: SortOption): SearchState => ({ ...state, sort, page: 0 });
export const withPageSize = (state: SearchState, size: PageSize): SearchState => ({ ...state, size, page: 0 });
export const withPage = (state: SearchState, page: number): SearchState => ({ ...state, page: Math.max(0, page) });

/**
 * The All content / My subscription switch: the same query on the other page, from its first page.
 * A publisher restriction belongs to the subscription search and is dropped on the way out.
 */
export function switchedTo(state: SearchState, kind: 'content' | 'mysubscription'): SearchState {
  return { ...state, kind, page: 0, publisherId: kind === 'mysubscription' ? state.publisherId : null };
}

// ---------------------------------------------------------------------------------------------
// Search types

/**
 * Every tenant search type a results page needs, as the server checks them: the scope (all content or
 * my subscription) and, for a keyword or designation search, that type too.
 */
export function requiredSearchTypes(state: Pick<SearchState, 'kind' | 'stype'>): SearchType[] {
  if (state.kind === 'semantic') return ['SEMANTIC'];
  const scope: SearchType = state.kind === 'mysubscription' ? 'MYSUBSCRIPTION' : 'ALL';
  return state.stype === 'A' ? [scope] : [scope, state.stype];
}

/** Where a search of a given type goes, keeping the term. */
export function pathForType(type: SearchType, content: string): string {
  const state = defaultSearchState('content');
  state.content = content;
  if (type === 'SEMANTIC') return urlOf({ ...state, kind: 'semantic' });
  if (type === 'MYSUBSCRIPTION') return urlOf({ ...state, kind: 'mysubscription' });
  return urlOf({ ...state, stype: type === 'ALL' ? 'A' : type });
}

/** Order in which another enabled type is chosen when the asked one is off. */
const FALLBACK_ORDER: SearchType[] = ['ALL', 'K', 'D', 'MYSUBSCRIPTION', 'SEMANTIC'];

/**
 * A search type the tenant does not enable (semantic also needs the session's flag, which the caller
 * folds into `enabled`) sends the user to another enabled type with the same term, or home.
 * Answers null when the page may show.
 */
export function redirectForDisabledType(state: SearchState, enabled: readonly SearchType[]): string | null {
  if (requiredSearchTypes(state).every((type) => enabled.includes(type))) return null;
  // K and D search within all content, so they need ALL as well.
  const usable = (type: SearchType) => enabled.includes(type) && (type !== 'K' && type !== 'D' ? true : enabled.includes('ALL'));
  const other = FALLBACK_ORDER.find(usable);
  return other ? pathForType(other, state.content) : '/';
}

// ---------------------------------------------------------------------------------------------
// Showing the term

/** The term in messages: 20 characters on desktop, 8 on mobile (spec section 9); 500 on the no-results page. */
export const TERM_LIMITS = { desktop: 20, mobile: 8, noResults: 500 } as const;

export function truncateTerm(term: string, max: number): string {
  const characters = [...term];
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : term;
}
