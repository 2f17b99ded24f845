import { describe, expect, it } from 'vitest';
import { telHref } from './telHref.js';

describe('telHref', () => {
  it('keeps the digits and the plus of a number written with spaces, brackets and dashes', () => {
    expect(telHref('+1 (555) 010-2000')).toBe('tel:+15550102000');
    expect(telHref('+1 610 555 0100')).toBe('tel:+16105550100');
  });
});
