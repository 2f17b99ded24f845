import { useTranslate } from 'react-admin';
import type { CompassPointReport } from '@codex/domain';
import { CountsTable } from '../../../common/reports/index.js';

const COUNTS = ['created', 'edited', 'deactivated', 'reactivated', 'active'] as const;

/** A document's or user's counts of the range, by column. */
const countsOf = (row: Record<(typeof COUNTS)[number], number>) => Object.fromEntries(COUNTS.map((count) => [count, row[count]]));

/** The busiest documents and users of the range. */
export function ReportTables({ report }: { report: CompassPointReport }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`console.compassPointsReport.${key}`);
  const columns = COUNTS.map((count) => ({ key: count, label: t(count) }));
  return (
    <>
      <CountsTable
        title={t('byDocument')}
        nameHeader={t('document')}
        columns={columns}
        empty={t('noRows')}
        wide
        rows={report.documents.map((d) => ({ key: d.contentID, name: d.designation, detail: d.contentCode, counts: countsOf(d) }))}
      />
      <CountsTable
        title={t('byUser')}
        nameHeader={t('user')}
        columns={columns}
        empty={t('noRows')}
        wide
        rows={report.users.map((u) => ({ key: u.userId, name: u.name || u.email, detail: u.email, counts: countsOf(u) }))}
      />
    </>
  );
}
