import { useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { LoadingSkeleton } from '../../common/LoadingSkeleton.js';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AdminCustomCollectionDetail, AdminCustomCollectionItem } from '@codex/domain';
import type { ConsoleDataProvider } from '../../providers/dataProvider.js';
import { useLocalDates } from '../../common/LocalDateField.js';

/** The collection's documents, newest first, with who added each and when; each removed after confirmation. */
export function CustomCollectionDocuments() {
  const dates = useLocalDates();
  const record = useRecordContext<AdminCustomCollectionDetail>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [removing, setRemoving] = useState<AdminCustomCollectionItem | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const title = translate('console.customCollections.documents', { smart_count: record.items?.length ?? record.itemCount });

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await dataProvider.removeFromCustomCollection(record.id, removing.contentCode);
      notify('console.customCollections.removed', { type: 'info', messageArgs: { designation: removing.designation } });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {!record.items ? (
          <LoadingSkeleton height={120}/>
        ) : record.items.length === 0 ? (
          <Typography color="text.secondary">{translate('console.customCollections.noDocuments')}</Typography>
        ) : (
          <List dense aria-label={title}>
            {record.items.map((item) => (
              <ListItem
                key={item.contentCode}
                divider
                disableGutters
                secondaryAction={
                  <IconButton edge="end" aria-label={translate('console.customCollections.remove', { designation: item.designation })} onClick={() => setRemoving(item)}>
                    <DeleteOutline />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={`${item.designation} · ${item.title}`}
                  secondary={translate('console.customCollections.addedBy', {
                    publisher: item.publisherName,
                    name: item.addedBy ?? '—',
                    date: dates.dateTime(item.addedAt),
                  })}
                  slotProps={{ primary: { sx: { wordBreak: 'break-word', pr: 4 } }, secondary: { sx: { wordBreak: 'break-word', pr: 4 } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <Confirm
        isOpen={removing !== null}
        loading={busy}
        title={translate('console.customCollections.removeTitle', { designation: removing?.designation ?? '' })}
        content={translate('console.customCollections.removeContent', { name: record.name })}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
