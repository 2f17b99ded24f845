import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { SeatRefusal, SeatWatch } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { useAppServices } from '@codex/ui';
import { SeatRefusalPanel } from './SeatRefusalPanel.js';
import { useSeat, type Seat } from './useSeat.js';

/**
 * The full text behind its seat: the loading state while the seat is asked for, the refusal instead of the viewer
 * when every seat is taken, the viewer (`children`) once the seat is held or none is needed.
 */
export function SeatGate({ seat, children }: { seat: Seat; children: ReactNode }) {
  const { t } = useI18n();
  const { state } = seat;
  if (state.status === 'waiting') return <CircularProgress aria-label={t('document.loading')} />;
  if (state.status === 'refused') {
    return (
      <SeatRefusalPanel
        refusal={state.refusal}
        lost={state.lost}
        retrying={state.retrying}
        stillRefused={state.stillRefused}
        onRetry={seat.askAgain}
        onWatch={seat.watch}
      />
    );
  }
  return (
    <>
      {state.freed && (
        <Alert severity="success" role="status" sx={{ mb: 1 }}>
          {t('seats.freed')}
        </Alert>
      )}
      {children}
    </>
  );
}

/** A page that is all full text (the protected viewer): its seat asked for as it opens, kept while it stays open. */
export function SeatGated({ contentCode, children }: { contentCode: string; children: ReactNode }) {
  const { http, signIn } = useAppServices();
  const seat = useSeat({ http, signIn, contentCode, wanted: true });
  return <SeatGate seat={seat}>{children}</SeatGate>;
}

/** The seat refusal a full-text request other than the viewer's met (a download), over the page. */
export function SeatRefusalDialog({ refusal, onWatch, onClose }: { refusal: SeatRefusal; onWatch: (mail: boolean) => Promise<SeatWatch>; onClose: () => void }) {
  const { t } = useI18n();
  const headingId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={headingId}>
      <DialogContent>
        <SeatRefusalPanel refusal={refusal} onWatch={onWatch} bare headingId={headingId} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('document.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
