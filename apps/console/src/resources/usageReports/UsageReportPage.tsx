import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePermissions, useTranslate } from 'react-admin';
import { usageRangeProblem, type UsageReportAccount } from '@codex/domain';
import { AccountPicker } from '../../common/AccountPicker.js';
import { DateRangeFields, ReportPage } from '../../common/reports/index.js';
import { UsageApiKeys } from './UsageApiKeys.js';
import { UsageCharts } from './UsageCharts.js';
import { UsageExport } from './UsageExport.js';
import { UsageProcessNow } from './UsageProcessNow.js';
import { UsageTables } from './UsageTables.js';
import { useUsageDashboard } from './useUsageDashboard.js';
import { usageReportQueryOf } from './chartAhead.js';

/**
 * The usage report of an account (ADMIN and REPORT_VIEW their own, the operator any of the tenant): COUNTER metrics
 * over time, by metric, by publisher and the top items of a range (default one week back to today), COUNTER exports,
 * and the account's COUNTER API keys for its ADMIN. The account and range live in the URL.
 */
export default function UsageReportPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const [params, setParams] = useSearchParams();
  const applied = usageReportQueryOf(params);
  const [typed, setTyped] = useState<{ from: string; to: string } | null>(null);
  const range = typed ?? { from: applied.from, to: applied.to };
  const problem = range.from && range.to ? usageRangeProblem(range.from, range.to) : 'Range';
  const { chart, whole } = useUsageDashboard(applied);
  const t = (key: string, options?: object) => translate(`console.usageReports.${key}`, options);
  const authorities = Array.isArray(permissions) ? (permissions as string[]) : [];
  const operator = authorities.includes('OPERATOR');
  // The keys belong to the session's account: shown to its ADMIN, and to an operator only on their own account.
  const showKeys = authorities.includes('ADMIN') && (!operator || applied.accountId === undefined);

  const apply = (next: { accountId?: number; from: string; to: string }) => {
    const search = new URLSearchParams({ from: next.from, to: next.to });
    if (next.accountId !== undefined) search.set('accountId', String(next.accountId));
    setParams(search, { replace: true });
  };

  const change = (field: 'from' | 'to', value: string) => {
    const next = { ...range, [field]: value };
    if (next.from && next.to && usageRangeProblem(next.from, next.to) === null) {
      setTyped(null);
      apply({ accountId: applied.accountId, ...next });
    } else setTyped(next);
  };

  const account: UsageReportAccount | null = chart.kind === 'loaded' ? chart.report.account : null;

  return (
    <ReportPage
      // One name for the page and its menu entry (the spec's sidebar name, "Subscription Usage").
      title={t('menu')}
      state={chart}
      failed={t('failed')}
      skeletonHeight={280}
      controls={
        <>
          <AccountPicker value={account} onChange={(picked) => picked && apply({ accountId: picked.id, from: applied.from, to: applied.to })} />
          <DateRangeFields
            range={range}
            labels={{ from: t('from'), to: t('to') }}
            problem={problem === 'RangeTooLong' ? t('rangeTooLong') : problem ? t('badRange') : undefined}
            onChange={change}
          />
        </>
      }
    >
      {(report) => (
        <>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Typography variant="body2" color="text.secondary">
              {t('range', { from: report.from, to: report.to, interval: t(`intervals.${report.interval}`) })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {report.processedAt ? t('processedAt', { time: report.processedAt.slice(0, 16).replace('T', ' ') }) : t('notProcessed')}
            </Typography>
            {operator && <UsageProcessNow />}
          </Box>
          {Object.values(report.totals).every((n) => n === 0) ? (
            <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
              {t('empty')}
              {report.excluded && (
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {report.excluded.robots + report.excluded.doubleClicks === 0
                    ? t('excludedNone')
                    : t('excluded', { robots: report.excluded.robots, doubleClicks: report.excluded.doubleClicks })}
                </Typography>
              )}
            </Alert>
          ) : (
            <>
              <UsageCharts report={report} />
              <UsageTables totals={report.totals} lists={whole} />
            </>
          )}
          <UsageExport accountId={applied.accountId ?? report.account.id} from={report.from} to={report.to} />
          {showKeys && <UsageApiKeys customerId={report.account.accountNumber} />}
        </>
      )}
    </ReportPage>
  );
}
