import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { REPORT_INTERVALS, type CompassPointReport, type ReportInterval, type ReportTable } from '@codex/domain';
import type { ConsoleDataProvider } from '../../../providers/dataProvider.js';
import { DateRangeFields, ReportPage } from '../../../common/reports/index.js';
import { ReportCharts } from './ReportCharts.js';
import { ReportTables } from './ReportTables.js';
import { useCompassPointReport } from './useCompassPointReport.js';
import { saveBlob } from '@codex/ui';

const DAY = 86_400_000;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The server's default range, as the controls start: the 30 days up to today (UTC days, as the report counts). */
export function defaultRange(now = new Date()) {
  return { from: day(new Date(now.getTime() - 29 * DAY)), to: day(now) };
}

function Totals({ report }: { report: CompassPointReport }) {
  const translate = useTranslate();
  const counts = ['created', 'edited', 'deactivated', 'reactivated', 'active'] as const;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))', gap: 2, m: 0 }}>
      {counts.map((count) => (
        // A <dl> may group each term with its value in one <div> (the card), and no deeper.
        <Card key={count} variant="outlined" sx={{ p: 2 }}>
          <Typography component="dt" color="text.secondary" variant="body2">
            {translate(count === 'active' ? 'console.compassPointsReport.activeAtEnd' : `console.compassPointsReport.${count}`)}
          </Typography>
          <Typography component="dd" variant="h4" sx={{ m: 0 }}>
            {report.totals[count]}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}

/**
 * The compass points report of the account (COMPASS_POINT_ADMIN and ADMIN): what was created, edited, deactivated and
 * reactivated in each period and how many were active, charts over time, the busiest documents and users, and CSV
 * exports of each table.
 */
export default function CompassPointReportPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [range, setRange] = useState(defaultRange);
  const [interval, setReportInterval] = useState<ReportInterval>('day');
  const valid = range.from !== '' && range.to !== '' && range.from <= range.to;
  // While the range being typed is incomplete or reversed, the last good one stays on screen.
  const [applied, setApplied] = useState(range);
  const state = useCompassPointReport({ ...applied, interval });
  const t = (key: string, options?: object) => translate(`console.compassPointsReport.${key}`, options);

  const change = (field: 'from' | 'to', value: string) => {
    const next = { ...range, [field]: value };
    setRange(next);
    if (next.from && next.to && next.from <= next.to) setApplied(next);
  };

  const exportCsv = async (table: ReportTable) => {
    try {
      const { blob, filename } = await dataProvider.compassPointReportCsv({ ...applied, interval, table });
      saveBlob(blob, filename);
    } catch (failure) {
      notify((failure as Error).message || 'console.compassPointsReport.exportFailed', { type: 'error' });
    }
  };

  return (
    <ReportPage
      title={t('title')}
      state={state}
      failed={t('failed')}
      controls={
        <>
          <DateRangeFields range={range} labels={{ from: t('from'), to: t('to') }} problem={valid ? undefined : t('badRange')} onChange={change} />
          <TextField select label={t('interval')} value={interval} onChange={(event) => setReportInterval(event.target.value as ReportInterval)} size="small" fullWidth={false} sx={{ width: '9rem' }}>
            {REPORT_INTERVALS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`intervals.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void exportCsv('periods')} disabled={state.kind !== 'loaded'}>
              {t('exportCsv')}
            </Button>
            <Button startIcon={<DownloadIcon />} onClick={() => void exportCsv('documents')} disabled={state.kind !== 'loaded'}>
              {t('exportDocuments')}
            </Button>
            <Button startIcon={<DownloadIcon />} onClick={() => void exportCsv('users')} disabled={state.kind !== 'loaded'}>
              {t('exportUsers')}
            </Button>
          </Box>
        </>
      }
    >
      {(report) => (
        <>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('range', { from: report.from, to: report.to })}
            </Typography>
            <Totals report={report} />
          </Box>
          <ReportCharts report={report} />
          <ReportTables report={report} />
        </>
      )}
    </ReportPage>
  );
}
