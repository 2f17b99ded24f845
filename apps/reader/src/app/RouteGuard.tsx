import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { guardRoute, useAppServices, type GuardedRoute } from '@codex/ui';
import { toShellSession, useSession } from '../features/session/index.js';
import { ForbiddenPage } from './ForbiddenPage.js';
import { SignInPlaceholder } from './SignInPlaceholder.js';

/** Wraps a page of the route table in its rule: blank, '...' (then Sign in), the 403 text, a redirect or the page. */
export function RouteGuard({ route, children }: { route: GuardedRoute; children: ReactNode }) {
  const { tenantConfig } = useAppServices();
  const { session } = useSession();
  const location = useLocation();
  const result = guardRoute(route, toShellSession(session), tenantConfig);
  if (result === 'blank') return null;
  if (result === 'placeholder') return <SignInPlaceholder />;
  if (result === 'forbidden') return <ForbiddenPage />;
  if (typeof result === 'object') return <Navigate to={`${result.redirect}${location.search}`} replace />;
  return <>{children}</>;
}
