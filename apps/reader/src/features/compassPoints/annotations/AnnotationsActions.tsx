import { useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import type { AnnotationImportAnswer, AnnotationNotImportedReason } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { useAppServices } from '@codex/ui';
import { truncate, TRUNCATION } from '../compassPointRules.js';
import { exportAnnotations, importAnnotations } from './annotationsApi.js';

const REASON_KEY: Record<AnnotationNotImportedReason, string> = {
  'not-found': 'compassPoint.annotations.reasons.notFound',
  'no-text-selector': 'compassPoint.annotations.reasons.noTextSelector',
  'already-present': 'compassPoint.annotations.reasons.alreadyPresent',
  'too-long': 'compassPoint.annotations.reasons.tooLong',
  'missing-required-field': 'compassPoint.annotations.reasons.missingRequiredField',
};

export interface AnnotationsActionsProps {
  contentCode: string;
  /** After an import that made compass points: the list and the highlights reload. */
  onImported(): void;
  /** Only "Import…": a document with no compass points yet has nothing to export. */
  importOnly?: boolean;
}

/**
 * The Compass Points tab's "Export (W3C)" (downloads the document's compass points as W3C Web Annotations) and
 * "Import…" (a file picker; then how many became compass points and which did not anchor, with the reason).
 */
export function AnnotationsActions({ contentCode, onImported, importOnly = false }: AnnotationsActionsProps) {
  const { t } = useI18n();
  const { http } = useAppServices();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);
  const [failed, setFailed] = useState<'export' | 'import' | null>(null);
  const [answer, setAnswer] = useState<AnnotationImportAnswer | null>(null);

  const exportNow = () => {
    setBusy('export');
    setFailed(null);
    exportAnnotations(http, contentCode).then(
      () => setBusy(null),
      () => {
        setBusy(null);
        setFailed('export');
      },
    );
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a change.
    event.target.value = '';
    if (!file) return;
    setBusy('import');
    setFailed(null);
    try {
      const result = await importAnnotations(http, contentCode, await file.text());
      setAnswer(result);
      if (result.imported.length > 0) onImported();
    } catch {
      setFailed('import');
    } finally {
      setBusy(null);
    }
  };

  const fieldNames = (fields: string[]) => fields.map((field) => t(field === 'overlayDetails' ? 'compassPoint.overlay' : `compassPoint.${field}`)).join(', ');

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {importOnly ? null : (
          <Button variant="outlined" size="small" startIcon={<FileDownloadOutlined />} onClick={exportNow} disabled={busy !== null} title={t('compassPoint.annotations.exportHint')}>
            {t('compassPoint.annotations.export')}
          </Button>
        )}
        <Button variant="outlined" size="small" startIcon={<FileUploadOutlined />} onClick={() => picker.current?.click()} disabled={busy !== null} title={t('compassPoint.annotations.importHint')}>
          {t('compassPoint.annotations.import')}
        </Button>
        <input
          ref={picker}
          type="file"
          accept=".jsonld,.json,application/ld+json,application/json"
          aria-label={t('compassPoint.annotations.importHint')}
          tabIndex={-1}
          hidden
          onChange={(event) => void importFile(event)}
        />
      </Stack>
      {busy === 'import' ? (
        <Typography role="status" variant="body2" color="text.secondary">
          {t('compassPoint.annotations.importing')}
        </Typography>
      ) : null}
      {failed ? <Alert severity="error">{t(failed === 'export' ? 'compassPoint.annotations.exportFailed' : 'compassPoint.annotations.importFailed')}</Alert> : null}
      <Dialog open={answer !== null} onClose={() => setAnswer(null)} fullWidth maxWidth="sm" aria-labelledby="annotation-import-title">
        <DialogTitle id="annotation-import-title">{t('compassPoint.annotations.resultTitle')}</DialogTitle>
        {answer ? (
          <DialogContent>
            <Typography role="status">{t('compassPoint.annotations.imported', { count: answer.imported.length, total: answer.total })}</Typography>
            {answer.notImported.length > 0 ? (
              <>
                <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
                  {t('compassPoint.annotations.notImportedHeading')}
                </Typography>
                <List dense aria-label={t('compassPoint.annotations.notImportedHeading')}>
                  {answer.notImported.map((item) => (
                    <ListItem key={item.index} disableGutters divider>
                      <ListItemText
                        primary={`${t('compassPoint.annotations.annotation', { number: item.index + 1 })}: ${t(REASON_KEY[item.reason], { fields: fieldNames(item.fields) })}`}
                        secondary={item.text ? <bdi>{`“${truncate(item.text, TRUNCATION.listTooltip)}”`}</bdi> : null}
                        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
                      />
                    </ListItem>
                  ))}
                </List>
              </>
            ) : null}
          </DialogContent>
        ) : null}
        <DialogActions>
          <Button onClick={() => setAnswer(null)}>
            {t('compassPoint.annotations.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
