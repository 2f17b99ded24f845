import { useEffect, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { isEmailAddress, LIMITS, TIMING, type GroupMember } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { useAppServices } from '@codex/ui';
import { DualList } from './DualList.js';
import { pickerLabels, pickerMoves } from './pickerParts.js';
import { searchMemberByEmail, searchMembers } from './groupsApi.js';
import { filterMembers, fullName, isSearchable } from './groupRules.js';

interface Found {
  /** The trimmed term these results answer. */
  term: string;
  members: GroupMember[];
  /** Ids found by e-mail: shown as the external-user entry. */
  external: Set<number>;
}

/**
 * Step 1 of the group dialog and the edit-members dialog: members found by name (more than 2 trimmed characters,
 * 500 ms after the last key), plus the external-user entry when the term is an e-mail address, moved into the group.
 */
export function MembersPicker({ chosen, onChange }: { chosen: GroupMember[]; onChange: (members: GroupMember[]) => void }) {
  const { t } = useI18n();
  const { http } = useAppServices();
  const [term, setTerm] = useState('');
  const [answer, setAnswer] = useState<Found | null>(null);
  // Results belong to the term they answer: a shorter or changed term shows none until its own answer arrives.
  const found = answer && answer.term === term.trim() && isSearchable(term) ? answer : { term: '', members: [], external: new Set<number>() };

  useEffect(() => {
    if (!isSearchable(term)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const trimmed = term.trim();
      const byEmail = isEmailAddress(trimmed) ? searchMemberByEmail(http, trimmed, controller.signal).catch(() => []) : Promise.resolve([]);
      Promise.all([searchMembers(http, trimmed, controller.signal).catch(() => []), byEmail]).then(([byName, external]) => {
        if (controller.signal.aborted) return;
        const ids = new Set(byName.map((m) => m.userId));
        setAnswer({ term: trimmed, members: [...byName, ...external.filter((m) => !ids.has(m.userId))], external: new Set(external.map((m) => m.userId)) });
      }, () => undefined);
    }, TIMING.debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, http]);

  const chosenIds = new Set(chosen.map((m) => m.userId));
  return (
    <DualList<GroupMember>
      id="group-members"
      available={found.members.filter((m) => !chosenIds.has(m.userId))}
      chosen={chosen}
      keyOf={(m) => String(m.userId)}
      describe={(m) => ({
        primary: fullName(m.firstName, m.lastName) || m.email || String(m.userId),
        // The external-user entry is marked while it is a search result; in the group it is a member like the others.
        secondary: found.external.has(m.userId) && !chosenIds.has(m.userId) ? t('groups.members.external', { email: m.email ?? term.trim() }) : m.email,
      })}
      {...pickerMoves(chosen, onChange, (m) => String(m.userId))}
      filterChosen={filterMembers}
      search={
        <TextField
          size="small"
          fullWidth
          label={t('groups.members.search')}
          helperText={t('groups.members.searchHint')}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          slotProps={{
            htmlInput: { maxLength: LIMITS.searchInput },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      }
      labels={pickerLabels(t, 'groups.members', !isSearchable(term) ? 'notSearched' : found.members.length > 0 ? 'allChosen' : 'noneFound')}
    />
  );
}
