import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { GroupMember, SharedDocument } from '@codex/domain';
import { useI18n } from '@codex/i18n';
import { useAppServices, useNotify } from '@codex/ui';
import { DocumentsPicker } from './DocumentsPicker.js';
import { GroupDescriptionField, GroupNameField } from './GroupTextFields.js';
import { MembersPicker } from './MembersPicker.js';
import { createGroup, updateGroup } from './groupsApi.js';
import { focusWhenShown } from './focusWhenShown.js';
import { documentChanges, GROUP_MODAL_Z_INDEX, modalLayer } from './groupRules.js';

/** What the edit dialog starts from: the group as it is. */
export interface GroupDraft {
  groupID: number;
  name: string;
  longDesc: string;
  members: GroupMember[];
  documents: SharedDocument[];
}

export interface GroupDialogProps {
  accountId: number;
  /** Absent: create a group; present: edit this one. */
  group?: GroupDraft;
  onClose: () => void;
  /** After the create or update call: the group's id. */
  onSaved: (groupId: number) => void;
}

const STEPS = ['details', 'members', 'documents'] as const;

/**
 * The create and edit group dialog in three steps: 0 name and description, 1 members, 2 documents. Each step has
 * Close; 1 and 2 have Back, which clears the step's searches; Next advances once the step is complete, Confirm saves.
 */
export function GroupDialog({ accountId, group, onClose, onSaved }: GroupDialogProps) {
  const { t } = useI18n();
  const { http } = useAppServices();
  const notify = useNotify();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [step, setStep] = useState(0);
  const [name, setName] = useState(group?.name ?? '');
  const [longDesc, setLongDesc] = useState(group?.longDesc ?? '');
  const [members, setMembers] = useState<GroupMember[]>(group?.members ?? []);
  const [documents, setDocuments] = useState<SharedDocument[]>(group?.documents ?? []);
  const [saving, setSaving] = useState(false);

  const canAdvance = [name.trim() !== '' && longDesc.trim() !== '', members.length > 0, documents.length > 0][step];

  const confirm = async () => {
    setSaving(true);
    try {
      const common = { accountID: accountId, name: name.trim(), longDesc: longDesc.trim(), memberIds: members.map((m) => m.userId) };
      if (group) {
        await updateGroup(http, { ...common, groupID: group.groupID, ...documentChanges(group.documents, documents) });
        notify({ type: 'SUCCESS', message: t('groups.notify.updated', { name: common.name }) });
        onSaved(group.groupID);
      } else {
        const created = await createGroup(http, { ...common, contentCodes: documents.map((d) => d.contentCode) });
        notify({ type: 'SUCCESS', message: t('groups.notify.created', { name: common.name }) });
        onSaved(created.groupID);
      }
    } catch {
      // The error catalogue has already told the user; the dialog stays open with what they entered.
    } finally {
      setSaving(false);
    }
  };

  const title = group ? t('groups.dialog.editTitle') : t('groups.dialog.createTitle');
  return (
    <Dialog open disableAutoFocus onClose={onClose} aria-labelledby="group-dialog-title" fullWidth maxWidth="md" fullScreen={phone} sx={{ zIndex: modalLayer(GROUP_MODAL_Z_INDEX) }}>
      <DialogTitle id="group-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stepper activeStep={step} alternativeLabel={phone}>
            {STEPS.map((key) => (
              <Step key={key}>
                <StepLabel>{t(`groups.dialog.steps.${key}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {step === 0 ? (
            <Stack spacing={2}>
              <GroupNameField value={name} onChange={setName} inputRef={focusWhenShown} />
              <GroupDescriptionField value={longDesc} onChange={setLongDesc} />
            </Stack>
          ) : null}
          {step === 1 ? <MembersPicker chosen={members} onChange={setMembers} /> : null}
          {step === 2 ? <DocumentsPicker chosen={documents} onChange={setDocuments} /> : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('groups.dialog.close')}</Button>
        {step > 0 ? <Button onClick={() => setStep(step - 1)}>{t('groups.dialog.back')}</Button> : null}
        {step < 2 ? (
          <Button variant="contained" disabled={!canAdvance} onClick={() => setStep(step + 1)}>
            {t('groups.dialog.next')}
          </Button>
        ) : (
          <Button variant="contained" disabled={!canAdvance || saving} onClick={() => void confirm()}>
            {t('groups.dialog.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
