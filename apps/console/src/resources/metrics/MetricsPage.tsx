import { useState } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Loading, Title, useGetOne, useLocale, useTranslate } from 'react-admin';
import type { Metrics } from '@codex/domain';
import { useChartDirection } from '../../common/chartDirection.js';
import { KeyValueTable, ReportSection } from '../../common/ReportSection.js';
import { ScrollBox } from '../../common/ScrollBox.js';

/** How often the page asks the server again, and how many samples the time charts keep (five minutes). */
const REFRESH_MS = 5_000;
const SAMPLES_KEPT = 60;
const MB = 1024 * 1024;

/** On a phone the latency chart's route names get a narrow axis and are cut short; the table below names them whole. */
const ROUTE_AXIS = { wide: 380, narrow: 136 };
const NARROW_ROUTE_CHARACTERS = 16;
export const shortRouteLabel = (label: string) => (label.length > NARROW_ROUTE_CHARACTERS ? `${label.slice(0, NARROW_ROUTE_CHARACTERS - 1)}…` : label);

interface Sample {
  time: string;
  heapUsed: number;
  rss: number;
  loopP50: number;
  loopP99: number;
  requests: number;
}

/** management/jhimetrics plotted: memory and event-loop delay over time, latency percentiles per route; refreshes itself. */
export default function MetricsPage() {
  const translate = useTranslate();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const { data, error, isPending } = useGetOne<Metrics & { id: string }>('metrics', { id: 'current' }, { refetchInterval: REFRESH_MS });
  const [samples, setSamples] = useState<Sample[]>([]);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // Right to left, time runs from the right and the routes' bars grow leftwards (common/chartDirection.ts).
  const chart = useChartDirection();

  // Each new answer adds one sample to the time charts (state adjusted while rendering, not in an effect).
  const [sampledAt, setSampledAt] = useState<string | null>(null);
  if (data && data.timestamp !== sampledAt) {
    setSampledAt(data.timestamp);
    const sample: Sample = {
      time: new Date(data.timestamp).toLocaleTimeString(locale),
      heapUsed: data.node.memory.heapUsed / MB,
      rss: data.node.memory.rss / MB,
      loopP50: data.node.eventLoop.delayMs.p50,
      loopP99: data.node.eventLoop.delayMs.p99,
      requests: data['http.server.requests'].all.count,
    };
    setSamples((previous) => [...previous, sample].slice(-SAMPLES_KEPT));
  }

  if (isPending) return <Loading />;
  if (error || !data) return <Typography role="alert">{translate('console.metrics.unavailable')}</Typography>;

  const http = data['http.server.requests'];
  const busiest = [...http.routes].sort((a, b) => b.count - a.count).slice(0, 10).map((r) => ({ ...r, label: `${r.method} ${r.route} ${r.status}` }));
  const cpu = data.processMetrics.cpu;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, mt: 2 }}>
      <Title title={translate('resources.metrics.name')} />
      <ReportSection title={translate('console.metrics.memory')}>
        <ResponsiveContainer width="100%" height={240}>
          <LineChart data={samples}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="time" {...chart.runAxis} />
            <YAxis unit=" MB" width={72} {...chart.valueAxis} />
            <Tooltip formatter={(value) => `${number.format(Number(value))} MB`} />
            <Legend />
            <Line type="monotone" dataKey="heapUsed" name={translate('console.metrics.heapUsed')} stroke="#1565c0" dot={false} isAnimationActive={false} />
            <Line type="monotone" dataKey="rss" name={translate('console.metrics.rss')} stroke="#ef6c00" dot={false} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </ReportSection>
      <ReportSection title={translate('console.metrics.eventLoop')}>
        <ResponsiveContainer width="100%" height={240}>
          <LineChart data={samples}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="time" {...chart.runAxis} />
            <YAxis unit=" ms" {...chart.valueAxis} />
            <Tooltip formatter={(value) => `${number.format(Number(value))} ms`} />
            <Legend />
            <Line type="monotone" dataKey="loopP50" name="p50" stroke="#2e7d32" dot={false} isAnimationActive={false} />
            <Line type="monotone" dataKey="loopP99" name="p99" stroke="#c62828" dot={false} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </ReportSection>
      <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
        <ReportSection title={translate('console.metrics.latency')}>
          <ResponsiveContainer width="100%" height={Math.max(200, busiest.length * 36)}>
            <BarChart data={busiest} layout="vertical" margin={chart.margin({ left: 24 })}>
              <CartesianGrid strokeDasharray="3 3" />
              {/* The values run along the bottom here; the routes' names (machine text) stand on the value axis' side. */}
              <XAxis type="number" unit=" ms" reversed={chart.rtl} tick={{ direction: 'ltr' }} />
              <YAxis
                type="category"
                dataKey="label"
                orientation={chart.valueAxis.orientation}
                width={narrow ? ROUTE_AXIS.narrow : ROUTE_AXIS.wide}
                tick={{ fontSize: 12, direction: 'ltr' }}
                tickFormatter={narrow ? shortRouteLabel : undefined}
                interval={0}
              />
              <Tooltip formatter={(value) => `${number.format(Number(value))} ms`} />
              <Legend />
              <Bar dataKey="p50" fill="#90caf9" isAnimationActive={false} />
              <Bar dataKey="p95" fill="#1e88e5" isAnimationActive={false} />
              <Bar dataKey="p99" fill="#0d47a1" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
          <ScrollBox label={translate('console.metrics.latency')}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('console.metrics.route')}</TableCell>
                  <TableCell align="right">{translate('console.metrics.count')}</TableCell>
                  <TableCell align="right">p50</TableCell>
                  <TableCell align="right">p95</TableCell>
                  <TableCell align="right">p99</TableCell>
                  <TableCell align="right">{translate('console.metrics.max')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {busiest.map((r) => (
                  <TableRow key={r.label}>
                    <TableCell>{r.label}</TableCell>
                    <TableCell align="right">{r.count}</TableCell>
                    <TableCell align="right">{number.format(r.p50)}</TableCell>
                    <TableCell align="right">{number.format(r.p95)}</TableCell>
                    <TableCell align="right">{number.format(r.p99)}</TableCell>
                    <TableCell align="right">{number.format(r.max)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollBox>
        </ReportSection>
      </Box>
      <ReportSection title={translate('console.metrics.requests')}>
        <KeyValueTable
          rows={[
            [translate('console.metrics.total'), String(http.all.count)],
            ...Object.entries(http.percode).map(([code, s]): [string, string] => [
              code,
              translate('console.metrics.perCode', { count: s.count, mean: number.format(s.mean), max: number.format(s.max) }),
            ]),
          ]}
        />
      </ReportSection>
      <ReportSection title={translate('console.metrics.process')}>
        <KeyValueTable
          rows={[
            ['Node.js', data.node.version],
            [translate('console.metrics.uptime'), `${number.format(data.node.uptimeSeconds / 60)} min`],
            [translate('console.metrics.cpu'), `${number.format(cpu.usageSinceStart * 100)} % (${cpu.cores})`],
            [translate('console.metrics.load'), cpu.loadAverage.map((l) => number.format(l)).join(' / ')],
            [translate('console.metrics.loopUtilization'), `${number.format(data.node.eventLoop.utilization * 100)} %`],
          ]}
        />
      </ReportSection>
      <ReportSection title={translate('console.metrics.database')}>
        <KeyValueTable rows={Object.entries(data.databases).map(([k, v]): [string, string] => [k, String(v)])} />
      </ReportSection>
      <ReportSection title={translate('console.metrics.caches')}>
        <KeyValueTable
          rows={Object.entries(data.cache).map(([name, c]): [string, string] => [
            name,
            translate('console.metrics.hitRate', { hits: c.hits, misses: c.misses, ratio: c.hitRatio === null ? '—' : `${number.format(c.hitRatio * 100)} %` }),
          ])}
        />
      </ReportSection>
    </Box>
  );
}
