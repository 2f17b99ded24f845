import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { useI18n } from '@codex/i18n';
import type { ViewerSelection } from './selection.js';
import { visuallyHidden } from '@codex/ui';

interface SelectionToolbarProps {
  selection: ViewerSelection | null;
  canAddCompassPoint: boolean;
  canAddNote: boolean;
  onAddCompassPoint: () => void;
  onAddNote: () => void;
  /** The HTML frame's document when the selection is in it: Tab there goes to the toolbar, and the shortcuts work there. */
  frameDocument?: Document | null;
  /** Escape in the toolbar: focus goes back to where the text was selected (the selection stays). */
  onReturn?: () => void;
}

const TOOLBAR_HEIGHT = 44;

/** The toolbar's keyboard shortcuts while a selection is shown (Hypothesis's adder offers the same kind). */
export const SELECTION_SHORTCUTS = { addCompassPoint: 'C', addNote: 'N' } as const;

const EDITABLE = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="dialog"]';


function Shortcut({ letter }: { letter: string }) {
  return (
    <Box component="kbd" aria-hidden sx={{ ml: 0.75, px: 0.5, border: 1, borderColor: 'divider', borderRadius: 0.5, fontFamily: 'inherit', fontSize: '0.75rem', lineHeight: 1.4 }}>
      {letter}
    </Box>
  );
}

/**
 * The small toolbar shown under a text selection: "Add compass point" and "Add note". By keyboard: C and N while it
 * shows, Tab from the HTML frame to its first button, Escape back to the text; a status message says so when it
 * appears. It follows the content in the tab order too; pressing it keeps the selection.
 */
export function SelectionToolbar({ selection, canAddCompassPoint, canAddNote, onAddCompassPoint, onAddNote, frameDocument = null, onReturn }: SelectionToolbarProps) {
  const { t } = useI18n();
  const toolbar = useRef<HTMLDivElement>(null);
  const shown = selection !== null && (canAddCompassPoint || canAddNote);
  const actions = useRef({ onAddCompassPoint, onAddNote, canAddCompassPoint, canAddNote });
  useEffect(() => {
    actions.current = { onAddCompassPoint, onAddNote, canAddCompassPoint, canAddNote };
  }, [onAddCompassPoint, onAddNote, canAddCompassPoint, canAddNote]);

  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as Element | null;
      if (event.key === 'Tab' && !event.shiftKey && event.currentTarget === frameDocument) {
        const first = toolbar.current?.querySelector<HTMLElement>('button');
        if (!first) return;
        event.preventDefault();
        first.focus();
        return;
      }
      if (event.shiftKey || target?.closest?.(EDITABLE)) return;
      const key = event.key.toUpperCase();
      const { canAddCompassPoint: mayAddCompassPoint, canAddNote: mayAddNote } = actions.current;
      if (key === SELECTION_SHORTCUTS.addCompassPoint && mayAddCompassPoint) {
        event.preventDefault();
        actions.current.onAddCompassPoint();
      } else if (key === SELECTION_SHORTCUTS.addNote && mayAddNote) {
        event.preventDefault();
        actions.current.onAddNote();
      }
    };
    const documents = frameDocument ? [document, frameDocument] : [document];
    for (const each of documents) each.addEventListener('keydown', onKeyDown);
    return () => {
      for (const each of documents) each.removeEventListener('keydown', onKeyDown);
    };
  }, [shown, frameDocument]);

  // The status region stays mounted, so its message is announced when it changes.
  const status = (
    <Box role="status" sx={visuallyHidden}>
      {shown ? t('document.annotations.selectionHint') : ''}
    </Box>
  );
  if (!shown) return status;
  const { rect } = selection;
  const viewportWidth = window.innerWidth;
  const viewportHeight = window.innerHeight;
  const below = rect.bottom + 8 + TOOLBAR_HEIGHT < viewportHeight;
  const top = Math.max(8, below ? rect.bottom + 8 : rect.top - TOOLBAR_HEIGHT - 8);
  const left = Math.min(Math.max(8, rect.left), Math.max(8, viewportWidth - 360));
  return (
    <>
      {status}
      <Paper
        ref={toolbar}
        role="toolbar"
        aria-label={t('document.annotations.toolbar')}
        elevation={6}
        data-testid="selection-toolbar"
        // Pressing a button must not take the selection away before it is read.
        onMouseDown={(event) => event.preventDefault()}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onReturn) {
            event.preventDefault();
            onReturn();
          }
        }}
        sx={{ position: 'fixed', top, left, zIndex: (theme) => theme.zIndex.modal - 1, display: 'flex', gap: 0.5, p: 0.5, maxWidth: 'calc(100vw - 16px)', flexWrap: 'wrap' }}
      >
        {canAddCompassPoint && (
          <Button size="small" startIcon={<AddLocationAltIcon />} onClick={onAddCompassPoint} aria-keyshortcuts={SELECTION_SHORTCUTS.addCompassPoint} title={t('document.annotations.shortcut', { key: SELECTION_SHORTCUTS.addCompassPoint })}>
            {t('document.annotations.addCompassPoint')}
            <Shortcut letter={SELECTION_SHORTCUTS.addCompassPoint} />
          </Button>
        )}
        {canAddNote && (
          <Button size="small" startIcon={<NoteAddIcon />} onClick={onAddNote} aria-keyshortcuts={SELECTION_SHORTCUTS.addNote} title={t('document.annotations.shortcut', { key: SELECTION_SHORTCUTS.addNote })}>
            {t('document.annotations.addNote')}
            <Shortcut letter={SELECTION_SHORTCUTS.addNote} />
          </Button>
        )}
      </Paper>
    </>
  );
}
