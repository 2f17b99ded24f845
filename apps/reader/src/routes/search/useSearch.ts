import { useEffect, useState } from 'react';
import type { AxiosInstance } from 'axios';
import { isCancelledRequest } from '@codex/data';

/** A search call's state; a failed call keeps its error, so the page can say why (as RemoteErrorAlert tells it). */
export type Remote<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: T | null; error: unknown };

/**
 * Runs `load` whenever `key` changes (a new URL state) or `attempt` grows (retry), cancelling the call
 * it replaces with reason 'cancelSearch' so a slow answer never overwrites a newer one.
 * While loading, the previous answer stays available so the page does not jump.
 */
export function useRemote<T>(http: AxiosInstance, key: string | null, attempt: number, load: (http: AxiosInstance, signal: AbortSignal) => Promise<T>): Remote<T> {
  const [settled, setSettled] = useState<{ key: string; attempt: number; ok: boolean; data: T | null; error: unknown } | null>(null);
  const [previous, setPrevious] = useState<T | null>(null);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(http, controller.signal).then(
      (data) => {
        setSettled({ key, attempt, ok: true, data, error: null });
        setPrevious(data);
      },
      (error: unknown) => {
        if (!isCancelledRequest(error)) setSettled({ key, attempt, ok: false, data: null, error });
      },
    );
    return () => controller.abort('cancelSearch');
    // `load` is rebuilt every render; the key says everything the call depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http, key, attempt]);

  if (settled && settled.key === key && settled.attempt === attempt) {
    return settled.ok ? { status: 'ready', data: settled.data as T, error: null } : { status: 'error', data: previous, error: settled.error };
  }
  return { status: 'loading', data: previous, error: null };
}
