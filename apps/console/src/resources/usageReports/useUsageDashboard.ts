import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { UsageDashboard } from '@codex/domain';
import type { UsageDashboardQuery } from '@codex/data/dataProvider';
import type { ConsoleProvider } from '../../providers/dataProvider.js';

export type UsageState = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; report: UsageDashboard };

/** The usage report for a query; while a newer query's answer is on its way, it is loading (an older answer never shows). */
export function useUsageDashboard(query: UsageDashboardQuery): UsageState {
  const dataProvider = useDataProvider<ConsoleProvider>();
  const key = JSON.stringify(query);
  const [answer, setAnswer] = useState<{ key: string; state: UsageState } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    dataProvider.usageDashboard(JSON.parse(key) as UsageDashboardQuery, controller.signal).then(
      ({ data }) => setAnswer({ key, state: { kind: 'loaded', report: data } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ key, state: { kind: 'failed', message: (error as Error).message ?? '' } });
      },
    );
    return () => controller.abort();
  }, [dataProvider, key]);
  return answer && answer.key === key ? answer.state : { kind: 'loading' };
}
