/**
 * Where each compass point of the old edition lands in the new one: @codex/anchoring's carry() on the stored
 * selectors, turned into the new compass point's anchor (quote, position in the new text, PDF page).
 */
import { carry, quoteSelectorOf, positionSelectorOf, type Selector } from '@codex/anchoring';
import { LRUCache } from 'lru-cache';
import type { CarryOutcome } from '@codex/domain';
import type { CompassPointRow } from '../compass-point-store.js';
import type { CarryEditions } from './carry-editions.js';

export interface NewAnchor {
  quote: { exact: string; prefix: string; suffix: string };
  position: { start: number; end: number };
  page: number | null;
}

type Anchored = Pick<CompassPointRow, 'anchor' | 'selectionMetadata'>;

/** The texts a carry reads: both editions, and where the new one's PDF pages are (absent when pages do not matter). */
export interface CarryTexts {
  source: { text: string };
  target: { text: string; pageAt?: CarryEditions['target']['pageAt'] };
}

export interface CarryPlan<P extends Anchored = CompassPointRow> {
  point: P;
  outcome: CarryOutcome;
  oldText: string;
  /** Null when not found. */
  newText: string | null;
  anchor: NewAnchor | null;
}

/** The W3C selectors a compass point keeps: its anchor, or the selected text alone for one made without an anchor. */
export function selectorsOf(point: Anchored): Selector[] {
  const selectors: Selector[] = [];
  const exact = point.anchor?.quote?.exact ?? point.selectionMetadata.selectionText ?? '';
  if (exact.trim() !== '') selectors.push({ type: 'TextQuoteSelector', exact, prefix: point.anchor?.quote?.prefix ?? '', suffix: point.anchor?.quote?.suffix ?? '' });
  const position = point.anchor?.position;
  if (position && position.end > position.start) selectors.push({ type: 'TextPositionSelector', start: position.start, end: position.end });
  return selectors;
}

/** Re-anchors one compass point in the new edition. */
export function planCarry<P extends Anchored>(editions: CarryTexts, point: P): CarryPlan<P> {
  const selectors = selectorsOf(point);
  const result = carry(editions.source.text, editions.target.text, selectors);
  if (result.outcome === 'not-found') {
    const oldText = result.oldText || (point.selectionMetadata.selectionText ?? '');
    return { point, outcome: 'not-found', oldText, newText: null, anchor: null };
  }
  const quote = quoteSelectorOf(result.selectors)!;
  const position = positionSelectorOf(result.selectors)!;
  const page = editions.target.pageAt?.(position.start) ?? null;
  return {
    point,
    outcome: result.outcome,
    oldText: result.oldText,
    newText: result.newText,
    anchor: { quote: { exact: quote.exact, prefix: quote.prefix, suffix: quote.suffix }, position: { start: position.start, end: position.end }, page },
  };
}

/**
 * Plans already made, so the carry that follows a preview (the dialog's flow) does not re-anchor again: keyed by the
 * compass point and its last change, and by both editions' text hashes; a plan holds no more than the passage.
 */
const plans = new LRUCache<string, Omit<CarryPlan, 'point'>>({ max: 5000 });

/** planCarry, remembered per compass point version and pair of editions. */
export function planCarryCached(editions: CarryEditions, point: CompassPointRow): CarryPlan {
  const key = `${point.id}:${point.updatedAt.getTime()}:${editions.source.edition.contentID}:${editions.source.sourceHash}:${editions.target.edition.contentID}:${editions.target.sourceHash}`;
  const known = plans.get(key);
  if (known) return { point, ...known };
  const { point: _point, ...plan } = planCarry(editions, point);
  plans.set(key, plan);
  return { point, ...plan };
}
