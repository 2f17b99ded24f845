import { describe, expect, it } from 'vitest';
import { changesOf, type StoredState, type WrittenDocument } from './document-changes.service.js';

const stored: StoredState = { id: 7, status: 'Active', title: 'Web Content Accessibility Guidelines 2.1', lastUpdateDate: '2023-09-21' };
const written = (over: Partial<WrittenDocument>): WrittenDocument => ({
  id: 7,
  inserted: false,
  designation: 'W3C WCAG21',
  contentCode: 'W3C-WCAG21',
  status: 'Active',
  title: stored.title,
  lastUpdateDate: stored.lastUpdateDate,
  relations: [],
  ...over,
});

describe('changesOf', () => {
  it('finds nothing when the stored document and the new record agree', () => {
    expect(changesOf(stored, written({}))).toEqual([]);
  });

  it('names a status change, a new title and a new edition of an updated document', () => {
    const changes = changesOf(stored, written({ status: 'Superseded', title: 'WCAG 2.1', lastUpdateDate: '2024-12-12' }));
    expect(changes.map((c) => [c.kind, c.summary, c.changeKey])).toEqual([
      ['STATUS', 'Status changed from Active to Superseded', 'STATUS:Active>Superseded'],
      ['TITLE', 'Title changed', 'TITLE:WCAG 2.1'],
      ['NEW_VERSION', 'New edition dated 2024-12-12', 'NEW_VERSION:2024-12-12'],
    ]);
    expect(changes.every((c) => c.documentId === 7)).toBe(true);
  });

  it('puts a new document’s replacements and updates on the older documents it names, skipping those not in the catalogue', () => {
    const changes = changesOf(undefined, {
      ...written({ id: 99, inserted: true, designation: 'RFC 9999', contentCode: 'IETF-RFC9999' }),
      relations: [
        { relationType: 'obsoletes', relatedDocumentId: 10 },
        { relationType: 'updates', relatedDocumentId: 11 },
        { relationType: 'obsoletes', relatedDocumentId: null },
        { relationType: 'references_normative', relatedDocumentId: 12 },
      ],
    });
    expect(changes).toEqual([
      { documentId: 10, kind: 'REPLACED', changeKey: 'REPLACED:IETF-RFC9999', summary: 'Replaced by RFC 9999', detail: { relatedContentCode: 'IETF-RFC9999', relatedDesignation: 'RFC 9999' } },
      { documentId: 11, kind: 'UPDATED', changeKey: 'UPDATED:IETF-RFC9999', summary: 'Updated by RFC 9999', detail: { relatedContentCode: 'IETF-RFC9999', relatedDesignation: 'RFC 9999' } },
    ]);
  });
});
