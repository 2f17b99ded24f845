import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AccountAllowances } from '@codex/domain';
import type { ConsoleDataProvider } from '../../../providers/dataProvider.js';

export type AllowancesState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; allowances: AccountAllowances };

/**
 * The account's allowance use (GET /api/admin/accounts/{id}/allowances) and a way to ask again (after a failure, or
 * when the operator changes a subscription's terms: `terms` changes).
 */
export function useAccountAllowances(accountId: number | undefined, terms = ''): [AllowancesState, () => void] {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [state, setState] = useState<AllowancesState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (accountId === undefined) return;
    let current = true;
    dataProvider.accountAllowances(accountId).then(
      ({ data }) => current && setState({ kind: 'loaded', allowances: data }),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [dataProvider, accountId, attempt, terms]);
  const reload = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return [state, reload];
}
