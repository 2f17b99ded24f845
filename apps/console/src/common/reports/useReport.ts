import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider.js';

export type ReportState<R> = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'loaded'; report: R };

/** How a report page asks the server for its report. */
export type LoadReport<Q, R> = (dataProvider: ConsoleDataProvider, query: Q, signal: AbortSignal) => Promise<{ data: R }>;

/**
 * A report page's report for a query (the compass points report, the usage report): while a newer query's answer is
 * on its way it is loading, and an older answer never shows; a query that changes aborts the request before it.
 * `load` is a module's constant: a new function each render would ask again each render. With `enabled` false nothing
 * is asked and the report stays loading.
 */
export function useReport<Q, R>(load: LoadReport<Q, R>, query: Q, { enabled = true }: { enabled?: boolean } = {}): ReportState<R> {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const key = JSON.stringify(query);
  const [answer, setAnswer] = useState<{ key: string; state: ReportState<R> } | null>(null);
  useEffect(() => {
    // Not asked yet (a part of the page that waits for another): loading until it is.
    if (!enabled) return;
    const controller = new AbortController();
    load(dataProvider, JSON.parse(key) as Q, controller.signal).then(
      ({ data }) => setAnswer({ key, state: { kind: 'loaded', report: data } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ key, state: { kind: 'failed', message: (error as Error).message ?? '' } });
      },
    );
    return () => controller.abort();
  }, [dataProvider, load, key, enabled]);
  return answer && answer.key === key ? answer.state : { kind: 'loading' };
}
