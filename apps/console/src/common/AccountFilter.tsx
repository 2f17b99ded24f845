import { TopToolbar, CreateButton, useGetOne, useListContext, usePermissions, useResourceContext, useStore, useTranslate } from 'react-admin';
import type { AdminAccount, UsageReportAccount } from '@codex/domain';
import { AccountPicker } from './AccountPicker.js';

/**
 * The operator's account picker above a list whose API takes `accountId` (the operator may act on any account of the
 * tenant): cleared, the list shows every account's records (`unpicked` 'all') or the operator's own account's
 * ('own', where the API defaults to the session's account). Nothing for an account's ADMIN, who has only their own.
 */
export function AccountFilter({ unpicked = 'all' }: { unpicked?: 'all' | 'own' }) {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const resource = useResourceContext();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  // The list's filter keeps only the id; the account's number and name are kept beside it in react-admin's store, so
  // the picker still names the account when the page is opened again (it had forgotten: empty, or the bare id).
  const [picked, setPicked] = useStore<UsageReportAccount | null>(`${resource ?? 'list'}.accountFilter.picked`, null);
  const rawId = (filterValues as { accountId?: number | string }).accountId;
  const accountId = rawId === undefined || rawId === '' ? undefined : Number(rawId);
  const operator = Array.isArray(permissions) && permissions.includes('OPERATOR');
  const remembered = picked && picked.id === accountId ? picked : null;
  // A filter that came another way (a link, another tab) is named by the account itself.
  const { data: account } = useGetOne<AdminAccount>('accounts', { id: accountId ?? 0 }, { enabled: operator && accountId !== undefined && !remembered });
  const named = remembered ?? (account && account.id === accountId ? { id: account.id, accountNumber: account.accountNumber, name: account.name } : null);
  if (!operator) return null;
  return (
    <AccountPicker
      clearable
      // Filters cleared elsewhere (react-admin's "clear filters"): every account again.
      value={accountId === undefined ? null : named}
      placeholder={translate(`console.accountFilter.${unpicked}`)}
      onChange={(account) => {
        setPicked(account);
        const { accountId: _dropped, ...rest } = filterValues as Record<string, unknown>;
        setFilters(account ? { ...rest, accountId: account.id } : rest, displayedFilters);
      }}
    />
  );
}

/** A list's actions with the operator's account picker and, where records are made here, the create button. */
export function AccountListActions({ create = false, unpicked = 'all' }: { create?: boolean; unpicked?: 'all' | 'own' }) {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, width: { xs: '100%', sm: 'auto' } }}>
      <AccountFilter unpicked={unpicked} />
      {create && <CreateButton />}
    </TopToolbar>
  );
}
