import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { AdminWebhook, WebhookDeliveryAttempt } from '@codex/domain';
import type { ConsoleDataProvider } from '../../providers/dataProvider.js';
import { useLocalDates } from '../../common/LocalDateField.js';

const PER_PAGE = 10;

/** The delivery log of the webhook (one row per try, newest first) and the "send a test delivery" button. */
export function WebhookDeliveryLog() {
  const dates = useLocalDates();
  const record = useRecordContext<AdminWebhook>();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [page, setPage] = useState(0);
  const [answer, setAnswer] = useState<{ rows: WebhookDeliveryAttempt[]; total: number } | 'failed' | null>(null);
  const [version, setVersion] = useState(0);
  const [sending, setSending] = useState(false);
  const id = record?.id;
  const reload = () => setVersion((v) => v + 1);

  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    dataProvider.webhookDeliveries(id, page + 1, PER_PAGE).then(
      ({ data, total }) => live && setAnswer({ rows: data, total }),
      () => live && setAnswer('failed'),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, id, page, version]);
  const failed = answer === 'failed';
  const rows = answer === null || answer === 'failed' ? null : answer.rows;
  const total = answer === null || answer === 'failed' ? 0 : answer.total;

  const sendTest = async () => {
    if (id === undefined) return;
    setSending(true);
    try {
      await dataProvider.sendWebhookTest(id);
      notify('console.webhooks.testQueued', { type: 'info' });
      // The delivery goes out from the queue within moments: look again shortly.
      setTimeout(reload, 1500);
    } catch {
      notify('console.webhooks.testFailed', { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="webhook-log-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2" id="webhook-log-title">
          {translate('console.webhooks.log')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button onClick={reload}>{translate('console.webhooks.refresh')}</Button>
          <Button variant="contained" onClick={() => void sendTest()} disabled={sending}>
            {translate('console.webhooks.sendTest')}
          </Button>
        </Box>
      </Box>
      {failed && <Alert severity="error">{translate('console.webhooks.logFailed')}</Alert>}
      {rows === null && !failed && <CircularProgress aria-label={translate('ra.page.loading')} size={24} />}
      {rows !== null && rows.length === 0 && <Typography color="text.secondary">{translate('console.webhooks.noDeliveries')}</Typography>}
      {rows !== null && rows.length > 0 && (
        <>
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-labelledby="webhook-log-title">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('console.webhooks.at')}</TableCell>
                  <TableCell>{translate('console.webhooks.event')}</TableCell>
                  <TableCell>{translate('console.webhooks.status')}</TableCell>
                  <TableCell>{translate('console.webhooks.attempt')}</TableCell>
                  <TableCell>{translate('console.webhooks.duration')}</TableCell>
                  <TableCell>{translate('console.webhooks.error')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>{dates.dateTime(row.at)}</TableCell>
                    <TableCell>{translate(`console.webhooks.events.${row.event}`, { _: row.event })}</TableCell>
                    <TableCell>{row.attempt === 0 ? translate('console.webhooks.waiting') : (row.statusCode ?? '—')}</TableCell>
                    <TableCell>{row.attempt}</TableCell>
                    <TableCell>{row.attempt === 0 ? '—' : translate('console.webhooks.ms', { ms: row.durationMs })}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{row.error ?? (row.state === 'delivered' ? translate('console.webhooks.delivered') : '—')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination component="div" count={total} page={page} rowsPerPage={PER_PAGE} rowsPerPageOptions={[PER_PAGE]} onPageChange={(_, next) => setPage(next)} />
        </>
      )}
    </Box>
  );
}
