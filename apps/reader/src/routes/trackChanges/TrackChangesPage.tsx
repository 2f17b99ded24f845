import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TrackedDocument } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { Spinner, useAppServices } from '@codex/ui';
import { DocumentCard } from '../../features/documentLists/index.js';
import { fetchTrackedDocuments } from '../../features/documentLists/index.js';

/**
 * /trackChanges: when the tenant has its own tracker the browser goes there (a spinner meanwhile); otherwise the
 * built-in list of tracked documents, with what changed and when.
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
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'failed'; documents: TrackedDocument[] }>({ status: 'loading', documents: [] });
  useEffect(() => {
    let current = true;
    fetchTrackedDocuments(http).then(
      (tracked) => current && setState({ status: 'ready', documents: tracked.result }),
      () => current && setState({ status: 'failed', documents: [] }),
    );
    return () => {
      current = false;
    };
  }, [http]);
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('routes.trackChanges')}
      </Typography>
      {state.status === 'loading' ? <CircularProgress aria-label={t('app.loading')} /> : null}
      {state.status === 'failed' ? <Alert severity="error">{t('home.loadFailed')}</Alert> : null}
      {state.status === 'ready' && state.documents.length === 0 ? <Typography color="text.secondary">{t('home.empty.tracker')}</Typography> : null}
      <Box component="ul" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, listStyle: 'none', p: 0, m: 0 }}>
        {state.documents.map((document) => (
          <li key={document.contentCode}>
            <DocumentCard document={document} footer="tracking" />
          </li>
        ))}
      </Box>
    </Stack>
  );
}
