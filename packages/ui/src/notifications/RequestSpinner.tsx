import { useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { t } from '@codex/i18n';
import type { RequestCounter } from './notificationStore.js';

export interface RequestSpinnerProps {
  /** The counter the HTTP client's onRequestStart/onRequestEnd drive. */
  counter: RequestCounter;
  /** Accessible name of the progress bar; defaults to the English 'notifications.loading'. */
  label?: string;
}

/** A thin progress bar across the top of the page while at least one call is running. */
export function RequestSpinner({ counter, label }: RequestSpinnerProps) {
  const running = useSyncExternalStore(counter.subscribe, counter.getSnapshot, counter.getSnapshot);
  const busy = running > 0;
  return (
    <Box
      data-testid="request-spinner"
      aria-busy={busy}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.modal + 1, pointerEvents: 'none' }}
    >
      {busy && <LinearProgress aria-label={label ?? t('notifications.loading')} />}
    </Box>
  );
}
