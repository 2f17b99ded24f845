import { useEffect, useRef, useState } from 'react';
import type { AxiosInstance } from 'axios';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LIMITS, TIMING, type SharedDocument } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { isSearchable } from './shareRules.js';
import { searchShareableDocuments } from './sharingApi.js';

export const documentLabel = (document: Pick<SharedDocument, 'designationNo' | 'assetId' | 'documentTitle'>) =>
  [document.designationNo || document.assetId, document.documentTitle].filter(Boolean).join(': ');

/**
 * Documents found for a term, searched 1000 ms after the typing pauses (the spec's document share debounce) once the
 * trimmed text is longer than 2 characters.
 */
export function useShareDocumentSearch(http: AxiosInstance, term: string) {
  const [state, setState] = useState<{ term: string; status: 'idle' | 'loading' | 'ready' | 'failed'; documents: SharedDocument[] }>({ term: '', status: 'idle', documents: [] });
  const latest = useRef(0);
  const trimmed = term.trim();
  const searchable = isSearchable(trimmed);

  useEffect(() => {
    const request = ++latest.current;
    // An emptied field hides the results (the picker shows them only for a term).
    if (!searchable) return;
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, status: 'loading' }));
      searchShareableDocuments(http, trimmed).then(
        (documents) => request === latest.current && setState({ term: trimmed, status: 'ready', documents }),
        () => request === latest.current && setState({ term: trimmed, status: 'failed', documents: [] }),
      );
    }, TIMING.documentShareDebounceMs);
    return () => clearTimeout(timer);
  }, [http, trimmed, searchable]);

  return state;
}

interface ShareDocumentPickerProps {
  http: AxiosInstance;
  /** The document the dialog was opened on: always shared, never listed as an extra. */
  currentContentId: number;
  chosen: SharedDocument[];
  onChange: (documents: SharedDocument[]) => void;
}

/** "Also share": more documents of the account to send along with this one. */
export function ShareDocumentPicker({ http, currentContentId, chosen, onChange }: ShareDocumentPickerProps) {
  const { t } = useI18n();
  const [term, setTerm] = useState('');
  const search = useShareDocumentSearch(http, term);
  const chosenIds = new Set(chosen.map((document) => document.contentID));
  const found = search.documents.filter((document) => document.contentID !== currentContentId);

  return (
    <Box>
      <TextField
        fullWidth
        size="small"
        type="search"
        label={t('share.documents.label')}
        placeholder={t('share.documents.placeholder')}
        value={term}
        onChange={(event) => setTerm(event.target.value.slice(0, LIMITS.searchInput))}
      />
      {search.status === 'loading' && <LinearProgress aria-label={t('share.searching')} sx={{ mt: 1 }} />}
      {search.status === 'failed' && (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {t('share.searchFailed')}
        </Typography>
      )}
      {search.status === 'ready' && term.trim() !== '' && (
        <List dense aria-label={t('share.documents.found')} sx={{ maxHeight: 200, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, mt: 1, py: 0 }}>
          {found.length === 0 && (
            <ListItem>
              <ListItemText secondary={t('share.noMatch')} />
            </ListItem>
          )}
          {found.map((document) => (
            <ListItem key={document.contentID} divider sx={{ gap: 1, pr: 1 }}>
              <ListItemText primary={documentLabel(document)} sx={{ minWidth: 0, flex: '1 1 auto' }} />
              {chosenIds.has(document.contentID) ? (
                <Chip sx={{ flexShrink: 0 }} size="small" variant="outlined" label={t('share.added')} />
              ) : (
                <Button
                  sx={{ flexShrink: 0 }}
                  size="small"
                  variant="outlined"
                  onClick={() => onChange([...chosen, document])}
                  aria-label={t('share.addNamed', { name: documentLabel(document) })}
                >
                  {t('share.add')}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      )}
      {chosen.length > 0 && (
        <Box role="list" aria-label={t('share.documents.chosen')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {chosen.map((document) => (
            <Chip
              role="listitem"
              key={document.contentID}
              label={documentLabel(document)}
              onDelete={() => onChange(chosen.filter((d) => d.contentID !== document.contentID))}
              sx={{ maxWidth: '100%' }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
