import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SeatRefusal, SeatWatch } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { formatMoment } from './licenceMeterFormat.js';

export interface SeatRefusalPanelProps {
  refusal: SeatRefusal;
  /** The reader had the document open and lost the seat (a heartbeat was refused). */
  lost?: boolean;
  /** The seat is being asked for again. */
  retrying?: boolean;
  /** Asking again was refused too. */
  stillRefused?: boolean;
  /** "Try again": asks for the seat again (absent where there is nothing to try again, as in a dialog). */
  onRetry?: () => void;
  /** "Tell me when a seat frees", with or without an e-mail too. */
  onWatch: (mail: boolean) => Promise<SeatWatch>;
  /** The moment "now" is (tests fix it). */
  now?: Date;
  /** Drawn without its own frame (inside a dialog). */
  bare?: boolean;
  /** The heading's id, for a dialog that names itself by it. */
  headingId?: string;
}

/**
 * Instead of the full text when every seat of the entitling subscription is taken: how many seats there are and are
 * taken, when the next is expected to free, who can help (the account's admins, by e-mail), and what the reader can
 * do: be told when a seat frees (also by e-mail), or try again.
 */
export function SeatRefusalPanel({ refusal, lost = false, retrying = false, stillRefused = false, onRetry, onWatch, now, bare = false, headingId: givenHeadingId }: SeatRefusalPanelProps) {
  const { t, locale, formatNumber } = useI18n();
  const ownHeadingId = useId();
  const headingId = givenHeadingId ?? ownHeadingId;
  const [mail, setMail] = useState(false);
  const [watched, setWatched] = useState<SeatWatch | null>(null);
  const [watchState, setWatchState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const watchingNote = useRef<HTMLParagraphElement>(null);
  const watching = refusal.watching || watched !== null;

  // The button the reader pressed goes away: the sentence that replaces it takes the focus.
  useEffect(() => {
    if (watched) watchingNote.current?.focus();
  }, [watched]);

  const watch = async () => {
    setWatchState('busy');
    try {
      setWatched(await onWatch(mail));
      setWatchState('idle');
    } catch {
      setWatchState('failed');
    }
  };

  const moment = new Date(refusal.nextFreeAt);
  const nextFree =
    Number.isNaN(moment.getTime()) || moment.getTime() <= (now ?? new Date()).getTime()
      ? t('seats.refused.nextFreeSoon')
      : t('seats.refused.nextFree', { time: formatMoment(refusal.nextFreeAt, locale, now) });
  const limit =
    refusal.seatLimit === 1
      ? t('seats.refused.limit.one', { subscriptionName: refusal.subscriptionName })
      : t('seats.refused.limit.many', { subscriptionName: refusal.subscriptionName, seatLimit: formatNumber(refusal.seatLimit), inUse: formatNumber(refusal.inUse) });

  return (
    <Paper
      component="section"
      variant={bare ? 'elevation' : 'outlined'}
      elevation={0}
      aria-labelledby={headingId}
      data-testid="seat-refusal"
      sx={bare ? undefined : { p: { xs: 2, sm: 3 }, borderInlineStart: (theme) => `4px solid ${theme.palette.warning.main}` }}
    >
      <Box role="alert" sx={{ mb: 2 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('seats.refused.heading')}
        </Typography>
        {lost && <Typography sx={{ mb: 1 }}>{t('seats.refused.lost')}</Typography>}
        <Typography sx={{ mb: 1 }}>{limit}</Typography>
        <Typography>{nextFree}</Typography>
      </Box>

      {refusal.helpers.length > 0 ? (
        <Box sx={{ mb: 2 }}>
          <Typography component="p">{t('seats.refused.helpers')}</Typography>
          <Box component="ul" sx={{ m: 0, paddingInlineStart: 3 }}>
            {refusal.helpers.map((helper) => (
              <li key={`${helper.name}-${helper.email ?? ''}`}>{helper.email ? <Link href={`mailto:${helper.email}`}>{helper.name}</Link> : helper.name}</li>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('seats.refused.helpersHint')}
          </Typography>
        </Box>
      ) : (
        <Typography sx={{ mb: 2 }}>{t('seats.refused.noHelpers')}</Typography>
      )}

      {/* Kept on the page, so a screen reader hears the sentence when it comes. */}
      <Typography ref={watchingNote} role="status" tabIndex={-1} sx={{ mb: watching ? 2 : 0, outline: 'none' }}>
        {watching ? t(watched?.mail ? 'seats.refused.watchingMail' : 'seats.refused.watching') : ''}
      </Typography>
      {!watching && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { xs: 'stretch', sm: 'center' }, gap: 1, mb: 2, flexWrap: 'wrap' }}>
          <FormControlLabel control={<Checkbox checked={mail} onChange={(event) => setMail(event.target.checked)} />} label={t('seats.refused.watchMail')} sx={{ marginInlineStart: 0 }} />
          <Button variant="contained" onClick={() => void watch()} disabled={watchState === 'busy'}>
            {t('seats.refused.watch')}
          </Button>
        </Stack>
      )}
      {watchState === 'failed' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('seats.refused.watchFailed')}
        </Alert>
      )}

      {onRetry && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { xs: 'stretch', sm: 'center' }, gap: 1 }}>
          <Button variant="outlined" onClick={onRetry} disabled={retrying}>
            {retrying ? t('seats.refused.trying') : t('seats.refused.tryAgain')}
          </Button>
          <Typography role="status" variant="body2" color="text.secondary">
            {stillRefused && !retrying ? t('seats.refused.stillFull') : ''}
          </Typography>
        </Stack>
      )}
    </Paper>
  );
}
