import { describe, expect, it } from 'vitest';
import { leftToRight } from './bidi.js';

describe('leftToRight', () => {
  it('wraps the text in a left-to-right isolate and its closing mark, leaving the text itself as it was', () => {
    const isolated = leftToRight('2001:db8::5');
    expect([...isolated].map((c) => c.codePointAt(0)!.toString(16))).toEqual(['2066', ...[...'2001:db8::5'].map((c) => c.codePointAt(0)!.toString(16)), '2069']);
    expect(isolated.slice(1, -1)).toBe('2001:db8::5');
  });
});
