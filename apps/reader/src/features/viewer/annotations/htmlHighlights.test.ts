// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Annotation } from './annotations.js';
import { annotationKeyAt, clearHtmlHighlights, redrawHtmlHighlights } from './htmlHighlights.js';

const labels = { marker: (kind: string, label: string) => `${kind === 'note' ? 'Note' : 'Compass point'}: ${label}` };

function annotation(key: string, exact: string, kind: Annotation['kind'] = 'compassPoint'): Annotation {
  return { kind, key, ids: [key], label: key, page: null, boxes: null, selectors: [{ type: 'TextQuoteSelector', exact, prefix: '', suffix: '' }] };
}

function frameDocument() {
  const doc = document.implementation.createHTMLDocument('RFC');
  doc.body.innerHTML = '<main><pre class="rfc-page">   The GET method requests transfer of a\n   current <a href="#x">selected representation</a> for the target.</pre></main>';
  return doc;
}

/** Anchors each annotation where its quote first occurs (the anchoring itself is tested in annotations.test.ts). */
const byQuote = (annotations: Annotation[]) => (text: string) =>
  annotations.map((a) => {
    const exact = (a.selectors[0] as { exact: string }).exact;
    const start = text.indexOf(exact);
    return { annotation: a, start, end: start + exact.length };
  });

describe('highlights in the HTML tab', () => {
  it('wraps the anchored text in marks, across a line end and into a link, the first one focusable and named', () => {
    const doc = frameDocument();
    const marks = redrawHtmlHighlights(doc, byQuote([annotation('cp:1', 'transfer of a\n   current selected')]), null, labels);
    const own = marks.get('cp:1')!;
    expect(own.map((m) => m.textContent).join('')).toBe('transfer of a\n   current selected');
    expect(own[0].getAttribute('role')).toBe('button');
    expect(own[0].tabIndex).toBe(0);
    expect(own[0].getAttribute('aria-label')).toBe('Compass point: cp:1');
    expect(own.at(-1)!.parentElement!.tagName).toBe('A');
    expect(doc.body.textContent).toContain('The GET method requests transfer of a\n   current selected representation');
  });

  it('nests overlapping annotations, tells notes apart, marks the focused one and clears back to the original text', () => {
    const doc = frameDocument();
    const before = doc.body.innerHTML;
    const marks = redrawHtmlHighlights(doc, byQuote([annotation('cp:1', 'GET method requests'), annotation('note:n', 'requests transfer', 'note')]), 'note:n', labels);
    expect(marks.get('note:n')!.every((m) => m.classList.contains('note') && m.classList.contains('focused'))).toBe(true);
    expect(marks.get('cp:1')!.map((m) => m.textContent).join('')).toBe('GET method requests');
    const inner = marks.get('note:n')![0];
    expect(annotationKeyAt(inner.firstChild)).toBe('note:n');
    expect(doc.querySelector('style[data-annotation-ui]')).not.toBeNull();
    clearHtmlHighlights(doc);
    expect(doc.body.innerHTML).toBe(before);
  });

  it('draws again from scratch: a removed annotation leaves no mark', () => {
    const doc = frameDocument();
    redrawHtmlHighlights(doc, byQuote([annotation('cp:1', 'GET method')]), null, labels);
    redrawHtmlHighlights(doc, byQuote([annotation('cp:2', 'target')]), null, labels);
    expect([...doc.querySelectorAll('mark')].map((m) => m.dataset.annotationKey)).toEqual(['cp:2']);
  });
});
