import { useEffect } from 'react';
import type { AxiosInstance } from 'axios';
import { pageTypeOf, type PageType } from '@codex/domain';

/** POST /api/page-views: counts one view of a page type; background work that never masks the page or tells a failure. */
export async function recordPageView(http: AxiosInstance, pageType: PageType): Promise<void> {
  await http.post('/api/page-views', { pageType }, { background: true });
}

/**
 * Sends one page-view record per route view (reading-experience.md section 2: "page-type names are used for
 * analytics"; docs/adr/0049), once the session is active, without waiting for it: the page never waits on the count,
 * and a failed count is dropped. A view is a change of path: new query parameters on the same path (another search,
 * page or refinement of the results) are not another view.
 */
export function usePageViewRecording(http: AxiosInstance, pathname: string, sessionActive: boolean): void {
  useEffect(() => {
    if (!sessionActive) return;
    const pageType = pageTypeOf(pathname);
    if (pageType) void recordPageView(http, pageType).catch(() => undefined);
  }, [http, pathname, sessionActive]);
}
