import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material/styles';
import { useLocale, useTranslate } from 'react-admin';
import type { UsagePeriods } from '@codex/domain';
import { useChartDirection } from '../../common/chartDirection.js';
import { ReportSection } from '../../common/ReportSection.js';

/** The metrics the chart draws over time (the others are in the tables). */
const CHARTED = ['Total_Item_Requests', 'Unique_Item_Requests', 'Total_Item_Investigations', 'Searches_Platform'] as const;

/**
 * The days a point of the chart counts: the day itself, or the month's days within the range (a range rarely starts
 * on the 1st, so its first and last months are often partial and their points low: the tooltip says which days).
 */
export function periodDays(start: string, interval: 'day' | 'month', range: { from: string; to: string }): string {
  if (interval === 'day') return start;
  const [year, month] = start.split('-').map(Number);
  const monthEnd = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  const first = start < range.from ? range.from : start;
  const last = monthEnd > range.to ? range.to : monthEnd;
  return first === last ? first : `${first} – ${last}`;
}

/** Requests, investigations and searches per day or month of the range. */
export function UsageCharts({ report }: { report: UsagePeriods }) {
  const translate = useTranslate();
  const theme = useTheme();
  const locale = useLocale();
  // Right to left, time runs from the right and the counts' axis stands on the right (common/chartDirection.ts).
  const chart = useChartDirection();
  // A year's counts run to five digits and more: the axis says 22K rather than have its labels cut at the edge.
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  const colours = [theme.palette.primary.main, theme.palette.success.main, theme.palette.warning.main, theme.palette.info.main];
  const data = report.periods.map((p) => ({ ...p.counts, start: p.start, label: report.interval === 'day' ? p.start.slice(5) : p.start.slice(0, 7) }));
  return (
    <ReportSection title={translate('console.usageReports.overTime')} wide>
      <ResponsiveContainer width="100%" height={280}>
        <LineChart data={data} margin={{ left: 8, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" minTickGap={16} {...chart.runAxis} />
          <YAxis
            allowDecimals={false}
            width={64}
            {...chart.valueAxis}
            tickFormatter={(value: number) => compact.format(value)}
          />
          <Tooltip labelFormatter={(_, payload) => (payload?.[0] ? periodDays(String(payload[0].payload.start), report.interval, report) : '')} />
          <Legend itemSorter={null} />
          {CHARTED.map((metric, i) => (
            <Line
              key={metric}
              type="monotone"
              dataKey={metric}
              name={translate(`console.usageReports.metrics.${metric}`)}
              stroke={colours[i]}
              dot={data.length <= 31}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </ReportSection>
  );
}
