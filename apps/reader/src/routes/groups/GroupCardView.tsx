import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import MailOutline from '@mui/icons-material/EmailOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import PeopleOutline from '@mui/icons-material/GroupOutlined';
import type { GroupCard } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { fullName } from '../../features/groups/index.js';

export type GroupCardAction = 'edit' | 'email' | 'delete';

/**
 * A group on the groups page: member and document counts, the name linking to its detail, the description and the
 * owner ('(Me)' for the current user). The creator gets the three-dot menu, everyone else only the envelope.
 */
export function GroupCardView({ group, currentUserId, onAction }: { group: GroupCard; currentUserId: number; onAction: (action: GroupCardAction) => void }) {
  const { t } = useI18n();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const isCreator = group.createdById === currentUserId;
  const owner = fullName(group.userInfo.createFirstName, group.userInfo.createLastName);
  const pick = (action: GroupCardAction) => {
    setMenuAnchor(null);
    onAction(action);
  };
  const menuId = `group-menu-${group.groupID}`;

  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={2} sx={{ color: 'text.secondary' }}>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <PeopleOutline fontSize="small" aria-hidden />
              <Typography variant="body2">{t('groups.card.members', { count: group.memberCount })}</Typography>
            </Stack>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <DescriptionOutlined fontSize="small" aria-hidden />
              <Typography variant="body2">{t('groups.card.documents', { count: group.contentCount })}</Typography>
            </Stack>
          </Stack>
          {isCreator ? (
            <>
              <IconButton
                aria-label={t('groups.card.actions', { name: group.name })}
                aria-haspopup="menu"
                aria-controls={menuAnchor ? menuId : undefined}
                aria-expanded={menuAnchor ? 'true' : undefined}
                onClick={(event) => setMenuAnchor(event.currentTarget)}
              >
                <MoreVert />
              </IconButton>
              <Menu id={menuId} anchorEl={menuAnchor} open={menuAnchor !== null} onClose={() => setMenuAnchor(null)}>
                <MenuItem onClick={() => pick('edit')}>{t('groups.card.edit')}</MenuItem>
                <MenuItem onClick={() => pick('email')}>{t('groups.card.email')}</MenuItem>
                <MenuItem onClick={() => pick('delete')}>{t('groups.card.delete')}</MenuItem>
              </Menu>
            </>
          ) : (
            <Tooltip title={t('groups.card.email')}>
              <IconButton aria-label={t('groups.card.emailGroup', { name: group.name })} onClick={() => onAction('email')}>
                <MailOutline />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={`/group-detail/?groupId=${group.groupID}`} underline="hover">
            <bdi>{group.name}</bdi>
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" dir="auto" sx={{ flex: 1, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {group.longDesc}
        </Typography>
        <Typography variant="body2">
          {t('groups.card.owner')}: {owner}
          {isCreator ? ` ${t('groups.card.me')}` : ''}
        </Typography>
      </CardContent>
    </Card>
  );
}
