import { describe, expect, it } from 'vitest';
import type { AnnotationIn } from '@codex/domain';
import { contentCodeOfSource, pageOfFragment, readBodies, readTarget } from './annotation-mapping.js';

/** What an import reads of an annotation (docs/adr/0061), without a database. */
const annotation = (fields: Partial<AnnotationIn>): AnnotationIn => ({ type: 'Annotation', target: 'urn:x', ...fields }) as AnnotationIn;

describe('the document an annotation names', () => {
  it('reads our own document links and the RFC addresses of the RFC Editor and the datatracker', () => {
    expect(contentCodeOfSource('https://library.example/document?contentCode=IETF-RFC9110')).toBe('IETF-RFC9110');
    expect(contentCodeOfSource('http://localhost:8080/document-view?contentcode=IETF-RFC7231')).toBe('IETF-RFC7231');
    expect(contentCodeOfSource('https://www.rfc-editor.org/rfc/rfc9110.html')).toBe('IETF-RFC9110');
    expect(contentCodeOfSource('https://www.rfc-editor.org/rfc/rfc0791.txt')).toBe('IETF-RFC791');
    expect(contentCodeOfSource('https://datatracker.ietf.org/doc/html/rfc7231')).toBe('IETF-RFC7231');
  });

  it('knows nothing of other addresses', () => {
    expect(contentCodeOfSource('https://example.org/rfc/rfc9110.html')).toBeNull();
    expect(contentCodeOfSource('not a url')).toBeNull();
    expect(contentCodeOfSource(null)).toBeNull();
  });
});

describe('the target', () => {
  it('reads the quote, the position and the RFC 3778 page of the first target with text selectors', () => {
    const target = readTarget(
      annotation({
        target: [
          'https://example.org/whole-document',
          {
            source: 'https://www.rfc-editor.org/rfc/rfc9110.html',
            selector: [
              { type: 'FragmentSelector', conformsTo: 'http://tools.ietf.org/rfc/rfc3778', value: 'page=12' },
              { type: 'TextPositionSelector', start: 5, end: 9 },
              { type: 'TextQuoteSelector', exact: 'GET', prefix: 'the ' },
            ],
          },
        ],
      }),
    );
    expect(target).toEqual({
      source: 'https://www.rfc-editor.org/rfc/rfc9110.html',
      quote: { type: 'TextQuoteSelector', exact: 'GET', prefix: 'the ', suffix: '' },
      position: { type: 'TextPositionSelector', start: 5, end: 9 },
      page: 12,
    });
  });

  it('reads a quote that refines a page', () => {
    const target = readTarget(annotation({ target: { source: 'urn:doc', selector: { type: 'FragmentSelector', value: 'page=3', refinedBy: { type: 'TextQuoteSelector', exact: 'HEAD' } } } }));
    expect(target).toMatchObject({ quote: { exact: 'HEAD' }, page: 3 });
  });

  it('has no passage for a plain IRI or for selectors it does not read', () => {
    expect(readTarget(annotation({ target: 'urn:doc' }))).toEqual({ source: 'urn:doc', quote: null, position: null, page: null });
    expect(readTarget(annotation({ target: { source: 'urn:doc', selector: { type: 'CssSelector', value: 'p' } } }))).toEqual({ source: 'urn:doc', quote: null, position: null, page: null });
  });

  it('reads page=N as RFC 8118 writes it, and nothing else', () => {
    expect(pageOfFragment('page=7')).toBe(7);
    expect(pageOfFragment('#page=7&zoom=100')).toBe(7);
    expect(pageOfFragment('page=0')).toBeNull();
    expect(pageOfFragment('xywh=1,2,3,4')).toBeNull();
  });
});

describe('the bodies', () => {
  it('makes identifying the name, describing the overlay details, and every other text the description', () => {
    const texts = readBodies(
      annotation({
        bodyValue: 'First thought',
        body: [
          { type: 'TextualBody', purpose: 'identifying', value: ' Method semantics ' },
          { type: 'TextualBody', purpose: 'commenting', value: 'Why it matters' },
          { type: 'TextualBody', purpose: 'describing', value: 'Audit 2026' },
          { type: 'TextualBody', purpose: 'tagging', value: 'http' },
          'https://example.org/linked-body',
          { type: 'TextualBody', value: 'Untyped note' },
        ],
      }),
    );
    expect(texts).toEqual({ name: 'Method semantics', description: 'First thought\n\nWhy it matters\n\nUntyped note', overlayDetails: 'Audit 2026' });
  });

  it('answers blank texts for a bare highlight', () => {
    expect(readBodies(annotation({ motivation: 'highlighting' }))).toEqual({ name: '', description: '', overlayDetails: '' });
  });
});
