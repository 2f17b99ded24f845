import { describe, expect, it } from 'vitest';
import type { CompassPoint, UserNote } from '@codex/domain';
import { annotationNamed, annotationsOf, compassPointAnchoring, describeSelection, fromCompassPoint, fromNote, noteAnchoring, pendingCompassPoint, selectorsForHtml } from './annotations.js';
import { anchorInHtml, PdfPageAnchors } from './anchoring.js';

const page12 = 'RFC 9110  HTTP Semantics  June 2022\n\n   The GET method requests transfer of a current selected\n   representation for the target resource.\n';
const html = `Intro text.\n${page12}\nMore text follows here.\n`;

function compassPoint(overrides: Partial<CompassPoint> = {}): CompassPoint {
  return {
    compassPointID: 7,
    compassPointUUID: 'uuid-7',
    name: 'GET',
    description: '',
    overlayDetails: '',
    designation: 'RFC 9110',
    contentCode: 'IETF-RFC9110',
    contentID: 3,
    contentStatus: 'Active',
    status: 'ACTIVE',
    selectionData: '<selection><contents>requests transfer</contents></selection>',
    selectionMetadata: { pageNumber: 12, selectionText: 'requests transfer', annotationID: 'a-7' },
    anchor: null,
    createdById: 1,
    createdDate: '2026-11-26T08:00:00Z',
    createdUserName: 'Frances Allen',
    creatorEmail: 'frances@example.com',
    email: 'frances@example.com',
    deletedByEmail: null,
    deletedDate: null,
    edit: true,
    pdfVersions: [],
    ...overrides,
  };
}

describe('a selection described for saving', () => {
  it('keeps the quote with context, the position in the text it was made in and the page', () => {
    const start = page12.indexOf('requests');
    const described = describeSelection(page12, start, start + 'requests transfer'.length, 12);
    expect(described.text).toBe('requests transfer');
    expect(described.anchor).toEqual({
      quote: { exact: 'requests transfer', prefix: expect.stringContaining('The GET method'), suffix: expect.stringContaining(' of a current') },
      position: { start, end: start + 17 },
      page: 12,
    });
    const payload = compassPointAnchoring(described, 'fresh-id');
    expect(payload.selectionData).toBe('<selection><contents>requests transfer</contents></selection>');
    expect(payload.selectionMetadata).toEqual({ pageNumber: 12, selectionText: 'requests transfer', annotationID: 'fresh-id' });
    expect(JSON.parse(noteAnchoring(described, 'n-1').noteData)).toEqual(described.anchor);
  });
});

describe('the boxes a selection in the PDF keeps (docs/adr/0067)', () => {
  const start = page12.indexOf('requests');
  const boxes = [{ x: 0.12, y: 0.3, w: 0.5, h: 0.015 }];

  it('keeps them with a page and drops them for a selection in the HTML', () => {
    expect(describeSelection(page12, start, start + 17, 12, boxes).anchor.boxes).toEqual(boxes);
    expect(describeSelection(page12, start, start + 17, null, boxes).anchor).not.toHaveProperty('boxes');
    expect(describeSelection(page12, start, start + 17, 12, []).anchor).not.toHaveProperty('boxes');
  });

  it('draws from them only on the page they were measured on', () => {
    const anchor = describeSelection(page12, start, start + 17, 12, boxes).anchor;
    expect(fromCompassPoint(compassPoint({ anchor }))?.boxes).toEqual(boxes);
    // A page number from the selection metadata alone (an older compass point) says nothing about the boxes.
    expect(fromCompassPoint(compassPoint({ anchor: { ...anchor, page: null } }))?.boxes).toBeNull();
    expect(fromCompassPoint(compassPoint())?.boxes).toBeNull();
    const note: UserNote = { id: 1, contentId: 3, annotationId: 'n-2', noteData: JSON.stringify(anchor), note: 'Boxed', createdDate: '', updatedDate: '' };
    expect(fromNote(note)?.boxes).toEqual(boxes);
  });

  it('draws a compass point being saved where it was selected, under a key no saved one has', () => {
    const selection = describeSelection(page12, start, start + 17, 12, boxes);
    const pending = pendingCompassPoint(selection, 'GET', 'a-new');
    expect(pending).toMatchObject({ kind: 'compassPoint', key: 'pending:a-new', ids: [], label: 'GET', page: 12, boxes });
    const [onPage] = new PdfPageAnchors().onPage(12, page12, [pending]);
    expect(page12.slice(onPage.start, onPage.end)).toBe('requests transfer');
  });
});

