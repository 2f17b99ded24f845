import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { CompassPointReport } from '@codex/domain';
import { ReportSection } from '../../../common/ReportSection.js';

/** A period's label on the axis: its first day. */
const periodLabel = (start: string) => start.slice(5);

/** Active compass points at each period's end, and each period's changes by kind. */
export function ReportCharts({ report }: { report: CompassPointReport }) {
  const translate = useTranslate();
  const theme = useTheme();
  const data = report.periods.map((p) => ({ ...p, label: periodLabel(p.start) }));
  const t = (key: string) => translate(`console.compassPointsReport.${key}`);
  return (
    <>
      <ReportSection title={t('activeOverTime')}>
        <ResponsiveContainer width="100%" height={240}>
          <LineChart data={data} margin={{ left: -16, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" minTickGap={16} />
            <YAxis allowDecimals={false} />
            <Tooltip labelFormatter={(_, payload) => (payload?.[0] ? `${payload[0].payload.start} – ${payload[0].payload.end}` : '')} />
            <Line type="monotone" dataKey="active" name={t('active')} stroke={theme.palette.primary.main} dot={data.length <= 31} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </ReportSection>
      <ReportSection title={t('changesOverTime')}>
        <ResponsiveContainer width="100%" height={260}>
          <BarChart data={data} margin={{ left: -16, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" minTickGap={16} />
            <YAxis allowDecimals={false} />
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
