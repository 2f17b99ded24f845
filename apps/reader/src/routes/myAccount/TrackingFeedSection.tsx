import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TrackingFeed } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { useAppServices, useNotify } from '@codex/ui';
import { fetchTrackingFeed, makeTrackingFeed, turnOffTrackingFeed } from './myAccountApi.js';

type Confirming = 'renew' | 'turnOff' | null;

/**
 * My account's "Atom feed of tracked documents": makes a private feed address (shown once, with copy), makes a new
 * one (the old stops working) or turns the feed off, each after a confirmation.
 */
export function TrackingFeedSection() {
  const { t, formatDate } = useI18n();
  const { http } = useAppServices();
  const notify = useNotify();
  const [feed, setFeed] = useState<TrackingFeed | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed' | 'busy' | 'actionFailed'>('loading');
  const [confirming, setConfirming] = useState<Confirming>(null);

  useEffect(() => {
    let current = true;
    fetchTrackingFeed(http).then(
      (loaded) => {
        if (!current) return;
        setFeed(loaded);
        setStatus('ready');
      },
      () => current && setStatus('failed'),
    );
    return () => {
      current = false;
    };
  }, [http]);

  const make = async () => {
    setConfirming(null);
    setStatus('busy');
    try {
      setFeed(await makeTrackingFeed(http));
      setStatus('ready');
    } catch {
      setStatus('actionFailed');
    }
  };

  const turnOff = async () => {
    setConfirming(null);
    setStatus('busy');
    try {
      await turnOffTrackingFeed(http);
      setFeed({ url: null, createdAt: null });
      setStatus('ready');
      notify({ type: 'SUCCESS', message: t('myAccount.trackingFeed.turnedOff') });
    } catch {
      setStatus('actionFailed');
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify({ type: 'SUCCESS', message: t('myAccount.trackingFeed.copied') });
    } catch {
      notify({ type: 'ERROR', message: t('myAccount.trackingFeed.copyFailed') });
    }
  };

  const on = Boolean(feed?.createdAt);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="my-account-tracking-feed" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="my-account-tracking-feed" variant="h6" component="h2">
        {t('myAccount.trackingFeed.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('myAccount.trackingFeed.intro')}
      </Typography>
      {status === 'loading' && <CircularProgress aria-label={t('app.loading')} />}
      {status === 'failed' && <Alert severity="error">{t('myAccount.trackingFeed.loadFailed')}</Alert>}
      {status === 'actionFailed' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('myAccount.trackingFeed.failed')}
        </Alert>
      )}
      {feed && (
        <Stack spacing={2}>
          {feed.url ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <TextField label={t('myAccount.trackingFeed.address')} value={feed.url} fullWidth slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'tracking-feed-url' } }} onFocus={(event) => event.target.select()} />
              <Button variant="outlined" onClick={() => void copy(feed.url!)} sx={{ flexShrink: 0 }}>
                {t('myAccount.trackingFeed.copy')}
              </Button>
            </Stack>
          ) : (
            <Typography>{on ? t('myAccount.trackingFeed.on', { date: formatDate(feed.createdAt!) }) : t('myAccount.trackingFeed.off')}</Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {on ? (
              <>
                <Button variant="contained" disabled={status === 'busy'} onClick={() => setConfirming('renew')}>
                  {t('myAccount.trackingFeed.renew')}
                </Button>
                <Button color="error" disabled={status === 'busy'} onClick={() => setConfirming('turnOff')}>
                  {t('myAccount.trackingFeed.turnOff')}
                </Button>
              </>
            ) : (
              <Button variant="contained" disabled={status === 'busy'} onClick={() => void make()}>
                {t('myAccount.trackingFeed.make')}
              </Button>
            )}
          </Stack>
        </Stack>
      )}
      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} aria-labelledby="tracking-feed-confirm-title">
        <DialogTitle id="tracking-feed-confirm-title">{t(confirming === 'turnOff' ? 'myAccount.trackingFeed.turnOffTitle' : 'myAccount.trackingFeed.renewTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t(confirming === 'turnOff' ? 'myAccount.trackingFeed.turnOffContent' : 'myAccount.trackingFeed.renewContent')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>{t('myAccount.trackingFeed.cancel')}</Button>
          <Button variant="contained" color={confirming === 'turnOff' ? 'error' : 'primary'} onClick={() => void (confirming === 'turnOff' ? turnOff() : make())}>
            {t('myAccount.trackingFeed.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
