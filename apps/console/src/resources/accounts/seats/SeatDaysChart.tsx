import { Bar, CartesianGrid, ComposedChart, Legend, Line, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material/styles';
import { useLocale, useTranslate } from 'react-admin';
import type { SeatDay } from '@codex/domain';
import { useChartDirection } from '../../../common/chartDirection.js';
import { useLocalDates } from '../../../common/LocalDateField.js';

/**
 * The most seats held at once each day (a line, under the seat limit's dashed line) and the readers refused (bars), on
 * one axis of counts. Right to left, time runs from the right and the counts stand on the right. The svg carries the
 * title and the summary; the table beside it is its text alternative.
 */
export default function SeatDaysChart({ days, seatLimit, title, summary, height }: { days: SeatDay[]; seatLimit: number; title: string; summary: string; height: number }) {
  const translate = useTranslate();
  const theme = useTheme();
  const locale = useLocale();
  const dates = useLocalDates();
  const chart = useChartDirection();
  const data = days.map((day) => ({ ...day, label: dates.day(day.day, { day: 'numeric', month: 'short' }) }));
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart data={data} margin={chart.margin({ left: -16, right: 8 })} title={title} desc={summary}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" minTickGap={24} {...chart.runAxis} />
        <YAxis allowDecimals={false} {...chart.valueAxis} domain={[0, (dataMax: number) => Math.max(dataMax, seatLimit)]} />
        <Tooltip labelFormatter={(_, payload) => (payload?.[0] ? dates.day(String(payload[0].payload.day), { dateStyle: 'medium' }) : '')} />
        <Legend itemSorter={null} />
        <ReferenceLine y={seatLimit} stroke={theme.palette.text.secondary} strokeDasharray="6 4" ifOverflow="extendDomain" label={{ value: translate('console.accounts.seats.limitLine', { limit: new Intl.NumberFormat(locale).format(seatLimit) }), position: 'insideTop', fill: theme.palette.text.secondary, fontSize: 12 }} />
        <Bar dataKey="refusals" name={translate('console.accounts.seats.refusals')} fill={theme.palette.error.main} maxBarSize={12} isAnimationActive={false} />
        <Line type="stepAfter" dataKey="peak" name={translate('console.accounts.seats.peak')} stroke={theme.palette.primary.main} strokeWidth={2} dot={false} isAnimationActive={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
