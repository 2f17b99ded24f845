import { describe, expect, it } from 'vitest';
import { carriedFrom, entryLabelKey, fieldChanges, importedFrom, type ChangeHistoryEntry } from './historyEntries.js';

const values = (overrides: Partial<ChangeHistoryEntry['auditData']['current']> = {}) => ({
  modifiedDate: '2026-11-20T10:00:00Z',
  name: 'Cache rules',
  description: '',
  overlayDetails: '',
  selectionMetadata: { selectionText: 'no-store' },
  status: 'ACTIVE',
  ...overrides,
});
const entry = (type: ChangeHistoryEntry['dbTransactionType'], current = values(), previous: ChangeHistoryEntry['auditData']['previous'] = values()): ChangeHistoryEntry => ({
  id: 1,
  dbTransactionType: type,
  transactionUserName: 'Ada Lovelace',
  createdDate: '2026-11-20T10:00:00Z',
  auditData: { current, previous },
});

describe('change history entries', () => {
  it('are labelled Created, Edited, Edited with the highlighted text, Deactivated, Reactivated', () => {
    expect(['INSERT', 'UPDATE', 'UPDATE-SELECTION', 'DEACTIVATE', 'ACTIVATE'].map((type) => entryLabelKey({ dbTransactionType: type as ChangeHistoryEntry['dbTransactionType'] }))).toEqual([
      'compassPoint.history.created',
      'compassPoint.history.edited',
      'compassPoint.history.editedSelection',
      'compassPoint.history.deactivated',
      'compassPoint.history.reactivated',
    ]);
  });
  it('name the source of a carried compass point on its INSERT only', () => {
    expect(carriedFrom(entry('INSERT', values({ selectionMetadata: { sourceCompassPointId: 5 } }), null))).toBe(5);
    expect(carriedFrom(entry('INSERT', values(), null))).toBeNull();
    expect(carriedFrom(entry('UPDATE', values({ selectionMetadata: { sourceCompassPointId: 5 } })))).toBeNull();
  });
  it('say an imported compass point came from a W3C annotation, on its INSERT only', () => {
    const importedFromAnnotation = { annotationId: 'https://annotations.example/a1', source: 'https://www.rfc-editor.org/rfc/rfc9110.html' };
    expect(importedFrom(entry('INSERT', values({ importedFrom: importedFromAnnotation }), null))).toEqual(importedFromAnnotation);
    expect(importedFrom(entry('INSERT', values(), null))).toBeNull();
    expect(importedFrom(entry('UPDATE', values({ importedFrom: importedFromAnnotation })))).toBeNull();
  });
  it('list only the fields that moved, previous → current', () => {
    expect(fieldChanges(entry('UPDATE', values({ name: 'Caching' })))).toEqual([{ field: 'name', previous: 'Cache rules', current: 'Caching' }]);
    expect(fieldChanges(entry('UPDATE-SELECTION', values({ selectionMetadata: { selectionText: 'no-cache' } })))).toEqual([
      { field: 'selectionText', previous: 'no-store', current: 'no-cache' },
    ]);
    expect(fieldChanges(entry('DEACTIVATE', values({ status: 'INACTIVE' })))).toEqual([{ field: 'status', previous: 'ACTIVE', current: 'INACTIVE' }]);
  });
  it('list what a creation started with', () => {
    expect(fieldChanges(entry('INSERT', values({ description: 'why' }), null))).toEqual([
      { field: 'name', previous: null, current: 'Cache rules' },
      { field: 'description', previous: null, current: 'why' },
      { field: 'selectionText', previous: null, current: 'no-store' },
    ]);
  });
});
