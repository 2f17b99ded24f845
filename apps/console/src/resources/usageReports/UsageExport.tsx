import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider.js';
import { ReportSection } from '../../common/ReportSection.js';
import { saveBlob } from '@codex/ui';

const REPORTS = ['pr', 'dr', 'tr', 'ir'] as const;

/**
 * The whole months a COUNTER export of the range covers: COUNTER reports are by month and end with last month, so
 * the range's months up to last month (a range within this month: last month).
 */
export function exportMonths(from: string, to: string, now = new Date()): { begin: string; end: string } {
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  const end = to.slice(0, 7) < lastMonth ? to.slice(0, 7) : lastMonth;
  const begin = from.slice(0, 7) < end ? from.slice(0, 7) : end;
  return { begin, end };
}

/** Downloads PR, DR, TR or IR of the account as COUNTER JSON or TSV (the server's own COUNTER reports). */
export function UsageExport({ accountId, from, to }: { accountId: number | undefined; from: string; to: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [report, setReport] = useState<(typeof REPORTS)[number]>('pr');
  const [busy, setBusy] = useState(false);
  const t = (key: string, options?: object) => translate(`console.usageReports.${key}`, options);
  const months = exportMonths(from, to);

  const download = async (format: 'json' | 'tsv') => {
    setBusy(true);
    try {
      const { blob, filename } = await dataProvider.usageCounterReport({ report, accountId, beginMonth: months.begin, endMonth: months.end, format });
      saveBlob(blob, filename);
    } catch (failure) {
      notify((failure as Error).message || 'console.usageReports.exportFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ReportSection title={t('export')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('exportMonths', { from: months.begin, to: months.end })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField select label={t('report')} value={report} onChange={(event) => setReport(event.target.value as (typeof REPORTS)[number])} size="small" fullWidth={false} sx={{ minWidth: '14rem' }}>
          {REPORTS.map((id) => (
            <MenuItem key={id} value={id}>
              {t(`reports.${id}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download('json')} disabled={busy}>
          {t('exportJson')}
        </Button>
        <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void download('tsv')} disabled={busy}>
          {t('exportTsv')}
        </Button>
      </Box>
    </ReportSection>
  );
}
