import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { useI18n } from '@codex/i18n';
import type { ViewerSelection } from './selection.js';

interface SelectionToolbarProps {
  selection: ViewerSelection | null;
  canAddCompassPoint: boolean;
  canAddNote: boolean;
  onAddCompassPoint: () => void;
  onAddNote: () => void;
}

const TOOLBAR_HEIGHT = 44;

/**
 * The small toolbar shown under a text selection: "Add compass point" and "Add note". It follows the content in the
 * tab order (Tab from the pages reaches it after a keyboard selection); pressing it keeps the selection.
 */
export function SelectionToolbar({ selection, canAddCompassPoint, canAddNote, onAddCompassPoint, onAddNote }: SelectionToolbarProps) {
  const { t } = useI18n();
  if (!selection || (!canAddCompassPoint && !canAddNote)) return null;
  const { rect } = selection;
  const viewportWidth = window.innerWidth;
  const viewportHeight = window.innerHeight;
  const below = rect.bottom + 8 + TOOLBAR_HEIGHT < viewportHeight;
  const top = Math.max(8, below ? rect.bottom + 8 : rect.top - TOOLBAR_HEIGHT - 8);
  const left = Math.min(Math.max(8, rect.left), Math.max(8, viewportWidth - 320));
  return (
    <Paper
      role="toolbar"
      aria-label={t('document.annotations.toolbar')}
      elevation={6}
      data-testid="selection-toolbar"
      // Pressing a button must not take the selection away before it is read.
      onMouseDown={(event) => event.preventDefault()}
      sx={{ position: 'fixed', top, left, zIndex: (theme) => theme.zIndex.modal - 1, display: 'flex', gap: 0.5, p: 0.5, maxWidth: 'calc(100vw - 16px)', flexWrap: 'wrap' }}
    >
      {canAddCompassPoint && (
        <Button size="small" startIcon={<AddLocationAltIcon />} onClick={onAddCompassPoint}>
          {t('document.annotations.addCompassPoint')}
        </Button>
      )}
      {canAddNote && (
        <Button size="small" startIcon={<NoteAddIcon />} onClick={onAddNote}>
          {t('document.annotations.addNote')}
        </Button>
      )}
    </Paper>
  );
}
