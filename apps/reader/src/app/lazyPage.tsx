import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@codex/ui';

/**
 * A page whose code loads when it is first visited, with the request spinner meanwhile. Called once per route
 * when the route table is built, so each page is one lazy component.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  );
}
