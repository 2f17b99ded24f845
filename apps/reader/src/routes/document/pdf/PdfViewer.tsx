import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebar';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { useI18n } from '@codex/i18n';
import type { PdfDocument, PdfEngine, PdfSource, PdfTextLayer } from './pdfEngine.js';
import { findHits, highlightHits, normalizeQuery } from './findInText.js';
import './pdfViewer.css';

/** Zoom steps offered; 'fit' fits the page width into the viewer. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
type Zoom = number | 'fit';

/** A hit of find in document: its page and its order among that page's hits. */
interface DocumentHit {
  page: number;
  ordinal: number;
}

export interface PdfViewerProps {
  /** Where the PDF comes from and with which headers; `null` until known. */
  getSource: () => Promise<PdfSource>;
  loadEngine: () => Promise<PdfEngine>;
  /** A phrase to highlight from the start (the search term the user came with). */
  initialQuery?: string;
  /** Called once, when page 1 has been painted. */
  onFirstPagePainted?: () => void;
}

const PAGE_GAP = 12;
/** How many pages find in document reads at once. */
const FIND_CONCURRENCY = 8;

/** The PDF tab's viewer: pages painted on demand, zoom, page navigation, thumbnails, text layer and find. */
export function PdfViewer({ getSource, loadEngine, initialQuery = '', onFirstPagePainted }: PdfViewerProps) {
  const { t } = useI18n();
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  const [failed, setFailed] = useState(false);
  const [pageSize, setPageSize] = useState<{ width: number; height: number } | null>(null);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [viewerWidth, setViewerWidth] = useState(0);
  const [currentPage, setCurrentPage] = useState(1);
  const [pageInput, setPageInput] = useState('1');
  const [thumbnailsOpen, setThumbnailsOpen] = useState(false);
  const [queryInput, setQueryInput] = useState(initialQuery);
  const [activeQuery, setActiveQuery] = useState(normalizeQuery(initialQuery));
  const [hits, setHits] = useState<DocumentHit[] | null>(null);
  const [selectedHit, setSelectedHit] = useState(-1);
  const [searching, setSearching] = useState<{ page: number } | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const pageElements = useRef(new Map<number, HTMLElement>());
  const firstPaintReported = useRef(false);

  useEffect(() => {
    let document: PdfDocument | null = null;
    let cancelled = false;
    (async () => {
      const [engine, source] = await Promise.all([loadEngine(), getSource()]);
      const opened = await engine.open(source);
      document = opened;
      if (cancelled) return void opened.destroy();
      const first = await opened.page(1);
      if (cancelled) return;
      setPageSize({ width: first.width, height: first.height });
      setPdf(opened);
    })().catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      void document?.destroy();
    };
  }, [getSource, loadEngine]);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setViewerWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [pdf]);

  const scale = useMemo(() => {
    if (zoom !== 'fit') return zoom;
    if (!pageSize || viewerWidth === 0) return 1;
    return Math.max(0.3, Math.min(2, (viewerWidth - 24) / pageSize.width));
  }, [zoom, pageSize, viewerWidth]);

  const goToPage = useCallback((page: number) => {
    const element = pageElements.current.get(page);
    const container = scroller.current;
    if (!element || !container) return;
    container.scrollTo({ top: element.offsetTop - container.offsetTop - 4 });
    setCurrentPage(page);
    setPageInput(String(page));
  }, []);

  const onScroll = () => {
    const container = scroller.current;
    if (!container || !pdf) return;
    const middle = container.scrollTop + container.clientHeight / 3 + container.offsetTop;
    let page = 1;
    for (const [number, element] of pageElements.current) if (element.offsetTop <= middle && number > page) page = number;
    if (page !== currentPage) {
      setCurrentPage(page);
      setPageInput(String(page));
    }
  };

  const onFirstPaint = useCallback(() => {
    if (firstPaintReported.current) return;
    firstPaintReported.current = true;
    performance.mark('codex:pdf-first-page-painted');
    onFirstPagePainted?.();
  }, [onFirstPagePainted]);

  /** Finds the phrase in every page (loading their text on demand), then selects the first hit. */
  const runFind = async (phrase: string) => {
    if (!pdf) return;
    const normalized = normalizeQuery(phrase);
    setActiveQuery(normalized);
    if (!normalized) {
      setHits(null);
      setSelectedHit(-1);
      return;
    }
    // Pages are read several at a time (each may need its own byte ranges); hits are kept in page order.
    const perPage: number[] = new Array(pdf.pageCount + 1).fill(0);
    let next = 1;
    let done = 0;
    setSearching({ page: 0 });
    const worker = async () => {
      while (next <= pdf.pageCount) {
        const page = next++;
        const items = await (await pdf.page(page)).textItems();
        perPage[page] = findHits(items, normalized).length;
        setSearching({ page: ++done });
      }
    };
    await Promise.all(Array.from({ length: FIND_CONCURRENCY }, worker));
    const found: DocumentHit[] = [];
    for (let page = 1; page <= pdf.pageCount; page++) for (let ordinal = 0; ordinal < perPage[page]; ordinal++) found.push({ page, ordinal });
    setSearching(null);
    setHits(found);
    if (found.length) {
      setSelectedHit(0);
      goToPage(found[0].page);
    } else setSelectedHit(-1);
  };

  const onFind = (event: FormEvent) => {
    event.preventDefault();
    if (normalizeQuery(queryInput) === activeQuery && hits?.length) return stepHit(1);
    void runFind(queryInput);
  };

  const stepHit = (direction: 1 | -1) => {
    if (!hits?.length) {
      void runFind(queryInput);
      return;
    }
    const next = (selectedHit + direction + hits.length) % hits.length;
    setSelectedHit(next);
    goToPage(hits[next].page);
  };

  const selected = hits && selectedHit >= 0 ? hits[selectedHit] : null;
  const zoomIndex = ZOOM_STEPS.findIndex((step) => step >= scale - 0.001);

  if (failed) return <Alert severity="error">{t('document.pdf.loadFailed')}</Alert>;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="pdf-viewer">
      <Box
        role="toolbar"
        aria-label={t('document.pdf.toolbar')}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        <Tooltip title={t('document.pdf.thumbnails')}>
          <IconButton aria-label={t('document.pdf.thumbnails')} aria-pressed={thumbnailsOpen} onClick={() => setThumbnailsOpen((open) => !open)} disabled={!pdf}>
            <ViewSidebarIcon />
          </IconButton>
        </Tooltip>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <IconButton aria-label={t('document.pdf.previousPage')} onClick={() => goToPage(Math.max(1, currentPage - 1))} disabled={!pdf || currentPage <= 1}>
            <NavigateBeforeIcon />
          </IconButton>
          <Box
            component="form"
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              const page = Number(pageInput);
              if (pdf && Number.isInteger(page) && page >= 1 && page <= pdf.pageCount) goToPage(page);
              else setPageInput(String(currentPage));
            }}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <TextField
              size="small"
              value={pageInput}
              onChange={(event) => setPageInput(event.target.value)}
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
            <NavigateNextIcon />
          </IconButton>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <IconButton aria-label={t('document.pdf.zoomOut')} onClick={() => setZoom(ZOOM_STEPS[Math.max(0, zoomIndex - 1)])} disabled={!pdf || scale <= ZOOM_STEPS[0]}>
            <ZoomOutIcon />
          </IconButton>
          <Select
            size="small"
            value={zoom === 'fit' ? 'fit' : String(zoom)}
            onChange={(event) => setZoom(event.target.value === 'fit' ? 'fit' : Number(event.target.value))}
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
            onClick={() => setZoom(ZOOM_STEPS[Math.min(ZOOM_STEPS.length - 1, scale >= ZOOM_STEPS[zoomIndex] - 0.001 ? zoomIndex + 1 : zoomIndex)])}
            disabled={!pdf || scale >= ZOOM_STEPS[ZOOM_STEPS.length - 1]}
          >
            <ZoomInIcon />
          </IconButton>
        </Box>
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
      </Box>
      <Box sx={{ display: 'flex', gap: 1, minHeight: 0 }}>
        {thumbnailsOpen && pdf && pageSize && (
          <Thumbnails pdf={pdf} pageSize={pageSize} currentPage={currentPage} onSelect={goToPage} label={t('document.pdf.thumbnails')} pageLabel={(page) => t('document.pdf.goToPage', { page })} />
        )}
        <Box
          ref={scroller}
          data-pdf-scroller=""
          onScroll={onScroll}
          tabIndex={0}
          aria-label={t('document.pdf.pages')}
          role="region"
          sx={{ flexGrow: 1, height: { xs: '70vh', md: '78vh' }, overflow: 'auto', bgcolor: 'grey.200', p: 1.5, borderRadius: 1 }}
        >
          {!pdf || !pageSize ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
              <CircularProgress aria-label={t('document.pdf.loading')} />
            </Box>
          ) : (
            Array.from({ length: pdf.pageCount }, (_, index) => index + 1).map((page) => (
              <PageView
                key={page}
                pdf={pdf}
                pageNumber={page}
                size={pageSize}
                scale={scale}
                query={activeQuery}
                selectedOrdinal={selected?.page === page ? selected.ordinal : -1}
                root={scroller}
                label={t('document.pdf.pageLabel', { page })}
                elements={pageElements}
                onPainted={page === 1 ? onFirstPaint : undefined}
              />
            ))
          )}
        </Box>
      </Box>
    </Box>
  );
}

