import type { PageViewCounts } from '@codex/domain';
import type { HttpClient } from '@codex/data';
import { consoleCall, presentParams } from '@codex/data/dataProvider';

/** The range (whole UTC days, YYYY-MM-DD) and whether counts are per day or per month. */
export interface PageViewQuery {
  startDate: string;
  endDate: string;
  granularity: 'day' | 'month';
}

const PAGE_VIEWS_PATH = '/api/admin/page-views';

/** The page views page's calls. */
export interface PageViewCalls {
  /** The tenant's reader page views per page type and period. */
  pageViews(query: PageViewQuery, signal?: AbortSignal): Promise<{ data: PageViewCounts }>;
}

export function pageViewCalls(http: HttpClient): PageViewCalls {
  return {
    async pageViews(query, signal) {
      const response = await consoleCall(() => http.get<PageViewCounts>(PAGE_VIEWS_PATH, { params: presentParams(query), signal }));
      return { data: response.data };
    },
  };
}
