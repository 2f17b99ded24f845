import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent as ReactMouseEvent, type RefObject } from 'react';
import { useI18n } from '@codex/i18n';
import type { PageDecorator } from '../pdf/PdfPageView.js';
import { anchorInHtml, anchoringKey as keyOf, PdfPageAnchors, type AnchoredAnnotation } from './anchoring.js';
import type { Annotation, AnnotationKind } from './annotations.js';
import { annotationKeyAt, redrawHtmlHighlights } from './htmlHighlights.js';
import { annotationLayerOf, boxesOfRange, drawPdfHighlights, hitTest, type HighlightLabels, type PlacedAnnotation } from './pdfHighlights.js';
import { extendSelectionByKey, makeTextReachable, placeCaretAt } from './keyboardSelection.js';
import { readHtmlSelection, readPdfSelection, type ViewerSelection } from './selection.js';
import { buildTextMap, rangeOf } from './textMap.js';
import './annotations.css';

/** Performance marks of the draw-time benchmark (e2e/bench/compassPointDraw.ts). */
export const MARKS = {
  pageDrawn: (page: number) => `codex:pdf-page-highlights-drawn:${page}`,
  /** A page's highlights drawn from their kept boxes, before its text layer (detail: how many). */
  pagePlaced: (page: number) => `codex:pdf-page-highlights-placed:${page}`,
  /** Save pressed in the compass point dialog, and its answer arrived. */
  saveClicked: 'codex:compass-point-save-clicked',
  saved: 'codex:compass-point-saved',
  drawn: 'codex:compass-point-drawn',
} as const;

export interface AnnotationLayersInput {
  annotations: readonly Annotation[];
  /** The annotation to mark (the URL's annotationid); it is scrolled to once when first drawn. */
  focusedKey: string | null;
  /** A highlight was clicked, or Enter pressed on it. */
  onOpen: (key: string) => void;
  /** The key of an annotation just saved: its first drawing sets the "drawn" mark. */
  justSavedKey: string | null;
  onJustSavedDrawn: () => void;
  /** The focused annotation was drawn and scrolled to (in the PDF with its page, or in the HTML). */
  onFocusedShown: (where: 'pdf' | 'html') => void;
  frameRef: RefObject<HTMLIFrameElement | null>;
}

/**
 * The highlights of both tabs and the selection under way: a decorator for the PDF's pages (anchored page by page,
 * cached), the HTML frame's marks (anchored once per annotation), the event handlers for the PDF's pages and the
 * selection the toolbar shows for.
 */
