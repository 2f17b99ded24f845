import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isAxiosError } from 'axios';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ChangeHistoryPage as HistoryPage, CompassPoint } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { PageHeading, useAppServices } from '@codex/ui';
import { useRemote } from '../../features/remote/index.js';
import { compassPointsApi, documentLinkOf } from '../../features/compassPoints/index.js';
import { HistoryEntryCard } from './HistoryEntryCard.js';
import { HISTORY_PAGE_SIZES, HISTORY_SORTS, type HistorySort } from './historyEntries.js';

/** A failed load as the page explains it: not allowed (403), not there (404 or a malformed id), or anything else. */
type Failure = 'forbidden' | 'notFound' | 'failed';
type Loaded<T> = { ok: true; value: T } | { ok: false; failure: Failure };

function failureOf(error: unknown): Failure {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  if (status === 403) return 'forbidden';
  if (status === 404 || status === 400) return 'notFound';
  return 'failed';
}

async function settle<T>(promise: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, failure: failureOf(error) };
  }
}

/**
 * /compass-points-change-history/{compassPointID}/{contentID}/{contentCode}: the compass point's changes, newest or
 * oldest first, 10, 25, 50 or 100 a page, each labelled and showing previous → current values.
 */
export function ChangeHistoryPage() {
  const { t } = useI18n();
  const { http } = useAppServices();
  const params = useParams();
  const id = Number(params.compassPointId);
  const contentCode = params.contentCode ?? '';
  const validId = Number.isInteger(id) && id > 0;
  const [sort, setSort] = useState<HistorySort>('createdDate-');
  const [pageSize, setPageSize] = useState<number>(HISTORY_PAGE_SIZES[0]);
  const [page, setPage] = useState(0);

  const point = useRemote<Loaded<CompassPoint>>(`${id}`, () => (validId ? settle(compassPointsApi.compassPointById(http, id)) : Promise.resolve({ ok: false, failure: 'notFound' })));
  const pointReady = point.data?.ok === true;
  const history = useRemote<Loaded<HistoryPage> | null>(`${id}|${pointReady}|${sort}|${pageSize}|${page}`, () =>
    pointReady ? settle(compassPointsApi.compassPointHistory(http, id, { pageIndex: page, pageSize, sort })) : Promise.resolve(null),
  );
  const loaded = history.data ?? history.previous;
  const failure = point.data && !point.data.ok ? point.data.failure : history.data && !history.data.ok ? history.data.failure : null;
  const entries = loaded?.ok ? loaded.value : null;
  const shownPoint = point.data?.ok ? point.data.value : null;

  return (
    <Stack spacing={2}>
      <Stack spacing={0.5}>
        <PageHeading text={t('routes.compassPointsChangeHistory')} />
        {shownPoint ? (
          <Typography color="text.secondary">
            {t('compassPoint.history.subtitle', { name: shownPoint.name || t('compassPoint.details.untitled'), designation: shownPoint.designation })}{' '}
            <Link component={RouterLink} to={documentLinkOf(shownPoint)}>
              {t('compassPoint.history.openDocument')}
            </Link>
          </Typography>
        ) : contentCode ? (
          <Typography color="text.secondary">{contentCode}</Typography>
        ) : null}
      </Stack>

      {failure ? <Alert severity={failure === 'failed' ? 'error' : 'warning'}>{t(`compassPoint.history.${failure}`)}</Alert> : null}

      {!failure ? (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <TextField
            select
            size="small"
            label={t('compassPoint.history.sortLabel')}
            value={sort}
            onChange={(event) => {
              setSort(event.target.value as HistorySort);
              setPage(0);
            }}
            sx={{ minWidth: 200 }}
          >
            {HISTORY_SORTS.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {t(option.labelKey)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      ) : null}

      {!failure && !entries ? <CircularProgress aria-label={t('app.loading')} /> : null}
      {!failure && entries && entries.content.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography>{t('compassPoint.history.empty')}</Typography>
        </Paper>
      ) : null}
      {!failure && entries && entries.content.length > 0 ? (
        <>
          <Stack component="ol" spacing={1.5} aria-label={t('routes.compassPointsChangeHistory')} aria-busy={history.status === 'pending'} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {entries.content.map((entry) => (
              <HistoryEntryCard key={entry.id} entry={entry} />
            ))}
          </Stack>
          <TablePagination
            component="div"
            count={entries.totalElements}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[...HISTORY_PAGE_SIZES]}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage={t('compassPoint.history.show')}
            labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, count })}
            getItemAriaLabel={(type) => t(`list.page.${type}`)}
          />
        </>
      ) : null}
    </Stack>
  );
}
