import { eq } from 'drizzle-orm';
import { DocumentMetadata } from '@codex/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { demoCaller, signInDemoUsers, type Caller } from '../../../test/demo-users.js';
import { catalogueImports, documents, tenants } from '../../db/schema/index.js';
import { CATALOGUE_CHECK_MS } from '../catalogue/index.js';

/** The metadata answers kept in memory (docs/adr/0036): every write or import that changes them shows at the next call. */
let t: TestContext;
let call: Caller;
beforeAll(async () => {
  t = await createTestApp();
  const tokens = await signInDemoUsers(t.app, ['ada', 'acme', 'reader', 'operator']);
  call = demoCaller(() => t.app, tokens);
});
afterAll(() => t.close());

const metadata = async (contentCode: string, who: string) => {
  const res = await call('GET', `/api/documents/metadata?contentCode=${contentCode}`, who);
  return { status: res.statusCode, body: res.statusCode === 200 ? res.json() : null };
};

describe('metadata from memory', () => {
  it('answers the same document again from memory, with the same body', async () => {
    const first = await metadata('IETF-RFC9110', 'ada');
    const hitsBefore = t.app.hotCache.stats.hits;
    const second = await metadata('IETF-RFC9110', 'ada');
    expect(second).toEqual(first);
    expect(first.body).toMatchObject({ contentCode: 'IETF-RFC9110', designation: 'RFC 9110', publisherCode: 'IETF' });
    expect(t.app.hotCache.stats.hits).toBeGreaterThan(hitsBefore);
  });

  it('writes the answer as JSON of the schema: every field of DocumentMetadata and nothing else, the viewer’s own included', async () => {
    for (const code of ['IETF-RFC9110', 'NIST-FIPS-197', 'W3C-WCAG21']) {
      const res = await call('GET', `/api/documents/metadata?contentCode=${code}`, 'ada');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = res.json();
      expect(DocumentMetadata.strict().safeParse(body).error).toBeUndefined();
      expect(body).toMatchObject({ contentCode: code, contentFavorite: null, hasDeactivatedCompassPoint: false });
    }
  });

  it('never gives one tenant’s answer to another tenant: a NIST document cached for keystone is still 404 on community', async () => {
    expect((await metadata('NIST-FIPS-197', 'ada')).status).toBe(200);
    expect((await metadata('NIST-FIPS-197', 'reader')).status).toBe(404);
    expect((await metadata('NIST-FIPS-197', 'ada')).status).toBe(200);
  });

  it('shows a favorite as soon as it is added and not after it is removed; another user never sees it', async () => {
    const before = await metadata('IETF-RFC8446', 'ada');
    expect(before.body.contentFavorite).toBeNull();
    const added = await call('POST', '/api/content-favorites', 'ada', { content: { contentId: before.body.contentId } });
    expect(added.statusCode).toBe(201);
    expect((await metadata('IETF-RFC8446', 'ada')).body.contentFavorite).toEqual({ id: added.json().id });
    // acme is a company session: no favorites of its own, whatever ada's answer held.
    expect((await metadata('IETF-RFC8446', 'acme')).body.contentFavorite).toBeNull();
    expect((await call('DELETE', `/api/content-favorites/${added.json().id}`, 'ada')).statusCode).toBe(204);
    expect((await metadata('IETF-RFC8446', 'ada')).body.contentFavorite).toBeNull();
  });

  it('shows a new compass point of the account at the next call', async () => {
    const before = await metadata('IETF-RFC7230', 'ada');
    expect(before.body.hasActivatedCompassPoint).toBe(false);
    const made = await call('POST', '/api/v1/compasspoint', 'ada', { name: 'Cached flag', contentID: before.body.contentId, selectionMetadata: { pageNumber: 1 } });
    expect(made.statusCode).toBe(201);
    expect((await metadata('IETF-RFC7230', 'ada')).body.hasActivatedCompassPoint).toBe(true);
  });

  it('records every opening for recently accessed, which lists the document just opened', async () => {
    await metadata('IETF-RFC1035', 'ada');
    await metadata('IETF-RFC5321', 'ada');
    const list = await call('GET', '/api/accessed-documents/current-user?size=2', 'ada');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((d: { contentCode: string }) => d.contentCode)).toEqual(['IETF-RFC5321', 'IETF-RFC1035']);
  });

  it('follows a change of the tenant’s publishers at once', async () => {
    const current = (await call('GET', '/api/admin/tenants/keystone', 'operator')).json();
    expect((await metadata('NIST-SP-800-63-3', 'ada')).status).toBe(200);
    const saved = await call('PUT', '/api/admin/tenants/keystone', 'operator', { config: { ...current.config, publisherCodes: ['IETF', 'W3C'] } });
    expect(saved.statusCode).toBe(200);
    expect((await metadata('NIST-SP-800-63-3', 'ada')).status).toBe(404);
    expect((await call('PUT', '/api/admin/tenants/keystone', 'operator', { config: current.config })).statusCode).toBe(200);
    expect((await metadata('NIST-SP-800-63-3', 'ada')).status).toBe(200);
  });

  it('follows a change of the tenant’s publishers made by another process once the tenant directory reloads', async () => {
    expect((await metadata('NIST-FIPS-140-3', 'ada')).status).toBe(200);
    const [keystone] = await t.db.select().from(tenants).where(eq(tenants.code, 'keystone'));
    await t.db.update(tenants).set({ config: { ...keystone.config, publisherCodes: ['IETF'] } }).where(eq(tenants.id, keystone.id));
    // The other process's invalidation does not reach this one; the tenant directory's reload (TTL) does.
    t.app.tenants.invalidate();
    expect((await metadata('NIST-FIPS-140-3', 'ada')).status).toBe(404);
    await t.db.update(tenants).set({ config: keystone.config }).where(eq(tenants.id, keystone.id));
    t.app.tenants.invalidate();
    expect((await metadata('NIST-FIPS-140-3', 'ada')).status).toBe(200);
  });

  it('answers the new catalogue within a second of an import completing', async () => {
    expect((await metadata('IETF-RFC2119', 'ada')).body.title).not.toBe('Key words, as imported again');
    // What an import does, as seen from the server: the documents change and a run completes.
    await t.db.update(documents).set({ title: 'Key words, as imported again' }).where(eq(documents.contentCode, 'IETF-RFC2119'));
    await t.db.insert(catalogueImports).values({ status: 'completed', phase: 'done', finishedAt: new Date() });
    await new Promise((resolve) => setTimeout(resolve, CATALOGUE_CHECK_MS + 50));
    expect((await metadata('IETF-RFC2119', 'ada')).body.title).toBe('Key words, as imported again');
  });
});
