/**
 * The home dashboard's tabs and their redirects (spec "reading experience", sections 2 and 4), as pure
 * functions so every rule is tested without rendering.
 *
 * Tab ids are numeric. The spec fixes tracker = 1 and company subscriptions = 4, says a company user asking
 * for 3 or lower lands on recently updated and an individual asking above 3 lands on recently accessed. The
 * other ids follow from that (docs/adr/ (home tab ids and resolvers)): the individual tabs take 0-3, the company
 * tabs 4-5, and the table of contents, which only individuals of a tenant with home-page-toc see, takes 6
 * as the one exception to "above 3".
 */

export const HOME_TAB_IDS = {
  recentlyAccessed: 0,
  tracker: 1,
  favorites: 2,
  subscriptions: 3,
  companySubscriptions: 4,
  recentlyUpdated: 5,
  tableOfContents: 6,
} as const;

export type HomeTab = keyof typeof HOME_TAB_IDS;

export interface HomeTabContext {
  isCompany: boolean;
  /** Tenant feature home-page-toc. */
  tocEnabled: boolean;
  /** Tenant feature show-tracker and the Tracker menu entry shown. */
  trackerEnabled: boolean;
  /** The selected account's current subscriptions. */
  subscriptionCount: number;
}

/** The tabs a user sees, in the order they are shown. */
export function visibleHomeTabs(context: HomeTabContext): HomeTab[] {
  const manySubscriptions = context.subscriptionCount > 1;
  if (context.isCompany) return manySubscriptions ? ['recentlyUpdated', 'companySubscriptions'] : ['recentlyUpdated'];
  const tabs: HomeTab[] = [];
  if (context.tocEnabled) tabs.push('tableOfContents');
  tabs.push('recentlyAccessed');
  if (context.trackerEnabled) tabs.push('tracker');
  tabs.push('favorites');
  if (manySubscriptions) tabs.push('subscriptions');
  return tabs;
}

export const defaultHomeTab = (context: Pick<HomeTabContext, 'isCompany'>): HomeTab => (context.isCompany ? 'recentlyUpdated' : 'recentlyAccessed');

export const homeTabById = (id: number): HomeTab | null =>
  (Object.entries(HOME_TAB_IDS).find(([, value]) => value === id)?.[0] as HomeTab | undefined) ?? null;

/**
 * The tab a `/home/{key}` address shows. A missing or unreadable key is the default tab; a key the user may not
 * see falls back to the default, as the spec's redirects say.
 */
export function resolveHomeTab(key: string | undefined, context: HomeTabContext): HomeTab {
  const fallback = defaultHomeTab(context);
  if (key === undefined || key === '' || !/^\d+$/.test(key)) return fallback;
  const id = Number(key);
  if (context.isCompany && id <= 3) return fallback;
  if (!context.isCompany && id > 3 && id !== HOME_TAB_IDS.tableOfContents) return fallback;
  const tab = homeTabById(id);
  if (!tab || !visibleHomeTabs(context).includes(tab)) return fallback;
  return tab;
}

/** At most six cards per tab. */
export const HOME_CARDS_PER_TAB = 6;
