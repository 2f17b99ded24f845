import type { CompassPointListStatus } from '../../features/compassPoints/index.js';

/** The sort fields of the compass points list (reading-experience.md section 9); a trailing '-' is descending. */
export type ListSortField = 'designation' | 'contentStatus' | 'name' | 'email' | 'createdDate' | 'deletedByEmail' | 'deletedDate';

export interface ListSort {
  field: ListSortField;
  descending: boolean;
}

/** The fields each view sorts on: who created it and when for active ones, who deactivated it and when for deactivated ones. */
export const SORT_FIELDS: Record<CompassPointListStatus, ListSortField[]> = {
  active: ['designation', 'contentStatus', 'name', 'email', 'createdDate'],
  inactive: ['designation', 'contentStatus', 'name', 'deletedByEmail', 'deletedDate'],
};

const DATES: ReadonlySet<ListSortField> = new Set(['createdDate', 'deletedDate']);

/** Entering a view resets the sort: created date descending (active), deactivated date descending (deactivated). */
export function defaultSort(status: CompassPointListStatus): ListSort {
  return { field: status === 'active' ? 'createdDate' : 'deletedDate', descending: true };
}

/**
 * The sort parameter the server reads. The deactivated view's default is the spec's 'deactivatedDate-' (the same
 * column as deletedDate).
 */
export function sortParam(status: CompassPointListStatus, sort: ListSort): string {
  const field = status === 'inactive' && sort.field === 'deletedDate' ? 'deactivatedDate' : sort.field;
  return `${field}${sort.descending ? '-' : ''}`;
}

/** A field picked from the menu: dates start newest first, text A to Z. */
export function pickSort(field: ListSortField): ListSort {
  return { field, descending: DATES.has(field) };
}
