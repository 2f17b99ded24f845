import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { TrackedDocumentList } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { PageHeading, Spinner, useAppServices } from '@codex/ui';
import { DocumentCard, fetchTrackedDocuments } from '../../features/documentLists/index.js';
import { RemoteErrorAlert, useRemote } from '../../features/remote/index.js';

/** Tracked documents a page (the spec leaves it open; the product's default page size is 10). */
export const TRACKED_PAGE_SIZE = 10;

/**
 * /trackChanges: when the tenant has its own tracker the browser goes there (a spinner meanwhile); otherwise the
 * built-in list of every tracked document, with what changed and when, a page at a time.
 */
export function TrackChangesPage() {
  const { tenantConfig } = useAppServices();
  const trackerUrl = tenantConfig['tracker-url'];
  useEffect(() => {
    if (trackerUrl) window.location.assign(trackerUrl);
  }, [trackerUrl]);
  if (trackerUrl) return <Spinner />;
  return <TrackedDocumentsList />;
}

function TrackedDocumentsList() {
  const { t } = useI18n();
  const { http } = useAppServices();
  const [page, setPage] = useState(0);
  const state = useRemote<TrackedDocumentList>(`${page}`, () => fetchTrackedDocuments(http, { page, size: TRACKED_PAGE_SIZE }));
  const data = state.data ?? state.previous;

  // A page past the end (documents untracked elsewhere meanwhile): show the last page there is.
  const lastPage = data ? Math.max(0, Math.ceil(data.count / TRACKED_PAGE_SIZE) - 1) : 0;
  if (state.status === 'fulfilled' && page > lastPage) setPage(lastPage);

  return (
    <Stack spacing={2}>
      <PageHeading text={t('routes.trackChanges')} />
      {state.loading && !data ? <CircularProgress aria-label={t('app.loading')} /> : null}
      {state.status === 'rejected' ? <RemoteErrorAlert error={state.error} message={t('home.loadFailed')} /> : null}
      {data && data.count === 0 ? <Typography color="text.secondary">{t('home.empty.tracker')}</Typography> : null}
      {data && data.result.length > 0 ? (
        <>
          <Box
            component="ul"
            aria-label={t('routes.trackChanges')}
            aria-busy={state.loading}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, listStyle: 'none', p: 0, m: 0 }}
          >
            {data.result.map((document) => (
              <li key={document.contentCode}>
                <DocumentCard document={document} footer="tracking" />
              </li>
            ))}
          </Box>
          <TablePagination
            component="div"
            count={data.count}
            page={Math.min(page, lastPage)}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={TRACKED_PAGE_SIZE}
            rowsPerPageOptions={[TRACKED_PAGE_SIZE]}
            labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, count })}
            getItemAriaLabel={(type) => t(`list.page.${type}`)}
            showFirstButton
            showLastButton
          />
        </>
      ) : null}
    </Stack>
  );
}
