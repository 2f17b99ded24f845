import type { ChangeHistoryPage } from '@codex/domain';

export type ChangeHistoryEntry = ChangeHistoryPage['content'][number];
type AuditValues = ChangeHistoryEntry['auditData']['current'];

/** The label key of an entry: Created, Edited, Edited with the highlighted text changing, Deactivated, Reactivated. */
export function entryLabelKey(entry: Pick<ChangeHistoryEntry, 'dbTransactionType'>): string {
  switch (entry.dbTransactionType) {
    case 'INSERT':
      return 'compassPoint.history.created';
    case 'UPDATE':
      return 'compassPoint.history.edited';
    case 'UPDATE-SELECTION':
      return 'compassPoint.history.editedSelection';
    case 'DEACTIVATE':
      return 'compassPoint.history.deactivated';
    case 'ACTIVATE':
      return 'compassPoint.history.reactivated';
  }
}

/** A compass point made by carrying another one to a newer edition: its INSERT names the source. */
export function carriedFrom(entry: ChangeHistoryEntry): number | null {
  if (entry.dbTransactionType !== 'INSERT') return null;
  return entry.auditData.current.selectionMetadata?.sourceCompassPointId ?? null;
}

/** A compass point made from an imported W3C Web Annotation: its INSERT says so (docs/adr/0061). */
export function importedFrom(entry: ChangeHistoryEntry): { annotationId: string | null; source: string | null } | null {
  if (entry.dbTransactionType !== 'INSERT') return null;
  return entry.auditData.current.importedFrom ?? null;
}

export type HistoryField = 'name' | 'description' | 'overlayDetails' | 'selectionText' | 'status';

export interface FieldChange {
  field: HistoryField;
  previous: string | null;
  current: string;
}

const FIELDS: HistoryField[] = ['name', 'description', 'overlayDetails', 'selectionText', 'status'];

function valueOf(values: AuditValues, field: HistoryField): string {
  if (field === 'selectionText') return values.selectionMetadata?.selectionText ?? '';
  return values[field] ?? '';
}

/**
 * What an entry changed, previous → current. A creation lists what the compass point started with; a change lists
 * only the fields whose value moved.
 */
export function fieldChanges(entry: ChangeHistoryEntry): FieldChange[] {
  const { current, previous } = entry.auditData;
  if (!previous || entry.dbTransactionType === 'INSERT') {
    return FIELDS.filter((field) => field !== 'status' && valueOf(current, field) !== '').map((field) => ({ field, previous: null, current: valueOf(current, field) }));
  }
  return FIELDS.filter((field) => valueOf(previous, field) !== valueOf(current, field)).map((field) => ({ field, previous: valueOf(previous, field), current: valueOf(current, field) }));
}

/** The change history's page sizes and sorts (reading-experience.md section 9). */
export const HISTORY_PAGE_SIZES = [10, 25, 50, 100] as const;
export const HISTORY_SORTS = [
  { value: 'createdDate-', labelKey: 'compassPoint.history.newestFirst' },
  { value: 'createdDate+', labelKey: 'compassPoint.history.oldestFirst' },
] as const;
export type HistorySort = (typeof HISTORY_SORTS)[number]['value'];
