import { useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { alpha } from '@mui/material/styles';
import { t } from '@codex/i18n';
import type { RequestCounter } from './notificationStore.js';

export interface RequestSpinnerProps {
  /** The counter the HTTP client's onRequestStart/onRequestEnd drive. */
  counter: RequestCounter;
  /** Accessible name of the progress bar; defaults to the English 'notifications.loading'. */
  label?: string;
  /** Accessible name of the mask's spinner; defaults to the English 'notifications.working'. */
  maskLabel?: string;
}

/**
 * The spinner of the spec (groups-sharing-session-shell.md section 2, "a spinner mask"; reading-experience.md
 * section 4, "a spinner shows per request and hides on response"; docs/adr/0049): while a blocking call runs (a write
 * the user made) a mask covers the page, dialogs included, so nothing is clicked twice or changed under the save; while
 * only reads run, a thin bar across the top. The mask takes no focus and keeps the focus where it was: a click on it
 * does not move the focus to the page's body, so keyboard users carry on where they were when it lifts.
 */
export function RequestSpinner({ counter, label, maskLabel }: RequestSpinnerProps) {
  const running = useSyncExternalStore(counter.subscribe, counter.getSnapshot, counter.getSnapshot);
  const blocking = useSyncExternalStore(counter.subscribe, counter.getBlockingSnapshot, counter.getBlockingSnapshot);
  const busy = running > 0;
  const masked = blocking > 0;
  return (
    <>
      <Box
        data-testid="request-spinner"
        aria-busy={busy}
        sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.modal + 1, pointerEvents: 'none' }}
      >
        {busy && !masked && <LinearProgress aria-label={label ?? t('notifications.loading')} />}
      </Box>
      {masked && (
        <Box
          data-testid="request-mask"
          aria-busy="true"
          onMouseDown={(event) => event.preventDefault()}
          sx={{
            position: 'fixed',
            inset: 0,
            zIndex: (theme) => theme.zIndex.modal + 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            cursor: 'progress',
            bgcolor: (theme) => alpha(theme.palette.background.default, 0.6),
          }}
        >
          <CircularProgress aria-label={maskLabel ?? t('notifications.working')} />
        </Box>
      )}
    </>
  );
}
