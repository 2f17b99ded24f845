// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { buildTextMap, offsetOf, rangeOf, VIEWER_ONLY_ATTRIBUTE } from './textMap.js';

/** A pdf.js-like text layer: spans, a <br> after each line. */
function textLayer() {
  const root = document.createElement('div');
  root.innerHTML = '<span>HTTP is a stateless</span><span> protocol</span><br><span>for distributed systems.</span><br>';
  return root;
}

describe('the text of a rendering', () => {
  it('joins the text nodes and counts each <br> as a line break', () => {
    expect(buildTextMap(textLayer()).text).toBe('HTTP is a stateless protocol\nfor distributed systems.\n');
  });

  it('leaves out styles, scripts and what the viewer added itself', () => {
    const root = document.createElement('div');
    root.innerHTML = `<style>p{}</style><pre>One</pre><div ${VIEWER_ONLY_ATTRIBUTE}>marker</div><pre>Two</pre>`;
    expect(buildTextMap(root).text).toBe('OneTwo');
  });

  it('gives back a range over the text, across spans and line ends', () => {
    const root = textLayer();
    const map = buildTextMap(root);
    const start = map.text.indexOf('stateless');
    const range = rangeOf(map, start, map.text.indexOf(' systems'))!;
    expect(range.toString()).toBe('stateless protocolfor distributed');
  });

  it('turns a selection point back into an offset, in a text node or between elements', () => {
    const root = textLayer();
    const map = buildTextMap(root);
    const second = root.querySelectorAll('span')[1].firstChild!;
    expect(offsetOf(map, second, 1)).toBe(map.text.indexOf('protocol'));
    // A point between the first <br> and the third span is where "for" starts.
    expect(offsetOf(map, root, 3)).toBe(map.text.indexOf('for'));
    expect(offsetOf(map, root, root.childNodes.length)).toBe(map.text.length);
  });

  it('keeps offsets when the text nodes are split (the find highlights wrap parts of spans)', () => {
    const root = textLayer();
    const before = buildTextMap(root).text;
    const span = root.querySelector('span')!;
    span.innerHTML = 'HTTP is a <span class="highlight">stateless</span>';
    const map = buildTextMap(root);
    expect(map.text).toBe(before);
    expect(rangeOf(map, 10, 19)!.toString()).toBe('stateless');
  });
});
