import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { mayUse, type Access } from '../providers/access.js';

/**
 * A console page whose code loads apart from the console's first bundle (the report pages, which carry the chart
 * library): `load` fetches it once and remembers it, `page` shows it. A page whose code was loaded ahead renders at
 * once; one still loading shows react-admin's Loading meanwhile. A suspended page is revealed no sooner than React's
 * reveal throttle (about 0.3 s), which loading ahead avoids (docs/benchmarks.md, "console usage page").
 */
export interface LoadedPage {
  load: () => Promise<ComponentType>;
  page: ComponentType;
}

export function loadedPage(importPage: () => Promise<{ default: ComponentType }>): LoadedPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | null = null;
  const load = () =>
    (loading ??= importPage().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        // A later visit asks again instead of keeping the failure.
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => load().then((page) => ({ default: page })));
  function Page() {
    // Chosen once per mount: switching between the two would mount the page a second time.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded />;
    return (
      <Suspense fallback={<Loading />}>
        <Lazy />
      </Suspense>
    );
  }
  return { load, page: Page };
}

/** How long after the signed-in layout appears the pages' code starts to load ahead. */
const AHEAD_AFTER_MS = 3_000;

interface PageAhead {
  path: string;
  access: Access;
  load: () => Promise<unknown>;
}

/** Whether the console was opened at this page (a link from the reader, the embed URL, a bookmark). */
export function openedAt(page: { path: string }, basename: string): boolean {
  return typeof window !== 'undefined' && window.location.pathname === `${basename}${page.path}`;
}

/** Starts loading the code of the page the console was opened at with the console's own. */
export function loadOpenedPage(pages: readonly PageAhead[], basename: string): void {
  const opened = pages.find((page) => openedAt(page, basename));
  if (opened) void opened.load().catch(() => undefined);
}

/**
 * Rendered in the signed-in layout: once the browser is idle, loads the code of the pages the signed-in role may open, one after another,
 * so their first visit renders without waiting. Production builds only (the dev server compiles on request).
 */
export function LoadPagesAhead({ pages }: { pages: readonly PageAhead[] }) {
  // The query react-admin already made for the menu; a failure is react-admin's to handle, not this helper's.
  const { permissions, isPending } = usePermissions({}, { staleTime: 5 * 60_000, onError: () => undefined });
  useEffect(() => {
    if (!import.meta.env.PROD || isPending) return;
    const allowed = pages.filter((page) => mayUse(permissions, page.access));
    if (allowed.length === 0) return;
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 0));
    let idle: number | undefined;
    // Not at the first idle moment: the page being opened is often only waiting for its own call then, and code
    // arriving with its answer would hold up its drawing.
    const later = window.setTimeout(() => {
      idle = whenIdle(() => void allowed.reduce<Promise<unknown>>((previous, page) => previous.then(() => page.load()).catch(() => undefined), Promise.resolve()), { timeout: 5_000 });
    }, AHEAD_AFTER_MS);
    return () => {
      window.clearTimeout(later);
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, [pages, permissions, isPending]);
  return null;
}
