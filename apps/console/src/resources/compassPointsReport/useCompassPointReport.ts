import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { CompassPointReport } from '@codex/domain';
import type { CompassPointReportQuery } from '@codex/data/dataProvider';
import type { ConsoleProvider } from '../../providers/dataProvider.js';

export type ReportState = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; report: CompassPointReport };

/** The report for a query; while a newer query's answer is on its way, it is loading (an older answer never shows). */
export function useCompassPointReport(query: CompassPointReportQuery): ReportState {
  const dataProvider = useDataProvider<ConsoleProvider>();
  const key = JSON.stringify(query);
  const [answer, setAnswer] = useState<{ key: string; state: ReportState } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    dataProvider.compassPointReport(JSON.parse(key) as CompassPointReportQuery, controller.signal).then(
      ({ data }) => setAnswer({ key, state: { kind: 'loaded', report: data } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ key, state: { kind: 'failed', message: (error as Error).message ?? '' } });
      },
    );
    return () => controller.abort();
  }, [dataProvider, key]);
  return answer && answer.key === key ? answer.state : { kind: 'loading' };
}
