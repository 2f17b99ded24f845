import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import { USAGE_METRICS, type UsageDashboard, type UsageMetricCounts } from '@codex/domain';
import { LoadingSkeleton } from '../../common/LoadingSkeleton.js';
import { ReportSection } from '../../common/ReportSection.js';
import { CountsTable, type ReportState } from '../../common/reports/index.js';

/** The counts the item and publisher tables show. */
const COLUMNS = ['Total_Item_Requests', 'Unique_Item_Requests', 'Total_Item_Investigations', 'No_License'] as const;

/** Every metric's total over the range. */
function MetricTable({ totals }: { totals: UsageMetricCounts }) {
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
              <TableCell align="right">{totals[metric] ?? 0}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ReportSection>
  );
}

/**
 * The range's usage by metric (from the chart's answer, at once), by publisher and its most used items (from the whole
 * report, which comes after the chart: a skeleton until then).
 */
export function UsageTables({ totals, lists }: { totals: UsageMetricCounts; lists: ReportState<UsageDashboard> }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`console.usageReports.${key}`);
  const columns = COLUMNS.map((metric) => ({ key: metric, label: t(`metrics.${metric}`) }));
  return (
    <>
      <MetricTable totals={totals} />
      {lists.kind === 'loading' && (
        <>
          <LoadingSkeleton height={240} />
          <LoadingSkeleton height={240} sx={{ gridColumn: '1 / -1' }} />
        </>
      )}
      {lists.kind === 'failed' && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {t('failed')}
        </Alert>
      )}
      {lists.kind === 'loaded' && (
        <>
          <CountsTable title={t('byPublisher')} nameHeader={t('publisher')} columns={columns} nameMinWidth="10rem" rows={lists.report.byPublisher.map((p) => ({ key: p.publisherId, name: p.name, detail: p.code, counts: p.counts }))} />
          <CountsTable
            title={t('topItems')}
            nameHeader={t('item')}
            columns={columns}
            nameMinWidth="10rem"
            wide
            rows={lists.report.topItems.map((i) => ({ key: i.documentId, name: `${i.designation}: ${i.title}`, detail: `${i.publisher} · ${i.contentCode}`, counts: i.counts }))}
          />
        </>
      )}
    </>
  );
}
