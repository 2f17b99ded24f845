import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { CompassPointActivity, CompassPointReport } from '@codex/domain';
import { ReportSection } from '../../common/ReportSection.js';

const COUNTS = ['created', 'edited', 'deactivated', 'reactivated', 'active'] as const;

type Row = CompassPointActivity & { active: number; key: string | number; who: string; detail: string };

/** One table of the report: a name with a detail under it, and the counts. It scrolls sideways on a phone. */
function ActivityTable({ title, nameHeader, rows }: { title: string; nameHeader: string; rows: Row[] }) {
  const translate = useTranslate();
  return (
    <ReportSection title={title} wide>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{translate('console.compassPointsReport.noRows')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{nameHeader}</TableCell>
                {COUNTS.map((count) => (
                  <TableCell key={count} align="right">
                    {translate(`console.compassPointsReport.${count}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  <TableCell component="th" scope="row" sx={{ wordBreak: 'break-word', minWidth: '8rem' }}>
                    {row.who}
                    <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                      {row.detail}
                    </Typography>
                  </TableCell>
                  {COUNTS.map((count) => (
                    <TableCell key={count} align="right">
                      {row[count]}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </ReportSection>
  );
}

/** The busiest documents and users of the range. */
export function ReportTables({ report }: { report: CompassPointReport }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`console.compassPointsReport.${key}`);
  return (
    <>
      <ActivityTable
        title={t('byDocument')}
        nameHeader={t('document')}
        rows={report.documents.map((d) => ({ ...d, key: d.contentID, who: d.designation, detail: d.contentCode }))}
      />
      <ActivityTable title={t('byUser')} nameHeader={t('user')} rows={report.users.map((u) => ({ ...u, key: u.userId, who: u.name || u.email, detail: u.email }))} />
    </>
  );
}
