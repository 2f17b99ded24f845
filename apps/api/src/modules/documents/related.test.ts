import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { documents } from '../../db/schema/index.js';
import { signInAs } from '../../../test/sign-in.js';
import { createUnsubscribedUser } from '../../../test/users.js';
import { signInDemo } from '../../../test/demo-users.js';

let t: TestContext;
let adaToken: string;
let nistToken: string;
let readerToken: string;
let noPlanToken: string;
let rfc9110Id: number;

beforeAll(async () => {
  t = await createTestApp();
  adaToken = await signInDemo(t.app, 'ada');
  nistToken = await signInDemo(t.app, 'nist');
  readerToken = await signInDemo(t.app, 'reader');
  await createUnsubscribedUser(t.db, 'noplan-related', 'Reader-Without-Plan-1');
  noPlanToken = await signInAs(t.app, 'noplan-related', 'Reader-Without-Plan-1');
  [{ id: rfc9110Id }] = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, 'IETF-RFC9110'));
});
afterAll(() => t.close());

const get = (url: string, token: string | null = adaToken, host = 'localhost') =>
  t.app.inject({ method: 'GET', url, headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

describe('GET /api/documents/relatedContent', () => {
  it('lists what RFC 9110 cites, linked to the catalogue, and its sections with their anchors', async () => {
    const res = await get('/api/documents/relatedContent?contentCode=IETF-RFC9110');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.citedContent).toContainEqual({ designationOrFamily: 'RFC 9111', title: 'HTTP Caching', contentCode: 'IETF-RFC9111', anchor: null, referenceType: 'normative' });
    expect(body.citedContent.some((c: { referenceType: string }) => c.referenceType === 'informative')).toBe(true);
    expect(body.sections[0]).toEqual({ designationOrFamily: 'Section 1', title: 'Introduction', contentCode: 'IETF-RFC9110', anchor: 'section-1', referenceType: null });
    expect(body.sections.length).toBeGreaterThan(10);
    expect(body.sop).toEqual([]);
    expect(body.tma).toEqual([]);
  });

  it('lists the documents that update a document as its supplements', async () => {
    const res = await get('/api/documents/relatedContent?contentCode=IETF-RFC2818');
    expect(res.statusCode).toBe(200);
    expect(res.json().supplements.map((s: { contentCode: string }) => s.contentCode)).toEqual(['IETF-RFC5785', 'IETF-RFC7230']);
    // RFC 2818 has no full text in this catalogue: no sections.
  });

  it("answers 404 for another tenant's document and 400 for a contentCode that cannot be one", async () => {
    const other = await get('/api/documents/relatedContent?contentCode=IETF-RFC9110', nistToken, 'nist.localhost');
    expect(other.statusCode).toBe(404);
    expect(other.json().detail).toContain('Can not find content');
    expect((await get('/api/documents/relatedContent?contentCode=IETF-NOPE-1')).statusCode).toBe(404);
    expect((await get('/api/documents/relatedContent?contentCode=%3Cscript%3E')).statusCode).toBe(400);
    expect((await get('/api/documents/relatedContent?contentCode=IETF-RFC9110', null)).statusCode).toBe(401);
  });

  it('is metadata: a user without the subscription sees it too', async () => {
    expect((await get('/api/documents/relatedContent?contentCode=IETF-RFC9110', noPlanToken)).statusCode).toBe(200);
  });
});

describe('GET /api/documents/work-items/{code}', () => {
  it('derives the work item of RFC 9110 from its Internet-Draft and says which field is synthetic', async () => {
    const res = await get('/api/documents/work-items/IETF-RFC9110');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        publisher: 'Internet Engineering Task Force',
        workItemNumber: 'draft-ietf-httpbis-semantics-19',
        initiatedDate: null,
        technicalContact: 'R. Fielding, Ed. (HTTP)',
        ballotList: [{ ballotNumber: '19', itemStatus: 'Published as RFC 9110', itemNumber: '9110' }],
        synthetic: ['ballotList'],
      },
    ]);
  });

  it('answers an empty list for a document without a source draft', async () => {
    const res = await get('/api/documents/work-items/NIST-SP-800-53-REV-5');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers 403 on a tenant that is not a standards body, 404 for an unknown code, 400 for a malformed one', async () => {
    expect((await get('/api/documents/work-items/IETF-RFC9110', readerToken, 'community.localhost')).statusCode).toBe(403);
    expect((await get('/api/documents/work-items/IETF-RFC0')).statusCode).toBe(404);
    expect((await get('/api/documents/work-items/bad%20code')).statusCode).toBe(400);
  });
});

describe('GET /api/documents/translations', () => {
  it('answers an empty list for an English-only document, and 400/404 for bad ids', async () => {
    const res = await get(`/api/documents/translations?contentId=${rfc9110Id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await get('/api/documents/translations?contentId=abc')).statusCode).toBe(400);
    expect((await get('/api/documents/translations?contentId=999999999')).statusCode).toBe(404);
    expect((await get(`/api/documents/translations?contentId=${rfc9110Id}`, nistToken, 'nist.localhost')).statusCode).toBe(404);
  });
});

describe('GET /api/documents/additional-details and additional-details-by-publisher', () => {
  it('gives the details panel and the publisher panel of RFC 9110', async () => {
    const details = await get('/api/documents/additional-details?contentCode=IETF-RFC9110');
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ assetId: 'RFC9110', doi: '10.17487/RFC9110', equivalentList: ['STD 97'], language: 'en-US' });

    const publisher = await get('/api/documents/additional-details-by-publisher?contentCode=IETF-RFC9110');
    expect(publisher.statusCode).toBe(200);
    const body = publisher.json();
    expect(body.titleKey).toBe('document.details.publisher.IETF');
    expect(body.detailItems).toContainEqual({ label: 'Internet-Draft', values: ['draft-ietf-httpbis-semantics-19'] });
    expect(body.detailItems).toContainEqual({ label: 'Series', values: ['STD 97'] });
    expect(body.detailItems.every((i: { values: string[] }) => i.values.length > 0)).toBe(true);
  });

  it("answers 404 for another tenant's document on both", async () => {
    expect((await get('/api/documents/additional-details?contentCode=IETF-RFC9110', nistToken, 'nist.localhost')).statusCode).toBe(404);
    expect((await get('/api/documents/additional-details-by-publisher?contentCode=IETF-RFC9110', nistToken, 'nist.localhost')).statusCode).toBe(404);
  });
});
