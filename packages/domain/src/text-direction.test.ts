import { describe, expect, it } from 'vitest';
import { leftToRight, ownDirection, paramsInOwnDirection, templateDirection } from './text-direction.js';

describe('leftToRight', () => {
  it('wraps the text in a left-to-right isolate and its closing mark, leaving the text itself as it was', () => {
    const isolated = leftToRight('2001:db8::5');
    expect([...isolated].map((c) => c.codePointAt(0)!.toString(16))).toEqual(['2066', ...[...'2001:db8::5'].map((c) => c.codePointAt(0)!.toString(16)), '2069']);
    expect(isolated.slice(1, -1)).toBe('2001:db8::5');
  });
});

describe('ownDirection', () => {
  const codes = (text: string) => [...text].map((c) => c.codePointAt(0)!.toString(16));

  it('isolates text holding a letter written the other way, by its first strong letter', () => {
    expect(codes(ownDirection('tls…', 'rtl'))).toEqual(['2068', ...codes('tls…'), '2069']);
    expect(codes(ownDirection('مكتبة Acme', 'ltr'))).toEqual(['2068', ...codes('مكتبة Acme'), '2069']);
  });

  it('leaves text already written the sentence\'s way, digits and text already isolated as they are', () => {
    expect(ownDirection('أمن النقل', 'rtl')).toBe('أمن النقل');
    expect(ownDirection('tls…', 'ltr')).toBe('tls…');
    expect(ownDirection('8446', 'rtl')).toBe('8446');
    expect(ownDirection(leftToRight('192.0.2.1'), 'rtl')).toBe(leftToRight('192.0.2.1'));
    expect(ownDirection('\u2068Acme\u2069', 'rtl')).toBe('\u2068Acme\u2069');
  });
});

describe('paramsInOwnDirection', () => {
  it('isolates each text parameter that needs it and keeps numbers and the object itself when none does', () => {
    const params = { name: 'Acme Inc.', count: 3, group: 'فريق' };
    expect(paramsInOwnDirection(params, 'rtl')).toEqual({ name: '\u2068Acme Inc.\u2069', count: 3, group: 'فريق' });
    expect(params.name).toBe('Acme Inc.');
    expect(paramsInOwnDirection(params, 'ltr')).toEqual({ name: 'Acme Inc.', count: 3, group: '\u2068فريق\u2069' });
    const english = { name: 'Acme', count: 3 };
    expect(paramsInOwnDirection(english, 'ltr')).toBe(english);
  });
});

describe('templateDirection', () => {
  it('reads a template\'s direction from its first letter, placeholders and punctuation aside', () => {
    expect(templateDirection('مرحبًا {name}،')).toBe('rtl');
    expect(templateDirection('{name} shared documents with you')).toBe('ltr');
    expect(templateDirection('[{group}] {subject}')).toBeNull();
    expect(templateDirection('%{name} ist angemeldet')).toBe('ltr');
    expect(templateDirection('[] : 3')).toBeNull();
  });
});
