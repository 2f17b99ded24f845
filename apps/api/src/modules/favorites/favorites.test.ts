import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { COMPANY_CANNOT_FAVORITE } from './favorites.policy.js';
import { signInDemo } from '../../../test/demo-users.js';

let t: TestContext;
let ada: string;
let grace: string;
let acme: string;
let reader: string;

beforeAll(async () => {
  t = await createTestApp();
  ada = await signInDemo(t.app, 'ada');
  grace = await signInDemo(t.app, 'grace');
  acme = await signInDemo(t.app, 'acme');
  reader = await signInDemo(t.app, 'reader');
});
afterAll(() => t.close());

type Call = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; token?: string; host?: string; payload?: unknown; remoteAddress?: string };
const call = ({ method = 'GET', url, token, host = 'localhost', payload, remoteAddress }: Call) =>
  t.app.inject({
    method,
    url,
    headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload !== undefined ? { payload: payload as object } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const metadata = async (contentCode: string, token = ada, host = 'localhost') => (await call({ url: `/api/documents/metadata?contentCode=${contentCode}`, token, host })).json();
const favorite = async (contentCode: string, token = ada) =>
  call({ method: 'POST', url: '/api/content-favorites', token, payload: { content: { contentId: (await metadata(contentCode, token)).contentId } } });
type Fav = { id: number; document: { contentCode: string; documentTitle: string } };
const titles = (list: Fav[]) => list.map((f) => f.document.documentTitle);

describe('favorites', () => {
  it('adding a favorite shows in the metadata as contentFavorite { id }; adding it again answers the same id', async () => {
    expect((await metadata('IETF-RFC9110')).contentFavorite).toBeNull();
    const added = await favorite('IETF-RFC9110');
    expect(added.statusCode).toBe(201);
    const { id } = added.json();
    expect((await metadata('IETF-RFC9110')).contentFavorite).toEqual({ id });
    const again = await favorite('IETF-RFC9110');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id });
    // Grace's view of the same document is hers: not a favorite.
    expect((await metadata('IETF-RFC9110', grace)).contentFavorite).toBeNull();
  });

  it('lists the first 6 (home) and pages with sort on document.documentTitle, total in x-total-count', async () => {
    for (const code of ['IETF-RFC8446', 'IETF-RFC791', 'W3C-WCAG21', 'IETF-RFC9112', 'IETF-RFC8259', 'IETF-RFC5321', 'IETF-RFC3986']) {
      expect([200, 201]).toContain((await favorite(code)).statusCode);
    }
    const home = await call({ url: '/api/favorite-documents/current-user?page=0&size=6', token: ada });
    expect(home.statusCode).toBe(200);
    expect(home.headers['x-total-count']).toBe('8');
    expect(home.json()).toHaveLength(6);
    const az = (await call({ url: '/api/favorite-documents/current-user?page=0&size=8&sort=document.documentTitle,asc', token: ada })).json() as Fav[];
    const za = (await call({ url: '/api/favorite-documents/current-user?page=0&size=8&sort=document.documentTitle,desc', token: ada })).json() as Fav[];
    expect(titles(az)).toEqual([...titles(az)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(titles(za)).toEqual([...titles(az)].reverse());
    const page1 = (await call({ url: '/api/favorite-documents/current-user?page=1&size=6&sort=document.documentTitle,asc', token: ada })).json() as Fav[];
    expect(titles(page1)).toEqual(titles(az).slice(6));
    expect(az[0]).toEqual({
      id: expect.any(Number),
      createdDate: expect.any(String),
      document: expect.objectContaining({ contentCode: expect.any(String), designationNo: expect.any(String), assetId: expect.any(String), documentTitle: expect.any(String) }),
    });
  });

  it('PUT api/favorite-documents removes from the list; DELETE api/content-favorites/{id} answers 204', async () => {
    const { id } = (await favorite('IETF-RFC791')).json();
    const removed = await call({ method: 'PUT', url: '/api/favorite-documents', token: ada, payload: { id } });
    expect(removed.statusCode).toBe(204);
    const list = (await call({ url: '/api/favorite-documents/current-user?size=50', token: ada })).json() as Fav[];
    expect(list.map((f) => f.document.contentCode)).not.toContain('IETF-RFC791');
    const other = (await favorite('IETF-RFC3986')).json();
    expect((await call({ method: 'DELETE', url: `/api/content-favorites/${other.id}`, token: ada })).statusCode).toBe(204);
    expect((await call({ method: 'DELETE', url: `/api/content-favorites/${other.id}`, token: ada })).statusCode).toBe(404);
    expect((await metadata('IETF-RFC3986')).contentFavorite).toBeNull();
  });

  it('someone else’s favorite is 404 for grace and for another tenant', async () => {
    const { id } = (await favorite('IETF-RFC9110')).json();
    expect((await call({ method: 'DELETE', url: `/api/content-favorites/${id}`, token: grace })).statusCode).toBe(404);
    expect((await call({ method: 'PUT', url: '/api/favorite-documents', token: reader, host: 'community.localhost', payload: { id } })).statusCode).toBe(404);
    expect((await metadata('IETF-RFC9110')).contentFavorite).toEqual({ id });
  });

  it('a document the tenant does not offer is not found (community has no NIST)', async () => {
    const nist = await metadata('NIST-SP-800-53-REV-5');
    const res = await call({ method: 'POST', url: '/api/content-favorites', token: reader, host: 'community.localhost', payload: { content: { contentId: nist.contentId } } });
    expect(res.statusCode).toBe(404);
  });

  it('company users and IP sessions: 403 with a clear message, an empty list, contentFavorite null', async () => {
    const rfc = await metadata('IETF-RFC9110');
    for (const session of [{ token: acme }, { remoteAddress: '192.0.2.15' }]) {
      const res = await call({ method: 'POST', url: '/api/content-favorites', payload: { content: { contentId: rfc.contentId } }, ...session });
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(COMPANY_CANNOT_FAVORITE);
      const list = await call({ url: '/api/favorite-documents/current-user', ...session });
      expect(list.json()).toEqual([]);
      expect(list.headers['x-total-count']).toBe('0');
      expect((await call({ url: '/api/documents/metadata?contentCode=IETF-RFC9110', ...session })).json().contentFavorite).toBeNull();
    }
  });

  it('bad input: 400 with field errors; no token 401', async () => {
    const noContent = await call({ method: 'POST', url: '/api/content-favorites', token: ada, payload: {} });
    expect(noContent.statusCode).toBe(400);
    expect(noContent.json().fieldErrors).toEqual([{ objectName: 'body', field: 'content', message: 'NotNull' }]);
    const badId = await call({ method: 'POST', url: '/api/content-favorites', token: ada, payload: { content: { contentId: 'x' } } });
    expect(badId.json().fieldErrors).toEqual([{ objectName: 'body', field: 'content.contentId', message: 'Invalid' }]);
    expect((await call({ method: 'POST', url: '/api/content-favorites', token: ada, payload: { content: { contentId: 99999999 } } })).statusCode).toBe(404);
    const badSort = await call({ url: '/api/favorite-documents/current-user?sort=title', token: ada });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().fieldErrors[0]).toMatchObject({ field: 'sort' });
    expect((await call({ url: '/api/favorite-documents/current-user?size=101', token: ada })).json().fieldErrors).toEqual([{ objectName: 'query', field: 'size', message: 'Max' }]);
    expect((await call({ method: 'PUT', url: '/api/favorite-documents', token: ada, payload: { id: -1 } })).statusCode).toBe(400);
    expect((await call({ method: 'DELETE', url: '/api/content-favorites/0', token: ada })).statusCode).toBe(400);
    expect((await call({ url: '/api/favorite-documents/current-user' })).statusCode).toBe(401);
  });
});
