import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { USAGE_METRICS, type UsageDashboard } from '@codex/domain';
import { ReportSection } from '../../common/ReportSection.js';
import { CountsTable } from '../../common/reports/index.js';

/** The counts the item and publisher tables show. */
const COLUMNS = ['Total_Item_Requests', 'Unique_Item_Requests', 'Total_Item_Investigations', 'No_License'] as const;

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
  const columns = COLUMNS.map((metric) => ({ key: metric, label: t(`metrics.${metric}`) }));
  return (
    <>
      <MetricTable report={report} />
      <CountsTable title={t('byPublisher')} nameHeader={t('publisher')} columns={columns} nameMinWidth="10rem" rows={report.byPublisher.map((p) => ({ key: p.publisherId, name: p.name, detail: p.code, counts: p.counts }))} />
      <CountsTable
        title={t('topItems')}
        nameHeader={t('item')}
        columns={columns}
        nameMinWidth="10rem"
        wide
        rows={report.topItems.map((i) => ({ key: i.documentId, name: `${i.designation}: ${i.title}`, detail: `${i.publisher} · ${i.contentCode}`, counts: i.counts }))}
      />
    </>
  );
}
