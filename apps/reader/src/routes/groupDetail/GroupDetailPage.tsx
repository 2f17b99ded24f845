import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MailOutline from '@mui/icons-material/EmailOutlined';
import type { GroupDetail, SharedDocument } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { InlineArrow, PageHeading, useAppServices, useNotify } from '@codex/ui';
import { RemoteErrorAlert, useRemote } from '../../features/remote/index.js';
import { useSession } from '../../features/session/index.js';
import { DeleteGroupDialog } from '../../features/groups/index.js';
import { EmailGroupDialog } from '../../features/groups/index.js';
import { fetchGroupDetail, fetchGroupDocuments, updateGroupDocuments, updateGroupMembers, updateGroupName } from '../../features/groups/index.js';
import { cutGroupName, documentLabel, fullName } from '../../features/groups/index.js';
import { DeleteDocumentDialog, EditDocumentsDialog, EditMembersDialog, EditTextDialog } from './GroupDetailDialogs.js';
import { GroupMembersLine } from './GroupMembersLine.js';

type OpenDialog = 'name' | 'description' | 'members' | 'documents' | 'email' | 'delete' | { deleteDocument: SharedDocument } | null;

interface LoadedGroup {
  detail: GroupDetail;
  documents: SharedDocument[];
}

/** /group-detail?groupId: the group's members, description and documents; the creator edits, every member e-mails. */
export function GroupDetailPage() {
  const { t } = useI18n();
  const { http } = useAppServices();
  const notify = useNotify();
  const navigate = useNavigate();
  const { session } = useSession();
  const [params] = useSearchParams();
  const groupId = Number(params.get('groupId'));
  const [reloads, setReloads] = useState(0);
  const state = useRemote<LoadedGroup>(`${groupId}|${reloads}`, async () => {
    if (!Number.isInteger(groupId) || groupId <= 0) throw new Error('no group id');
    const [detail, documents] = await Promise.all([fetchGroupDetail(http, groupId), fetchGroupDocuments(http, groupId)]);
    return { detail, documents };
  });
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const loaded = state.data ?? state.previous;
  const back = (
    <IconButton component={RouterLink} to="/groups" aria-label={t('groups.detail.back')} edge="start">
      <InlineArrow towards="start" />
    </IconButton>
  );
  if (state.status === 'rejected')
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {back}
        <RemoteErrorAlert error={state.error} message={t('groups.detail.notFound')} />
      </Stack>
    );
  if (!loaded || session.status !== 'active') return <CircularProgress aria-label={t('app.loading')} />;

  const { detail, documents } = loaded;
  const isOwner = detail.createdById === session.account.id;
  const done = (message: string) => {
    notify({ type: 'SUCCESS', message });
    setDialog(null);
    setReloads((n) => n + 1);
  };
  const editLink = (target: 'name' | 'description' | 'members', label: string) =>
    isOwner ? (
      <IconButton size="small" aria-label={label} onClick={() => setDialog(target)}>
        <EditOutlined fontSize="small" />
      </IconButton>
    ) : null;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        {back}
        <PageHeading text={detail.name} title={detail.name} sx={{ overflowWrap: 'anywhere', minWidth: 0, fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
          <bdi>{cutGroupName(detail.name)}</bdi>
        </PageHeading>
        {editLink('name', t('groups.detail.edit.name'))}
      </Stack>
      <Typography variant="body2">
        <strong>{t('groups.card.owner')}:</strong> {fullName(detail.createdByFirstName, detail.createdByLastName)}
        {isOwner ? ` ${t('groups.card.me')}` : ''}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <GroupMembersLine members={detail.rosters} />
        {editLink('members', t('groups.detail.edit.members'))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', minWidth: 0 }}>{detail.longDesc}</Typography>
        {editLink('description', t('groups.detail.edit.description'))}
      </Stack>

      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {isOwner ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setDialog('documents')}>
            {t('groups.detail.addDocuments')}
          </Button>
        ) : null}
        <Button variant="outlined" startIcon={<MailOutline />} onClick={() => setDialog('email')}>
          {t('groups.detail.email')}
        </Button>
        {isOwner ? (
          <Button variant="outlined" color="error" startIcon={<DeleteOutline />} onClick={() => setDialog('delete')}>
            {t('groups.detail.delete')}
          </Button>
        ) : null}
      </Stack>

      <Typography variant="h6" component="h2">
        {t('groups.detail.documents', { count: documents.length })}
      </Typography>
      {documents.length === 0 ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">{t('groups.detail.noDocuments')}</Typography>
          {isOwner ? (
            <Button startIcon={<Add />} onClick={() => setDialog('documents')}>
              {t('groups.detail.addDocuments')}
            </Button>
          ) : null}
        </Stack>
      ) : (
        <Paper variant="outlined">
          <List aria-label={t('groups.detail.documents', { count: documents.length })} disablePadding>
            {documents.map((document) => {
              const { reference, title } = documentLabel(document);
              return (
                <ListItem
                  key={document.contentID}
                  divider
                  secondaryAction={
                    isOwner ? (
                      <IconButton edge="end" aria-label={t('groups.detail.deleteDocument.label', { title })} onClick={() => setDialog({ deleteDocument: document })}>
                        <DeleteOutline />
                      </IconButton>
                    ) : null
                  }
                >
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={`/document?contentCode=${encodeURIComponent(document.contentCode)}`}>
                        {reference ? `${reference} ` : ''}
                        {title}
                      </Link>
                    }
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItem>
              );
            })}
          </List>
        </Paper>
      )}

      {dialog === 'name' || dialog === 'description' ? (
        <EditTextDialog
          field={dialog}
          initial={dialog === 'name' ? detail.name : detail.longDesc}
          onClose={() => setDialog(null)}
          onSubmit={async (value) => {
            const change = dialog === 'name' ? { name: value, longDesc: detail.longDesc } : { name: detail.name, longDesc: value };
            await updateGroupName(http, { groupID: detail.groupID, ...change });
            done(t('groups.notify.updated', { name: change.name }));
          }}
        />
      ) : null}
      {dialog === 'members' ? (
        <EditMembersDialog
          initial={detail.rosters}
          onClose={() => setDialog(null)}
          onSubmit={async (members) => {
            await updateGroupMembers(http, { groupID: detail.groupID, memberIds: members.map((m) => m.userId) });
            done(t('groups.notify.updated', { name: detail.name }));
          }}
        />
      ) : null}
      {dialog === 'documents' ? (
        <EditDocumentsDialog
          inGroup={documents}
          onClose={() => setDialog(null)}
          onSubmit={async (added) => {
            await updateGroupDocuments(http, { sharedWithGroupID: detail.groupID, addContentCodes: added.map((d) => d.contentCode), removeContentIds: [] });
            done(t('groups.notify.updated', { name: detail.name }));
          }}
        />
      ) : null}
      {dialog !== null && typeof dialog === 'object' ? (
        <DeleteDocumentDialog
          title={documentLabel(dialog.deleteDocument).title}
          onClose={() => setDialog(null)}
          onSubmit={async () => {
            await updateGroupDocuments(http, { sharedWithGroupID: detail.groupID, addContentCodes: [], removeContentIds: [dialog.deleteDocument.contentID], singleDelete: true });
            done(t('groups.notify.documentRemoved', { title: documentLabel(dialog.deleteDocument).title }));
          }}
        />
      ) : null}
      {dialog === 'email' ? <EmailGroupDialog groupId={detail.groupID} groupName={detail.name} onClose={() => setDialog(null)} /> : null}
      {dialog === 'delete' ? (
        <DeleteGroupDialog groupId={detail.groupID} groupName={detail.name} onClose={() => setDialog(null)} onDeleted={() => void navigate('/groups')} />
      ) : null}
    </Stack>
  );
}
