import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import GroupsIcon from '@mui/icons-material/Groups';
import PersonIcon from '@mui/icons-material/Person';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import CheckIcon from '@mui/icons-material/Check';
import type { GroupMember } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { memberName, membersPreview, recipientKey, type Recipient } from './shareRules.js';

interface ShareRecipientListProps {
  recipients: Recipient[];
  /** Keys of the recipients already chosen for this share. */
  chosen: Set<string>;
  /** Whether the document was already shared with a recipient ('Sent'). */
  sent: (recipient: Recipient) => boolean;
  onAdd: (recipient: Recipient) => void;
}

/** A group's first three members then 'n more'. */
export function GroupMembersLine({ rosters }: { rosters: GroupMember[] }) {
  const { t } = useI18n();
  const { names, more } = membersPreview(rosters);
  if (names.length === 0) return <>{t('share.group.noMembers')}</>;
  return <>{more > 0 ? t('share.group.membersMore', { names: names.join(', '), count: more }) : names.join(', ')}</>;
}

/** The people and groups a search found: each with Add, or marked 'Sent' / 'Added'. */
export function ShareRecipientList({ recipients, chosen, sent, onAdd }: ShareRecipientListProps) {
  const { t } = useI18n();
  return (
    <List dense aria-label={t('share.results')} sx={{ py: 0 }}>
      {recipients.map((recipient) => {
        const key = recipientKey(recipient);
        const isSent = sent(recipient);
        const isChosen = chosen.has(key);
        // People found by their address (the '@' entry) are labelled as external users.
        const isExternal = recipient.kind === 'user' && recipient.external === true;
        const name = recipient.kind === 'user' ? memberName(recipient.user) : recipient.group.name;
        const secondary =
          recipient.kind === 'group' ? (
            <GroupMembersLine rosters={recipient.group.rosters} />
          ) : (
            [isExternal ? t('share.externalUser') : '', recipient.user.email ?? ''].filter(Boolean).join(' · ')
          );
        return (
          <ListItem
            key={key}
            data-testid="share-recipient"
            divider
            sx={{ gap: 1, pr: 1 }}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              {recipient.kind === 'group' ? <GroupsIcon aria-label={t('share.kind.group')} /> : isExternal ? <PersonAddAlt1Icon aria-label={t('share.externalUser')} /> : <PersonIcon aria-label={t('share.kind.user')} />}
            </ListItemIcon>
            <ListItemText primary={name} secondary={secondary} sx={{ minWidth: 0, flex: '1 1 auto', '& .MuiListItemText-secondary': { overflowWrap: 'anywhere' } }} />
            {isSent ? (
              <Chip sx={{ flexShrink: 0 }} size="small" color="success" variant="outlined" icon={<CheckIcon />} label={t('share.sent')} />
            ) : isChosen ? (
              <Chip sx={{ flexShrink: 0 }} size="small" variant="outlined" label={t('share.added')} />
            ) : (
              <Button sx={{ flexShrink: 0 }} size="small" variant="outlined" onClick={() => onAdd(recipient)} aria-label={t('share.addNamed', { name })}>
                {t('share.add')}
              </Button>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
