// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { DocumentPageMetadata } from '@codex/data';
import { fakeServices } from '../../test/fakeServices.js';
import { renderWithServices } from '../../test/renderWithServices.js';
import { DocumentFacts } from './DocumentSummary.js';

afterEach(cleanup);

const rfc9111 = {
  contentId: 2,
  contentCode: 'IETF-RFC9111',
  displayDesignation: 'RFC 9111',
  title: 'HTTP Caching',
  documentType: 'RFC',
  publisherCode: 'IETF',
  publisherName: 'IETF',
  status: 'Active',
  authors: [],
  replacedByChain: [[{ contentCode: 'IETF-RFC9999', designation: 'RFC 9999' }]],
  versions: [
    { id: 1, index: 0, designationNo: 'RFC 9110', publisherCode: 'IETF', contentCode: 'IETF-RFC9110', status: 'Active' },
    { id: 2, index: 1, designationNo: 'RFC 9111', publisherCode: 'IETF', contentCode: 'IETF-RFC9111', status: 'Active' },
    { id: 3, index: 2, designationNo: 'RFC 7538', publisherCode: 'IETF', contentCode: 'IETF-RFC7538', status: 'Historic' },
  ],
} as unknown as DocumentPageMetadata;

describe('DocumentFacts', () => {
  it('links the other versions, marks this one, and never breaks a designation across two lines', () => {
    renderWithServices(<DocumentFacts metadata={rfc9111} translations={[]} />, fakeServices({ signedIn: true }).services);
    const other = screen.getByRole('link', { name: 'RFC 7538' });
    expect(other.getAttribute('href')).toBe('/document?contentCode=IETF-RFC7538');
    expect(getComputedStyle(other).whiteSpace).toBe('nowrap');
    const current = screen.getByText('RFC 9111', { selector: 'strong' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.style.whiteSpace).toBe('nowrap');
    expect(getComputedStyle(screen.getByRole('link', { name: 'RFC 9999' })).whiteSpace).toBe('nowrap');
  });
});
