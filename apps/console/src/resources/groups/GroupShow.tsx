import Card from '@mui/material/Card';
import { LoadingSkeleton } from '../../common/LoadingSkeleton.js';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { LocalDateField } from '../../common/LocalDateField.js';
import type { AdminGroupDetail } from '@codex/domain';
import { GroupDeleteButton } from './GroupDeleteButton.js';

function GroupTitle() {
  const record = useRecordContext<AdminGroupDetail>();
  const translate = useTranslate();
  return <span>{translate('console.groups.title', { name: record?.name ?? '' })}</span>;
}

function GroupActions() {
  return (
    <TopToolbar>
      <ListButton />
      <GroupDeleteButton redirect="list" />
    </TopToolbar>
  );
}

function GroupSummary() {
  const record = useRecordContext<AdminGroupDetail>();
  const translate = useTranslate();
  if (!record) return null;
  const field = (name: string) => translate(`resources.groups.fields.${name}`);
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-word' }}>
          <bdi>{record.name}</bdi>
        </Typography>
        <Typography dir="auto" sx={{ mt: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{record.longDesc}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1, wordBreak: 'break-word' }}>
          {field('ownerName')}: {record.ownerName} ({record.ownerEmail}) · {field('accountName')}: {record.accountName}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {field('createdAt')}: <LocalDateField source="createdAt" showTime /> · {field('updatedAt')}: <LocalDateField source="updatedAt" showTime />
        </Typography>
      </CardContent>
    </Card>
  );
}

/** A titled card listing rows, or saying there are none. */
function Section({ title, empty, rows }: { title: string; empty: string; rows: { key: string; primary: string; secondary: string }[] }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <List dense aria-label={title}>
            {rows.map((row) => (
              <ListItem key={row.key} disableGutters divider>
                <ListItemText primary={row.primary} secondary={row.secondary} slotProps={{ primary: { sx: { wordBreak: 'break-word' } }, secondary: { sx: { wordBreak: 'break-word' } } }} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

function GroupContents() {
  const record = useRecordContext<AdminGroupDetail>();
  const translate = useTranslate();
  if (!record) return null;
  // react-admin shows the list's row at once while the group itself loads: members and documents come with the detail.
  if (!record.members || !record.documents) return <LoadingSkeleton height={160}/>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' } }}>
      <Section
        title={translate('console.groups.members', { smart_count: record.members.length })}
        empty={translate('console.groups.noMembers')}
        rows={record.members.map((m) => ({ key: String(m.userId), primary: m.name || m.email, secondary: m.email }))}
      />
      <Section
        title={translate('console.groups.documents', { smart_count: record.documents.length })}
        empty={translate('console.groups.noDocuments')}
        rows={record.documents.map((d) => ({ key: d.contentCode, primary: `${d.designation} · ${d.title}`, secondary: d.contentCode }))}
      />
    </Box>
  );
}

/** One group of the account: who owns it, its members and its documents, and delete (confirmed). */
export default function GroupShow() {
  return (
    <Show title={<GroupTitle />} actions={<GroupActions />} component="div">
      <GroupSummary />
      <GroupContents />
    </Show>
  );
}
