/**
 * The legacy link resolvers (spec "reading experience" section 2 Home, and "groups, sharing, session and
 * shell" section 2): old deep links name a document by designation, year and status, or carry a search term.
 * The decoded query string's parameter names are ours (the spec does not show them): designation, assetId,
 * year, status and term (also accepted as search or q).
 */

export interface ResolverQuery {
  designation: string | null;
  assetId: string | null;
  year: string | null;
  status: string | null;
  term: string | null;
}

export type ResolverPlan =
  /** Look the document up, then open it; on 'Not found Content' go to `fallback`. */
  | { kind: 'lookup'; query: ResolverQuery; fallback: 'search' | 'home' }
  | { kind: 'search'; term: string }
  | { kind: 'home' };

const pick = (params: URLSearchParams, ...names: string[]) => {
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) return value.slice(0, 500);
  }
  return null;
};

export function readResolverQuery(params: URLSearchParams): ResolverQuery {
  return {
    designation: pick(params, 'designation', 'designationNo'),
    assetId: pick(params, 'assetId', 'assetid'),
    year: pick(params, 'year'),
    status: pick(params, 'status'),
    term: pick(params, 'term', 'search', 'q', 'content'),
  };
}

/** Decodes the home page's ihsResolver value (base64 of a query string); null when it is not base64 text. */
export function decodeIhsResolver(value: string): ResolverQuery | null {
  try {
    const normalised = value.trim().replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(normalised);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    return readResolverQuery(new URLSearchParams(text.startsWith('?') ? text.slice(1) : text));
  } catch {
    return null;
  }
}

/**
 * Home's ihsResolver: a designation together with a year or a status is looked up (content search when it is not
 * found); a term alone, or only a year or status, goes to content search.
 */
export function planIhsResolver(query: ResolverQuery | null): ResolverPlan {
  if (!query) return { kind: 'home' };
  if (query.designation && (query.year || query.status)) return { kind: 'lookup', query, fallback: 'search' };
  const term = query.term ?? query.designation ?? [query.year, query.status].filter(Boolean).join(' ');
  return term ? { kind: 'search', term } : { kind: 'home' };
}

/** /resolve/{type}, /DIGITAL_LIBRARY and /Standards: anything that names a document is looked up; the rest goes home. */
export function planPathResolver(query: ResolverQuery): ResolverPlan {
  if (query.assetId || query.designation) return { kind: 'lookup', query, fallback: 'home' };
  return { kind: 'home' };
}

/** The legacy path's last segment often is the designation itself (/Standards/RFC9110). */
export function queryFromLegacyPath(pathname: string, params: URLSearchParams): ResolverQuery {
  const query = readResolverQuery(params);
  if (query.designation || query.assetId) return query;
  const last = decodeURIComponent(pathname.split('/').filter(Boolean).slice(1).join('/'));
  return last ? { ...query, designation: last.slice(0, 500) } : query;
}

export const RESOLVE_TYPES = ['SUBSCRIPTION', 'EDIT'] as const;
