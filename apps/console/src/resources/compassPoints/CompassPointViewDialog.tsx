import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { CompassPoint } from '@codex/domain';
import type { ConsoleDataProvider } from '../../providers/dataProvider.js';
import { CompassPointDetails } from './CompassPointDetails.js';

/**
 * The account ADMIN's view of a compass point: selecting one first asks the server for it (GET
 * /api/v1/compasspoint/{id}, which checks the account's entitlement to its document); a 403 says plainly that the
 * document is not one the account is entitled to, otherwise a dialog shows the compass point.
 */
export function useCompassPointViewer(): { view: (id: number) => void; checking: number | null; dialog: ReactNode } {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [checking, setChecking] = useState<number | null>(null);
  const [shown, setShown] = useState<CompassPoint | null>(null);

  const view = (id: number) => {
    setChecking(id);
    dataProvider.getOne('compassPoints', { id }).then(
      ({ data }) => {
        setChecking(null);
        setShown(data as unknown as CompassPoint);
      },
      (error: { status?: number; message?: string }) => {
        setChecking(null);
        notify(error.status === 403 ? 'console.compassPoints.notEntitled' : error.message || 'ra.notification.http_error', { type: 'warning' });
      },
    );
  };

  const close = () => setShown(null);
  const dialog = (
    <Dialog open={shown !== null} onClose={close} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="compass-point-view-title">
      <DialogTitle id="compass-point-view-title" sx={{ wordBreak: 'break-word' }}>
        {shown?.name}
      </DialogTitle>
      <DialogContent>{shown && <CompassPointDetails record={shown} headingLevel="none" />}</DialogContent>
      <DialogActions>
        <Button onClick={close}>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { view, checking, dialog };
}
