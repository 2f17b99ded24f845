import { describe, expect, it } from 'vitest';
import { EMPTY_QUERY, hasPhrase, parseTsQuery, phraseUnderNot, queryLexemes } from './tsquery.js';

const lexeme = (text: string) => ({ kind: 'lexeme', lexeme: text });

describe('reading a printed tsquery', () => {
  it('reads lexemes joined by & and |, with ! and parentheses, in PostgreSQL precedence', () => {
    expect(parseTsQuery("'http' & 'cach'")).toEqual({ kind: 'and', left: lexeme('http'), right: lexeme('cach') });
    expect(parseTsQuery("'a' | 'b' & 'c'")).toEqual({ kind: 'or', left: lexeme('a'), right: { kind: 'and', left: lexeme('b'), right: lexeme('c') } });
    expect(parseTsQuery("( 'a' | 'b' ) & !'c'")).toEqual({
      kind: 'and',
      left: { kind: 'or', left: lexeme('a'), right: lexeme('b') },
      right: { kind: 'not', operand: lexeme('c') },
    });
    expect(parseTsQuery("!!'a'")).toEqual({ kind: 'not', operand: { kind: 'not', operand: lexeme('a') } });
  });

  it('reads quotes and backslashes escaped inside a lexeme', () => {
    expect(parseTsQuery("'o''reilly' & 'back\\\\slash'")).toEqual({ kind: 'and', left: lexeme("o'reilly"), right: lexeme('back\\slash') });
  });

  it('says when there is no lexeme at all (a search of stop words)', () => {
    expect(parseTsQuery('')).toBe(EMPTY_QUERY);
    expect(parseTsQuery('   ')).toBe(EMPTY_QUERY);
  });

  it('reads phrases of lexemes, tighter than & and from the left', () => {
    expect(parseTsQuery("'sp' & '800' <-> '-53'")).toEqual({ kind: 'and', left: lexeme('sp'), right: { kind: 'phrase', left: lexeme('800'), right: lexeme('-53'), distance: 1 } });
    expect(parseTsQuery("'cross-origin' <-> 'cross' <-> 'origin'")).toEqual({
      kind: 'phrase',
      left: { kind: 'phrase', left: lexeme('cross-origin'), right: lexeme('cross'), distance: 1 },
      right: lexeme('origin'),
      distance: 1,
    });
    expect(parseTsQuery("'web' <2> 'guidelin'")).toEqual({ kind: 'phrase', left: lexeme('web'), right: lexeme('guidelin'), distance: 2 });
    expect(parseTsQuery("'a' <-> ( 'b' <-> 'c' )")).toEqual({ kind: 'phrase', left: lexeme('a'), right: { kind: 'phrase', left: lexeme('b'), right: lexeme('c'), distance: 1 }, distance: 1 });
  });

  it('tells whether a query holds a phrase, and whether one lies under a NOT', () => {
    const read = (text: string) => parseTsQuery(text) as Exclude<ReturnType<typeof parseTsQuery>, null | 'empty'>;
    expect(hasPhrase(read("'a' & 'b'"))).toBe(false);
    expect(hasPhrase(read("'a' & 'b' <-> 'c'"))).toBe(true);
    expect(phraseUnderNot(read("'a' & 'b' <-> 'c'"))).toBe(false);
    expect(phraseUnderNot(read("'tls' & !( 'transport' <-> 'layer' )"))).toBe(true);
    expect(phraseUnderNot(read("!!( 'transport' <-> 'layer' )"))).toBe(false);
  });

  it('leaves to the database what needs weights or prefixes, or a phrase of more than lexemes', () => {
    expect(parseTsQuery("'secur':*")).toBeNull();
    expect(parseTsQuery("'secur':AB")).toBeNull();
    expect(parseTsQuery("'a' <-> ( 'b' | 'c' )")).toBeNull();
    expect(parseTsQuery("'a' <-> !'b'")).toBeNull();
    expect(parseTsQuery("'a' <x> 'b'")).toBeNull();
  });

  it('refuses what PostgreSQL would not print', () => {
    for (const text of ["'a' &", "& 'a'", "( 'a'", "'a' )", "'unclosed", "'a' 'b'", 'bare'])
      expect(parseTsQuery(text), text).toBeNull();
  });

  it('names each lexeme once', () => {
    expect(queryLexemes(parseTsQuery("'a' & ( 'b' | !'a' )") as never)).toEqual(['a', 'b']);
  });
});
