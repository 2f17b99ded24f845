import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { GroupMember, SharedDocument } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { DocumentsPicker } from '../../features/groups/index.js';
import { GroupDescriptionField, GroupNameField } from '../../features/groups/index.js';
import { MembersPicker } from '../../features/groups/index.js';
import { DELETE_DOCUMENT_Z_INDEX, GROUP_MODAL_Z_INDEX, modalLayer } from '../../features/groups/index.js';

interface SmallDialogProps {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  submitLabel: string;
  canSubmit: boolean;
  onClose: () => void;
  onSubmit: () => Promise<void>;
  wide?: boolean;
  zIndex?: number;
}

/** The frame of the detail page's small dialogs: title, optional subtitle, content, Close and the action. */
function SmallDialog({ id, title, subtitle, children, submitLabel, canSubmit, onClose, onSubmit, wide = false, zIndex = GROUP_MODAL_Z_INDEX }: SmallDialogProps) {
  const { t } = useI18n();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await onSubmit();
    } catch {
      // The error catalogue has already told the user; the dialog stays open.
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth={wide ? 'md' : 'sm'} fullScreen={wide && phone} sx={{ zIndex: modalLayer(zIndex) }}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        {subtitle ? <DialogContentText sx={{ mb: 2 }}>{subtitle}</DialogContentText> : null}
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('groups.dialog.close')}</Button>
        <Button variant="contained" color={id === 'delete-document' ? 'error' : 'primary'} disabled={!canSubmit || busy} onClick={() => void submit()}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Edit-name and edit-description: Update stays disabled until the user has clicked into the field, and while it is blank. */
export function EditTextDialog({ field, initial, onClose, onSubmit }: { field: 'name' | 'description'; initial: string; onClose: () => void; onSubmit: (value: string) => Promise<void> }) {
  const { t } = useI18n();
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const Field = field === 'name' ? GroupNameField : GroupDescriptionField;
  return (
    <SmallDialog
      id={`edit-${field}`}
      title={t(`groups.detail.edit.${field}`)}
      submitLabel={t('groups.detail.update')}
      canSubmit={touched && value.trim() !== ''}
      onClose={onClose}
      onSubmit={() => onSubmit(value.trim())}
    >
      <Field value={value} onChange={setValue} onClick={() => setTouched(true)} onFocus={() => setTouched(true)} sx={{ mt: 1 }} />
    </SmallDialog>
  );
}

/** Edit-members: the members dual list; Update disabled with nobody in the group. */
export function EditMembersDialog({ initial, onClose, onSubmit }: { initial: GroupMember[]; onClose: () => void; onSubmit: (members: GroupMember[]) => Promise<void> }) {
  const { t } = useI18n();
  const [members, setMembers] = useState(initial);
  return (
    <SmallDialog
      id="edit-members"
      title={t('groups.detail.edit.members')}
      submitLabel={t('groups.detail.update')}
      canSubmit={members.length > 0}
      onClose={onClose}
      onSubmit={() => onSubmit(members)}
      wide
    >
      <MembersPicker chosen={members} onChange={setMembers} />
    </SmallDialog>
  );
}

/** Edit-documents: a subtitle and the documents dual list of what to add; Add disabled with nothing chosen. */
export function EditDocumentsDialog({
  inGroup,
  onClose,
  onSubmit,
}: {
  inGroup: SharedDocument[];
  onClose: () => void;
  onSubmit: (documents: SharedDocument[]) => Promise<void>;
}) {
  const { t } = useI18n();
  const [documents, setDocuments] = useState<SharedDocument[]>([]);
  return (
    <SmallDialog
      id="edit-documents"
      title={t('groups.detail.edit.documents')}
      subtitle={t('groups.detail.edit.documentsSubtitle')}
      submitLabel={t('groups.detail.add')}
      canSubmit={documents.length > 0}
      onClose={onClose}
      onSubmit={() => onSubmit(documents)}
      wide
    >
      <DocumentsPicker chosen={documents} onChange={setDocuments} alreadyInGroup={inGroup} />
    </SmallDialog>
  );
}

/** Asks before one document leaves the group. */
export function DeleteDocumentDialog({ title, onClose, onSubmit }: { title: string; onClose: () => void; onSubmit: () => Promise<void> }) {
  const { t } = useI18n();
  return (
    <SmallDialog
      id="delete-document"
      title={t('groups.detail.deleteDocument.title')}
      submitLabel={t('common.delete')}
      canSubmit
      onClose={onClose}
      onSubmit={onSubmit}
      zIndex={DELETE_DOCUMENT_Z_INDEX}
    >
      <DialogContentText>{t('groups.detail.deleteDocument.content', { title })}</DialogContentText>
    </SmallDialog>
  );
}
