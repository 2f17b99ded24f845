import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import type { AllowanceRefusal } from '@codex/domain';
import { fetchProtectedPage } from '@codex/data';
import { useI18n } from '@codex/i18n';
import { useAppServices, useNotify } from '@codex/ui';
import { AllowanceLine, AllowanceRefusalDialog, useAllowances } from '../../features/licenceMeter/index.js';

/** The element the print sheets go in: the only thing the protected viewer lets a printer see (DocumentViewPage's styles). */
export const PROTECTED_PRINT_ID = 'protected-print';
/** Sheets fetched at once while a print is prepared (each is drawn and watermarked by the server). */
const AT_ONCE = 4;
const PRINT_ALLOWANCE_ID = 'protected-print-allowance';

/**
 * Print in the protected viewer (docs/adr/0066): offered only when the publisher's terms give this document a print
 * allowance. Print first has the print counted by the server (or refused with when prints start again), then fetches
 * the watermarked sheets of that print, shows how far it has come, and hands them to the browser's print dialog; the
 * sheets are dropped once the dialog closes. Without an allowance protected content does not print at all.
 */
export function ProtectedPrint({ contentCode, pageCount }: { contentCode: string; pageCount: number }) {
  const { t } = useI18n();
  const { http } = useAppServices();
  const notify = useNotify();
  const [refusal, setRefusal] = useState<AllowanceRefusal | null>(null);
  const { allowances, beforePrint } = useAllowances(http, contentCode, true, setRefusal);
  const [done, setDone] = useState<number | null>(null);
  const [sheets, setSheets] = useState<string[]>([]);
  const cancelled = useRef(false);

  const dropSheets = useCallback(() => {
    setSheets((urls) => {
      urls.forEach((url) => URL.revokeObjectURL(url));
      return [];
    });
  }, []);

  useEffect(() => {
    window.addEventListener('afterprint', dropSheets);
    return () => {
      window.removeEventListener('afterprint', dropSheets);
      dropSheets();
    };
  }, [dropSheets]);

  async function print() {
    if (!(await beforePrint())) return;
    cancelled.current = false;
    setDone(0);
    const urls: string[] = new Array(pageCount);
    let next = 1;
    let count = 0;
    const fetchSheets = async () => {
      while (next <= pageCount && !cancelled.current) {
        const page = next++;
        const blob = await fetchProtectedPage(http, contentCode, page, 'print');
        urls[page - 1] = URL.createObjectURL(blob);
        setDone(++count);
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(AT_ONCE, pageCount) }, fetchSheets));
      if (cancelled.current) throw new Error('cancelled');
      setSheets(urls);
    } catch {
      urls.forEach((url) => url && URL.revokeObjectURL(url));
      if (!cancelled.current) notify({ type: 'ERROR', message: t('allowances.protectedPrint.failed') });
    } finally {
      setDone(null);
    }
  }

  if (!allowances?.print) return null;
  const preparing = done !== null;
  return (
    <Box sx={{ width: '100%', maxWidth: 820 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<PrintOutlined />}
          onClick={() => void print()}
          disabled={preparing || allowances.print.left <= 0}
          aria-describedby={PRINT_ALLOWANCE_ID}
        >
          {t('allowances.protectedPrint.action')}
        </Button>
        <AllowanceLine kind="PRINT" allowance={allowances.print} id={PRINT_ALLOWANCE_ID} />
      </Stack>
      {preparing && (
        <Box sx={{ mt: 1 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" role="status">
              {t('allowances.protectedPrint.preparing', { done, total: pageCount })}
            </Typography>
            <Button size="small" onClick={() => (cancelled.current = true)}>
              {t('allowances.protectedPrint.cancel')}
            </Button>
          </Stack>
          <LinearProgress variant="determinate" value={(done / pageCount) * 100} aria-label={t('allowances.protectedPrint.progress')} sx={{ mt: 0.5 }} />
        </Box>
      )}
      {refusal && <AllowanceRefusalDialog refusal={refusal} onClose={() => setRefusal(null)} />}
      {sheets.length > 0 && <PrintSheets urls={sheets} onReady={() => window.print()} />}
    </Box>
  );
}

/** The sheets, in the element only a printer sees; the print dialog opens once every sheet's image has loaded. */
function PrintSheets({ urls, onReady }: { urls: string[]; onReady: () => void }) {
  const loaded = useRef(0);
  const onLoad = useCallback(() => {
    loaded.current += 1;
    if (loaded.current === urls.length) onReady();
  }, [urls.length, onReady]);
  return createPortal(
    <div id={PROTECTED_PRINT_ID}>
      {urls.map((url, index) => (
        <img key={url} src={url} alt="" onLoad={onLoad} style={{ width: '100%', display: 'block', breakAfter: index < urls.length - 1 ? 'page' : 'auto' }} />
      ))}
    </div>,
    document.body,
  );
}
