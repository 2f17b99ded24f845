import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { CompassPoint, CompassPointListScope, CompassPointPage } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { PageHeading, useAppServices } from '@codex/ui';
import { RemoteErrorAlert, useRemote } from '../../features/remote/index.js';
import { compassPointsApi, settingsFromTenant, StatusSwitch, type CompassPointListStatus } from '../../features/compassPoints/index.js';
import { CompassPointsRows } from './CompassPointsRows.js';
import { CreatedByFilter } from './CreatedByFilter.js';
import { ListSortMenu } from './ListSortMenu.js';
import { defaultSort, sortParam, SORT_FIELDS, type ListSort } from './listSort.js';

/** The list shows ten compass points a page (reading-experience.md section 9). */
export const LIST_PAGE_SIZE = 10;

/** ?createdBy=everyone shows the account's compass points; anything else the user's own (docs/adr/0052). */
const scopeOf = (value: string | null): CompassPointListScope => (value === 'everyone' ? 'everyone' : 'me');

/**
 * /compass-points-list: the user's compass points, or everyone's in the account (?createdBy=everyone), active or
 * deactivated (each switch resets the page; the status switch also the sort), sorted on the spec's fields in either
 * direction, with the row menu where the server allows it; a table on wide screens and cards on phones.
 */
export function CompassPointsListPage() {
  const { t } = useI18n();
  const { http, tenantConfig } = useAppServices();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'));
  const settings = useMemo(() => settingsFromTenant(tenantConfig), [tenantConfig]);
  const [searchParams, setSearchParams] = useSearchParams();
  const createdBy = scopeOf(searchParams.get('createdBy'));
  const [status, setStatus] = useState<CompassPointListStatus>('active');
  const [sort, setSort] = useState<ListSort>(defaultSort('active'));
  const [page, setPage] = useState(0);
  const [reloads, setReloads] = useState(0);
  const sortValue = sortParam(status, sort);
  const state = useRemote<CompassPointPage>(`${createdBy}|${status}|${sortValue}|${page}|${reloads}`, () =>
    compassPointsApi.myCompassPoints(http, { status, pageIndex: page, pageSize: LIST_PAGE_SIZE, sort: sortValue, createdBy }),
  );
  const data = state.data ?? state.previous;

  const changed = (point: CompassPoint) => {
    // Deactivated or reactivated, it leaves this view; the last one of a page takes the user a page back.
    const leaves = (point.status === 'ACTIVE') !== (status === 'active');
    if (leaves && data?.content.length === 1 && page > 0) setPage(page - 1);
    else setReloads((n) => n + 1);
  };

  return (
    <Stack spacing={2}>
      <Stack spacing={0.5}>
        <PageHeading text={t('routes.compassPointsList')} />
        <Typography color="text.secondary">{t(createdBy === 'everyone' ? 'compassPoint.list.showingEveryone' : 'compassPoint.list.showingMine')}</Typography>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
          <CreatedByFilter
            createdBy={createdBy}
            onChange={(next) => {
              setSearchParams(next === 'everyone' ? { createdBy: next } : {}, { replace: true });
              setPage(0);
            }}
          />
          <StatusSwitch
            status={status}
            onChange={(next) => {
              setStatus(next);
              setSort(defaultSort(next));
              setPage(0);
            }}
          />
        </Stack>
        <ListSortMenu
          fields={SORT_FIELDS[status]}
          sort={sort}
          onChange={(next) => {
            setSort(next);
            setPage(0);
          }}
        />
      </Stack>

      {state.status === 'pending' && !data ? <CircularProgress aria-label={t('app.loading')} /> : null}
      {state.status === 'rejected' ? <RemoteErrorAlert error={state.error} message={t('compassPoint.list.failed')} /> : null}
      {data && data.content.length === 0 && state.status !== 'rejected' ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography variant="h6" component="p">
            {t(status === 'active' ? 'compassPoint.list.emptyActive' : 'compassPoint.list.emptyDeactivated')}
          </Typography>
          {status === 'active' ? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t('compassPoint.list.emptyHelp')}
            </Typography>
          ) : null}
        </Paper>
      ) : null}

      {data && data.content.length > 0 ? (
        <Stack spacing={1} aria-busy={state.status === 'pending'}>
          <CompassPointsRows points={data.content} status={status} settings={settings} compact={compact} onChanged={changed} />
          <TablePagination
            component="div"
            count={data.totalElements}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={LIST_PAGE_SIZE}
            rowsPerPageOptions={[LIST_PAGE_SIZE]}
            labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, count })}
            getItemAriaLabel={(type) => t(`list.page.${type}`)}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
