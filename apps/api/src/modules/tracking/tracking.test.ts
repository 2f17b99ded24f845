import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { COMPANY_CANNOT_TRACK } from './tracking.policy.js';
import { signInDemo } from '../../../test/demo-users.js';

let t: TestContext;
let ada: string;
let grace: string;
let acme: string;
let reader: string;

beforeAll(async () => {
  t = await createTestApp();
  [ada, grace, acme] = [
    await signInDemo(t.app, 'ada'),
    await signInDemo(t.app, 'grace'),
    await signInDemo(t.app, 'acme'),
  ];
  reader = await signInDemo(t.app, 'reader');
});
afterAll(() => t.close());

type Call = { method?: 'GET' | 'POST' | 'PUT'; url: string; token?: string; host?: string; payload?: unknown; remoteAddress?: string };
const call = ({ method = 'GET', url, token, host = 'localhost', payload, remoteAddress }: Call) =>
  t.app.inject({
    method,
    url,
    headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload !== undefined ? { payload: payload as object } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const familyOf = async (contentCode: string, token = ada) => (await call({ url: `/api/documents/metadata?contentCode=${contentCode}`, token })).json().family as string;

describe('tracking a document from the document page', () => {
  it('ada tracks RFC 9110: getContentTracking answers the tracking by family, and untracking keeps the id', async () => {
    const family = await familyOf('IETF-RFC9110');
    const before = await call({ url: `/api/documents/getContentTracking?family=${family}`, token: ada });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ data: null, trackerUnavailable: false });

    const tracked = await call({ method: 'POST', url: '/api/tracked-documents?contentCode=IETF-RFC9110', token: ada });
    expect(tracked.statusCode).toBe(201);
    const { id } = tracked.json();
    expect(tracked.json()).toEqual({ id: expect.any(Number), trackingFlag: true, workItem: false });
    expect((await call({ url: `/api/documents/getContentTracking?family=${family}`, token: ada })).json()).toEqual({ data: { id, trackingFlag: true, workItem: false }, trackerUnavailable: false });

    const off = await call({ method: 'PUT', url: `/api/tracked-documents/${id}`, token: ada, payload: { trackingFlag: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ id, trackingFlag: false, workItem: false });
    expect((await call({ url: `/api/documents/getContentTracking?family=${family}`, token: ada })).json().data).toEqual({ id, trackingFlag: false, workItem: false });

    // Tracking another version of the same family answers the same tracking, switched back on.
    const again = await call({ method: 'POST', url: '/api/tracked-documents?contentCode=IETF-RFC2616', token: ada });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id, trackingFlag: true, workItem: false });
  });

  it('lists tracked documents with count and result, card fields and the tracking date', async () => {
    await call({ method: 'POST', url: '/api/tracked-documents?contentCode=W3C-WCAG21', token: ada });
    const res = await call({ url: '/api/tracked-documents/current-user', token: ada });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBeGreaterThanOrEqual(2);
    const codes = body.result.map((d: { contentCode: string }) => d.contentCode);
    expect(codes).toEqual(expect.arrayContaining(['IETF-RFC2616', 'W3C-WCAG21']));
    const wcag = body.result.find((d: { contentCode: string }) => d.contentCode === 'W3C-WCAG21');
    expect(wcag).toMatchObject({ publisherCode: 'W3C', documentTitle: expect.stringContaining('Web Content Accessibility'), updated: false, changes: [], trackingSinceDate: expect.any(String) });
    // Another individual of the tenant does not see ada's trackings.
    expect((await call({ url: '/api/tracked-documents/current-user', token: grace })).json()).toEqual({ count: 0, result: [] });
  });

  it('pages the tracked list (0-based) and refuses a bad page size', async () => {
    const first = (await call({ url: '/api/tracked-documents/current-user?page=0&size=1', token: ada })).json();
    const second = (await call({ url: '/api/tracked-documents/current-user?page=1&size=1', token: ada })).json();
    expect(first.result).toHaveLength(1);
    expect(second.result).toHaveLength(1);
    expect(first.result[0].contentCode).not.toBe(second.result[0].contentCode);
    const bad = await call({ url: '/api/tracked-documents/current-user?size=0', token: ada });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual([{ objectName: 'query', field: 'size', message: 'Min' }]);
  });

  it('a company user (and an IP session) gets 403 with a clear message, and an empty tracker', async () => {
    for (const session of [{ token: acme }, { remoteAddress: '192.0.2.15' }]) {
      const res = await call({ method: 'POST', url: '/api/tracked-documents?contentCode=IETF-RFC9110', ...session });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(COMPANY_CANNOT_TRACK);
      expect((await call({ url: '/api/tracked-documents/current-user', ...session })).json()).toEqual({ count: 0, result: [] });
      const family = await familyOf('IETF-RFC9110');
      expect((await call({ url: `/api/documents/getContentTracking?family=${family}`, ...session })).json()).toEqual({ data: null, trackerUnavailable: false });
    }
  });

  it('another user or tenant cannot switch ada’s tracking: 404', async () => {
    const { id } = (await call({ method: 'POST', url: '/api/tracked-documents?contentCode=IETF-RFC8446', token: ada })).json();
    expect((await call({ method: 'PUT', url: `/api/tracked-documents/${id}`, token: grace, payload: { trackingFlag: false } })).statusCode).toBe(404);
    expect((await call({ method: 'PUT', url: `/api/tracked-documents/${id}`, token: reader, host: 'community.localhost', payload: { trackingFlag: false } })).statusCode).toBe(404);
    expect((await call({ url: `/api/documents/getContentTracking?family=${await familyOf('IETF-RFC8446')}`, token: ada })).json().data).toEqual({ id, trackingFlag: true, workItem: false });
  });

  it('a publisher the tenant does not offer is not found (community has no NIST)', async () => {
    const res = await call({ method: 'POST', url: '/api/tracked-documents?contentCode=NIST-SP-800-53-REV-5', token: reader, host: 'community.localhost' });
    expect(res.statusCode).toBe(404);
    const family = await familyOf('NIST-SP-800-53-REV-5');
    expect((await call({ url: `/api/documents/getContentTracking?family=${family}`, token: reader, host: 'community.localhost' })).statusCode).toBe(404);
  });

  it('bad input: 400 with field errors; unknown document 404; no token 401', async () => {
    const noCode = await call({ method: 'POST', url: '/api/tracked-documents', token: ada });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().fieldErrors[0]).toMatchObject({ objectName: 'query', field: 'contentCode' });
    expect((await call({ method: 'POST', url: '/api/tracked-documents?contentCode=bad%20code', token: ada })).statusCode).toBe(400);
    expect((await call({ method: 'POST', url: '/api/tracked-documents?contentCode=IETF-RFC999999', token: ada })).statusCode).toBe(404);
    const badFlag = await call({ method: 'PUT', url: '/api/tracked-documents/1', token: ada, payload: { trackingFlag: 'yes' } });
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json().fieldErrors).toEqual([{ objectName: 'body', field: 'trackingFlag', message: 'Invalid' }]);
    expect((await call({ method: 'PUT', url: '/api/tracked-documents/abc', token: ada, payload: { trackingFlag: true } })).statusCode).toBe(400);
    expect((await call({ url: '/api/documents/getContentTracking', token: ada })).statusCode).toBe(400);
    expect((await call({ url: '/api/documents/getContentTracking?family=IETF-NOPE', token: ada })).statusCode).toBe(404);
    expect((await call({ url: '/api/tracked-documents/current-user' })).statusCode).toBe(401);
  });
});

