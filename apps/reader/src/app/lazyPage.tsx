import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@codex/ui';

/**
 * A page whose code loads when it is first visited, with the request spinner meanwhile: the route table's one way of
 * declaring a lazily loaded page. Called once per route when the table is built, so each route is one lazy component;
 * `props` are what the route hands its page (the search pages' kind).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, props?: P) {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<Spinner />}>
      <Page {...(props as P)} />
    </Suspense>
  );
}
