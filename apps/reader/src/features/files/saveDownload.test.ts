import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './saveDownload.js';

describe('fileNameFrom', () => {
  it('reads the plain and the UTF-8 forms of Content-Disposition', () => {
    expect(fileNameFrom('attachment; filename="ietf-rfc.mrc"', 'x')).toBe('ietf-rfc.mrc');
    expect(fileNameFrom("attachment; filename*=UTF-8''getting%20started.pdf", 'x')).toBe('getting started.pdf');
    expect(fileNameFrom(undefined, 'fallback.pdf')).toBe('fallback.pdf');
    expect(fileNameFrom('attachment', 'fallback.pdf')).toBe('fallback.pdf');
  });
});