describe('the track work item flag (workItem): tracking a draft in progress from the Work Items panel', () => {
  it("ada tracks W3C webauthn-3's work item: the flag is stored on her tracking of the draft, answered by getContentTracking and the tracked list", async () => {
    const [item] = (await call({ url: '/api/documents/work-items/W3C-WEBAUTHN-3', token: ada })).json() as { contentCode: string; family: string }[];
    expect(item).toMatchObject({ contentCode: 'W3C-WEBAUTHN-3', family: await familyOf('W3C-WEBAUTHN-3') });
    expect((await call({ url: `/api/documents/getContentTracking?family=${item.family}`, token: ada })).json()).toEqual({ data: null, trackerUnavailable: false });

    const tracked = await call({ method: 'POST', url: `/api/tracked-documents?contentCode=${item.contentCode}&workItem=true`, token: ada });
    expect(tracked.statusCode).toBe(201);
    const { id } = tracked.json();
    expect(tracked.json()).toEqual({ id: expect.any(Number), trackingFlag: true, workItem: true });
    expect((await call({ url: `/api/documents/getContentTracking?family=${item.family}`, token: ada })).json()).toEqual({ data: { id, trackingFlag: true, workItem: true }, trackerUnavailable: false });
    const listed = (await call({ url: '/api/tracked-documents/current-user?size=50', token: ada })).json().result as { contentCode: string; workItem: boolean }[];
    expect(listed.find((d) => d.contentCode === 'W3C-WEBAUTHN-3')).toMatchObject({ workItem: true });
    expect(listed.filter((d) => d.contentCode !== 'W3C-WEBAUTHN-3').every((d) => d.workItem === false)).toBe(true);

    // Tracking the same draft as a document (the page's Track button) keeps the work item flag of a running tracking.
    const asDocument = await call({ method: 'POST', url: '/api/tracked-documents?contentCode=W3C-WEBAUTHN-3', token: ada });
    expect(asDocument.json()).toEqual({ id, trackingFlag: true, workItem: true });

    // Clearing only the flag keeps the tracking; turning the tracking off clears the flag with it.
    const cleared = await call({ method: 'PUT', url: `/api/tracked-documents/${id}`, token: ada, payload: { trackingFlag: true, workItem: false } });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ id, trackingFlag: true, workItem: false });
    expect((await call({ method: 'PUT', url: `/api/tracked-documents/${id}`, token: ada, payload: { trackingFlag: true, workItem: true } })).json()).toEqual({ id, trackingFlag: true, workItem: true });
    expect((await call({ method: 'PUT', url: `/api/tracked-documents/${id}`, token: ada, payload: { trackingFlag: false } })).json()).toEqual({ id, trackingFlag: false, workItem: false });
    // A tracking started again as a document does not come back as a work item.
    expect((await call({ method: 'POST', url: '/api/tracked-documents?contentCode=W3C-WEBAUTHN-3', token: ada })).json()).toEqual({ id, trackingFlag: true, workItem: false });
  });

  it('the flag is per user: another user tracking the same work item has a tracking of their own; ada cannot clear it (404)', async () => {
    const frances = await signInDemo(t.app, 'frances');
    const hers = (await call({ method: 'POST', url: '/api/tracked-documents?contentCode=NIST-SP-800-53A-REV-5-DRAFT&workItem=true', token: frances })).json();
    expect(hers).toMatchObject({ trackingFlag: true, workItem: true });
    const family = await familyOf('NIST-SP-800-53A-REV-5-DRAFT', frances);
    // ada has no NIST subscription but the family is offered by the tenant: she simply has no tracking of it.
    expect((await call({ url: `/api/documents/getContentTracking?family=${family}`, token: ada })).json()).toEqual({ data: null, trackerUnavailable: false });
    expect((await call({ method: 'PUT', url: `/api/tracked-documents/${hers.id}`, token: ada, payload: { trackingFlag: true, workItem: false } })).statusCode).toBe(404);
    expect((await call({ url: `/api/documents/getContentTracking?family=${family}`, token: frances })).json().data).toEqual({ id: hers.id, trackingFlag: true, workItem: true });
  });

  it('only a draft in progress is a work item (400), only where the library offers work items (403); company users cannot track (403); bad flag 400', async () => {
    const notDraft = await call({ method: 'POST', url: '/api/tracked-documents?contentCode=IETF-RFC9110&workItem=true', token: ada });
    expect(notDraft.statusCode).toBe(400);
    expect(notDraft.headers['x-app-error']).toBe('tracking.notWorkItem');
    expect((await call({ method: 'POST', url: '/api/tracked-documents?contentCode=W3C-WEBAUTHN-3&workItem=true', token: reader, host: 'community.localhost' })).statusCode).toBe(403);
    expect((await call({ method: 'POST', url: '/api/tracked-documents?contentCode=W3C-WEBAUTHN-3&workItem=true', token: acme })).statusCode).toBe(403);
    expect((await call({ method: 'POST', url: '/api/tracked-documents?contentCode=W3C-WEBAUTHN-3&workItem=yes', token: ada })).statusCode).toBe(400);
    const [mine] = (await call({ url: '/api/tracked-documents/current-user?size=50', token: ada })).json().result as { trackedDocumentId: number }[];
    expect((await call({ method: 'PUT', url: `/api/tracked-documents/${mine.trackedDocumentId}`, token: ada, payload: { trackingFlag: true, workItem: 'yes' } })).statusCode).toBe(400);
  });
});
