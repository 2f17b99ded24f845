import { useCallback, useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { LoadingSkeleton } from '../../common/LoadingSkeleton.js';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { UsageApiKey } from '@codex/domain';
import type { ConsoleDataProvider } from '../../providers/dataProvider.js';
import { ReportSection } from '../../common/ReportSection.js';
import { ScrollBox } from '../../common/ScrollBox.js';

const when = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/**
 * The account's COUNTER API keys, for its ADMIN: make one (shown once, with a copy button), list them (made when, by
 * whom) and revoke one after a confirmation.
 */
export function UsageApiKeys({ customerId }: { customerId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const t = (key: string, options?: object) => translate(`console.usageReports.keys.${key}`, options);
  const [keys, setKeys] = useState<UsageApiKey[] | 'loading' | 'failed'>('loading');
  const [label, setLabel] = useState('');
  const [made, setMade] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<UsageApiKey | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    dataProvider.usageApiKeys().then(
      ({ data }) => setKeys(data),
      () => setKeys('failed'),
    );
  }, [dataProvider]);
  useEffect(load, [load]);

  const make = async (event: FormEvent) => {
    event.preventDefault();
    if (!label.trim()) return;
    setBusy(true);
    try {
      const { data } = await dataProvider.createUsageApiKey(label.trim());
      setMade(data.key);
      setLabel('');
      load();
    } catch (failure) {
      notify((failure as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      await dataProvider.revokeUsageApiKey(revoking.id);
      notify('console.usageReports.keys.revoked', { type: 'info' });
      load();
    } catch (failure) {
      notify((failure as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
      setRevoking(null);
    }
  };

  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made);
      notify('console.usageReports.keys.copied', { type: 'info' });
    } catch {
      // The key stays on screen to be selected by hand.
    }
  };

  return (
    <ReportSection title={t('title')} wide>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('intro', { customerId })} {t('lastUsedUnknown')}
      </Typography>
      <Box component="form" onSubmit={(event) => void make(event)} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 2 }}>
        <TextField label={t('label')} value={label} onChange={(event) => setLabel(event.target.value)} size="small" fullWidth={false} slotProps={{ htmlInput: { maxLength: 100 } }} />
        <Button type="submit" variant="contained" disabled={busy || !label.trim()}>
          {t('make')}
        </Button>
      </Box>
      {made && (
        <Alert
          severity="warning"
          sx={{ mb: 2, wordBreak: 'break-all' }}
          action={
            <Button color="inherit" size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
              {t('copy')}
            </Button>
          }
        >
          {t('newKey')}
          <Box component="code" data-testid="new-api-key" sx={{ display: 'block', mt: 1, fontSize: '0.95rem' }}>
            {made}
          </Box>
        </Alert>
      )}
      {keys === 'loading' && <LoadingSkeleton height={80}/>}
      {keys === 'failed' && <Alert severity="error">{t('failed')}</Alert>}
      {Array.isArray(keys) && keys.length === 0 && <Typography color="text.secondary">{t('none')}</Typography>}
      {Array.isArray(keys) && keys.length > 0 && (
        <ScrollBox label={t('title')}>
          <Table size="small" aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('label')}</TableCell>
                <TableCell>{t('prefix')}</TableCell>
                <TableCell>{t('made')}</TableCell>
                <TableCell>{t('madeBy')}</TableCell>
                <TableCell>{t('lastUsed')}</TableCell>
                <TableCell>{t('status')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {keys.map((key) => (
                <TableRow key={key.id}>
                  <TableCell component="th" scope="row">
                    {key.label}
                  </TableCell>
                  <TableCell>
                    <code>{key.prefix}…</code>
                  </TableCell>
                  <TableCell>{when(key.createdAt)}</TableCell>
                  <TableCell>{key.createdBy ?? '—'}</TableCell>
                  <TableCell>{key.lastUsedAt ? when(key.lastUsedAt) : t('neverUsed')}</TableCell>
                  <TableCell>{key.revokedAt ? t('revokedAt', { time: when(key.revokedAt) }) : t('active')}</TableCell>
                  <TableCell align="right">
                    {!key.revokedAt && (
                      <Button color="error" size="small" onClick={() => setRevoking(key)} disabled={busy}>
                        {t('revoke')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollBox>
      )}
      <Confirm
        isOpen={revoking !== null}
        loading={busy}
        title={t('revokeTitle', { label: revoking?.label ?? '' })}
        content={t('revokeContent')}
        confirm={t('revoke')}
        onConfirm={() => void revoke()}
        onClose={() => setRevoking(null)}
      />
    </ReportSection>
  );
}
