import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Spinner } from '@codex/ui';

/** A page loader that loads once and remembers what it loaded, so a page loaded ahead renders without suspending. */
export interface PageLoader<P> {
  (): Promise<ComponentType<P>>;
  loaded?: ComponentType<P>;
}

export function pageLoader<P>(load: () => Promise<ComponentType<P>>): PageLoader<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const loader: PageLoader<P> = () =>
    (loading ??= load().then((page) => {
      loader.loaded = page;
      return page;
    }));
  return loader;
}

/**
 * A page whose code loads when it is first visited, with the request spinner meanwhile: the route table's one way of
 * declaring a lazily loaded page. Called once per route when the table is built, so each route is one lazy component;
 * `props` are what the route hands its page (the search pages' kind). A page whose code a pageLoader has already
 * loaded (ahead of the visit) is rendered at once: a suspended page is shown no sooner than React's reveal throttle,
 * about 0.3 s after its spinner, which cost the document page most of that time even with its code in the cache.
 */
export function lazyPage<P extends object>(load: (() => Promise<ComponentType<P>>) | PageLoader<P>, props?: P) {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Page(pageProps: P) {
    // Chosen once per mount: switching between the two would mount the page a second time.
    const [Loaded] = useState(() => (load as PageLoader<P>).loaded);
    if (Loaded) return <Loaded {...pageProps} />;
    return (
      <Suspense fallback={<Spinner />}>
        <Lazy {...pageProps} />
      </Suspense>
    );
  }
  return <Page {...(props as P)} />;
}
