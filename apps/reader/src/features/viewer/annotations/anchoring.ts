/**
 * Anchoring the viewer's annotations in a rendering's text with @codex/anchoring (exact quote first, then the
 * approximate match scored on quote, context and position). The PDF anchors page by page: an annotation made in the
 * PDF is looked for on its own page only; one made in the HTML (no page) only where its quote occurs as it is, which
 * costs one substring search per page. Results are cached per page, so painting a page again (zoom, scrolling back)
 * anchors nothing anew.
 */
import { anchor, type Selector } from '@codex/anchoring';
import { selectorsForHtml, type Annotation } from './annotations.js';

export interface AnchoredAnnotation {
  annotation: Annotation;
  start: number;
  end: number;
}

/** An approximate match below this score is not drawn (a highlight in the wrong place is worse than none). */
export const MIN_APPROXIMATE_SCORE = 0.6;

const collapse = (text: string) => text.replace(/[\s\u00a0\ufeff]+/g, ' ');

function anchorIn(text: string, selectors: readonly Selector[]): { start: number; end: number } | null {
  const found = anchor(text, selectors);
  if (!found || (!found.exact && found.score < MIN_APPROXIMATE_SCORE)) return null;
  return { start: found.start, end: found.end };
}

/** What identifies an annotation's anchoring: its key and quote (an edited selection anchors anew). */
export function anchoringKey(annotation: Annotation): string {
  const quote = annotation.selectors.find((s) => s.type === 'TextQuoteSelector');
  return quote ? `${annotation.key}\u0000${quote.exact}\u0000${quote.prefix}\u0000${quote.suffix}` : annotation.key;
}

interface PageEntry {
  text: string;
  collapsed: string;
  found: Map<string, { start: number; end: number } | null>;
}

/** Per-page anchoring for the PDF tab. */
export class PdfPageAnchors {
  private readonly pages = new Map<number, PageEntry>();

  /** The annotations found on a page, given the page's text (the text layer's, see textMap.ts). */
  onPage(pageNumber: number, text: string, annotations: readonly Annotation[]): AnchoredAnnotation[] {
    let entry = this.pages.get(pageNumber);
    if (!entry || entry.text !== text) {
      entry = { text, collapsed: collapse(text), found: new Map() };
      this.pages.set(pageNumber, entry);
    }
    const anchored: AnchoredAnnotation[] = [];
    for (const annotation of annotations) {
      if (annotation.page !== null && annotation.page !== pageNumber) continue;
      const key = anchoringKey(annotation);
      let found = entry.found.get(key);
      if (found === undefined) {
        found = this.locate(entry, annotation);
        entry.found.set(key, found);
      }
      if (found) anchored.push({ annotation, start: found.start, end: found.end });
    }
    return anchored;
  }

  private locate(entry: PageEntry, annotation: Annotation): { start: number; end: number } | null {
    if (annotation.page !== null) return anchorIn(entry.text, annotation.selectors);
    // Made in the HTML: this page only if the quote is here as it is (its position counts the HTML's characters).
    const quote = annotation.selectors.find((s) => s.type === 'TextQuoteSelector');
    if (!quote || !entry.collapsed.includes(collapse(quote.exact))) return null;
    return anchorIn(entry.text, [quote]);
  }
}

/** Every annotation found in the HTML rendition's text (the quote and context; see selectorsForHtml). */
export function anchorInHtml(text: string, annotations: readonly Annotation[]): AnchoredAnnotation[] {
  const anchored: AnchoredAnnotation[] = [];
  for (const annotation of annotations) {
    const found = anchorIn(text, selectorsForHtml(annotation));
    if (found) anchored.push({ annotation, start: found.start, end: found.end });
  }
  return anchored;
}
