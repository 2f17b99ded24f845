import { lazy, Suspense, useId } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslate } from 'react-admin';
import type { SeatDay } from '@codex/domain';
import { LoadingSkeleton } from '../../../common/LoadingSkeleton.js';
import { useLocalDates } from '../../../common/LocalDateField.js';
import { ScrollBox } from '../../../common/ScrollBox.js';

// recharts is loaded only when an account with seats is opened.
const SeatDaysChart = lazy(() => import('./SeatDaysChart.js'));

const CHART_HEIGHT = 260;

/** The busiest day (the first of equals) and the refusals of the whole range. */
export function seatHistorySummary(days: SeatDay[]) {
  const busiest = days.reduce<SeatDay | null>((best, day) => (day.peak > (best?.peak ?? 0) ? day : best), null);
  return { busiest, refusals: days.reduce((total, day) => total + day.refusals, 0) };
}

/**
 * The last 90 days of the account's seats: the most held at once each day and the readers refused, as a chart with a
 * written summary, and as a table of the days that had either (the chart's text alternative).
 */
export function SeatHistory({ days, seatLimit }: { days: SeatDay[]; seatLimit: number }) {
  const translate = useTranslate();
  const locale = useLocale();
  const dates = useLocalDates();
  const titleId = useId();
  const t = (key: string, options?: object) => translate(`console.accounts.seats.${key}`, options);
  const n = (value: number) => new Intl.NumberFormat(locale).format(value);
  const { busiest, refusals } = seatHistorySummary(days);
  const active = days.filter((day) => day.peak > 0 || day.refusals > 0);
  const title = t('history');
  const summary = busiest
    ? t('historySummary', { peak: n(busiest.peak), day: dates.day(busiest.day, { dateStyle: 'medium' }), refusals: n(refusals) })
    : refusals > 0
      ? t('historyRefusalsOnly', { refusals: n(refusals) })
      : t('historyEmpty');
  const tableTitle = t('historyTable');

  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" id={titleId}>
        {title}
      </Typography>
      {active.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {summary}
        </Typography>
      ) : (
        <Box component="figure" aria-labelledby={titleId} sx={{ m: 0 }}>
          <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {summary}
          </Typography>
          <Box sx={{ height: CHART_HEIGHT }}>
            <Suspense fallback={<LoadingSkeleton variant="rectangular" height={CHART_HEIGHT} />}>
              <SeatDaysChart days={days} seatLimit={seatLimit} title={title} summary={summary} height={CHART_HEIGHT} />
            </Suspense>
          </Box>
          <Box component="details" sx={{ mt: 1 }}>
            <Box component="summary" sx={{ cursor: 'pointer', py: 0.5 }}>
              {t('showTable')}
            </Box>
            <ScrollBox label={tableTitle}>
              <Table size="small" aria-label={tableTitle}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('day')}</TableCell>
                    <TableCell align="right">{t('peak')}</TableCell>
                    <TableCell align="right">{t('refusals')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {active.map((day) => (
                    <TableRow key={day.day}>
                      <TableCell component="th" scope="row">
                        {dates.day(day.day, { dateStyle: 'medium' })}
                      </TableCell>
                      <TableCell align="right">{n(day.peak)}</TableCell>
                      <TableCell align="right">{n(day.refusals)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollBox>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('quietDaysLeftOut')}
            </Typography>
          </Box>
        </Box>
      )}
    </Box>
  );
}
