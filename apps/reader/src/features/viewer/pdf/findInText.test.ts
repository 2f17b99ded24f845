// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { findHits, highlightHits } from './findInText.js';

describe('find in document', () => {
  it('finds a phrase inside one text item, ignoring case', () => {
    expect(findHits(['The HTTP Semantics are defined here.'], 'http semantics')).toEqual([[{ item: 0, start: 4, end: 18 }]]);
  });

  it('finds a phrase that wraps from one line to the next', () => {
    const hits = findHits(['request methods and', 'status codes'], 'and status');
    expect(hits).toEqual([
      [
        { item: 0, start: 16, end: 19 },
        { item: 1, start: 0, end: 6 },
      ],
    ]);
  });

  it('treats runs of spaces as one and finds every occurrence', () => {
    expect(findHits(['a  cache   and a cache'], 'a cache')).toHaveLength(2);
  });

  it('finds nothing for an empty phrase or a phrase that is not there', () => {
    expect(findHits(['anything'], '   ')).toEqual([]);
    expect(findHits(['anything'], 'nothing')).toEqual([]);
  });

  it('marks the hits in the text layer and tells which one is selected', () => {
    const elements = ['GET and HEAD', 'HEAD only'].map((text) => {
      const span = document.createElement('span');
      span.textContent = text;
      return span;
    });
    const texts = elements.map((element) => element.textContent ?? '');
    const hits = findHits(texts, 'head');
    const selected = highlightHits(elements, texts, hits, 1);
    expect(elements[0].innerHTML).toBe('GET and <span class="highlight">HEAD</span>');
    expect(elements[1].innerHTML).toBe('<span class="highlight selected">HEAD</span> only');
    expect(selected.map((element) => element.textContent)).toEqual(['HEAD']);
    // Clearing the phrase gives the plain text back.
    highlightHits(elements, texts, []);
    expect(elements[0].innerHTML).toBe('GET and HEAD');
  });
});
