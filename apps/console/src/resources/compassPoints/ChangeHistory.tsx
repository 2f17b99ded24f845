import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { LoadingSkeleton } from '../../common/LoadingSkeleton.js';
import Typography from '@mui/material/Typography';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ChangeHistoryPage, CompassPointTransactionType } from '@codex/domain';
import type { ConsoleDataProvider } from '../../providers/dataProvider.js';
import { useLocalDates } from '../../common/LocalDateField.js';

/** The label key of each kind of change (reading-experience.md section 3). */
export const CHANGE_LABELS: Record<CompassPointTransactionType, string> = {
  INSERT: 'console.compassPoints.history.created',
  UPDATE: 'console.compassPoints.history.edited',
  'UPDATE-SELECTION': 'console.compassPoints.history.editedSelection',
  DEACTIVATE: 'console.compassPoints.history.deactivated',
  ACTIVATE: 'console.compassPoints.history.reactivated',
};

const PAGE_SIZE = 100;

type ChangeHistoryEntry = ChangeHistoryPage['content'][number];

/** What came back for which compass point; anything for another id than the one shown is still loading. */
type Answer = { id: number | string } & ({ kind: 'failed' } | { kind: 'loaded'; entries: ChangeHistoryEntry[]; total: number });
type State = { kind: 'loading' } | Answer;

/** A compass point's change history, newest first: who changed it, when and how. */
export function ChangeHistory({ id }: { id: number | string }) {
  const dates = useLocalDates();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    let live = true;
    dataProvider.compassPointHistory(id, 1, PAGE_SIZE).then(
      ({ data, total }) => live && setAnswer({ id, kind: 'loaded', entries: data, total }),
      () => live && setAnswer({ id, kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, id]);
  const state: State = answer && answer.id === id ? answer : { kind: 'loading' };
  const title = translate('console.compassPoints.history.title');
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {state.kind === 'loading' && <LoadingSkeleton height={80}/>}
        {state.kind === 'failed' && <Alert severity="error">{translate('console.compassPoints.history.failed')}</Alert>}
        {state.kind === 'loaded' && state.entries.length === 0 && <Typography color="text.secondary">{translate('console.compassPoints.history.empty')}</Typography>}
        {state.kind === 'loaded' && state.entries.length > 0 && (
          <List dense aria-label={title}>
            {state.entries.map((entry) => (
              <ListItem key={entry.id} disableGutters divider>
                <ListItemText
                  primary={translate(CHANGE_LABELS[entry.dbTransactionType] ?? entry.dbTransactionType)}
                  secondary={`${entry.transactionUserName} · ${dates.dateTime(entry.createdDate)}`}
                  slotProps={{ secondary: { sx: { wordBreak: 'break-word' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
