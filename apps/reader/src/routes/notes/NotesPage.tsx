import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { NOTES_PAGE_SIZE, type MyNote } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { PageHeading, useAppServices, visuallyHidden } from '@codex/ui';
import { RemoteErrorAlert, useRemote } from '../../features/remote/index.js';
import { fetchMyNotes, noteLink } from './notesApi.js';


function NoteCard({ note }: { note: MyNote }) {
  const { t, locale } = useI18n();
  const documentName = note.designationNo ? `${note.designationNo} ${note.documentTitle}` : note.documentTitle;
  const changed = new Date(note.updatedDate).toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Stack spacing={1}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {note.designationNo ? <span dir="ltr">{note.designationNo}</span> : null} {note.documentTitle}
          </Typography>
          {note.selectionText ? (
            <Typography
              component="blockquote"
              dir="auto"
              aria-label={t('compassPoint.notesPage.quote')}
              sx={{ m: 0, ps: 1.5, borderInlineStart: 3, borderColor: 'divider', color: 'text.secondary', fontStyle: 'italic', overflowWrap: 'anywhere' }}
            >
              {note.selectionText}
            </Typography>
          ) : null}
          <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.note || t('compassPoint.notesPage.noText')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <Typography variant="body2" color="text.secondary">
              {t('compassPoint.notesPage.changed', { date: changed })}
            </Typography>
            <Link component={RouterLink} to={noteLink(note)}>
              {t('compassPoint.notesPage.openShort')}{' '}
              {/* The visible words first, then which document: a screen reader's list of links tells the notes apart. */}
              <Box component="span" sx={visuallyHidden}>
                {documentName}
              </Box>
            </Link>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /notes (page type notes): the signed-in user's personal notes across documents, each opening its document at the note. */
export function NotesPage() {
  const { t } = useI18n();
  const { http } = useAppServices();
  const [page, setPage] = useState(0);
  const [reloads, setReloads] = useState(0);
  const state = useRemote(`${page}|${reloads}`, () => fetchMyNotes(http, page, NOTES_PAGE_SIZE));
  const data = state.data ?? state.previous;

  return (
    <Stack spacing={2}>
      <PageHeading text={t('routes.notes')} />
      <Typography color="text.secondary">{t('compassPoint.notesPage.intro')}</Typography>

      {state.status === 'pending' && !data ? <CircularProgress aria-label={t('app.loading')} /> : null}
      {state.status === 'rejected' ? (
        <RemoteErrorAlert
          error={state.error}
          message={t('compassPoint.notesPage.failed')}
          action={
            <Button color="inherit" size="small" onClick={() => setReloads((n) => n + 1)}>
              {t('compassPoint.notesPage.retry')}
            </Button>
          }
        />
      ) : null}
      {state.status === 'fulfilled' && data && data.totalElements === 0 ? <Typography>{t('compassPoint.notesPage.empty')}</Typography> : null}

      {data && data.content.length > 0 ? (
        <>
          <Stack component="ul" spacing={2} aria-label={t('routes.notes')} aria-busy={state.status === 'pending'} sx={{ p: 0, m: 0 }}>
            {data.content.map((note) => (
              <NoteCard key={note.id} note={note} />
            ))}
          </Stack>
          {data.totalElements > NOTES_PAGE_SIZE ? (
            <TablePagination
              component="div"
              count={data.totalElements}
              page={page}
              onPageChange={(_, next) => setPage(next)}
              rowsPerPage={NOTES_PAGE_SIZE}
              rowsPerPageOptions={[NOTES_PAGE_SIZE]}
              labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, count })}
              getItemAriaLabel={(type) => t(`list.page.${type}`)}
            />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
