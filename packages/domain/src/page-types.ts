/**
 * The reader's page types (reading-experience.md section 2: "page-type names are used for analytics"), free of zod
 * for the browser bundles. The names are the spec's; the compass point pages take their routes' names.
 */
export const PAGE_TYPES = [
  'home',
  'myAccount',
  'sharedWithMe',
  'publicationsShared',
  'favorites',
  'notes',
  'video',
  'trackChanges',
  'document',
  'mysubscription-search',
  'content-search',
  'semantic-search',
  'usage-report',
  'resolve',
  'groups',
  'group-detail',
  'links-management',
  'user-resources',
  'custom-collections',
  'compass-points-list',
  'compass-points-admin-list',
  'compass-points-report',
  'compasspoint',
  'compass-points-change-history',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The page type of a reader path, or null for a path that is not one of the route table's pages (callback, not found). */
export function pageTypeOf(pathname: string): PageType | null {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  if (first === '' || first === 'home') return 'home';
  if (first === 'document' || first === 'document-view') return 'document';
  if (first === 'DIGITAL_LIBRARY' || first === 'Standards') return 'resolve';
  return (PAGE_TYPES as readonly string[]).includes(first) && first !== 'home' ? (first as PageType) : null;
}

/** Notes per page of the reader's notes page, and the most one page asks for. */
export const NOTES_PAGE_SIZE = 20;
export const NOTES_PAGE_SIZE_MAX = 100;

/** An absolute http(s) address with a host: what an external link of the tenant may point to (links management). */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#]+/i.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
}

