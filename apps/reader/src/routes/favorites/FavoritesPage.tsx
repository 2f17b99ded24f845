import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import type { FavoriteDocument } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { PageHeading, useAppServices, useNotify } from '@codex/ui';
import { RemoteErrorAlert, useRemote } from '../../features/remote/index.js';
import { fetchFavoriteDocuments, removeFavorite, type FavoritePage, type FavoriteTitleSort } from '../../features/documentLists/index.js';

/** Page size of the favorites list (the spec leaves it open; the product's default page size is 10). */
export const FAVORITES_PAGE_SIZE = 10;

/** /favorites: the user's favorites, sorted A-Z or Z-A on the title, removed after a confirmation, paginated. */
export function FavoritesPage() {
  const { t } = useI18n();
  const { http } = useAppServices();
  const notify = useNotify();
  const [sort, setSort] = useState<FavoriteTitleSort>('document.documentTitle,asc');
  const [page, setPage] = useState(0);
  const [reloads, setReloads] = useState(0);
  const state = useRemote<FavoritePage>(`${page}|${sort}|${reloads}`, () => fetchFavoriteDocuments(http, { page, size: FAVORITES_PAGE_SIZE, sort }));
  const [confirming, setConfirming] = useState<FavoriteDocument | null>(null);
  const [removing, setRemoving] = useState(false);

  const remove = async () => {
    if (!confirming) return;
    setRemoving(true);
    try {
      await removeFavorite(http, confirming.id);
      notify({ type: 'SUCCESS', message: t('favorites.removed', { title: confirming.document.documentTitle }) });
      setConfirming(null);
      // The last entry of a page gone: show the page before it.
      const remaining = (state.data?.list.length ?? 1) - 1;
      if (remaining === 0 && page > 0) setPage(page - 1);
      else setReloads((n) => n + 1);
    } catch {
      // The error catalogue has already told the user.
    } finally {
      setRemoving(false);
    }
  };

  const data = state.data ?? state.previous;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <PageHeading text={t('routes.favorites')} />
        <TextField
          select
          size="small"
          label={t('favorites.sort.label')}
          value={sort}
          onChange={(event) => {
            setSort(event.target.value as FavoriteTitleSort);
            setPage(0);
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="document.documentTitle,asc">{t('favorites.sort.az')}</MenuItem>
          <MenuItem value="document.documentTitle,desc">{t('favorites.sort.za')}</MenuItem>
        </TextField>
      </Stack>

      {state.status === 'pending' && !data ? <CircularProgress aria-label={t('app.loading')} /> : null}
      {state.status === 'rejected' ? <RemoteErrorAlert error={state.error} message={t('home.loadFailed')} /> : null}
      {data && data.totalCount === 0 ? <Typography color="text.secondary">{t('favorites.empty')}</Typography> : null}

      {data && data.list.length > 0 ? (
        <>
          <List aria-label={t('routes.favorites')} aria-busy={state.status === 'pending'} sx={{ bgcolor: 'background.paper', borderRadius: 1 }}>
            {data.list.map((favorite) => (
              <ListItem
                key={favorite.id}
                divider
                secondaryAction={
                  <IconButton edge="end" aria-label={t('favorites.remove', { title: favorite.document.documentTitle })} onClick={() => setConfirming(favorite)}>
                    <DeleteOutline />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={`/document?contentCode=${encodeURIComponent(favorite.document.contentCode)}`}>
                      {favorite.document.documentTitle}
                    </Link>
                  }
                  secondary={favorite.document.designationNo || favorite.document.assetId}
                />
              </ListItem>
            ))}
          </List>
          <TablePagination
            component="div"
            count={data.totalCount}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={FAVORITES_PAGE_SIZE}
            rowsPerPageOptions={[FAVORITES_PAGE_SIZE]}
            labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, count })}
            getItemAriaLabel={(type) => t(`list.page.${type}`)}
          />
        </>
      ) : null}

      <Dialog open={confirming !== null} onClose={() => setConfirming(null)} aria-labelledby="favorite-remove-title">
        <DialogTitle id="favorite-remove-title">{t('favorites.confirm.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('favorites.confirm.content', { title: confirming?.document.documentTitle ?? '' })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(null)}>{t('common.cancel')}</Button>
          <Button color="error" variant="contained" disabled={removing} onClick={() => void remove()}>
            {t('common.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
