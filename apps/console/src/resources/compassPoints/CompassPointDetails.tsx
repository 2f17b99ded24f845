import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useLocalDates } from '../../common/LocalDateField.js';
import type { CompassPoint } from '@codex/domain';
import { selectedText } from './selectedText.js';


/** A compass point's fields: its name, document, status, highlighted text, description, who made and deactivated it. */
export function CompassPointDetails({ record, headingLevel = 'h1' }: { record: CompassPoint; headingLevel?: 'h1' | 'h2' | 'none' }) {
  const translate = useTranslate();
  const dates = useLocalDates();
  const when = (date: string | null) => (date ? dates.dateTime(date) : '');
  const field = (name: string) => translate(`resources.compassPoints.fields.${name}`);
  const deactivated = record.status === 'INACTIVE';
  const sub = headingLevel === 'h1' ? 'h2' : 'h3';
  return (
    <>
      {headingLevel !== 'none' && (
        <Typography variant="h5" component={headingLevel} sx={{ wordBreak: 'break-word' }}>
          <bdi>{record.name}</bdi>
        </Typography>
      )}
      <Typography color="text.secondary" sx={{ wordBreak: 'break-word' }}>
        {field('designation')}: {record.designation} · {field('contentStatus')}: {translate(`terms.status.${record.contentStatus}`, { _: record.contentStatus })} · {field('status')}:{' '}
        {translate(deactivated ? 'console.compassPoints.deactivated' : 'console.compassPoints.active')}
      </Typography>
      <Typography variant="subtitle2" component={sub} sx={{ mt: 2 }}>
        {field('selectionData')}
      </Typography>
      <Typography component="blockquote" dir="auto" sx={{ m: 0, pl: 2, borderLeft: 3, borderColor: 'divider', wordBreak: 'break-word' }}>
        {selectedText(record.selectionData)}
      </Typography>
      {record.description && (
        <>
          <Typography variant="subtitle2" component={sub} sx={{ mt: 2 }}>
            {field('description')}
          </Typography>
          <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{record.description}</Typography>
        </>
      )}
      <Typography color="text.secondary" variant="body2" sx={{ mt: 2, wordBreak: 'break-word' }}>
        {field('creatorEmail')}: {record.createdUserName} ({record.creatorEmail}) · {field('createdDate')}: {when(record.createdDate)}
      </Typography>
      {deactivated && (
        <Typography color="text.secondary" variant="body2" sx={{ wordBreak: 'break-word' }}>
          {field('deletedByEmail')}: {record.deletedByEmail ?? ''} · {field('deletedDate')}: {when(record.deletedDate)}
        </Typography>
      )}
    </>
  );
}
