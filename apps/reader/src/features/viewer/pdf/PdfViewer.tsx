import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { rateLimitedNotice } from '@codex/data';
import { useI18n } from '@codex/i18n';
import { PdfLoadError, type PdfDocument, type PdfEngine, type PdfSource } from './pdfEngine.js';
import { PdfPageView, type PageDecorator } from './PdfPageView.js';
import { PdfThumbnails } from './PdfThumbnails.js';
import { PdfToolbar, type Zoom } from './PdfToolbar.js';
import { usePdfFind } from './usePdfFind.js';
import './pdfViewer.css';

export interface PdfViewerProps {
  /** Where the PDF comes from and with which headers; `null` until known. */
  getSource: () => Promise<PdfSource>;
  loadEngine: () => Promise<PdfEngine>;
  /** A phrase to highlight from the start (the search term the user came with). */
  initialQuery?: string;
  /** Called once, when page 1 has been painted. */
  onFirstPagePainted?: () => void;
  /** Draws over each page after its text layer (compass points and notes). */
  decorator?: PageDecorator;
  /** A page to go to once the document is open (a new object each time, so the same page can be asked again). */
  requestedPage?: { page: number } | null;
  /** Told when the PDF was refused by a limit (429): the page may ask whether the reader's seat is still held. */
  onRateLimited?: () => void;
}

/** The PDF tab's viewer: pages painted on demand, zoom, page navigation, thumbnails, text layer and find. */
export function PdfViewer({ getSource, loadEngine, initialQuery = '', onFirstPagePainted, decorator, requestedPage, onRateLimited }: PdfViewerProps) {
  const { t } = useI18n();
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  /** Why the PDF could not be opened: the message's key and parameters. */
  const [failed, setFailed] = useState<{ messageKey: string; params?: Record<string, string> } | null>(null);
  const [pageSize, setPageSize] = useState<{ width: number; height: number } | null>(null);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [viewerWidth, setViewerWidth] = useState(0);
  const [currentPage, setCurrentPage] = useState(1);
  const [pageInput, setPageInput] = useState('1');
  const [thumbnailsOpen, setThumbnailsOpen] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const pageElements = useRef(new Map<number, HTMLElement>());
  const firstPaintReported = useRef(false);
  // Read when the PDF is refused, so a new callback on each render does not open the PDF again.
  const rateLimited = useRef(onRateLimited);
  useEffect(() => {
    rateLimited.current = onRateLimited;
  });

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
    })().catch((error: unknown) => {
      if (cancelled) return;
      // Past the full-text limit the server says how long to wait (docs/adr/0043).
      const limited = error instanceof PdfLoadError && error.status === 429;
      setFailed(limited ? rateLimitedNotice(error.retryAfter) : { messageKey: 'document.pdf.loadFailed' });
      if (limited) rateLimited.current?.();
    });
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

  const find = usePdfFind(pdf, goToPage, initialQuery);

  useEffect(() => {
    // Once the pages are laid out, and again when fitting the width changes the layout, until the caller is done.
    if (requestedPage && pdf && pageSize) goToPage(requestedPage.page);
  }, [requestedPage, pdf, pageSize, scale, goToPage]);

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

  if (failed) return <Alert severity="error">{t(failed.messageKey, failed.params)}</Alert>;

  const { selected } = find;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="pdf-viewer">
      <PdfToolbar
        pdf={pdf}
        thumbnailsOpen={thumbnailsOpen}
        onToggleThumbnails={() => setThumbnailsOpen((open) => !open)}
        currentPage={currentPage}
        pageInput={pageInput}
        onPageInput={setPageInput}
        goToPage={goToPage}
        zoom={zoom}
        scale={scale}
        onZoom={setZoom}
        find={find}
      />
      <Box sx={{ display: 'flex', gap: 1, minHeight: 0 }}>
        {thumbnailsOpen && pdf && pageSize && (
          <PdfThumbnails pdf={pdf} pageSize={pageSize} currentPage={currentPage} onSelect={goToPage} label={t('document.pdf.thumbnails')} pageLabel={(page) => t('document.pdf.goToPage', { page })} />
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
              <PdfPageView
                key={page}
                pdf={pdf}
                pageNumber={page}
                size={pageSize}
                scale={scale}
                query={find.activeQuery}
                selectedOrdinal={selected?.page === page ? selected.ordinal : -1}
                root={scroller}
                label={t('document.pdf.pageLabel', { page })}
                elements={pageElements}
                onPainted={page === 1 ? onFirstPaint : undefined}
                decorator={decorator}
              />
            ))
          )}
        </Box>
      </Box>
    </Box>
  );
}
