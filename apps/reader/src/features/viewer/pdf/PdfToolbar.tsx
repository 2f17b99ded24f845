import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebar';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { useI18n } from '@codex/i18n';
import type { PdfDocument } from './pdfEngine.js';
import type { PdfFind } from './usePdfFind.js';

/** Zoom steps offered; 'fit' fits the page width into the viewer. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
export type Zoom = number | 'fit';

interface PdfToolbarProps {
  /** null while the PDF opens: every control is disabled. */
  pdf: PdfDocument | null;
  thumbnailsOpen: boolean;
  onToggleThumbnails: () => void;
  currentPage: number;
  pageInput: string;
  onPageInput: (text: string) => void;
  goToPage: (page: number) => void;
  zoom: Zoom;
  /** The zoom in force ('fit' worked out for the viewer's width). */
  scale: number;
  onZoom: (zoom: Zoom) => void;
  find: PdfFind;
}

/** The PDF toolbar: thumbnails, page navigation, zoom, and find in document with its hit count. */
export function PdfToolbar({ pdf, thumbnailsOpen, onToggleThumbnails, currentPage, pageInput, onPageInput, goToPage, zoom, scale, onZoom, find }: PdfToolbarProps) {
  const { t } = useI18n();
  // Previous points the way the reader's text runs back: right in Arabic.
  const rtl = useTheme().direction === 'rtl';
  const zoomIndex = ZOOM_STEPS.findIndex((step) => step >= scale - 0.001);
  return (
    <Box
      role="toolbar"
      aria-label={t('document.pdf.toolbar')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}
    >
      <Tooltip title={t('document.pdf.thumbnails')}>
        <IconButton aria-label={t('document.pdf.thumbnails')} aria-pressed={thumbnailsOpen} onClick={onToggleThumbnails} disabled={!pdf}>
          <ViewSidebarIcon />
        </IconButton>
      </Tooltip>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <IconButton aria-label={t('document.pdf.previousPage')} onClick={() => goToPage(Math.max(1, currentPage - 1))} disabled={!pdf || currentPage <= 1}>
          {rtl ? <NavigateNextIcon /> : <NavigateBeforeIcon />}
        </IconButton>
        <Box
          component="form"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            const page = Number(pageInput);
            if (pdf && Number.isInteger(page) && page >= 1 && page <= pdf.pageCount) goToPage(page);
            else onPageInput(String(currentPage));
          }}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          <TextField
            size="small"
            value={pageInput}
            onChange={(event) => onPageInput(event.target.value)}
            slotProps={{ htmlInput: { 'aria-label': t('document.pdf.pageNumber'), inputMode: 'numeric', style: { width: 40, textAlign: 'center' } } }}
          />
          <Typography variant="body2" aria-live="polite">
            {pdf ? t('document.pdf.pageOf', { page: currentPage, count: pdf.pageCount }) : ''}
          </Typography>
        </Box>
        <IconButton
          aria-label={t('document.pdf.nextPage')}
          onClick={() => goToPage(Math.min(pdf?.pageCount ?? 1, currentPage + 1))}
          disabled={!pdf || currentPage >= (pdf?.pageCount ?? 1)}
        >
          {rtl ? <NavigateBeforeIcon /> : <NavigateNextIcon />}
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <IconButton aria-label={t('document.pdf.zoomOut')} onClick={() => onZoom(ZOOM_STEPS[Math.max(0, zoomIndex - 1)])} disabled={!pdf || scale <= ZOOM_STEPS[0]}>
          <ZoomOutIcon />
        </IconButton>
        <Select
          size="small"
          value={zoom === 'fit' ? 'fit' : String(zoom)}
          onChange={(event) => onZoom(event.target.value === 'fit' ? 'fit' : Number(event.target.value))}
          // The combobox the user reaches is the display element, not the hidden input.
          SelectDisplayProps={{ 'aria-label': t('document.pdf.zoom') }}
          disabled={!pdf}
        >
          <MenuItem value="fit">{t('document.pdf.fitWidth')}</MenuItem>
          {ZOOM_STEPS.map((step) => (
            <MenuItem key={step} value={String(step)}>{`${Math.round(step * 100)}%`}</MenuItem>
          ))}
        </Select>
        <IconButton
          aria-label={t('document.pdf.zoomIn')}
          onClick={() => onZoom(ZOOM_STEPS[Math.min(ZOOM_STEPS.length - 1, scale >= ZOOM_STEPS[zoomIndex] - 0.001 ? zoomIndex + 1 : zoomIndex)])}
          disabled={!pdf || scale >= ZOOM_STEPS[ZOOM_STEPS.length - 1]}
        >
          <ZoomInIcon />
        </IconButton>
      </Box>
      <PdfFindForm pdf={pdf} find={find} />
    </Box>
  );
}

/** Find in document: the phrase, previous and next hit, and 'n of m' (or how many pages are read so far). */
function PdfFindForm({ pdf, find }: { pdf: PdfDocument | null; find: PdfFind }) {
  const { t } = useI18n();
  const { queryInput, setQueryInput, hits, selectedHit, searching, onFind, stepHit } = find;
  return (
    <Box component="form" role="search" onSubmit={onFind} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexGrow: 1, minWidth: 220 }}>
      <TextField
        size="small"
        type="search"
        value={queryInput}
        onChange={(event) => setQueryInput(event.target.value)}
        placeholder={t('document.pdf.findPlaceholder')}
        slotProps={{ htmlInput: { 'aria-label': t('document.pdf.find') } }}
        sx={{ flexGrow: 1 }}
        disabled={!pdf}
      />
      <IconButton aria-label={t('document.pdf.previousHit')} onClick={() => stepHit(-1)} disabled={!pdf || !queryInput.trim()}>
        <KeyboardArrowUpIcon />
      </IconButton>
      <IconButton aria-label={t('document.pdf.nextHit')} onClick={() => stepHit(1)} disabled={!pdf || !queryInput.trim()}>
        <KeyboardArrowDownIcon />
      </IconButton>
      <Typography variant="body2" aria-live="polite" sx={{ minWidth: 90 }}>
        {searching && pdf
          ? t('document.pdf.searching', { page: searching.page, count: pdf.pageCount })
          : hits
            ? hits.length
              ? t('document.pdf.hitOf', { hit: selectedHit + 1, count: hits.length })
              : t('document.pdf.noHits')
            : ''}
      </Typography>
    </Box>
  );
}
