import { useEffect, useRef, useState } from 'react';
import type { PdfDocument, PdfTextLayer } from './pdfEngine.js';
import { findHits, highlightHits } from './findInText.js';

const PAGE_GAP = 12;

interface PdfPageViewProps {
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
  /** Draws over the page once its text layer is there (compass points and notes), and again when it is replaced. */
  decorator?: PageDecorator;
}

export interface PageDecorator {
  /** The page is painted: what can be drawn before its text layer exists (highlights whose boxes were kept). */
  place?(pageNumber: number, pageBox: HTMLElement): void;
  decorate(pageNumber: number, pageBox: HTMLElement, textLayer: HTMLElement): void;
}

/** One page: a sized placeholder until it comes near the view, then the canvas and its text layer with the find hits. */
export function PdfPageView({ pdf, pageNumber, size, scale, query, selectedOrdinal, root, label, elements, onPainted, decorator }: PdfPageViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const textLayer = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(pageNumber === 1);
  const [layer, setLayer] = useState<PdfTextLayer | null>(null);
  const painting = useRef<Promise<void>>(Promise.resolve());
  const decoratorRef = useRef(decorator);
  const decoratedWith = useRef<PageDecorator | null>(null);
  useEffect(() => {
    decoratorRef.current = decorator;
  }, [decorator]);

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
      // The text layer (and so the highlights over it) is built while the canvas paints, so it is there as soon as
      // the page is; page 1 keeps the worker to its canvas alone, for the quickest first paint.
      const building = pageNumber === 1 ? null : page.renderTextLayer(textLayer.current, scale);
      building?.catch(() => undefined);
      await page.render(canvas.current, scale);
      performance.mark(`codex:pdf-page-painted:${pageNumber}`);
      if (!stale && box.current) decoratorRef.current?.place?.(pageNumber, box.current);
      onPainted?.();
      if (stale) return;
      const built = await (building ?? page.renderTextLayer(textLayer.current, scale));
      if (stale) return;
      performance.mark(`codex:pdf-page-text-layer:${pageNumber}`);
      // Highlights follow the text layer at once, not a render later.
      const current = decoratorRef.current;
      if (current && box.current && textLayer.current) {
        current.decorate(pageNumber, box.current, textLayer.current);
        decoratedWith.current = current;
      }
      setLayer(built);
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

  useEffect(() => {
    // Drawn again when the annotations change; the first drawing came with the text layer.
    if (!layer || !decorator || decoratedWith.current === decorator || !box.current || !textLayer.current) return;
    decoratedWith.current = decorator;
    decorator.decorate(pageNumber, box.current, textLayer.current);
  }, [layer, decorator, pageNumber]);

  return (
    <div
      ref={box}
      // A page is drawn and its text laid out left to right whatever the reader's language: a canvas inherits the
      // page's direction, and right to left would anchor every glyph run at its end (words torn apart, highlights off).
      dir="ltr"
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
