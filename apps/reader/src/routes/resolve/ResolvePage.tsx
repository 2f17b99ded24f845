import { useMemo } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { planPathResolver, queryFromLegacyPath, readResolverQuery, RESOLVE_TYPES } from '../../features/legacyLinks/index.js';
import { ResolverRedirect } from '../../features/legacyLinks/index.js';

/** /resolve/{type} (SUBSCRIPTION or EDIT): resolves the query string's document and opens it, otherwise home. */
export function ResolvePage() {
  const { type } = useParams();
  const [params] = useSearchParams();
  const search = params.toString();
  const plan = useMemo(() => planPathResolver(readResolverQuery(new URLSearchParams(search))), [search]);
  if (!RESOLVE_TYPES.includes((type ?? '').toUpperCase() as (typeof RESOLVE_TYPES)[number])) return <Navigate to="/" replace />;
  return <ResolverRedirect plan={plan} />;
}

/** /DIGITAL_LIBRARY and /Standards: old links; the path or query names the document. */
export function LegacyResolverPage() {
  const location = useLocation();
  const plan = useMemo(() => planPathResolver(queryFromLegacyPath(location.pathname, new URLSearchParams(location.search))), [location.pathname, location.search]);
  return <ResolverRedirect plan={plan} />;
}
