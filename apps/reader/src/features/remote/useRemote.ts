import { useEffect, useState } from 'react';

export type Remote<T> =
  | { status: 'loading'; data: null; previous: T | null }
  | { status: 'ready'; data: T; previous: T | null }
  | { status: 'failed'; data: null; previous: T | null };

/**
 * Loads what `key` names and keeps the answer with the key it belongs to, so a new key shows 'loading' (with the
 * previous answer at hand) until its own answer arrives, and a late answer for an old key is dropped.
 */
export function useRemote<T>(key: string, load: () => Promise<T>): Remote<T> {
  const [result, setResult] = useState<{ key: string; ok: boolean; data: T | null } | null>(null);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setResult({ key, ok: true, data }),
      () => current && setResult({ key, ok: false, data: null }),
    );
    return () => {
      current = false;
    };
    // `key` names everything the load depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const previous = result?.data ?? null;
  if (!result || result.key !== key) return { status: 'loading', data: null, previous };
  return result.ok ? { status: 'ready', data: result.data as T, previous } : { status: 'failed', data: null, previous };
}
