import { useLayoutEffect, type ReactNode } from 'react';
import { useRoutes, useSearchParams, type RouteObject } from 'react-router-dom';
import { useAppServices, type GuardedRoute } from '@codex/ui';
import { lazyPage, pageLoader } from './app/lazyPage.js';
import { RouteGuard } from './app/RouteGuard.js';
import { ReaderLayout } from './routes/layout/ReaderLayout.js';
import { CallbackPage } from './routes/callback/CallbackPage.js';
import { HomePage } from './routes/home/HomePage.js';
import { NotFoundPage } from './routes/notFound/NotFoundPage.js';
import { ConsoleHandover, CONSOLE_TARGETS } from './routes/console/ConsoleHandover.js';
import { UsageReportHandover } from './routes/console/UsageReportHandover.js';
import { prefetchDocument } from './routes/document/documentPrefetch.js';

const guarded = (route: GuardedRoute, element: ReactNode) => <RouteGuard route={route}>{element}</RouteGuard>;

// pdf.js loads with the document page, so only when a document is opened.
const loadDocumentPage = pageLoader(() => import('./routes/document/DocumentPage.js').then((m) => m.DocumentPage));
const documentPage = lazyPage(loadDocumentPage);
// The reader opened at a document (a link, a bookmark): the page's code loads with the app, while the session is
// asked for, instead of after it; the page then renders without suspending (app/lazyPage.tsx).
if (typeof window !== 'undefined' && window.location.pathname === '/document') void loadDocumentPage().catch(() => undefined);
// The pages most visits reach next: a search, the favorites, the groups. Their code loads once the browser is idle,
// after the document page's, so their first visit renders without suspending too (React reveals a suspended page no
// sooner than about 0.3 s after its spinner; docs/benchmarks.md).
const loadSearchPage = pageLoader(() => import('./routes/search/SearchPage.js').then((m) => m.SearchPage));
const loadFavoritesPage = pageLoader(() => import('./routes/favorites/FavoritesPage.js').then((m) => m.FavoritesPage));
const loadGroupsPage = pageLoader(() => import('./routes/groups/GroupsPage.js').then((m) => m.GroupsPage));
// Anywhere else the document page's code (not pdf.js) comes first: most visits open a document, from a search result
// or a list. Production builds only (the dev server compiles each page on request).
if (import.meta.env.PROD && typeof window !== 'undefined') {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2_000));
  const ahead: (() => Promise<unknown>)[] = window.location.pathname === '/document' ? [loadSearchPage, loadFavoritesPage, loadGroupsPage] : [loadDocumentPage, loadSearchPage, loadFavoritesPage, loadGroupsPage];
  whenIdle(
    () => {
      // One after another, so they never compete with what the visible page is still fetching.
      void ahead.reduce<Promise<unknown>>((previous, load) => previous.then(() => load()).catch(() => undefined), Promise.resolve());
    },
    { timeout: 5_000 },
  );
}

/**
 * The document page, whose metadata, entitlement check and PDF engine start as soon as the guard lets it show, while
 * its code still loads (routes/document/documentPrefetch.ts). A layout effect, so it runs before the page's own effects
 * when the page's code is already there.
 */
function DocumentRoute() {
  const { http } = useAppServices();
  const [params] = useSearchParams();
  const contentCode = params.get('contentCode') ?? params.get('contentcode') ?? '';
  useLayoutEffect(() => prefetchDocument(http, contentCode), [http, contentCode]);
  return documentPage;
}

/**
 * The reader's route table (spec "groups, sharing, session and shell", section 2). Home, the sign-in callback and the
 * small console-handover and not-found pages come with the first bundle; every other page is a lazyPage.
 */
