import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AccountSeats } from '@codex/domain';
import type { ConsoleDataProvider } from '../../../providers/dataProvider.js';

export type SeatsState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; seats: AccountSeats };

/**
 * The account's seats (GET /api/admin/accounts/{id}/seats) and a way to ask again: after a seat is ended, or after a
 * failure, or when the subscriptions' seat limits change. The seats shown stay until the new answer arrives, so the
 * table does not flicker.
 */
export function useAccountSeats(accountId: number | undefined, terms = ''): [SeatsState, () => void] {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [state, setState] = useState<SeatsState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (accountId === undefined) return;
    let current = true;
    dataProvider.accountSeats(accountId).then(
      ({ data }) => current && setState({ kind: 'loaded', seats: data }),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
    // `terms`: the subscriptions' seat limits; the operator changing one asks again.
  }, [dataProvider, accountId, attempt, terms]);
  const reload = useCallback(() => {
    setState((before) => (before.kind === 'failed' ? { kind: 'loading' } : before));
    setAttempt((n) => n + 1);
  }, []);
  return [state, reload];
}
