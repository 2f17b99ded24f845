import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { signInDemo } from '../../../test/demo-users.js';

let t: TestContext;
let adaToken: string;
let nistToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adaToken = await signInDemo(t.app, 'ada');
  nistToken = await signInDemo(t.app, 'nist');
});
afterAll(() => t.close());

const metadata = (contentCode: string, token = adaToken, host = 'localhost') =>
  t.app.inject({ method: 'GET', url: `/api/documents/metadata?contentCode=${encodeURIComponent(contentCode)}`, headers: { authorization: `Bearer ${token}`, host } });

describe('GET /api/documents/metadata', () => {
  it('shows RFC 9110 with RFC 7230 and RFC 7231 among its versions', async () => {
    const res = await metadata('IETF-RFC9110');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.designation).toBe('RFC 9110');
    expect(body.title).toBe('HTTP Semantics');
    expect(body.status).toBe('Active');
    expect(body.publisherCode).toBe('IETF');
    expect(body.committee).toBe('httpbis');
    expect(body.doi).toBe('10.17487/RFC9110');
    const versions = body.versions.map((v: { designationNo: string }) => v.designationNo);
    expect(versions).toEqual(expect.arrayContaining(['RFC 9110', 'RFC 7230', 'RFC 7231', 'RFC 2616']));
    expect(body.pdfVersions.map((v: { contentCode: string }) => v.contentCode)).toEqual(expect.arrayContaining(['IETF-RFC9110', 'IETF-RFC7231']));
    expect(body.replacedByContentCode).toBeNull();
    expect(body.tabs).toEqual([
      { id: 'PDF', position: 0 },
      { id: 'HTML', position: 1 },
      // An RFC is published work: the catalogue holds no draft in progress on it (work-items.service.ts).
      { id: 'RELATED_CONTENT', position: 4 },
    ]);
  });

  it('shows the Work Items tab only on the standards-body tenant, and no reading tabs without renditions', async () => {
    const readerToken = await signInDemo(t.app, 'reader');
    const community = (await metadata('IETF-RFC9110', readerToken, 'community.localhost')).json();
    expect(community.tabs.map((tab: { id: string }) => tab.id)).toEqual(['PDF', 'HTML', 'RELATED_CONTENT']);
    // A W3C draft is work in progress: the tab shows on the standards body, not on the community tenant.
    expect((await metadata('W3C-WEBAUTHN-3')).json().tabs.map((tab: { id: string }) => tab.id)).toContain('WORK_ITEMS');
    expect((await metadata('W3C-WEBAUTHN-3', readerToken, 'community.localhost')).json().tabs.map((tab: { id: string }) => tab.id)).not.toContain('WORK_ITEMS');
    const nist = (await metadata('NIST-SP-800-53-REV-5')).json();
    expect(nist.tabs.map((tab: { id: string }) => tab.id)).not.toContain('PDF');
    expect(nist.tabs.map((tab: { id: string }) => tab.id)).not.toContain('WORK_ITEMS');
  });

  it('shows the replaced-by chain of RFC 2616 down to RFC 9110', async () => {
    const body = (await metadata('IETF-RFC2616')).json();
    expect(body.status).toBe('Replaced');
    expect(body.replacedByChain[0].map((l: { designation: string }) => l.designation)).toEqual(
      expect.arrayContaining(['RFC 7230', 'RFC 7231', 'RFC 7232', 'RFC 7233', 'RFC 7234', 'RFC 7235']),
    );
    expect(body.replacedByChain[1].map((l: { designation: string }) => l.designation)).toEqual(expect.arrayContaining(['RFC 9110', 'RFC 9111', 'RFC 9112']));
    expect(body.replacedByContentCode).toMatch(/^IETF-RFC723[0-5]$/);
  });

  it('shows a NIST publication with its superseded revisions as versions', async () => {
    const body = (await metadata('NIST-SP-800-53-REV-5')).json();
    expect(body.designation).toBe('NIST SP 800-53 Rev. 5');
    expect(body.versions.map((v: { contentCode: string }) => v.contentCode)).toContain('NIST-SP-800-53-REV-4');
  });

  it("counts the pages of the PDF the reader is shown, not the publisher's count for its own edition", async () => {
    const rendered = await t.db.execute(sql`select f.page_count from document_files f join documents d on d.id = f.document_id where d.content_code = 'IETF-RFC9110' and f.kind = 'pdf'`);
    const pages = (rendered as unknown as { rows: { page_count: number }[] }).rows[0].page_count;
    expect(pages).toBeGreaterThan(100);
    expect((await metadata('IETF-RFC9110')).json().pageCount).toBe(pages);
    // Without a PDF rendition, the record's own count stays.
    const [record] = (await t.db.execute(sql`select page_count from documents where content_code = 'IETF-RFC2119'`) as unknown as { rows: { page_count: number | null }[] }).rows;
    expect((await metadata('IETF-RFC2119')).json().pageCount).toBe(record.page_count);
  });

  it('answers 404 for an unknown contentCode', async () => {
    const res = await metadata('IETF-RFC99999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, message: 'error.url.not.found' });
  });

  it('answers 400 with a field error for a contentCode that cannot be one', async () => {
    const res = await metadata('../etc/passwd');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([{ objectName: 'query', field: 'contentCode', message: 'Pattern' }]);
  });

  it('answers 400 with a Size field error for a contentCode over its limit', async () => {
    const res = await metadata('A'.repeat(129));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual([{ objectName: 'query', field: 'contentCode', message: 'Size' }]);
  });

  it("answers another tenant's document with 404: the NIST portal does not offer RFCs", async () => {
    const res = await metadata('IETF-RFC9110', nistToken, 'nist.localhost');
    expect(res.statusCode).toBe(404);
    const own = await metadata('NIST-SP-800-53-REV-5', nistToken, 'nist.localhost');
    expect(own.statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/documents/metadata?contentCode=IETF-RFC9110' });
    expect(res.statusCode).toBe(401);
  });
});