export const readerRoutes: RouteObject[] = [
  { path: '/implicit/callback', element: <CallbackPage /> },
  // The protected-content viewer has its own shell and guard.
  { path: '/document-view', element: lazyPage(() => import('./routes/documentView/DocumentViewPage.js').then((m) => m.DocumentViewPage)) },
  {
    element: <ReaderLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'home/:key?', element: <HomePage /> },
      { path: 'admin/*', element: guarded('admin', <ConsoleHandover target={CONSOLE_TARGETS.admin} />) },
      { path: 'myAccount', element: guarded('myAccount', lazyPage(() => import('./routes/myAccount/MyAccountPage.js').then((m) => m.MyAccountPage))) },
      { path: 'sharedWithMe', element: guarded('sharedWithMe', lazyPage(() => import('./routes/shared/SharedWithMePage.js').then((m) => m.SharedWithMePage))) },
      { path: 'favorites', element: guarded('favorites', lazyPage(loadFavoritesPage)) },
      {
        path: 'custom-collections',
        element: guarded('customCollections', lazyPage(() => import('./routes/customCollections/CustomCollectionsPage.js').then((m) => m.CustomCollectionsPage))),
      },
      { path: 'video', element: guarded('video', lazyPage(() => import('./routes/video/VideoPage.js').then((m) => m.VideoPage))) },
      {
        path: 'publicationsShared',
        element: guarded('publicationsShared', lazyPage(() => import('./routes/shared/SharedWithMePage.js').then((m) => m.PublicationsSharedPage))),
      },
      {
        path: 'compass-points-list',
        element: guarded('compassPointsList', lazyPage(() => import('./routes/compassPointsList/CompassPointsListPage.js').then((m) => m.CompassPointsListPage))),
      },
      {
        path: 'compass-points-admin-list',
        element: guarded('compassPointsAdminList', <ConsoleHandover target={CONSOLE_TARGETS.compassPointsAdminList} />),
      },
      {
        path: 'compass-points-change-history/:compassPointId/:contentId/:contentCode',
        element: guarded(
          'compassPointsChangeHistory',
          lazyPage(() => import('./routes/compassPointsChangeHistory/ChangeHistoryPage.js').then((m) => m.ChangeHistoryPage)),
        ),
      },
      { path: 'trackChanges', element: guarded('trackChanges', lazyPage(() => import('./routes/trackChanges/TrackChangesPage.js').then((m) => m.TrackChangesPage))) },
      { path: 'document', element: guarded('document', <DocumentRoute />) },
      {
        path: 'compasspoint/:compassPointUuid',
        element: guarded('compassPoint', lazyPage(() => import('./routes/compassPoint/SharedCompassPointPage.js').then((m) => m.SharedCompassPointPage))),
      },
      { path: 'mysubscription-search', element: guarded('search', lazyPage(loadSearchPage, { kind: 'mysubscription' as const })) },
      { path: 'semantic-search', element: guarded('search', lazyPage(loadSearchPage, { kind: 'semantic' as const })) },
      { path: 'content-search', element: guarded('search', lazyPage(loadSearchPage, { kind: 'content' as const })) },
      { path: 'usage-report', element: guarded('usageReport', <UsageReportHandover />) },
      {
        path: 'compass-points-report',
        element: guarded('compassPointsReport', <ConsoleHandover target={CONSOLE_TARGETS.compassPointsReport} />),
      },
      { path: 'resolve/:type', element: guarded('resolve', lazyPage(() => import('./routes/resolve/ResolvePage.js').then((m) => m.ResolvePage))) },
      { path: 'groups', element: guarded('groups', lazyPage(loadGroupsPage)) },
      { path: 'group-detail', element: guarded('groupDetail', lazyPage(() => import('./routes/groupDetail/GroupDetailPage.js').then((m) => m.GroupDetailPage))) },
      { path: 'DIGITAL_LIBRARY/*', element: guarded('legacy', lazyPage(() => import('./routes/resolve/ResolvePage.js').then((m) => m.LegacyResolverPage))) },
      { path: 'Standards/*', element: guarded('legacy', lazyPage(() => import('./routes/resolve/ResolvePage.js').then((m) => m.LegacyResolverPage))) },
      {
        path: 'user-resources',
        element: guarded('userResources', lazyPage(() => import('./routes/userResources/UserResourcesPage.js').then((m) => m.UserResourcesPage))),
      },
      { path: 'notes', element: guarded('notes', lazyPage(() => import('./routes/notes/NotesPage.js').then((m) => m.NotesPage))) },
      {
        path: 'links-management',
        element: guarded('linksManagement', lazyPage(() => import('./routes/linksManagement/LinksManagementPage.js').then((m) => m.LinksManagementPage))),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The route table as elements, for a <BrowserRouter> (the product) or a memory router (tests). Declarative routing
 * instead of a data router: the reader uses no loaders or actions, and the data router's code was 16 kB gzip of the
 * home route's first JavaScript (docs/benchmarks.md).
 */
export function ReaderRoutes() {
  return useRoutes(readerRoutes);
}
