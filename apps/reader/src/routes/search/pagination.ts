/** One entry of the pagination bar: a 0-based page number or a gap. */
export type PageItem = number | 'ellipsis';

/** Screens narrower than this (px) get the compact pagination (spec section 9 breakpoint). */
export const NARROW_SCREEN_PX = 576;

/**
 * The pages the pagination bar shows. Under 576 px every page shows up to 4 pages, on wider screens
 * up to 6; past that the bar collapses with ellipses around the first page, the last page and a window
 * around the current one (3 pages near an end on narrow screens, 5 on wide ones).
 */
export function pageItems(current: number, total: number, narrow: boolean): PageItem[] {
  if (total <= 0) return [];
  const all = Array.from({ length: total }, (_, index) => index);
  const limit = narrow ? 4 : 6;
  if (total <= limit) return all;
  const siblings = narrow ? 0 : 1;
  const page = Math.min(Math.max(current, 0), total - 1);
  // Near an end the window grows so the bar keeps one width while paging.
  const edge = 2 + 2 * siblings;
  let start: number;
  let end: number;
  if (page < edge) {
    start = 1;
    end = edge;
  } else if (page > total - 1 - edge) {
    start = total - 1 - edge;
    end = total - 2;
  } else {
    start = page - siblings;
    end = page + siblings;
  }
  // The bar keeps one width while paging, so even a gap of one page is an ellipsis.
  const items: PageItem[] = [0];
  if (start > 1) items.push('ellipsis');
  for (let index = start; index <= end; index += 1) items.push(index);
  if (end < total - 2) items.push('ellipsis');
  items.push(total - 1);
  return items;
}

/** How many pages a result count fills. */
export const pageCount = (count: number, size: number): number => (count <= 0 ? 0 : Math.ceil(count / size));
