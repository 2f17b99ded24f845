import type { ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { GuardedRoute } from '@codex/ui';
import { RouteGuard } from './features/shell/RouteGuard.js';
import { ReaderLayout } from './routes/layout/ReaderLayout.js';
import { CallbackPage } from './routes/callback/CallbackPage.js';
import { HomePage } from './routes/home/HomePage.js';
import { DocumentPage } from './routes/document/DocumentPage.js';
import { NotFoundPage } from './routes/notFound/NotFoundPage.js';
import { PlaceholderPage } from './routes/placeholder/PlaceholderPage.js';
import { ConsoleHandover, CONSOLE_TARGETS } from './routes/console/ConsoleHandover.js';
import { TrackChangesPage } from './routes/trackChanges/TrackChangesPage.js';

const guarded = (route: GuardedRoute, element: ReactNode) => <RouteGuard route={route}>{element}</RouteGuard>;
/** A page whose own issue has not landed yet: guarded like the real one, showing its title. */
const placeholder = (route: GuardedRoute, titleKey: string) => guarded(route, <PlaceholderPage titleKey={titleKey} />);

/** The reader's route table (spec "groups, sharing, session and shell", section 2). */
export const readerRoutes: RouteObject[] = [
  { path: '/implicit/callback', element: <CallbackPage /> },
  // The protected-content viewer has its own shell and loads only when visited.
  {
    path: '/document-view',
    lazy: async () => ({ Component: (await import('./routes/documentView/DocumentViewPage.js')).DocumentViewPage }),
  },
  {
    element: <ReaderLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'home/:key?', element: <HomePage /> },
      { path: 'admin/*', element: guarded('admin', <ConsoleHandover target={CONSOLE_TARGETS.admin} />) },
      { path: 'myAccount', element: placeholder('myAccount', 'routes.myAccount') },
      { path: 'sharedWithMe', element: placeholder('sharedWithMe', 'routes.sharedWithMe') },
      { path: 'favorites', element: placeholder('favorites', 'routes.favorites') },
      { path: 'custom-collections', element: placeholder('customCollections', 'routes.customCollections') },
      { path: 'video', element: placeholder('video', 'routes.video') },
      { path: 'publicationsShared', element: placeholder('publicationsShared', 'routes.publicationsShared') },
      { path: 'compass-points-list', element: placeholder('compassPointsList', 'routes.compassPointsList') },
      {
        path: 'compass-points-admin-list',
        element: guarded('compassPointsAdminList', <ConsoleHandover target={CONSOLE_TARGETS.compassPointsAdminList} />),
      },
      {
        path: 'compass-points-change-history/:compassPointId/:contentId/:contentCode',
        element: placeholder('compassPointsChangeHistory', 'routes.compassPointsChangeHistory'),
      },
      { path: 'trackChanges', element: guarded('trackChanges', <TrackChangesPage />) },
      { path: 'document', element: guarded('document', <DocumentPage />) },
      { path: 'compasspoint/:compassPointUuid', element: placeholder('compassPoint', 'routes.compassPoint') },
      { path: 'mysubscription-search', element: placeholder('search', 'routes.mySubscriptionSearch') },
      { path: 'semantic-search', element: placeholder('search', 'routes.semanticSearch') },
      { path: 'content-search', element: placeholder('search', 'routes.contentSearch') },
      { path: 'usage-report', element: guarded('usageReport', <ConsoleHandover target={CONSOLE_TARGETS.usageReport} />) },
      {
        path: 'compass-points-report',
        element: guarded('compassPointsReport', <ConsoleHandover target={CONSOLE_TARGETS.compassPointsReport} />),
      },
      { path: 'resolve/:type', element: placeholder('resolve', 'routes.resolve') },
      { path: 'groups', element: placeholder('groups', 'routes.groups') },
      { path: 'group-detail', element: placeholder('groupDetail', 'routes.groupDetail') },
      { path: 'DIGITAL_LIBRARY/*', element: placeholder('legacy', 'routes.legacy') },
      { path: 'Standards/*', element: placeholder('legacy', 'routes.legacy') },
      { path: 'user-resources', element: placeholder('userResources', 'routes.userResources') },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createReaderRouter() {
  return createBrowserRouter(readerRoutes);
}
