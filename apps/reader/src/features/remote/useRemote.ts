import { useEffect, useState } from 'react';

/**
 * A remote action's state (spec "reading experience", section 4): pending, fulfilled or rejected, with a loading flag
 * and the error it was rejected with, kept so the page can say what went wrong. `previous` is the last answer.
 */
export type Remote<T> =
  | { status: 'pending'; loading: true; data: null; error: null; previous: T | null }
  | { status: 'fulfilled'; loading: false; data: T; error: null; previous: T | null }
  | { status: 'rejected'; loading: false; data: null; error: unknown; previous: T | null };

type Settled<T> = { key: string; ok: true; data: T } | { key: string; ok: false; error: unknown };

/**
 * Loads what `key` names and keeps the answer (or the error) with the key it belongs to, so a new key is 'pending'
 * (with the previous answer at hand) until its own answer arrives, and a late answer for an old key is dropped.
 */
export function useRemote<T>(key: string, load: () => Promise<T>): Remote<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [previous, setPrevious] = useState<T | null>(null);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (!current) return;
        setSettled({ key, ok: true, data });
        setPrevious(data);
      },
      (error: unknown) => current && setSettled({ key, ok: false, error }),
    );
    return () => {
      current = false;
    };
    // `key` names everything the load depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!settled || settled.key !== key) return { status: 'pending', loading: true, data: null, error: null, previous };
  if (settled.ok) return { status: 'fulfilled', loading: false, data: settled.data, error: null, previous };
  return { status: 'rejected', loading: false, data: null, error: settled.error, previous };
}
