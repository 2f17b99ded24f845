import { lazy, Suspense, useState, type ComponentType } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { TIMING } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { Spinner } from '@codex/ui';

/** A page loader that loads once and remembers what it loaded, so a page loaded ahead renders without suspending. */
export interface PageLoader<P> {
  (): Promise<ComponentType<P>>;
  loaded?: ComponentType<P>;
}

/** A page's code that did not arrive: it failed to load, or did not arrive within the chunk load timeout. */
export class ChunkLoadError extends Error {
  constructor(readonly reason: 'failed' | 'timeout') {
    super(reason === 'timeout' ? `The page's code did not load within ${TIMING.chunkLoadTimeoutMs} ms` : "The page's code could not be loaded");
    this.name = 'ChunkLoadError';
  }
}

/** The page's code, or a ChunkLoadError once it fails or the timeout (spec section 8: 120 s) passes first. */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs: number = TIMING.chunkLoadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (loaded) => {
        clearTimeout(timer);
        resolve(loaded);
      },
      () => {
        clearTimeout(timer);
        reject(new ChunkLoadError('failed'));
      },
    );
  });
}

export function pageLoader<P>(load: () => Promise<ComponentType<P>>, timeoutMs?: number): PageLoader<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const loader: PageLoader<P> = () =>
    (loading ??= withChunkTimeout(load, timeoutMs).then(
      (page) => {
        loader.loaded = page;
        return page;
      },
      (error: unknown) => {
        // A later visit (or the reload button) asks again instead of keeping the failure.
        loading = null;
        throw error;
      },
    ));
  return loader;
}

/** What a page whose code did not load shows: what happened and a way to try again. */
export function ChunkLoadFailed({ reason }: { reason: ChunkLoadError['reason'] }) {
  const { t } = useI18n();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      }
    >
      {t(reason === 'timeout' ? 'errors.chunkLoad.timeout' : 'errors.chunkLoad.failed')}
    </Alert>
  );
}

/**
 * A page whose code loads when it is first visited, with the request spinner meanwhile: the route table's one way of
 * declaring a lazily loaded page. Called once per route when the table is built, so each route is one lazy component;
 * `props` are what the route hands its page (the search pages' kind). A page whose code a pageLoader has already
 * loaded (ahead of the visit) is rendered at once: a suspended page is shown no sooner than React's reveal throttle,
 * about 0.3 s after its spinner, which cost the document page most of that time even with its code in the cache.
 * Code that fails to load, or has not arrived after the chunk load timeout, shows ChunkLoadFailed instead.
 */
export function lazyPage<P extends object>(load: (() => Promise<ComponentType<P>>) | PageLoader<P>, props?: P, timeoutMs?: number) {
  const Lazy = lazy(async () => {
    try {
      return { default: await withChunkTimeout(load, timeoutMs) };
    } catch (error) {
      const reason = error instanceof ChunkLoadError ? error.reason : 'failed';
      return { default: (() => <ChunkLoadFailed reason={reason} />) as ComponentType<P> };
    }
  });
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
