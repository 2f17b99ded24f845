import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/**
 * A titled card of an operations or report page (metrics, thread dump, compass points report), named by its title
 * for assistive technology; `wide` spans every column of the page's grid.
 */
export function ReportSection({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Card component="section" aria-label={title} sx={wide ? { gridColumn: '1 / -1' } : undefined}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Names and their values, one row each, the value right-aligned. */
export function KeyValueTable({ rows }: { rows: [string, string | number][] }) {
  return (
    <Table size="small">
      <TableBody>
        {rows.map(([key, value]) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row">
              {key}
            </TableCell>
            <TableCell align="right">{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
