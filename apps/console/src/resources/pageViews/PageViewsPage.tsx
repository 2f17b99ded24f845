import { useMemo, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { PageViewCounts } from '@codex/domain';
import { CountsTable, DateRangeFields, ReportPage, useReport, type CountsRow, type LoadReport } from '../../common/reports/index.js';
import type { PageViewQuery } from './pageViewCalls.js';

const DAY = 86_400_000;
const YEAR = 366 * DAY;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The controls' first range: the 30 UTC days up to today. */
export function defaultRange(now = new Date()) {
  return { from: day(new Date(now.getTime() - 29 * DAY)), to: day(now) };
}

const load: LoadReport<PageViewQuery, PageViewCounts> = (dataProvider, query, signal) => dataProvider.pageViews(query, signal);

/** One row per page type, one column per period that has views, and the page type's total. */
export function pageViewTable(report: PageViewCounts): { periods: string[]; rows: CountsRow[] } {
  const periods = [...new Set(report.counts.map((c) => c.period))].sort();
  const byType = new Map<string, Record<string, number>>();
  for (const { pageType, period, count } of report.counts) {
    const counts = byType.get(pageType) ?? {};
    counts[period] = count;
    counts.total = (counts.total ?? 0) + count;
    byType.set(pageType, counts);
  }
  const rows = [...byType.entries()]
    .sort(([a, x], [b, y]) => y.total - x.total || a.localeCompare(b))
    .map(([pageType, counts]) => ({ key: pageType, name: pageType, detail: '', counts }));
  return { periods, rows };
}

/**
 * Page views (reading-experience.md section 2: "page-type names are used for analytics"; docs/adr/0049): how often the
 * tenant's readers opened each page, by the spec's page-type names, per day or per month over a range of UTC days.
 */
export default function PageViewsPage() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`console.pageViews.${key}`, options);
  const [range, setRange] = useState(defaultRange);
  const [granularity, setGranularity] = useState<'day' | 'month'>('day');
  const valid = range.from !== '' && range.to !== '' && range.from <= range.to && Date.parse(range.to) - Date.parse(range.from) <= YEAR;
  // While the range being typed is incomplete or wrong, the last good one stays on screen.
  const [applied, setApplied] = useState(range);
  const state = useReport(load, { startDate: applied.from, endDate: applied.to, granularity });
  const report = state.kind === 'loaded' ? state.report : null;
  const table = useMemo(() => (report ? pageViewTable(report) : null), [report]);

  const change = (field: 'from' | 'to', value: string) => {
    const next = { ...range, [field]: value };
    setRange(next);
    if (next.from && next.to && next.from <= next.to && Date.parse(next.to) - Date.parse(next.from) <= YEAR) setApplied(next);
  };

  return (
    <ReportPage
      title={t('title')}
      state={state}
      failed={t('failed')}
      controls={
        <>
          <Typography sx={{ flexBasis: '100%' }} color="text.secondary">
            {t('intro')}
          </Typography>
          <DateRangeFields range={range} labels={{ from: t('from'), to: t('to') }} problem={valid ? undefined : t('badRange')} onChange={change} />
          <TextField
            select
            size="small"
            label={t('granularity')}
            value={granularity}
            onChange={(event) => setGranularity(event.target.value as 'day' | 'month')}
            sx={{ width: '11rem' }}
          >
            {(['day', 'month'] as const).map((value) => (
              <MenuItem key={value} value={value}>
                {t(`granularities.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </>
      }
    >
      {() =>
        table ? (
          <CountsTable
            title={t('views')}
            nameHeader={t('pageType')}
            columns={[...table.periods.map((period) => ({ key: period, label: period })), { key: 'total', label: t('total') }]}
            rows={table.rows}
            empty={t('noRows')}
            wide
          />
        ) : null
      }
    </ReportPage>
  );
}
