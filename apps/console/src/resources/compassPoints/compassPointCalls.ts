import type { ChangeHistoryPage } from '@codex/domain';
import type { HttpClient } from '@codex/data';
import { consoleCall, fillPath, totalFrom } from '@codex/data/dataProvider';

/** One entry of a compass point's change history. */
export type ChangeHistoryEntry = ChangeHistoryPage['content'][number];

/** The endpoints of one compass point's history and status (its show view). */
const COMPASS_POINT_ENDPOINTS = {
  compassPointHistory: { method: 'GET', path: '/api/v1/audits/compassPoint/{id}/all' },
  deactivateCompassPoint: { method: 'POST', path: '/api/v1/compasspoint/deactivate/{id}' },
  activateCompassPoint: { method: 'POST', path: '/api/v1/compasspoint/activate/{id}' },
} as const;

/** The compassPoints resource's calls beyond react-admin's methods. */
export interface CompassPointCalls {
  /** One page (1-based) of a compass point's change history, newest first. */
  compassPointHistory(id: string | number, page: number, perPage: number): Promise<{ data: ChangeHistoryEntry[]; total: number }>;
  /** Deactivates (false) or reactivates (true) a compass point; answers it as changed. */
  setCompassPointActive(id: string | number, active: boolean): Promise<{ data: unknown }>;
}

export function compassPointCalls(http: HttpClient): CompassPointCalls {
  return {
    async compassPointHistory(id, page, perPage) {
      const response = await consoleCall(() =>
        http.get<{ content: ChangeHistoryEntry[] }>(fillPath(COMPASS_POINT_ENDPOINTS.compassPointHistory.path, { id }), {
          params: { pageIndex: page - 1, pageSize: perPage, sort: 'createdDate-' },
        }),
      );
      return { data: response.data.content, total: totalFrom(response) };
    },

    async setCompassPointActive(id, active) {
      const endpoint = active ? COMPASS_POINT_ENDPOINTS.activateCompassPoint : COMPASS_POINT_ENDPOINTS.deactivateCompassPoint;
      const response = await consoleCall(() => http.post(fillPath(endpoint.path, { id })));
      return { data: response.data as unknown };
    },
  };
}
