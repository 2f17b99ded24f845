import { useState } from 'react';
import type { CompassPoint, UserNote } from '@codex/domain';
import { CompassPointDetails, CompassPointDialog, NoteDialog } from '../../compassPoints/index.js';
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
  annotations: DocumentAnnotations;
  dialog: AnnotationDialog;
  onClose: () => void;
  /** A compass point changed in its details (edited, deactivated, reactivated): the dialog shows it as it is now. */
  onShowCompassPoint: (point: CompassPoint) => void;
}

/** The compass point and note dialogs of the viewer (the kit's, fed by the document's annotations). */
export function AnnotationDialogs({ annotations, dialog, onClose, onShowCompassPoint }: AnnotationDialogsProps) {
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
        <CompassPointDetails
          open
          point={dialog.point}
          settings={settings}
          onClose={onClose}
          onChanged={(point) => {
            annotations.compassPointChanged(point);
            onShowCompassPoint(point);
          }}
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
