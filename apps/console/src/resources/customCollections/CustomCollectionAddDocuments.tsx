import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate, useLocale } from 'react-admin';
import { LIMITS, type AdminCustomCollectionDetail, type SearchDocument } from '@codex/domain';
import type { ConsoleDataProvider } from '../../providers/dataProvider.js';

/** The day a document's edition was published (the search answer's publishDate, else its online date), or null. */
const editionDay = (document: SearchDocument) => (document.publishDate ?? document.publishedOnlineDate)?.slice(0, 10) ?? null;

type Found = { status: 'idle' } | { status: 'searching' } | { status: 'failed'; message: string } | { status: 'done'; documents: SearchDocument[] };

/**
 * Adds documents found by the library's search within the account's subscriptions. The server checks that the
 * collection's account is entitled to each one and says so when it is not.
 */
export function CustomCollectionAddDocuments() {
  const record = useRecordContext<AdminCustomCollectionDetail>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const locale = useLocale();
  const refresh = useRefresh();
  const [keywords, setKeywords] = useState('');
  const [found, setFound] = useState<Found>({ status: 'idle' });
  const [adding, setAdding] = useState<string | null>(null);
  if (!record) return null;
  // Several editions share a designation ("SP 800-53" Rev. 5 twice): status, edition date and publisher tell them apart.
  const detailsOf = (document: SearchDocument) => {
    const day = editionDay(document);
    return [
      translate(`terms.status.${document.status}`, { _: document.status }),
      day ? translate('console.customCollections.edition', { date: new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC', dateStyle: 'medium' }) }) : translate('console.customCollections.noEditionDate'),
      document.publisherName,
    ].join(' · ');
  };
  const inCollection = new Set((record.items ?? []).map((item) => item.contentCode));

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const words = keywords.trim();
    if (!words) return;
    setFound({ status: 'searching' });
    try {
      const result = await dataProvider.searchEntitledDocuments(words);
      setFound({ status: 'done', documents: result.documents });
    } catch (error) {
      setFound({ status: 'failed', message: (error as Error).message || 'error.unknown' });
    }
  };

  const add = async (document: SearchDocument) => {
    setAdding(document.contentCode);
    try {
      await dataProvider.addToCustomCollection(record.id, [document.contentCode]);
      notify('console.customCollections.added', { type: 'info', messageArgs: { designation: document.displayDesignation } });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setAdding(null);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('console.customCollections.addTitle')}
        </Typography>
        <Stack
          component="form"
          role="search"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          onSubmit={(event) => void search(event)}
          sx={{ mt: 1, alignItems: { xs: 'stretch', sm: 'flex-start' }, minWidth: 0 }}
        >
          <TextField
            size="small"
            fullWidth
            label={translate('console.customCollections.searchLabel')}
            helperText={translate('console.customCollections.searchHelp')}
            value={keywords}
            onChange={(event) => setKeywords(event.target.value)}
            slotProps={{ htmlInput: { maxLength: LIMITS.searchInput } }}
            sx={{ minWidth: 0 }}
          />
          <Button type="submit" variant="contained" disabled={found.status === 'searching' || !keywords.trim()}>
            {translate('console.customCollections.search')}
          </Button>
        </Stack>
        {found.status === 'searching' && <CircularProgress size={24} sx={{ mt: 2 }} aria-label={translate('app.loading')} />}
        {found.status === 'failed' && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate(found.message, { _: found.message })}
          </Alert>
        )}
        {found.status === 'done' && found.documents.length === 0 && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {translate('console.customCollections.noResults')}
          </Typography>
        )}
        {found.status === 'done' && found.documents.length > 0 && (
          <List dense aria-label={translate('console.customCollections.results')}>
            {found.documents.map((document) => {
              const there = inCollection.has(document.contentCode);
              return (
                <ListItem key={document.contentCode} divider disableGutters sx={{ gap: 1, alignItems: 'flex-start', minWidth: 0 }}>
                  <ListItemText
                    primary={
                      <>
                        <strong>{document.displayDesignation}</strong> · {document.documentTitle}
                      </>
                    }
                    secondary={detailsOf(document)}
                    slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
                  />
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={there || adding !== null}
                    aria-label={translate('console.customCollections.addOne', { designation: document.displayDesignation })}
                    onClick={() => void add(document)}
                    sx={{ flexShrink: 0 }}
                  >
                    {translate(there ? 'console.customCollections.inCollection' : 'console.customCollections.add')}
                  </Button>
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
