import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { CompassPointReport } from '@codex/domain';
import { useChartDirection } from '../../../common/chartDirection.js';
import { ReportSection } from '../../../common/ReportSection.js';

/** A period's label on the axis: its first day. */
const periodLabel = (start: string) => start.slice(5);

/** The widest a bar is drawn (px), however few periods the range has. */
const BAR_WIDTH = 40;

/** The value axis' top: a little above the tallest bar, and never under 4 (one change stays a short bar). */
const headroom = (dataMax: number) => Math.max(4, Math.ceil(dataMax * 1.1));

/** Active compass points at each period's end, and each period's changes by kind. */
export function ReportCharts({ report }: { report: CompassPointReport }) {
  const translate = useTranslate();
  const theme = useTheme();
  const chart = useChartDirection();
  const data = report.periods.map((p) => ({ ...p, label: periodLabel(p.start) }));
  const t = (key: string) => translate(`console.compassPointsReport.${key}`);
  return (
    <>
      <ReportSection title={t('activeOverTime')}>
        <ResponsiveContainer width="100%" height={240}>
          <LineChart data={data} margin={chart.margin({ left: -16, right: 8 })}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" minTickGap={16} {...chart.runAxis} />
            <YAxis allowDecimals={false} {...chart.valueAxis} />
            <Tooltip labelFormatter={(_, payload) => (payload?.[0] ? `${payload[0].payload.start} – ${payload[0].payload.end}` : '')} />
            <Line type="monotone" dataKey="active" name={t('active')} stroke={theme.palette.primary.main} dot={data.length <= 31} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </ReportSection>
      <ReportSection title={t('changesOverTime')}>
        <ResponsiveContainer width="100%" height={260}>
          {/*
            A short range is a few wide bands: the bars keep a readable width (maxBarSize) in the middle of their band,
            away from the axes (padding), and the value axis leaves headroom so a lone 1 is not a full-height wall.
          */}
          <BarChart data={data} margin={chart.margin({ left: -16, right: 8 })} barCategoryGap="20%" barGap={2} maxBarSize={BAR_WIDTH}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" minTickGap={16} padding={data.length <= 2 ? { left: 24, right: 24 } : undefined} {...chart.runAxis} />
            <YAxis allowDecimals={false} domain={[0, headroom]} {...chart.valueAxis} />
            <Tooltip labelFormatter={(_, payload) => (payload?.[0] ? `${payload[0].payload.start} – ${payload[0].payload.end}` : '')} />
            <Legend itemSorter={null} />
            <Bar dataKey="created" name={t('created')} fill={theme.palette.success.main} isAnimationActive={false} />
            <Bar dataKey="edited" name={t('edited')} fill={theme.palette.info.main} isAnimationActive={false} />
            <Bar dataKey="deactivated" name={t('deactivated')} fill={theme.palette.error.main} isAnimationActive={false} />
            <Bar dataKey="reactivated" name={t('reactivated')} fill={theme.palette.warning.main} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ReportSection>
    </>
  );
}
