import { useState } from 'react';
import { TopToolbar, CreateButton, useListContext, usePermissions, useTranslate } from 'react-admin';
import type { UsageReportAccount } from '@codex/domain';
import { AccountPicker } from './AccountPicker.js';

/**
 * The operator's account picker above a list whose API takes `accountId` (the operator may act on any account of the
 * tenant): cleared, the list shows every account's records (`unpicked` 'all') or the operator's own account's
 * ('own', where the API defaults to the session's account). Nothing for an account's ADMIN, who has only their own.
 */
export function AccountFilter({ unpicked = 'all' }: { unpicked?: 'all' | 'own' }) {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const [picked, setPicked] = useState<UsageReportAccount | null>(null);
  const accountId = (filterValues as { accountId?: number }).accountId;
  if (!Array.isArray(permissions) || !permissions.includes('OPERATOR')) return null;
  return (
    <AccountPicker
      clearable
      // Filters cleared elsewhere (react-admin's "clear filters"): every account again.
      value={accountId === undefined ? null : picked}
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
