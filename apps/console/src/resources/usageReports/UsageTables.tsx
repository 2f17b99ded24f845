import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { USAGE_METRICS, type UsageDashboard, type UsageMetricCounts } from '@codex/domain';
import { ReportSection } from '../../common/ReportSection.js';

/** The counts the item and publisher tables show. */
const COLUMNS = ['Total_Item_Requests', 'Unique_Item_Requests', 'Total_Item_Investigations', 'No_License'] as const;

interface Row {
  key: number;
  name: string;
  detail: string;
  counts: UsageMetricCounts;
}

function CountsTable({ title, nameHeader, rows, wide = false }: { title: string; nameHeader: string; rows: Row[]; wide?: boolean }) {
  const translate = useTranslate();
  return (
    <ReportSection title={title} wide={wide}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{nameHeader}</TableCell>
              {COLUMNS.map((metric) => (
                <TableCell key={metric} align="right">
                  {translate(`console.usageReports.metrics.${metric}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell component="th" scope="row" sx={{ wordBreak: 'break-word', minWidth: '10rem' }}>
                  {row.name}
                  <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                    {row.detail}
                  </Typography>
                </TableCell>
                {COLUMNS.map((metric) => (
                  <TableCell key={metric} align="right">
                    {row.counts[metric] ?? 0}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </ReportSection>
  );
}

/** Every metric's total over the range. */
function MetricTable({ report }: { report: UsageDashboard }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`console.usageReports.${key}`);
  return (
    <ReportSection title={t('byMetric')}>
      <Table size="small" aria-label={t('byMetric')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('metric')}</TableCell>
            <TableCell align="right">{t('count')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {USAGE_METRICS.map((metric) => (
            <TableRow key={metric}>
              <TableCell component="th" scope="row">
                {t(`metrics.${metric}`)}
              </TableCell>
              <TableCell align="right">{report.totals[metric] ?? 0}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ReportSection>
  );
}

/** The range's usage by metric, by publisher and its most used items. */
export function UsageTables({ report }: { report: UsageDashboard }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`console.usageReports.${key}`);
  return (
    <>
      <MetricTable report={report} />
      <CountsTable title={t('byPublisher')} nameHeader={t('publisher')} rows={report.byPublisher.map((p) => ({ key: p.publisherId, name: p.name, detail: p.code, counts: p.counts }))} />
      <CountsTable
        title={t('topItems')}
        nameHeader={t('item')}
        wide
        rows={report.topItems.map((i) => ({ key: i.documentId, name: `${i.designation}: ${i.title}`, detail: `${i.publisher} · ${i.contentCode}`, counts: i.counts }))}
      />
    </>
  );
}
