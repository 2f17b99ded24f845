import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATUSES } from '@codex/domain';
import ar from '../locales/ar.json' with { type: 'json' };
import { termLabel } from './terms.js';
import { translate, type Catalogue } from './translate.js';

const arabic = (key: string) => translate(key, {}, ar as Catalogue);

describe('publishers’ terms', () => {
  it('names every document status in Arabic', () => {
    for (const status of DOCUMENT_STATUSES) expect(termLabel(arabic, 'status', status)).not.toBe(status);
    expect(termLabel(arabic, 'status', 'Active')).toBe('ساري');
  });

  it('names the IETF classifications and W3C document types', () => {
    expect(termLabel(arabic, 'classification', 'Internet Standard')).toBe('معيار إنترنت');
    expect(termLabel(arabic, 'documentType', 'Working Draft')).toBe('مسودة عمل');
  });

  it('shows a term it does not know as the publisher wrote it, and an acronym as it is', () => {
    expect(termLabel(arabic, 'classification', 'Proposed Standard?')).toBe('Proposed Standard?');
    expect(termLabel(arabic, 'documentType', 'RFC')).toBe('RFC');
  });
});
