/** @codex/anchoring: W3C selectors for a range of a document's text, anchoring them again, carrying them to the next edition. */
export {
  describe,
  quoteSelectorOf,
  positionSelectorOf,
  pageSelectorOf,
  CONTEXT_LENGTH,
  type Selector,
  type TextQuoteSelector,
  type TextPositionSelector,
  type PageSelector,
  type DescribeOptions,
} from './selectors.js';
export { anchor, selectionMetadataOf, type Anchor, type AnchorOptions, type SelectionMetadata } from './anchor.js';
export { carry, SAME_CONTEXT, CHANGED_THRESHOLD, type CarryResult, type CarryOutcome } from './carry.js';
export { toSelectionData, fromSelectionData } from './selection-data.js';