interface PageViewProps {
  pdf: PdfDocument;
  pageNumber: number;
  size: { width: number; height: number };
  scale: number;
  query: string;
  selectedOrdinal: number;
  root: React.RefObject<HTMLDivElement | null>;
  label: string;
  elements: React.RefObject<Map<number, HTMLElement>>;
  onPainted?: () => void;
}

/** One page: a sized placeholder until it comes near the view, then the canvas and its text layer. */
function PageView({ pdf, pageNumber, size, scale, query, selectedOrdinal, root, label, elements, onPainted }: PageViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(pageNumber === 1);
  const [layer, setLayer] = useState<PdfTextLayer | null>(null);
  const painting = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    const map = elements.current;
    if (box.current) map.set(pageNumber, box.current);
    return () => void map.delete(pageNumber);
  }, [elements, pageNumber]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((entry) => entry.isIntersecting)), {
      root: root.current,
      rootMargin: '300px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [root]);

  useEffect(() => {
    if (!near) return;
    let stale = false;
    // Paints run one after another on the same canvas; a newer zoom waits for the one under way.
    painting.current = painting.current.then(async () => {
      if (stale || !canvas.current || !textLayer.current) return;
      const page = await pdf.page(pageNumber);
      await page.render(canvas.current, scale);
      onPainted?.();
      if (stale) return;
      const built = await page.renderTextLayer(textLayer.current, scale);
      if (!stale) setLayer(built);
    }).catch(() => undefined);
    return () => {
      stale = true;
    };
  }, [near, pdf, pageNumber, scale, onPainted]);

  useEffect(() => {
    if (!layer) return;
    const hits = query ? findHits(layer.texts, query) : [];
    const selected = highlightHits(layer.elements, layer.texts, hits, selectedOrdinal);
    if (selected[0]) centreInScroller(selected[0]);
  }, [layer, query, selectedOrdinal]);

  return (
    <div
      ref={box}
      className="codex-pdf-page"
      role="group"
      aria-label={label}
      data-page-number={pageNumber}
      style={{ width: Math.floor(size.width * scale), height: Math.floor(size.height * scale), marginBottom: PAGE_GAP }}
    >
      <canvas ref={canvas} aria-hidden="true" />
      <div ref={textLayer} className="textLayer" />
    </div>
  );
}

