import { describe, expect, it } from 'vitest';
import { isWebAddress, pageTypeOf } from './page-types.js';

describe('pageTypeOf', () => {
  it('names each route of the table by its page type', () => {
    expect(pageTypeOf('/')).toBe('home');
    expect(pageTypeOf('/home/3')).toBe('home');
    expect(pageTypeOf('/document')).toBe('document');
    expect(pageTypeOf('/document-view')).toBe('document');
    expect(pageTypeOf('/group-detail')).toBe('group-detail');
    expect(pageTypeOf('/compass-points-change-history/1/2/X')).toBe('compass-points-change-history');
    expect(pageTypeOf('/compasspoint/abc')).toBe('compasspoint');
    expect(pageTypeOf('/Standards/x')).toBe('resolve');
    expect(pageTypeOf('/myAccount')).toBe('myAccount');
    expect(pageTypeOf('/nowhere')).toBeNull();
    expect(pageTypeOf('/admin')).toBeNull();
  });
});

describe('isWebAddress', () => {
  it('takes absolute http and https addresses only', () => {
    expect(isWebAddress('https://news.example.org/a?b=1')).toBe(true);
    expect(isWebAddress('http://blog.example.org')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'ftp://files.example.org', '/home', 'https://', 'mailto:a@b.c', 'https:// spaced.example']) expect(isWebAddress(bad), bad).toBe(false);
  });
});
