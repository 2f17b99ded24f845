import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { CUSTOM_COLLECTION_PAGE_SIZES, type CustomCollectionItem, type CustomCollectionSortType } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { PageHeading, useAppServices } from '@codex/ui';
import { RemoteErrorAlert, useRemote } from '../../features/remote/index.js';
import { downloadItem, fetchCustomCollection } from './customCollectionsApi.js';
import { NoPdfDialog } from './NoPdfDialog.js';

/** Below the spec's 576 px breakpoint the table folds designation, title and publisher into one column. */
const NARROW = '(max-width:575.98px)';

/**
 * /custom-collections: the documents the account's admin curated (spec reading-experience sections 2 and 9): a table
 * of designation, title, publisher and a download icon; page sizes 10, 20, 50, 100; the designation sort toggle.
 */
export function CustomCollectionsPage() {
  const { t } = useI18n();
  const { http } = useAppServices();
  const narrow = useMediaQuery(NARROW);
  const [sortType, setSortType] = useState<CustomCollectionSortType>('ALPHA_ASC');
  const [pageSize, setPageSize] = useState<number>(CUSTOM_COLLECTION_PAGE_SIZES[0]);
  const [page, setPage] = useState(0);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [noPdf, setNoPdf] = useState(false);
  const state = useRemote(`${sortType}|${pageSize}|${page}`, () => fetchCustomCollection(http, { sortType, pageSize, offset: page * pageSize }));
  const data = state.data ?? state.previous;

  const download = async (item: CustomCollectionItem) => {
    setDownloading(item.contentCode);
    try {
      if ((await downloadItem(http, item)) === 'noPdf') setNoPdf(true);
    } finally {
      setDownloading(null);
    }
  };

  const toggleSort = () => {
    setSortType((current) => (current === 'ALPHA_ASC' ? 'ALPHA_DESC' : 'ALPHA_ASC'));
    setPage(0);
  };

  const designationHeader = (
    <TableSortLabel active direction={sortType === 'ALPHA_ASC' ? 'asc' : 'desc'} onClick={toggleSort} aria-label={t(sortType === 'ALPHA_ASC' ? 'customCollections.sortAsc' : 'customCollections.sortDesc')}>
      {t('customCollections.designation')}
    </TableSortLabel>
  );
  const titleLink = (item: CustomCollectionItem) => (
    <Link component={RouterLink} to={`/document?contentCode=${encodeURIComponent(item.contentCode)}`} sx={{ wordBreak: 'break-word' }}>
      {item.title}
    </Link>
  );
  const downloadButton = (item: CustomCollectionItem) =>
    downloading === item.contentCode ? (
      <CircularProgress size={24} aria-label={t('app.loading')} />
    ) : (
      <IconButton aria-label={t('customCollections.downloadOne', { designation: item.designation })} onClick={() => void download(item)} disabled={downloading !== null}>
        <FileDownloadOutlined />
      </IconButton>
    );

  return (
    <Stack spacing={2}>
      <PageHeading text={t('routes.customCollections')} />
      {state.status === 'pending' && !data ? <CircularProgress aria-label={t('app.loading')} /> : null}
      {state.status === 'rejected' ? <RemoteErrorAlert error={state.error} message={t('customCollections.loadFailed')} /> : null}
      {data && data.totalElements === 0 ? <Typography color="text.secondary">{t('customCollections.empty')}</Typography> : null}
      {data && data.content.length > 0 ? (
        <Paper variant="outlined">
          <TableContainer>
            <Table aria-label={t('routes.customCollections')} aria-busy={state.status === 'pending'} size={narrow ? 'small' : 'medium'}>
              <TableHead>
                <TableRow>
                  <TableCell sortDirection={sortType === 'ALPHA_ASC' ? 'asc' : 'desc'}>{designationHeader}</TableCell>
                  {narrow ? null : (
                    <>
                      <TableCell>{t('customCollections.title')}</TableCell>
                      <TableCell>{t('customCollections.publisher')}</TableCell>
                    </>
                  )}
                  <TableCell align="center">{t('customCollections.download')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.content.map((item) => (
                  <TableRow key={item.contentCode} hover>
                    {narrow ? (
                      <TableCell>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {item.designation}
                        </Typography>
                        {titleLink(item)}
                        <Typography variant="caption" color="text.secondary" component="p">
                          {item.publisherName}
                        </Typography>
                      </TableCell>
                    ) : (
                      <>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.designation}</TableCell>
                        <TableCell>{titleLink(item)}</TableCell>
                        <TableCell>{item.publisherName}</TableCell>
                      </>
                    )}
                    <TableCell align="center">{downloadButton(item)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={data.totalElements}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[...CUSTOM_COLLECTION_PAGE_SIZES]}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage={t('customCollections.pageSize')}
            labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, count })}
            getItemAriaLabel={(type) => t(`list.page.${type}`)}
          />
        </Paper>
      ) : null}
      {noPdf ? <NoPdfDialog onClose={() => setNoPdf(false)} /> : null}
    </Stack>
  );
}
