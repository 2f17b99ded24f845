import { useState } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GroupMember } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { visibleMembers } from '../../features/groups/index.js';

/** Member count and names: the first 6, then ', N more...' which expands to all names and ', show less'. */
export function GroupMembersLine({ members }: { members: GroupMember[] }) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const { shown, hidden } = visibleMembers(members, expanded);
  const toggles = hidden > 0 || (expanded && shown.length > 6);
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <strong>{t('groups.detail.members', { count: members.length })}</strong> {shown.join(', ')}
      {toggles ? (
        <>
          {', '}
          <Link component="button" type="button" variant="body2" sx={{ verticalAlign: 'baseline' }} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            {expanded ? t('groups.detail.showLess') : t('groups.detail.more', { count: hidden })}
          </Link>
        </>
      ) : null}
    </Typography>
  );
}
