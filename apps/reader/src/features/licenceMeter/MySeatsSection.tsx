import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MySeat } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { useAppServices } from '@codex/ui';
import { fetchMySeats, releaseMySeats } from './licenceMeterApi.js';
import { formatMoment } from './licenceMeterFormat.js';

/** The sentence for `count` seats given back. */
const releasedKey = (count: number) => (count === 0 ? 'seats.mine.released.none' : count === 1 ? 'seats.mine.released.one' : 'seats.mine.released.many');

/**
 * My account's "Seats": the seats the reader holds (subscription, the document read last, last activity), and
 * "Release my seats" after a confirmation, so colleagues can take them.
 */
export function MySeatsSection({ now }: { now?: Date }) {
  const { t, locale, formatNumber } = useI18n();
  const { http } = useAppServices();
  const [seats, setSeats] = useState<MySeat[] | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed' | 'busy' | 'releaseFailed'>('loading');
  const [confirming, setConfirming] = useState(false);
  const [released, setReleased] = useState<number | null>(null);

  useEffect(() => {
    let current = true;
    fetchMySeats(http).then(
      (loaded) => {
        if (!current) return;
        setSeats(loaded);
        setStatus('ready');
      },
      () => current && setStatus('failed'),
    );
    return () => {
      current = false;
    };
  }, [http]);

  const release = async () => {
    setConfirming(false);
    setStatus('busy');
    try {
      const count = await releaseMySeats(http);
      setReleased(count);
      // What is held now: a document still open elsewhere asks for its seat again.
      setSeats(await fetchMySeats(http).catch(() => []));
      setStatus('ready');
    } catch {
      setStatus('releaseFailed');
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="my-account-seats" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="my-account-seats" variant="h6" component="h2">
        {t('seats.mine.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('seats.mine.intro')}
      </Typography>
      {status === 'loading' && <CircularProgress aria-label={t('app.loading')} />}
      {status === 'failed' && <Alert severity="error">{t('seats.mine.loadFailed')}</Alert>}
      {status === 'releaseFailed' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('seats.mine.releaseFailed')}
        </Alert>
      )}
      <Typography role="status" sx={{ mb: released === null ? 0 : 2 }}>
        {released === null ? '' : t(releasedKey(released), { count: formatNumber(released) })}
      </Typography>
      {seats && seats.length === 0 && <Typography>{t('seats.mine.empty')}</Typography>}
      {seats && seats.length > 0 && (
        <>
          <Box component="ul" aria-label={t('seats.mine.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, mb: 2 }}>
            {seats.map((seat) => (
              <Box component="li" key={seat.id} sx={{ borderInlineStart: (theme) => `3px solid ${theme.palette.divider}`, paddingInlineStart: 1.5 }}>
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {seat.contentCode ? (
                    <Link component={RouterLink} to={`/document?contentCode=${encodeURIComponent(seat.contentCode)}`}>
                      {seat.documentTitle ?? seat.contentCode}
                    </Link>
                  ) : (
                    t('seats.mine.noDocument')
                  )}
                </Typography>
                <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' }, m: 0, '& dd': { m: 0, marginBlockEnd: { xs: 0.5, sm: 0 } } }}>
                  <dt>{t('seats.mine.subscription')}</dt>
                  <dd>{seat.subscriptionName}</dd>
                  <dt>{t('seats.mine.lastActivity')}</dt>
                  <dd>{formatMoment(seat.lastSeenAt, locale, now)}</dd>
                </Box>
              </Box>
            ))}
          </Box>
          <Button variant="outlined" color="error" disabled={status === 'busy'} onClick={() => setConfirming(true)}>
            {t('seats.mine.release')}
          </Button>
        </>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="my-seats-release-title">
        <DialogTitle id="my-seats-release-title">{t('seats.mine.releaseTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('seats.mine.releaseContent')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('common.cancel')}</Button>
          <Button variant="contained" color="error" onClick={() => void release()}>
            {t('seats.mine.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
