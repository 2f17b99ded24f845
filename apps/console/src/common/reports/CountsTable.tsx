import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ReportSection } from '../ReportSection.js';
import { ScrollBox } from '../ScrollBox.js';

export interface CountsRow {
  key: string | number;
  name: string;
  /** A second line under the name (a code, an e-mail). */
  detail: string;
  counts: Record<string, number | undefined>;
}

/**
 * One table of a report: a name with its detail under it, then a count per column (0 where the row has none). It
 * scrolls sideways on a phone; without rows it says `empty` when given, else shows the bare headings.
 */
export function CountsTable({
  title,
  nameHeader,
  columns,
  rows,
  empty,
  wide = false,
  nameMinWidth = '8rem',
}: {
  title: string;
  nameHeader: string;
  columns: { key: string; label: string }[];
  rows: CountsRow[];
  empty?: string;
  wide?: boolean;
  nameMinWidth?: string;
}) {
  return (
    <ReportSection title={title} wide={wide}>
      {rows.length === 0 && empty !== undefined ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <ScrollBox label={title}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{nameHeader}</TableCell>
                {columns.map((column) => (
                  <TableCell key={column.key} align="right">
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  <TableCell component="th" scope="row" sx={{ wordBreak: 'break-word', minWidth: nameMinWidth }}>
                    {row.name}
                    <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                      {row.detail}
                    </Typography>
                  </TableCell>
                  {columns.map((column) => (
                    <TableCell key={column.key} align="right">
                      {row.counts[column.key] ?? 0}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollBox>
      )}
    </ReportSection>
  );
}
