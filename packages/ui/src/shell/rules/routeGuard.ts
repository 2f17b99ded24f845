import { featureOn, hasAuthority, isCompany, isStandardsBody, type ShellAccount, type ShellConfig, type ShellSession } from './shellContext.js';

/** The route guard: what each route of the table shows for the session (spec section 2). */

/** The routes of the table that carry a condition (every other private route needs only a session). */
export type GuardedRoute =
  | 'home'
  | 'callback'
  | 'legacy'
  | 'notFound'
  | 'myAccount'
  | 'sharedWithMe'
  | 'favorites'
  | 'customCollections'
  | 'video'
  | 'publicationsShared'
  | 'compassPointsList'
  | 'compassPointsAdminList'
  | 'compassPointsChangeHistory'
  | 'compassPoint'
  | 'trackChanges'
  | 'document'
  | 'documentView'
  | 'search'
  | 'usageReport'
  | 'compassPointsReport'
  | 'resolve'
  | 'groups'
  | 'groupDetail'
  | 'userResources'
  | 'notes'
  | 'linksManagement'
  | 'admin';

export type GuardResult = 'blank' | 'placeholder' | 'forbidden' | 'ok' | { redirect: string };

const PUBLIC_ROUTES: ReadonlySet<GuardedRoute> = new Set(['home', 'callback', 'legacy', 'notFound']);

const compassPointsAllowed = (account: ShellAccount, _config: ShellConfig) => Boolean(account.compassPointFlag) && !isCompany(account);
const groupsAllowed = (account: ShellAccount, config: ShellConfig) => featureOn(config, 'groups') && !isCompany(account);

const ROUTE_CONDITIONS: Partial<Record<GuardedRoute, (account: ShellAccount, config: ShellConfig) => boolean>> = {
  compassPointsAdminList: (account) => hasAuthority(account, 'CP_ADMIN'),
  compassPointsReport: (account) => hasAuthority(account, 'CP_ADMIN'),
  usageReport: (account) => hasAuthority(account, 'ADMIN', 'REPORT_VIEW'),
  customCollections: (account) => Boolean(account.customCollection),
  compassPointsList: compassPointsAllowed,
  compassPointsChangeHistory: compassPointsAllowed,
  // The shared link (/compasspoint/{uuid}) has no condition here: its page asks the server and shows the spec's own
  // messages (section 8) to a COMPANY user (401) and to an account without compassPointFlag (403); see the ADR
  // "the shared compass point link asks the server".
  groups: groupsAllowed,
  groupDetail: groupsAllowed,
  sharedWithMe: (_account, config) => featureOn(config, 'content-share'),
  userResources: (_account, config) => isStandardsBody(config),
  // Personal notes are kept by the same users as compass points (the server's notes gate).
  notes: compassPointsAllowed,
  // The tenant's external links are its operator's to manage (docs/adr/0049).
  linksManagement: (account) => hasAuthority(account, 'OPERATOR'),
};

/**
 * What a route shows for the session: blank until the session is known, '...' without one,
 * the 403 text without the authority or flag, otherwise the page (or a redirect).
 */
export function guardRoute(route: GuardedRoute, session: ShellSession, config: ShellConfig): GuardResult {
  if (PUBLIC_ROUTES.has(route)) return 'ok';
  if (session.status === 'loading') return 'blank';
  const account = session.status === 'active' ? session.account : null;
  if (!account) return 'placeholder';
  const condition = ROUTE_CONDITIONS[route];
  if (condition && !condition(account, config)) return 'forbidden';
  if (route === 'document' && account.contentSecurity?.['drm-view'] === 'Y') return { redirect: '/document-view' };
  return 'ok';
}