describe('the annotations of a document', () => {
  const start = page12.indexOf('requests');
  const anchor = describeSelection(page12, start, start + 17, 12).anchor;

  it('draws active compass points and notes, and finds them by annotationID or UUID', () => {
    const note: UserNote = { id: 1, contentId: 3, annotationId: 'n-1', noteData: JSON.stringify({ ...anchor, page: null }), note: 'Check this', createdDate: '', updatedDate: '' };
    const list = annotationsOf([compassPoint({ anchor }), compassPoint({ compassPointID: 8, status: 'INACTIVE' })], [note]);
    expect(list.map((a) => [a.kind, a.key, a.page])).toEqual([
      ['compassPoint', 'cp:7', 12],
      ['note', 'note:n-1', null],
    ]);
    expect(annotationNamed(list, 'uuid-7')?.key).toBe('cp:7');
    expect(annotationNamed(list, 'a-7')?.key).toBe('cp:7');
    expect(annotationNamed(list, 'n-1')?.kind).toBe('note');
    expect(annotationNamed(list, 'other')).toBeNull();
  });

  it('falls back on the selected text when a compass point has no anchor, and skips notes without one', () => {
    expect(fromCompassPoint(compassPoint())?.selectors).toEqual([
      { type: 'TextQuoteSelector', exact: 'requests transfer', prefix: '', suffix: '' },
      { type: 'PageSelector', pageNumber: 12 },
    ]);
    expect(fromNote({ id: 1, contentId: 3, annotationId: 'x', noteData: 'not json', note: '', createdDate: '', updatedDate: '' })).toBeNull();
    expect(fromNote({ id: 1, contentId: 3, annotationId: 'x', noteData: '{"quote":{}}', note: '', createdDate: '', updatedDate: '' })).toBeNull();
  });

  it('anchors a PDF-made compass point on its page only, and in the HTML by its quote', () => {
    const made = fromCompassPoint(compassPoint({ anchor }))!;
    const anchors = new PdfPageAnchors();
    expect(anchors.onPage(11, page12, [made])).toEqual([]);
    const [onPage] = anchors.onPage(12, page12, [made]);
    expect(page12.slice(onPage.start, onPage.end)).toBe('requests transfer');
    expect(selectorsForHtml(made).some((s) => s.type === 'TextPositionSelector')).toBe(false);
    const [inHtml] = anchorInHtml(html, [made]);
    expect(html.slice(inHtml.start, inHtml.end)).toBe('requests transfer');
  });

  it('anchors an HTML-made annotation on whichever PDF page holds its quote, even reflowed', () => {
    const htmlStart = html.indexOf('current selected');
    const htmlMade = fromCompassPoint(compassPoint({ anchor: describeSelection(html, htmlStart, htmlStart + 'current selected\n   representation'.length, null).anchor, selectionMetadata: {} }))!;
    const anchors = new PdfPageAnchors();
    expect(anchors.onPage(3, 'Another page altogether.', [htmlMade])).toEqual([]);
    const reflowed = page12.replace('selected\n   representation', 'selected representation');
    const [found] = anchors.onPage(12, reflowed, [htmlMade]);
    expect(reflowed.slice(found.start, found.end)).toBe('current selected representation');
  });

  it('does not draw a quote that matches too poorly', () => {
    const made = fromCompassPoint(compassPoint({ anchor: { quote: { exact: 'a sentence nowhere in this document at all', prefix: '', suffix: '' }, page: 12 } }))!;
    expect(new PdfPageAnchors().onPage(12, page12, [made])).toEqual([]);
  });
});
