import { useState, type ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useI18n } from '@codex/i18n';
import { PageHeading } from '@codex/ui';
import type { SharedPage } from '../../features/documentLists/index.js';
import { RemoteErrorAlert, useRemote } from '../../features/remote/index.js';

/** Page size of the shared lists (the spec leaves it open; the product's default page size is 10). */
export const SHARED_PAGE_SIZE = 10;

interface SharedListPageProps<T> {
  titleKey: string;
  emptyKey: string;
  columns: { key: string; labelKey: string }[];
  load: (page: number, size: number) => Promise<SharedPage<T>>;
  row: (entry: T) => ReactNode[];
  rowKey: (entry: T, index: number) => string;
}

/** A table of what others shared with the user, with its empty state and pages. */
export function SharedListPage<T>({ titleKey, emptyKey, columns, load, row, rowKey }: SharedListPageProps<T>) {
  const { t } = useI18n();
  const [page, setPage] = useState(0);
  const state = useRemote(String(page), () => load(page, SHARED_PAGE_SIZE));
  const data = state.data ?? state.previous;
  return (
    <Stack spacing={2}>
      <PageHeading text={t(titleKey)} />
      {state.status === 'pending' && !data ? <CircularProgress aria-label={t('app.loading')} /> : null}
      {state.status === 'rejected' ? <RemoteErrorAlert error={state.error} message={t('home.loadFailed')} /> : null}
      {data && data.totalCount === 0 ? <Typography color="text.secondary">{t(emptyKey)}</Typography> : null}
      {data && data.list.length > 0 ? (
        <Paper variant="outlined">
          <TableContainer>
            <Table aria-label={t(titleKey)}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column.key}>{t(column.labelKey)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.list.map((entry, index) => (
                  <TableRow key={rowKey(entry, index)}>
                    {row(entry).map((cell, cellIndex) => (
                      <TableCell key={columns[cellIndex]?.key ?? cellIndex}>{cell}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={data.totalCount}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={SHARED_PAGE_SIZE}
            rowsPerPageOptions={[SHARED_PAGE_SIZE]}
            labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, count })}
            getItemAriaLabel={(type) => t(`list.page.${type}`)}
          />
        </Paper>
      ) : null}
    </Stack>
  );
}
