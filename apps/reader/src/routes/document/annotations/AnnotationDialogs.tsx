import { useState } from 'react';
import type { AxiosInstance } from 'axios';
import type { CompassPoint, UserNote } from '@codex/domain';
import { CompassPointDialog, NoteDialog, compassPointsApi, rowMenuItems } from '../../../features/compassPoints/index.js';
import { useCompassPointAccount } from '../../../features/compassPoints/useCompassPointAccount.js';
import type { DescribedSelection } from './annotations.js';
import type { DocumentAnnotations } from './useDocumentAnnotations.js';

/** The dialog the viewer shows: adding to a selection, or an annotation opened from its highlight. */
export type AnnotationDialog =
  | null
  | { kind: 'addCompassPoint'; selection: DescribedSelection }
  | { kind: 'addNote'; selection: DescribedSelection }
  | { kind: 'compassPoint'; point: CompassPoint }
  | { kind: 'note'; note: UserNote };

/** The dialog state, and opening an annotation by its key (a click or Enter on its highlight). */
export function useAnnotationDialog(annotations: DocumentAnnotations) {
  const [dialog, setDialog] = useState<AnnotationDialog>(null);
  const openKey = (key: string) => {
    const annotation = annotations.annotations.find((a) => a.key === key);
    if (annotation?.compassPoint) setDialog({ kind: 'compassPoint', point: annotation.compassPoint });
    else if (annotation?.note) setDialog({ kind: 'note', note: annotation.note });
  };
  return { dialog, setDialog, openKey };
}

interface AnnotationDialogsProps {
  http: AxiosInstance;
  annotations: DocumentAnnotations;
  dialog: AnnotationDialog;
  onClose: () => void;
}

/** The compass point and note dialogs of the viewer (the kit's, fed by the document's annotations). */
export function AnnotationDialogs({ http, annotations, dialog, onClose }: AnnotationDialogsProps) {
  const account = useCompassPointAccount();
  const { settings } = annotations;
  return (
    <>
      <CompassPointDialog
        open={dialog?.kind === 'addCompassPoint'}
        mode="create"
        selectionText={dialog?.kind === 'addCompassPoint' ? dialog.selection.text : ''}
        settings={settings}
        onSave={async (values) => {
          if (dialog?.kind !== 'addCompassPoint') return;
          await annotations.createCompassPoint(dialog.selection, values);
          onClose();
        }}
        onClose={onClose}
      />
      <NoteDialog
        open={dialog?.kind === 'addNote'}
        selectionText={dialog?.kind === 'addNote' ? dialog.selection.text : ''}
        onSave={async (note) => {
          if (dialog?.kind !== 'addNote') return;
          await annotations.saveNote(dialog.selection, note);
          onClose();
        }}
        onClose={onClose}
      />
      {dialog?.kind === 'note' && (
        <NoteDialog
          open
          selectionText={noteQuote(dialog.note)}
          initial={dialog.note.note}
          onSave={async (text) => {
            await annotations.editNote(dialog.note, text);
            onClose();
          }}
          onDelete={async () => {
            await annotations.deleteNote(dialog.note);
            onClose();
          }}
          onClose={onClose}
        />
      )}
      {dialog?.kind === 'compassPoint' && (
        <CompassPointDialog
          open={rowMenuItems(dialog.point, settings, account).edit}
          mode="edit"
          selectionText={dialog.point.selectionMetadata.selectionText ?? ''}
          settings={settings}
          initial={{ name: dialog.point.name, description: dialog.point.description, overlayDetails: dialog.point.overlayDetails }}
          onSave={async (values) => {
            annotations.compassPointChanged(await compassPointsApi.updateCompassPoint(http, dialog.point.compassPointID, values));
            onClose();
          }}
          onClose={onClose}
        />
      )}
    </>
  );
}

/** The text a note was made on, from its anchor. */
function noteQuote(note: UserNote): string {
  try {
    const parsed = JSON.parse(note.noteData) as { quote?: { exact?: unknown } };
    return typeof parsed.quote?.exact === 'string' ? parsed.quote.exact : '';
  } catch {
    return '';
  }
}
