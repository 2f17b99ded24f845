import type { ReactNode } from 'react';
import { Datagrid, List, SearchInput, useTranslate } from 'react-admin';
import { ListLoadError } from './ListLoadError.js';

/**
 * A read-only list of the server's settings (management/configprops, management/env): searched by name, every row on
 * one page in the given order, nothing to click, export or create.
 */
export function SettingsList({ sortBy, children }: { sortBy: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <List
      error={<ListLoadError />}
      filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('console.search')} />]}
      perPage={100}
      sort={{ field: sortBy, order: 'ASC' }}
      exporter={false}
      actions={false}
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        {children}
      </Datagrid>
    </List>
  );
}