export function useAnnotationLayers({ annotations, focusedKey, onOpen, justSavedKey, onJustSavedDrawn, onFocusedShown, frameRef }: AnnotationLayersInput) {
  const { t } = useI18n();
  const [selection, setSelection] = useState<(ViewerSelection & { source: 'pdf' | 'html' }) | null>(null);
  const [frameDocument, setFrameDocument] = useState<Document | null>(null);
  const pdfAnchors = useMemo(() => new PdfPageAnchors(), []);
  /**
   * What each page's layer shows: for which annotations (the decorator's `drawing`), whether measured on a text
   * layer (the one it was measured on: a zoom builds a new one) or placed from kept boxes, and its signature.
   */
  const drawnPages = useRef(new WeakMap<HTMLElement, { drawing: object; signature: string; textLayerChild: ChildNode | null; anchoring?: string }>());
  // Per frame document: the frame starts as about:blank before the rendition loads into it.
  const htmlCache = useRef(new WeakMap<Document, Map<string, AnchoredAnnotation | null>>());
  const shownFocus = useRef<{ pdf: string | null; html: string | null }>({ pdf: null, html: null });
  const callbacks = useRef({ onOpen, onJustSavedDrawn, onFocusedShown, justSavedKey });
  // A layout effect: it runs before the pages' (passive) effects that draw with these.
  useLayoutEffect(() => {
    callbacks.current = { onOpen, onJustSavedDrawn, onFocusedShown, justSavedKey };
  }, [onOpen, onJustSavedDrawn, onFocusedShown, justSavedKey]);

  const labels: HighlightLabels = useMemo(
    () => ({
      marker: (kind: AnnotationKind, label: string) =>
        t(kind === 'note' ? 'document.annotations.noteMarker' : 'document.annotations.compassPointMarker', { label: label.trim() || t('document.annotations.untitled') }),
    }),
    [t],
  );

  const reportDrawn = useCallback((anchored: readonly { annotation: Annotation }[]) => {
    const saved = callbacks.current.justSavedKey;
    if (saved && anchored.some((item) => item.annotation.key === saved)) {
      performance.mark(MARKS.drawn);
      callbacks.current.onJustSavedDrawn();
    }
  }, []);

  const showFocused = useCallback((focusedMarker: HTMLElement | null) => {
    if (!focusedMarker || !focusedKey || shownFocus.current.pdf === focusedKey) return;
    shownFocus.current.pdf = focusedKey;
    // The reader came for it (a link): the pages and the window both move so it is in the middle of the view.
    focusedMarker.scrollIntoView({ block: 'center' });
    callbacks.current.onFocusedShown('pdf');
  }, [focusedKey]);

  const pdfDecorator: PageDecorator = useMemo(() => {
    /** This set of annotations: a page drawn for an earlier one is drawn again. */
    const drawing = {};
    /** The markers' names change with the reader's language. */
    const language = labels.marker('compassPoint', '');
    const onPageWithBoxes = (pageNumber: number) => annotations.filter((annotation) => annotation.page === pageNumber && annotation.boxes !== null);
    const draw = (layer: HTMLElement, placed: PlacedAnnotation[], textLayerChild: ChildNode | null, mark: string, anchoring?: string) => {
      // A page whose highlights did not change (another page's did) is left as it is.
      const signature = `${language}|${focusedKey}|${placed.map(({ annotation, boxes }) => `${annotation.key}:${annotation.label}:${boxes.map((b) => `${b.x},${b.y},${b.w},${b.h}`).join(';')}`).join('|')}`;
      const previous = drawnPages.current.get(layer);
      drawnPages.current.set(layer, { drawing, signature, textLayerChild, anchoring });
      if (previous?.signature === signature) return;
      const focusedMarker = drawPdfHighlights(layer, placed, focusedKey, labels);
      performance.mark(mark, { detail: { highlights: placed.length } });
      reportDrawn(placed);
      showFocused(focusedMarker);
    };
    return {
      // As soon as the page is painted: the highlights whose boxes were kept when they were made (docs/adr/0067).
      place(pageNumber, pageBox) {
        const layer = annotationLayerOf(pageBox);
        if (drawnPages.current.get(layer)?.drawing === drawing) return;
        const placed = onPageWithBoxes(pageNumber).map((annotation) => ({ annotation, boxes: annotation.boxes! }));
        draw(layer, placed, null, MARKS.pagePlaced(pageNumber));
      },
      // With the text layer: every annotation anchored in the page's text and measured on it; one with kept boxes
      // that its quote no longer finds stays where it was made.
      decorate(pageNumber, pageBox, textLayer) {
        const layer = annotationLayerOf(pageBox);
        const previous = drawnPages.current.get(layer);
        if (previous?.drawing === drawing && previous.textLayerChild === textLayer.firstChild) return;
        const map = buildTextMap(textLayer);
        const anchored = pdfAnchors.onPage(pageNumber, map.text, annotations);
        const withBoxes = onPageWithBoxes(pageNumber);
        // Anchored as before on the same text layer (another page's annotations changed): nothing to measure again.
        const anchoring = `${language}|${focusedKey}|${withBoxes.map((a) => a.key).join(',')}|${anchored.map((item) => `${item.annotation.key}:${item.start}-${item.end}:${item.annotation.label}`).join(',')}`;
        if (previous && previous.textLayerChild === textLayer.firstChild && previous.anchoring === anchoring) {
          drawnPages.current.set(layer, { ...previous, drawing });
          return;
        }
        const origin = layer.getBoundingClientRect();
        // Every read (the ranges' client rects) before any write, so the page costs one layout.
        const placed: PlacedAnnotation[] = anchored.map((item) => {
          const range = rangeOf(map, item.start, item.end);
          return { annotation: item.annotation, boxes: range ? boxesOfRange(range, origin) : [] };
        });
        const found = new Set(anchored.map((item) => item.annotation.key));
        for (const annotation of withBoxes) if (!found.has(annotation.key)) placed.push({ annotation, boxes: annotation.boxes! });
        draw(layer, placed, textLayer.firstChild, MARKS.pageDrawn(pageNumber), anchoring);
        // The mark the benchmark waits for is set even when the drawing did not change.
        if (performance.getEntriesByName(MARKS.pageDrawn(pageNumber)).length === 0) performance.mark(MARKS.pageDrawn(pageNumber));
      },
    };
  }, [annotations, focusedKey, labels, pdfAnchors, reportDrawn, showFocused]);

  useEffect(() => {
    if (!frameDocument?.body) return;
    let cache = htmlCache.current.get(frameDocument);
    if (!cache) {
      cache = new Map();
      htmlCache.current.set(frameDocument, cache);
    }
    const marks = redrawHtmlHighlights(
      frameDocument,
      (text) => {
        const anchored: AnchoredAnnotation[] = [];
        const missing = annotations.filter((annotation) => !cache.has(keyOf(annotation)));
        if (missing.length && !text.trim()) return [];
        for (const found of anchorInHtml(text, missing)) cache.set(keyOf(found.annotation), found);
        for (const annotation of missing) if (!cache.has(keyOf(annotation))) cache.set(keyOf(annotation), null);
        for (const annotation of annotations) {
          const found = cache.get(keyOf(annotation));
          if (found) anchored.push({ ...found, annotation });
        }
        reportDrawn(anchored);
        return anchored;
      },
      focusedKey,
      labels,
    );
    const focused = focusedKey ? marks.get(focusedKey) : undefined;
    if (focused?.length && shownFocus.current.html !== focusedKey) {
      shownFocus.current.html = focusedKey;
      focused[0].scrollIntoView({ block: 'center' });
      callbacks.current.onFocusedShown('html');
    }
  }, [frameDocument, annotations, focusedKey, labels, reportDrawn]);

  useEffect(() => {
    if (!frameDocument) return;
    const readSelection = () => {
      const read = readHtmlSelection(frameRef.current);
      setSelection(read ? { ...read, source: 'html' } : null);
    };
    const onClick = (event: MouseEvent) => {
      const key = annotationKeyAt(event.target);
      if (key && frameDocument.getSelection()?.isCollapsed !== false) callbacks.current.onOpen(key);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const key = annotationKeyAt(event.target);
      if (key && (event.key === 'Enter' || event.key === ' ')) {
        event.preventDefault();
        callbacks.current.onOpen(key);
      } else if (extendSelectionByKey(frameDocument, event)) {
        event.preventDefault();
      } else if (event.key === 'Escape' && frameDocument.getSelection()?.isCollapsed === false) {
        frameDocument.getSelection()?.collapseToEnd();
        setSelection(null);
      }
    };
    // A keyboard selection starts where the reader is: the element just focused in the frame (a link, a section).
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Element | null;
      if (target && target !== frameDocument.body && frameDocument.getSelection()?.isCollapsed !== false) placeCaretAt(target);
    };
    makeTextReachable(frameDocument);
    frameDocument.addEventListener('mouseup', readSelection);
    frameDocument.addEventListener('keyup', readSelection);
    frameDocument.addEventListener('click', onClick);
    frameDocument.addEventListener('keydown', onKeyDown);
    frameDocument.addEventListener('focusin', onFocusIn);
    return () => {
      frameDocument.removeEventListener('mouseup', readSelection);
      frameDocument.removeEventListener('keyup', readSelection);
      frameDocument.removeEventListener('click', onClick);
      frameDocument.removeEventListener('keydown', onKeyDown);
      frameDocument.removeEventListener('focusin', onFocusIn);
    };
  }, [frameDocument, frameRef]);

  const onFrameDocument = useCallback((document: Document | null) => {
    setFrameDocument(document);
    setSelection((current) => (current?.source === 'html' ? null : current));
  }, []);

  /** Handlers for the element around the PDF viewer: selections, clicks on markers and on highlighted text. */
  const pdfEvents = useMemo(() => {
    const read = () => {
      const found = readPdfSelection(window.getSelection());
      setSelection((current) => (found ? { ...found, source: 'pdf' } : current?.source === 'pdf' ? null : current));
    };
    return {
      onMouseUp: read,
      // A keyboard selection (caret browsing, Shift with the arrows, Ctrl+A) shows the toolbar as a mouse one does.
      onKeyUp: (event: ReactKeyboardEvent) => {
        if ((event.target as HTMLElement).closest('input, textarea, button')) return;
        read();
      },
      onClick: (event: ReactMouseEvent) => {
        const target = event.target as HTMLElement;
        const marker = target.closest<HTMLElement>('.codex-annotation-marker');
        if (marker?.dataset.annotationKey) return callbacks.current.onOpen(marker.dataset.annotationKey);
        if (window.getSelection()?.isCollapsed === false) return;
        const layer = target.closest('.codex-pdf-page')?.querySelector<HTMLElement>(':scope > .codex-annotation-layer');
        const key = layer ? hitTest(layer, event.clientX, event.clientY) : null;
        if (key) callbacks.current.onOpen(key);
      },
    };
  }, []);

  /** Hides the toolbar (the selection has been used or given up). */
  const clearSelection = useCallback(() => setSelection(null), []);

  return { pdfDecorator, pdfEvents, onFrameDocument, frameDocument, selection, clearSelection };
}

export type AnnotationLayers = ReturnType<typeof useAnnotationLayers>;
