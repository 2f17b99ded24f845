import { useEffect, useMemo, useState } from 'react';
import { isAxiosError, type AxiosInstance } from 'axios';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { LIMITS, type SharedContent, type SharedDocument } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { useNotify } from '@codex/ui';
import { ShareDocumentPicker } from './ShareDocumentPicker.js';
import { ShareRecipientList } from './ShareRecipientList.js';
import { isSent, recipientKey, recipientName, recipientsOf, shareFailureKey, shareItemsFor, type Recipient } from './shareRules.js';
import { fetchAlreadyShared, fetchGroupsEnabled, shareWithGroups, shareWithUsers } from './sharingApi.js';
import { useShareSearch } from './useShareSearch.js';

export interface ShareDialogProps {
  http: AxiosInstance;
  /** The document to share. */
  document: { contentId: number; contentCode: string; title: string };
  onClose: () => void;
}

/**
 * Share a document with people and groups (reading-experience.md section 2): search, add, an optional message, send.
 * Who already has it from the current user is marked 'Sent'.
 */
export function ShareDialog({ http, document, onClose }: ShareDialogProps) {
  const { t } = useI18n();
  const notify = useNotify();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [groupsEnabled, setGroupsEnabled] = useState<boolean | null>(null);
  const [alreadyShared, setAlreadyShared] = useState<SharedContent | null>(null);
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<Recipient[]>([]);
  const [message, setMessage] = useState('');
  const [moreDocuments, setMoreDocuments] = useState<SharedDocument[]>([]);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ReturnType<typeof shareFailureKey> | null>(null);
  const search = useShareSearch(http, term, groupsEnabled);

  useEffect(() => {
    let current = true;
    fetchGroupsEnabled(http).then(
      (enabled) => current && setGroupsEnabled(enabled),
      () => current && setGroupsEnabled(false),
    );
    fetchAlreadyShared(http, document.contentId).then(
      (shared) => current && setAlreadyShared(shared),
      () => current && setAlreadyShared({ groupList: [], userList: [] }),
    );
    return () => {
      current = false;
    };
  }, [http, document.contentId]);

  // The default list also shows whom the document already went to, so reopening the dialog shows the 'Sent' marks.
  const recipients = useMemo(() => {
    if (search.term !== '' || !alreadyShared || groupsEnabled === null) return search.recipients;
    const extra = recipientsOf(alreadyShared, groupsEnabled).filter((r) => !search.recipients.some((s) => recipientKey(s) === recipientKey(r)));
    return [...search.recipients, ...extra];
  }, [search.recipients, search.term, alreadyShared, groupsEnabled]);

  const chosenKeys = useMemo(() => new Set(chosen.map(recipientKey)), [chosen]);
  const add = (recipient: Recipient) => setChosen((current) => (current.some((r) => recipientKey(r) === recipientKey(recipient)) ? current : [...current, recipient]));
  const remove = (key: string) => setChosen((current) => current.filter((r) => recipientKey(r) !== key));

  const send = async () => {
    setSending(true);
    setFailure(null);
    try {
      const documents = [document, ...moreDocuments.map((d) => ({ contentId: d.contentID, contentCode: d.contentCode }))];
      const { users, groups } = shareItemsFor(chosen, documents, message);
      if (users.length) await shareWithUsers(http, users);
      if (groups.length) await shareWithGroups(http, groups);
      notify({ type: 'SUCCESS', message: t('share.success', { count: chosen.length }) });
      onClose();
    } catch (error) {
      setFailure(shareFailureKey(isAxiosError(error) ? error.response?.data : undefined));
      setSending(false);
    }
  };

  const placeholder = groupsEnabled === false ? t('share.search.placeholderEmail') : t('share.search.placeholder');
  const searching = search.status === 'loading' || groupsEnabled === null;

  return (
    <Dialog open onClose={onClose} aria-labelledby="share-dialog-title" fullWidth maxWidth="sm" fullScreen={narrow}>
      <DialogTitle id="share-dialog-title" sx={{ pb: 0.5 }}>
        {t('share.title')}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }} noWrap={!narrow}>
          {document.title}
        </Typography>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{t(failure)}</Alert>}
          <TextField
            fullWidth
            type="search"
            label={t('share.search.label')}
            placeholder={placeholder}
            value={term}
            onChange={(event) => setTerm(event.target.value.slice(0, LIMITS.searchInput))}
            helperText={term.trim() !== '' && term.trim().length <= 2 ? t('share.search.tooShort') : undefined}
          />
          <Box aria-live="polite" aria-busy={searching} sx={{ minHeight: 64, maxHeight: { xs: 'none', sm: 320 }, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {searching && <LinearProgress aria-label={t('share.searching')} />}
            {search.status === 'failed' && <Alert severity="error">{t('share.searchFailed')}</Alert>}
            {search.status === 'ready' && recipients.length === 0 && (
              <Typography color="text.secondary" sx={{ p: 2 }}>
                {search.term === '' ? t('share.search.hint') : t('share.noMatch')}
              </Typography>
            )}
            {recipients.length > 0 && (
              <ShareRecipientList recipients={recipients} chosen={chosenKeys} sent={(r) => isSent(r, alreadyShared)} onAdd={add} />
            )}
          </Box>
          <Box>
            <Typography variant="subtitle2" component="h3" id="share-chosen-title" sx={{ mb: 1 }}>
              {t('share.chosen', { count: chosen.length })}
            </Typography>
            <Box role="list" aria-labelledby="share-chosen-title" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {chosen.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('share.noneChosen')}
                </Typography>
              ) : (
                chosen.map((recipient) => (
                  <Chip
                    role="listitem"
                    key={recipientKey(recipient)}
                    label={recipientName(recipient)}
                    onDelete={() => remove(recipientKey(recipient))}
                  />
                ))
              )}
            </Box>
          </Box>
          {groupsEnabled && <ShareDocumentPicker http={http} currentContentId={document.contentId} chosen={moreDocuments} onChange={setMoreDocuments} />}
          <TextField
            fullWidth
            multiline
            minRows={2}
            maxRows={6}
            label={t('share.message')}
            value={message}
            onChange={(event) => setMessage(event.target.value.slice(0, LIMITS.emailMessage))}
            slotProps={{ htmlInput: { dir: message ? 'auto' : undefined } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('share.cancel')}</Button>
        <Button variant="contained" onClick={() => void send()} disabled={chosen.length === 0 || sending}>
          {t('share.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
