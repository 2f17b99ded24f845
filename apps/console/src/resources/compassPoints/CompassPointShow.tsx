import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { DateField, ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { CompassPoint as CompassPointAnswer } from '@codex/domain';

/** A compass point as react-admin holds it: the answer with its compassPointID as id. */
type CompassPoint = CompassPointAnswer & { id: number };
import { ChangeHistory } from './ChangeHistory.js';
import { selectedText } from './selectedText.js';

function CompassPointTitle() {
  const record = useRecordContext<CompassPoint>();
  const translate = useTranslate();
  return <span>{translate('console.compassPoints.title', { name: record?.name ?? '' })}</span>;
}

function CompassPointActions() {
  return (
    <TopToolbar>
      <ListButton />
    </TopToolbar>
  );
}

function CompassPointSummary() {
  const record = useRecordContext<CompassPoint>();
  const translate = useTranslate();
  if (!record) return null;
  const field = (name: string) => translate(`resources.compassPoints.fields.${name}`);
  const deactivated = record.status === 'INACTIVE';
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-word' }}>
          {record.name}
        </Typography>
        <Typography color="text.secondary" sx={{ wordBreak: 'break-word' }}>
          {field('designation')}: {record.designation} · {field('contentStatus')}: {record.contentStatus} · {field('status')}:{' '}
          {translate(deactivated ? 'console.compassPoints.deactivated' : 'console.compassPoints.active')}
        </Typography>
        <Typography variant="subtitle2" component="h2" sx={{ mt: 2 }}>
          {field('selectionData')}
        </Typography>
        <Typography component="blockquote" sx={{ m: 0, pl: 2, borderLeft: 3, borderColor: 'divider', wordBreak: 'break-word' }}>
          {selectedText(record.selectionData)}
        </Typography>
        {record.description && (
          <>
            <Typography variant="subtitle2" component="h2" sx={{ mt: 2 }}>
              {field('description')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{record.description}</Typography>
          </>
        )}
        <Typography color="text.secondary" variant="body2" sx={{ mt: 2, wordBreak: 'break-word' }}>
          {field('creatorEmail')}: {record.createdUserName} ({record.creatorEmail}) · {field('createdDate')}: <DateField source="createdDate" showTime />
        </Typography>
        {deactivated && (
          <Typography color="text.secondary" variant="body2" sx={{ wordBreak: 'break-word' }}>
            {field('deletedByEmail')}: {record.deletedByEmail ?? ''} · {field('deletedDate')}: <DateField source="deletedDate" showTime />
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function CompassPointHistory() {
  const record = useRecordContext<CompassPoint>();
  if (!record) return null;
  return <ChangeHistory id={record.compassPointID} />;
}

/** One compass point of the account: its fields and its change history. */
export default function CompassPointShow() {
  return (
    <Show title={<CompassPointTitle />} actions={<CompassPointActions />} component="div">
      <CompassPointSummary />
      <CompassPointHistory />
    </Show>
  );
}
