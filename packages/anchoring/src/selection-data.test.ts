import { describe, expect, it } from 'vitest';
import { fromSelectionData, toSelectionData } from './index';

describe('selectionData', () => {
  it('wraps the text in a contents element, escaped', () => {
    expect(toSelectionData('a < b & "c" > \'d\'')).toBe(
      '<selection><contents>a &lt; b &amp; &quot;c&quot; &gt; &apos;d&apos;</contents></selection>',
    );
  });

  it('round-trips any text, line breaks and non-Latin characters included', () => {
    for (const text of ['plain', '<contents>inner</contents>', 'line one\n  line two', 'Überschrift — 見出し 🧭', '&amp; already']) {
      expect(fromSelectionData(toSelectionData(text))).toBe(text);
    }
  });

  it('reads attributes, surrounding whitespace and numeric references', () => {
    expect(fromSelectionData(' <selection version="1">\n  <contents>caf&#233; &#x1F9ED;</contents>\n</selection>\n')).toBe('café 🧭');
  });

  it('answers null for text that is not a selection', () => {
    expect(fromSelectionData('')).toBeNull();
    expect(fromSelectionData('<selection></selection>')).toBeNull();
    expect(fromSelectionData('<selection><contents>a</contents>')).toBeNull();
    expect(fromSelectionData('<selection><contents>a <b>bold</b></contents></selection>')).toBeNull();
    expect(fromSelectionData('<selection><contents>a &nbsp; b</contents></selection>')).toBeNull();
    expect(fromSelectionData('<selection><contents>a & b</contents></selection>')).toBeNull();
  });
});
