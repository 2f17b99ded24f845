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
  it("lists a NIST publication's public draft in progress, as NIST records it, with no ballots", async () => {
    const res = await get('/api/documents/work-items/NIST-SP-800-53A-REV-4');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        publisher: 'National Institute of Standards and Technology',
        workItemNumber: 'NIST SP 800-53A Rev. 5 (Draft)',
        contentCode: 'NIST-SP-800-53A-REV-5-DRAFT',
        family: expect.any(String),
        initiatedDate: '2021-08-03',
        technicalContact: 'Joint Task Force',
        ballotList: [],
      },
    ]);
  });

  it('gives a W3C draft as its own work item, initiated with its first dated version', async () => {
    const res = await get('/api/documents/work-items/W3C-WEBAUTHN-3');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        publisher: 'World Wide Web Consortium',
        workItemNumber: 'W3C webauthn-3',
        contentCode: 'W3C-WEBAUTHN-3',
        family: expect.any(String),
        initiatedDate: '2021-04-27',
        technicalContact: 'Michael Jones (Web Authentication Working Group)',
        ballotList: [],
      },
    ]);
  });

  it('answers an empty list for published work with no draft in progress: an RFC, a NIST final without a draft', async () => {
    for (const code of ['IETF-RFC9110', 'NIST-SP-800-53-REV-5']) {
      const res = await get(`/api/documents/work-items/${code}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
  });

  it("offers the Work Items tab in the metadata only where the catalogue holds a draft in progress", async () => {
    const tabsOf = async (code: string) => ((await get(`/api/documents/metadata?contentCode=${code}`)).json() as { tabs: { id: string }[] }).tabs.map((tab) => tab.id);
    expect(await tabsOf('NIST-SP-800-53A-REV-4')).toContain('WORK_ITEMS');
    expect(await tabsOf('W3C-WEBAUTHN-3')).toContain('WORK_ITEMS');
    expect(await tabsOf('IETF-RFC9110')).not.toContain('WORK_ITEMS');
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
