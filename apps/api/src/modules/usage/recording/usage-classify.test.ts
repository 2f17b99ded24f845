import { describe, expect, it } from 'vitest';
import { classifyRequest, type AnsweredRequest } from './usage-classify.js';

const page = (overrides: Partial<AnsweredRequest> = {}): AnsweredRequest => ({
  method: 'GET',
  route: '/api/documents/protected/page/:pageNumber',
  statusCode: 200,
  query: { contentCode: 'IETF-RFC9110' },
  params: { pageNumber: 3 },
  range: undefined,
  refusedForLicence: false,
  ...overrides,
});

describe('classifyRequest', () => {
  it("counts a protected viewer page as a request in the viewer's page format, and a licence refusal there as No_License", () => {
    expect(classifyRequest(page())).toEqual({ kind: 'request', format: 'page', documentReference: 'IETF-RFC9110', searchedPublisherIds: null });
    expect(classifyRequest(page({ statusCode: 403, refusedForLicence: true }))).toEqual({ kind: 'no_license', format: 'page', documentReference: 'IETF-RFC9110', searchedPublisherIds: null });
    // Refused for another reason (no protected-viewer session), not found, or a page past the end: not usage.
    expect(classifyRequest(page({ statusCode: 403 }))).toBeNull();
    expect(classifyRequest(page({ statusCode: 404 }))).toBeNull();
    expect(classifyRequest(page({ statusCode: 400 }))).toBeNull();
    // The page count delivers no content.
    expect(classifyRequest(page({ route: '/api/documents/protected/pages' }))).toBeNull();
  });

  it('keeps the databases a search covered with the search', () => {
    const search = { method: 'POST', route: '/api/documents/entitled-documents/search', statusCode: 200, query: {}, params: {}, range: undefined, refusedForLicence: false };
    expect(classifyRequest({ ...search, searchedPublisherIds: [2, 5] })).toEqual({ kind: 'search', format: 'search', documentReference: null, searchedPublisherIds: [2, 5] });
    expect(classifyRequest({ ...search, query: { page: '1' }, searchedPublisherIds: [2] })).toBeNull();
  });
});
