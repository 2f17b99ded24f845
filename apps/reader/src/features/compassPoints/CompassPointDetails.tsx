import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import type { CompassPoint } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { useAppServices, useNotify } from '@codex/ui';
import { CompassPointRowMenu } from './CompassPointRowMenu.js';
import { CompassPointStateChip, useWhoAndWhen } from './CompassPointBits.js';
import { ExpandableText } from './ExpandableText.js';
import { markCompassPointShared } from './compassPointsApi.js';
import { selectedTextOf, sharedLinkOf, TRUNCATION } from './compassPointRules.js';
import type { CompassPointSettingsAnswer } from './compassPointTypes.js';

export interface CompassPointDetailsProps {
  point: CompassPoint;
  settings: CompassPointSettingsAnswer | null;
  open: boolean;
  onClose(): void;
  onChanged(point: CompassPoint): void;
}

/** Copies text to the clipboard; false where the browser does not allow it (the link is then shown to copy by hand). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * What a click on a highlight opens: name, description, overlay details, the selected text (Show more / Show less
 * past 255), who and when, the row menu, and Copy link (the shared link /compasspoint/{uuid}, recorded with mark-shared).
 */
export function CompassPointDetails({ point, settings, open, onClose, onChanged }: CompassPointDetailsProps) {
  const { t } = useI18n();
  const { http } = useAppServices();
  const notify = useNotify();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const whoAndWhen = useWhoAndWhen();
  const [manualLink, setManualLink] = useState<string | null>(null);
  const selection = selectedTextOf(point);
  const link = sharedLinkOf(point, window.location.origin);

  const copyLink = async () => {
    const copied = await copyText(link);
    setManualLink(copied ? null : link);
    if (copied) notify({ type: 'SUCCESS', message: t('compassPoint.details.linkCopied') });
    try {
      await markCompassPointShared(http, point.compassPointID);
    } catch {
      // The error catalogue has told the user; the link works all the same.
    }
  };

  const section = (labelKey: string, text: string) =>
    text ? (
      <Box>
        <Typography variant="overline" component="h3" color="text.secondary">
          {t(labelKey)}
        </Typography>
        <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text}
        </Typography>
      </Box>
    ) : null;

  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={`compass-point-${point.compassPointID}-title`}>
      <DialogTitle id={`compass-point-${point.compassPointID}-title`} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, pr: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{point.name ? <bdi>{point.name}</bdi> : t('compassPoint.details.untitled')}</Box>
        <CompassPointRowMenu point={point} settings={settings} onChanged={onChanged} />
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <CompassPointStateChip status={point.status} />
            <Typography variant="body2" color="text.secondary">
              {point.designation}
              {point.selectionMetadata?.pageNumber ? ` · ${t('compassPoint.details.page', { page: point.selectionMetadata.pageNumber })}` : ''}
            </Typography>
          </Stack>
          {point.status !== 'ACTIVE' ? <Alert severity="info">{t('compassPoint.details.deactivatedNote')}</Alert> : null}
          {section('compassPoint.description', point.description)}
          {section('compassPoint.overlay', point.overlayDetails)}
          {selection ? (
            <Box component="section" aria-label={t('compassPoint.highlightedText')} sx={{ borderLeft: 4, borderColor: 'warning.main', pl: 1.5 }}>
              <Typography variant="overline" component="h3" color="text.secondary">
                {t('compassPoint.highlightedText')}
              </Typography>
              <ExpandableText text={selection} max={TRUNCATION.highlightedText} quoted />
            </Box>
          ) : null}
          <Box>
            {whoAndWhen(point).map((line) => (
              <Typography key={line} variant="body2" color="text.secondary">
                {line}
              </Typography>
            ))}
          </Box>
          {manualLink ? (
            <TextField label={t('compassPoint.details.linkLabel')} value={manualLink} fullWidth size="small" slotProps={{ htmlInput: { readOnly: true } }} onFocus={(event) => event.target.select()} />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        {point.status === 'ACTIVE' ? (
          <Button startIcon={<LinkOutlined />} onClick={() => void copyLink()} sx={{ mr: 'auto' }}>
            {t('compassPoint.details.copyLink')}
          </Button>
        ) : null}
        <Button onClick={onClose} variant="contained">
          {t('compassPoint.details.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
