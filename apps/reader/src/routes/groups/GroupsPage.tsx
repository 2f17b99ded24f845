import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import type { GroupCard } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { PageHeading, useAppServices } from '@codex/ui';
import { ForbiddenPage } from '../../app/ForbiddenPage.js';
import { RemoteErrorAlert, useRemote } from '../../features/remote/index.js';
import { useSession } from '../../features/session/index.js';
import { DeleteGroupDialog } from '../../features/groups/index.js';
import { EmailGroupDialog } from '../../features/groups/index.js';
import { GroupDialog, type GroupDraft } from '../../features/groups/index.js';
import { fetchGroupDraft, fetchGroupEnable, fetchGroups } from '../../features/groups/index.js';
import { sortGroups, type GroupSort } from '../../features/groups/index.js';
import { GroupCardView, type GroupCardAction } from './GroupCardView.js';

type OpenDialog = { kind: 'create' } | { kind: 'edit'; draft: GroupDraft } | { kind: 'email' | 'delete'; group: GroupCard } | null;

/** /groups: the user's groups of the selected account as cards, sorted A - Z or Z - A, with the group dialogs. */
export function GroupsPage() {
  const { t } = useI18n();
  const { http } = useAppServices();
  const { session } = useSession();
  const navigate = useNavigate();
  const account = session.status === 'active' ? session.account : null;
  const accountId = account?.selectedAccountId ?? 0;
  const enabled = useRemote<boolean>('groupEnable', () => fetchGroupEnable(http));
  const [reloads, setReloads] = useState(0);
  const groups = useRemote<GroupCard[]>(`${accountId}|${reloads}`, () => fetchGroups(http, accountId));
  const [sort, setSort] = useState<GroupSort>('asc');
  const [dialog, setDialog] = useState<OpenDialog>(null);

  if (!account) return null;
  if (enabled.status === 'fulfilled' && !enabled.data) return <ForbiddenPage />;

  const act = (group: GroupCard, action: GroupCardAction) => {
    if (action === 'edit') {
      fetchGroupDraft(http, group.groupID).then(
        (draft) => setDialog({ kind: 'edit', draft }),
        () => undefined,
      );
    } else setDialog({ kind: action, group });
  };
  const closeAndReload = () => {
    setDialog(null);
    setReloads((n) => n + 1);
  };

  const list = groups.data ?? groups.previous;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <PageHeading text={t('routes.groups')} />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <TextField select size="small" label={t('groups.sort.label')} value={sort} onChange={(event) => setSort(event.target.value as GroupSort)} sx={{ minWidth: 120 }}>
            <MenuItem value="asc">{t('groups.sort.az')}</MenuItem>
            <MenuItem value="desc">{t('groups.sort.za')}</MenuItem>
          </TextField>
          <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ kind: 'create' })}>
            {t('groups.create')}
          </Button>
        </Stack>
      </Stack>

      {groups.status === 'pending' && !list ? <CircularProgress aria-label={t('app.loading')} /> : null}
      {groups.status === 'rejected' ? <RemoteErrorAlert error={groups.error} message={t('groups.loadFailed')} /> : null}
      {list && list.length === 0 ? <Typography color="text.secondary">{t('groups.empty')}</Typography> : null}
      {list && list.length > 0 ? (
        <Box
          component="ul"
          aria-label={t('routes.groups')}
          aria-busy={groups.status === 'pending'}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}
        >
          {sortGroups(list, sort).map((group) => (
            <li key={group.groupID}>
              <GroupCardView group={group} currentUserId={account.id ?? -1} onAction={(action) => act(group, action)} />
            </li>
          ))}
        </Box>
      ) : null}

      {dialog?.kind === 'create' ? (
        <GroupDialog accountId={accountId} onClose={() => setDialog(null)} onSaved={(groupId) => void navigate(`/group-detail/?groupId=${groupId}`)} />
      ) : null}
      {dialog?.kind === 'edit' ? <GroupDialog accountId={accountId} group={dialog.draft} onClose={() => setDialog(null)} onSaved={closeAndReload} /> : null}
      {dialog?.kind === 'email' ? <EmailGroupDialog groupId={dialog.group.groupID} groupName={dialog.group.name} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'delete' ? (
        <DeleteGroupDialog groupId={dialog.group.groupID} groupName={dialog.group.name} onClose={() => setDialog(null)} onDeleted={closeAndReload} />
      ) : null}
    </Stack>
  );
}
