import { describe, expect, it } from 'vitest';
import { leftToRight, ownDirection } from './bidi.js';

describe('leftToRight', () => {
  it('wraps the text in a left-to-right isolate and its closing mark, leaving the text itself as it was', () => {
    const isolated = leftToRight('2001:db8::5');
    expect([...isolated].map((c) => c.codePointAt(0)!.toString(16))).toEqual(['2066', ...[...'2001:db8::5'].map((c) => c.codePointAt(0)!.toString(16)), '2069']);
    expect(isolated.slice(1, -1)).toBe('2001:db8::5');
  });
});

describe('ownDirection', () => {
  it('isolates typed text in a right-to-left sentence by its first strong letter, and leaves a left-to-right one as it was', () => {
    const codes = (text: string) => [...text].map((c) => c.codePointAt(0)!.toString(16));
    expect(codes(ownDirection('tls…', 'rtl'))).toEqual(['2068', ...codes('tls…'), '2069']);
    expect(ownDirection('أمن النقل', 'rtl').slice(1, -1)).toBe('أمن النقل');
    expect(ownDirection('tls…', 'ltr')).toBe('tls…');
  });
});
