import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import type { Version } from '@codex/domain';
import { COMPARE_TOO_LARGE_MESSAGE } from '@codex/domain';
import type { PdfComparison } from '@codex/data';
import { useI18n } from '@codex/i18n';
import { HtmlFrame } from '../html/HtmlFrame.js';
import { MessageDialog } from '../MessageDialog.js';
import { pollHtmlComparison, type HtmlCompareDeps, type HtmlCompareState } from './htmlComparePoller.js';
import { PRINT_DELAY_MS } from './printPdf.js';

export { PRINT_DELAY_MS };

interface CompareChrome {
  newer: Version;
  older: Version;
  onClose: () => void;
  onEditVersions: () => void;
  /** Beside Print: what is left of the document's prints, when they are limited. */
  printNote?: React.ReactNode;
}

function CompareHeader({ newer, older, onClose, onEditVersions, printNote, children }: CompareChrome & { children?: React.ReactNode }) {
  const { t } = useI18n();
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', flexGrow: 1 }}>
          {t('document.compare.heading', { older: older.designationNo, newer: newer.designationNo })}
        </Typography>
        <Link component="button" onClick={onEditVersions}>
          {t('document.compare.editVersions')}
        </Link>
        {children}
        <Button startIcon={<CloseIcon />} onClick={onClose}>
          {t('document.close')}
        </Button>
      </Box>
      {printNote ? <Box sx={{ mb: 1 }}>{printNote}</Box> : null}
    </>
  );
}

/**
 * The HTML redline: made by a server job, looked for every 10 s; insertions and deletions marked. Print asks
 * `beforePrint` first (the print allowance) and prints only when it agrees.
 */
export function HtmlCompareView(props: CompareChrome & { job: HtmlCompareDeps; onOpenDocument: (path: string) => void; beforePrint?: () => Promise<boolean> }) {
  const { t } = useI18n();
  const { job, beforePrint } = props;
  const [state, setState] = useState<HtmlCompareState>({ status: 'generating', attempt: 0 });
  const frame = useRef<HTMLIFrameElement | null>(null);

  useEffect(() => pollHtmlComparison(job, setState), [job]);

  const print = async () => {
    if (beforePrint && !(await beforePrint())) return;
    window.setTimeout(() => frame.current?.contentWindow?.print(), PRINT_DELAY_MS);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="html-compare">
      <CompareHeader {...props}>
        <Button startIcon={<PrintIcon />} onClick={() => void print()} disabled={state.status !== 'ready'}>
          {t('document.compare.print')}
        </Button>
      </CompareHeader>
      {state.status === 'generating' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 3 }}>
          <CircularProgress size={24} />
          <Typography>{t('document.compare.generating')}</Typography>
        </Box>
      )}
      {state.status === 'failed' && <Alert severity="error">{t('document.compare.failed')}</Alert>}
      {state.status === 'ready' && (
        <>
          <Box sx={{ display: 'flex', gap: 2, mb: 1 }} aria-label={t('document.compare.legend')}>
            <Typography component="span" sx={{ bgcolor: '#d4f7d4', textDecoration: 'underline', px: 0.5 }}>
              {t('document.compare.inserted')}
            </Typography>
            <Typography component="span" sx={{ bgcolor: '#ffd6d6', textDecoration: 'line-through', px: 0.5 }}>
              {t('document.compare.deleted')}
            </Typography>
          </Box>
          <HtmlFrame html={state.html} title={t('document.compare.frameTitle')} onOpenDocument={props.onOpenDocument} allowPrint frameRef={frame} />
        </>
      )}
    </Paper>
  );
}

/**
 * The PDF compare: says whether a redline exists, prints it (its print dialog a second after Print) and downloads it;
 * 'too large' is a titled error dialog that closes compare.
 */
export function PdfCompareView(
  props: CompareChrome & { compare: () => Promise<PdfComparison>; downloadRedline: (id: string) => Promise<void>; printRedline: (id: string) => Promise<void> },
) {
  const { t } = useI18n();
  const { compare } = props;
  const [result, setResult] = useState<PdfComparison | null>(null);
  const [failed, setFailed] = useState(false);
  const [printing, setPrinting] = useState(false);
  const redlineId = result?.redlineExists ? result.redlineId : null;

  const print = async () => {
    if (!redlineId) return;
    setPrinting(true);
    try {
      await props.printRedline(redlineId);
    } catch {
      // The error catalogue has already told the user of a failed call.
    } finally {
      setPrinting(false);
    }
  };

  useEffect(() => {
    let stale = false;
    compare()
      .then((answer) => !stale && setResult(answer))
      .catch(() => !stale && setFailed(true));
    return () => {
      stale = true;
    };
  }, [compare]);

  if (result?.message === COMPARE_TOO_LARGE_MESSAGE || (result?.message && !result.redlineExists)) {
    return <MessageDialog title={t('document.compare.tooLargeTitle')} message={t('document.compare.tooLarge')} onClose={props.onClose} />;
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="pdf-compare">
      <CompareHeader {...props}>
        <Button startIcon={<PrintIcon />} onClick={() => void print()} disabled={!redlineId || printing}>
          {t('document.compare.print')}
        </Button>
        {redlineId && (
          <Button startIcon={<DownloadIcon />} onClick={() => void props.downloadRedline(redlineId)}>
            {t('document.compare.downloadRedline')}
          </Button>
        )}
      </CompareHeader>
      {!result && !failed && <CircularProgress aria-label={t('document.loading')} />}
      {failed && <Alert severity="error">{t('document.compare.failed')}</Alert>}
      {result && (
        <Alert severity={result.redlineExists ? 'success' : 'info'} role="status">
          {t(result.redlineExists ? 'document.compare.redlineExists' : 'document.compare.noRedline')}
        </Alert>
      )}
    </Paper>
  );
}