interface ThumbnailsProps {
  pdf: PdfDocument;
  pageSize: { width: number; height: number };
  currentPage: number;
  onSelect: (page: number) => void;
  label: string;
  pageLabel: (page: number) => string;
}

const THUMBNAIL_WIDTH = 110;

function Thumbnails({ pdf, pageSize, currentPage, onSelect, label, pageLabel }: ThumbnailsProps) {
  const list = useRef<HTMLDivElement>(null);
  const scale = THUMBNAIL_WIDTH / pageSize.width;
  return (
    <Box
      ref={list}
      component="nav"
      aria-label={label}
      sx={{ width: THUMBNAIL_WIDTH + 32, flexShrink: 0, height: { xs: '70vh', md: '78vh' }, overflow: 'auto', bgcolor: 'grey.100', p: 1, borderRadius: 1 }}
    >
      {Array.from({ length: pdf.pageCount }, (_, index) => index + 1).map((page) => (
        <Thumbnail key={page} pdf={pdf} page={page} scale={scale} height={pageSize.height * scale} root={list} current={page === currentPage} label={pageLabel(page)} onSelect={onSelect} />
      ))}
    </Box>
  );
}

function Thumbnail(props: { pdf: PdfDocument; page: number; scale: number; height: number; root: React.RefObject<HTMLDivElement | null>; current: boolean; label: string; onSelect: (page: number) => void }) {
  const { pdf, page, scale, height, root, current, label, onSelect } = props;
  const button = useRef<HTMLButtonElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = button.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((entry) => entry.isIntersecting)), { root: root.current, rootMargin: '200px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [root]);
  useEffect(() => {
    if (!near) return;
    let stale = false;
    void pdf.page(page).then((handle) => (!stale && canvas.current ? handle.render(canvas.current, scale) : undefined)).catch(() => undefined);
    return () => {
      stale = true;
    };
  }, [near, pdf, page, scale]);
  return (
    <Button
      ref={button}
      onClick={() => onSelect(page)}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      sx={{ display: 'flex', flexDirection: 'column', p: 0.5, mb: 1, minWidth: 0, width: '100%', outline: current ? '2px solid' : 'none', outlineColor: 'primary.main' }}
    >
      <Box sx={{ width: THUMBNAIL_WIDTH, height, bgcolor: '#fff' }}>
        <canvas ref={canvas} aria-hidden="true" />
      </Box>
      <Typography variant="caption">{page}</Typography>
    </Button>
  );
}

/**
 * Brings a find hit to the middle of the pages' scroll box. Only that box moves: scrollIntoView would also scroll
 * the window, taking the toolbar and the tabs out of view.
 */
function centreInScroller(element: HTMLElement) {
  const container = element.closest<HTMLElement>('[data-pdf-scroller]');
  if (!container) return;
  const hit = element.getBoundingClientRect();
  const box = container.getBoundingClientRect();
  const offset = hit.top + hit.height / 2 - (box.top + container.clientHeight / 2);
  container.scrollTo({ top: container.scrollTop + offset });
}
