import { useEffect, useMemo, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { searchPath, Spinner, useAppServices } from '@codex/ui';
import { lookupContentCode } from './resolverApi.js';
import { decodeIhsResolver, planIhsResolver, type ResolverPlan } from './resolver.js';

/** Carries out a resolver plan: looks the document up and opens it, or goes to search or home. */
export function ResolverRedirect({ plan }: { plan: ResolverPlan }) {
  const { http } = useAppServices();
  const [target, setTarget] = useState<string | null>(plan.kind === 'home' ? '/' : plan.kind === 'search' ? searchPath('ALL', plan.term) : null);

  useEffect(() => {
    if (plan.kind !== 'lookup') return;
    let current = true;
    const fallback = () => {
      if (plan.fallback === 'home') return '/';
      const term = [plan.query.designation, plan.query.year, plan.query.status].filter(Boolean).join(' ');
      return searchPath('ALL', term);
    };
    lookupContentCode(http, plan.query).then(
      (contentCode) => current && setTarget(contentCode ? `/document?contentCode=${encodeURIComponent(contentCode)}` : fallback()),
      () => current && setTarget(fallback()),
    );
    return () => {
      current = false;
    };
  }, [http, plan]);

  return target ? <Navigate to={target} replace /> : <Spinner />;
}

/** Home's ihsResolver parameter: base64 of a query string naming a document or a search. */
export function IhsResolverRedirect({ value }: { value: string }) {
  const plan = useMemo(() => planIhsResolver(decodeIhsResolver(value)), [value]);
  return <ResolverRedirect plan={plan} />;
}
