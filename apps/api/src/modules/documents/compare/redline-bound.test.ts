import { describe, expect, it } from 'vitest';
import { diffArrays, diffWords } from 'diff';
import { readFulltext } from '../../../../test/rfc-fulltext.js';
import { buildRedline, splitSections, wordEditsAtLeast, type RedlinePart } from './redline.js';

const MAX_EDITS = 5_000;

/** The word diff of every paired section as buildRedline made it before the bound: diffWords on each, nothing skipped. */
function unboundedParts(oldText: string, newText: string): RedlinePart[][] {
  const older = splitSections(oldText);
  const newer = splitSections(newText);
  const parts: RedlinePart[][] = [];
  let o = 0;
  let n = 0;
  for (const change of diffArrays(older, newer, { comparator: (a, b) => a.key === b.key })) {
    const count = change.count ?? change.value.length;
    if (change.added) n += count;
    else if (change.removed) o += count;
    else {
      for (let i = 0; i < count; i++, o++, n++) {
        const [before, after] = [older[o].body, newer[n].body];
        if (before === after) continue;
        const words = diffWords(before, after, { maxEditLength: MAX_EDITS });
        parts.push(
          words
            ? words.map((w) => ({ kind: w.added ? 'ins' : w.removed ? 'del' : 'same', text: w.value }))
            : [
                { kind: 'del', text: before },
                { kind: 'ins', text: after },
              ],
        );
      }
    }
  }
  return parts;
}

describe('the word-count bound of the redline', () => {
  it('counts the words one text has more often than the other', () => {
    expect(wordEditsAtLeast('a b c', 'a b c')).toBe(0);
    // Order does not count: a diff needs edits here, the bound says only "at least 0".
    expect(wordEditsAtLeast('a b', 'b a')).toBe(0);
    expect(wordEditsAtLeast('the host sends', 'the server sends data')).toBe(3);
    // Spaces and line breaks around a word are not part of it.
    expect(wordEditsAtLeast('one  two\n\nthree', 'one two three')).toBe(0);
  });

  it('is never more than the edits the word diff finds', () => {
    const pairs: [string, string][] = [
      ['The protocol carries messages between two hosts.', 'The protocol carries messages between two hosts over TLS.'],
      ['if x < y then stop', 'if x > y then go'],
      ['a b c d e f', 'f e d c b a'],
    ];
    for (const [before, after] of pairs) {
      const edits = (diffWords(before, after) ?? []).filter((w) => w.added || w.removed).reduce((sum, w) => sum + (w.count ?? 0), 0);
      expect(wordEditsAtLeast(before, after)).toBeLessThanOrEqual(edits);
    }
  });

  it.each([
    ['RFC2616', 'RFC9110'],
    ['RFC7231', 'RFC9110'],
    ['RFC5246', 'RFC8446'],
  ])('gives the same redline of %s against %s as the word diff of every section', (oldId, newId) => {
    const oldText = readFulltext(oldId).text;
    const newText = readFulltext(newId).text;
    const changed = buildRedline(oldText, newText, { maxEditLength: MAX_EDITS }).sections.filter((s) => s.status === 'changed');
    const expected = unboundedParts(oldText, newText);
    expect(changed.length).toBe(expected.length);
    expect(changed.map((s) => s.parts)).toEqual(expected);
    // The old way takes seconds per pair (the skipped sections run to 5,000 edits), more on a busy machine.
  }, 120_000);
});
