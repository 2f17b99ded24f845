import { useState } from 'react';
import Button from '@mui/material/Button';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider.js';

/**
 * The operator's "process usage now": after a confirmation, COUNTER processing is queued at once instead of waiting
 * for the next scheduled run; a notification names the job (the report shows the new counts once it has run).
 */
export function UsageProcessNow({ onQueued }: { onQueued?: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = (key: string, options?: object) => translate(`console.usageReports.processNow.${key}`, options);

  const run = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.processUsageNow();
      notify('console.usageReports.processNow.queued', { type: 'info', messageArgs: { jobId: data.jobId } });
      onQueued?.();
    } catch (failure) {
      notify((failure as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setAsking(true)} disabled={busy}>
        {t('button')}
      </Button>
      <Confirm isOpen={asking} loading={busy} title={t('title')} content={t('content')} confirm={t('confirm')} onConfirm={() => void run()} onClose={() => setAsking(false)} />
    </>
  );
}
