import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { CarryAnswer, CarryPreview } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { useAppServices, useNotify } from '@codex/ui';
import { carryCompassPoints, fetchCarryPreview } from './carryApi.js';
import { CarryItemRow } from './CarryItemRow.js';
import { CarryResults } from './CarryResults.js';
import { isCarryable } from './carryRules.js';

export interface CarryCompassPointsDialogProps {
  open: boolean;
  /** The old edition (the document the compass points are on). */
  contentID: number;
  /** A preview already loaded (the banner's); the dialog loads its own when none is given. */
  preview?: CarryPreview | null;
  onClose(): void;
  /** After a carry, with what it did (the banner counts again). */
  onCarried?(answer: CarryAnswer): void;
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'none' } | { state: 'ready'; preview: CarryPreview };

/**
 * Carrying compass points to the next edition: each compass point the caller may carry with its outcome (exact,
 * moved, changed with the old and the new text side by side, not found), checkboxes, Carry; then what was done,
 * with links to the carried compass points.
 */
export function CarryCompassPointsDialog({ open, contentID, preview, onClose, onCarried }: CarryCompassPointsDialogProps) {
  const { t } = useI18n();
  const { http } = useAppServices();
  const notify = useNotify();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [load, setLoad] = useState<Load>(preview ? { state: 'ready', preview } : { state: 'loading' });
  const [selected, setSelected] = useState<Set<number>>(() => new Set(preview ? preview.compassPoints.filter(isCarryable).map((c) => c.sourceId) : []));
  const [carrying, setCarrying] = useState(false);
  const [answer, setAnswer] = useState<CarryAnswer | null>(null);

  useEffect(() => {
    if (!open || preview) return;
    const controller = new AbortController();
    fetchCarryPreview(http, contentID, controller.signal).then(
      (loaded) => {
        setLoad(loaded ? { state: 'ready', preview: loaded } : { state: 'none' });
        if (loaded) setSelected(new Set(loaded.compassPoints.filter(isCarryable).map((c) => c.sourceId)));
      },
      () => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [open, preview, http, contentID]);

  const ready = load.state === 'ready' ? load.preview : null;
  const carryable = useMemo(() => (ready ? ready.compassPoints.filter(isCarryable).map((c) => c.sourceId) : []), [ready]);
  const names = useMemo(() => new Map((ready?.compassPoints ?? []).map((c) => [c.sourceId, c.name])), [ready]);
  const allSelected = carryable.length > 0 && carryable.every((id) => selected.has(id));

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const carry = async () => {
    if (!ready || selected.size === 0) return;
    setCarrying(true);
    try {
      // The ones not found go along, so the answer lists them as staying where they are.
      const notFound = ready.compassPoints.filter((c) => c.outcome === 'not-found').map((c) => c.sourceId);
      const done = await carryCompassPoints(http, { contentID, compassPointIDs: [...selected, ...notFound] });
      setAnswer(done);
      const count = done.results.filter((r) => r.result === 'carried').length;
      notify({ type: 'SUCCESS', message: t('compassPointCarry.notify.carried', { count, designation: done.target.designation }) });
      onCarried?.(done);
    } catch {
      // The error catalogue has told the user; the selection stays for another try.
    } finally {
      setCarrying(false);
    }
  };

  return (
    <Dialog open={open} onClose={carrying ? undefined : onClose} aria-labelledby="carry-dialog-title" fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id="carry-dialog-title">{t('compassPointCarry.dialog.title', { designation: ready?.target.designation ?? '…' })}</DialogTitle>
      <DialogContent dividers>
        {load.state === 'loading' && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
            <CircularProgress size={24} aria-label={t('compassPointCarry.dialog.loading')} />
            <Typography>{t('compassPointCarry.dialog.loading')}</Typography>
          </Stack>
        )}
        {load.state === 'failed' && <Alert severity="error">{t('compassPointCarry.dialog.failed')}</Alert>}
        {(load.state === 'none' || (ready && ready.compassPoints.length === 0)) && <Alert severity="info">{t('compassPointCarry.dialog.empty')}</Alert>}
        {answer && <CarryResults answer={answer} names={names} />}
        {ready && !answer && ready.compassPoints.length > 0 && (
          <Stack spacing={1}>
            <Typography>{t('compassPointCarry.dialog.intro', { source: ready.source.designation, target: ready.target.designation })}</Typography>
            <FormControlLabel
              control={<Checkbox checked={allSelected} indeterminate={!allSelected && selected.size > 0} disabled={carryable.length === 0} onChange={() => setSelected(new Set(allSelected ? [] : carryable))} />}
              label={t('compassPointCarry.dialog.selectAll')}
            />
            <Box component="ul" sx={{ p: 0, m: 0 }}>
              {ready.compassPoints.map((item) => (
                <CarryItemRow key={item.sourceId} item={item} editions={ready} checked={selected.has(item.sourceId)} onToggle={() => toggle(item.sourceId)} />
              ))}
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {answer ? (
          <Button variant="contained" onClick={onClose}>
            {t('compassPointCarry.dialog.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={carrying}>
              {t('compassPointCarry.dialog.cancel')}
            </Button>
            <Button variant="contained" disabled={!ready || selected.size === 0 || carrying} onClick={() => void carry()}>
              {t('compassPointCarry.dialog.carry', { count: selected.size })}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
