import { useCallback, useEffect, useState } from 'react';

/** One call's state: loading, failed, or its data. */
export type Loaded<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

/**
 * One section's own call (a dashboard panel, a part of a show page): made when the section mounts, again when `key`
 * changes, and again on `retry` (which shows the loading state first). Nothing is asked while `enabled` is false.
 */
export function useLoaded<T>(load: () => Promise<T>, key = '', enabled = true): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
    // The call is the section's, made once per attempt and key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, key, enabled]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return [state, retry];
}
