import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import { LIMITS, type SharedDocument } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { useAppServices } from '@codex/ui';
import { DualList } from './DualList.js';
import { pickerLabels, pickerMoves } from './pickerParts.js';
import { searchGroupDocuments } from './groupsApi.js';
import { documentLabel, filterDocuments, isSearchable } from './groupRules.js';

/**
 * Step 2 of the group dialog and the edit-documents dialog: documents searched on the button or Enter (more than 2
 * trimmed characters, 100 at most) and moved into the group.
 */
export function DocumentsPicker({
  chosen,
  onChange,
  alreadyInGroup = [],
}: {
  chosen: SharedDocument[];
  onChange: (documents: SharedDocument[]) => void;
  /** Documents the group has (the detail page's add dialog): not offered again. */
  alreadyInGroup?: SharedDocument[];
}) {
  const { t } = useI18n();
  const { http } = useAppServices();
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<SharedDocument[] | null>(null);

  const search = () => {
    const trimmed = term.trim();
    if (!isSearchable(trimmed)) {
      setFound(null);
      return;
    }
    searchGroupDocuments(http, trimmed).then(setFound, () => setFound([]));
  };

  const chosenCodes = new Set([...chosen, ...alreadyInGroup].map((d) => d.contentCode));
  const describe = (d: SharedDocument) => {
    const { reference, title } = documentLabel(d);
    return { primary: title, secondary: reference };
  };
  return (
    <DualList<SharedDocument>
      id="group-documents"
      available={(found ?? []).filter((d) => !chosenCodes.has(d.contentCode))}
      chosen={chosen}
      keyOf={(d) => d.contentCode}
      describe={describe}
      {...pickerMoves(chosen, onChange, (d) => d.contentCode)}
      filterChosen={filterDocuments}
      search={
        <TextField
          size="small"
          fullWidth
          label={t('groups.documents.search')}
          helperText={t('groups.documents.searchHint')}
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            // An empty search clears the results.
            if (!event.target.value.trim()) setFound(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              search();
            }
          }}
          slotProps={{
            htmlInput: { maxLength: LIMITS.searchInput },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton edge="end" size="small" aria-label={t('groups.documents.searchButton')} disabled={!isSearchable(term)} onClick={search}>
                    <Search fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      }
      labels={pickerLabels(t, 'groups.documents', found === null ? 'notSearched' : found.length > 0 ? 'allChosen' : 'noneFound')}
    />
  );
}
