import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedState } from '../../../../test/compass-point-state.js';
import { DEMO_USERS, demoCaller, signInDemoUsers } from '../../../../test/demo-users.js';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { accounts, compassPoints, documents } from '../../../db/schema/index.js';

/**
 * Who may export and import annotations (docs/adr/0061): the rules of creating a compass point, checked before the
 * body is read; bad input is a 400 of the error model; annotations of other tools, and those that do not anchor.
 */
let t: TestContext;
const token: Record<string, string> = {};
const call = demoCaller(() => t.app, token);
const doc: Record<string, number> = {};

const CONTEXT = 'http://www.w3.org/ns/anno.jsonld';
const OPTIONS = 'The OPTIONS method requests information about the communication options available for the target resource';
/** An annotation as another tool writes one of RFC 9110 at the RFC Editor: a quote, no name, a comment. */
const foreign = (exact: string, extra: Record<string, unknown> = {}) => ({
  type: 'Annotation',
  id: `https://annotations.example/${encodeURIComponent(exact.slice(0, 12))}`,
  motivation: 'commenting',
  body: { type: 'TextualBody', value: 'Worth a second look', format: 'text/plain' },
  target: { source: 'https://www.rfc-editor.org/rfc/rfc9110.html', selector: [{ type: 'RangeSelector' }, { type: 'TextQuoteSelector', exact }] },
  ...extra,
});
const collection = (items: unknown[]) => ({ '@context': CONTEXT, type: 'AnnotationCollection', total: items.length, first: { type: 'AnnotationPage', items } });

const importInto = (who: string | undefined, contentCode: string, body: unknown) => call('POST', `/api/v1/compasspoint/annotations?contentCode=${contentCode}`, who, body);

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  Object.assign(token, await signInDemoUsers(t.app, ['frances', 'ada', 'acme', 'reader'] as const));
  for (const code of ['IETF-RFC9110', 'NIST-SP-800-53-REV-5']) {
    const [row] = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, code));
    doc[code] = row.id;
  }
});
afterAll(() => t.close());

describe('who may export and import', () => {
  it('answers 401 without sign-in and to a COMPANY user, saving nothing', async () => {
    const before = await savedState(t.db);
    for (const who of [undefined, 'acme']) {
      expect((await call('GET', '/api/v1/compasspoint/annotations?contentCode=IETF-RFC9110', who)).statusCode).toBe(401);
      expect((await call('GET', '/api/v1/compasspoint/annotations', who)).statusCode).toBe(401);
      const res = await importInto(who, 'IETF-RFC9110', collection([foreign(OPTIONS)]));
      expect(res.statusCode).toBe(401);
    }
    expect(await savedState(t.db)).toEqual(before);
  });

  it('refuses a user not entitled to the document exactly as creating a compass point does, before reading the body', async () => {
    const before = await savedState(t.db);
    const create = await call('POST', '/api/v1/compasspoint', 'ada', { name: 'Refused', contentID: doc['NIST-SP-800-53-REV-5'] });
    expect(create.statusCode).toBe(403);
    // The body is not even an annotation: the refusal comes first.
    const imported = await importInto('ada', 'NIST-SP-800-53-REV-5', { not: 'an annotation' });
    expect(imported.statusCode).toBe(403);
    expect({ status: imported.json().status, detail: imported.json().detail }).toEqual({ status: create.json().status, detail: create.json().detail });
    expect(imported.json().detail).toBe('User is not entitled for the Document');
    expect((await call('GET', '/api/v1/compasspoint/annotations?contentCode=NIST-SP-800-53-REV-5', 'ada')).statusCode).toBe(403);
    expect(await savedState(t.db)).toEqual(before);
  });

  it("finds no document another tenant's catalogue holds (404), as creating a compass point", async () => {
    expect(DEMO_USERS.reader.host).toBe('community.localhost');
    const create = await call('POST', '/api/v1/compasspoint', 'reader', { name: 'Refused', contentID: doc['NIST-SP-800-53-REV-5'] });
    const imported = await importInto('reader', 'NIST-SP-800-53-REV-5', collection([foreign(OPTIONS)]));
    expect([create.statusCode, imported.statusCode]).toEqual([404, 404]);
    expect(imported.json()).toMatchObject({ status: 404, type: expect.stringContaining('not-found') });
    expect((await call('GET', '/api/v1/compasspoint/annotations?contentCode=NIST-SP-800-53-REV-5', 'reader')).statusCode).toBe(404);
    expect((await importInto('frances', 'IETF-RFC99999', collection([foreign(OPTIONS)]))).statusCode).toBe(404);
  });

  it('answers 403 to an account without compassPointFlag', async () => {
    await t.db.update(accounts).set({ compassPointFlag: false }).where(eq(accounts.accountNumber, '100200'));
    try {
      const res = await importInto('frances', 'IETF-RFC9110', collection([foreign(OPTIONS)]));
      expect(res.json()).toMatchObject({ status: 403, detail: 'Compass points are not enabled at account level setting' });
      expect((await call('GET', '/api/v1/compasspoint/annotations', 'frances')).statusCode).toBe(403);
    } finally {
      await t.db.update(accounts).set({ compassPointFlag: true }).where(eq(accounts.accountNumber, '100200'));
    }
  });
});

describe('bad input', () => {
  const fieldsOf = (res: { json(): { fieldErrors?: { field: string; message: string }[] } }) => res.json().fieldErrors?.map((f) => `${f.field}:${f.message}`);

  it('answers 400 in the error model to what is not Web Annotation JSON-LD, saving nothing', async () => {
    const before = await savedState(t.db);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/compasspoint/annotations?contentCode=IETF-RFC9110',
      headers: { authorization: `Bearer ${token.frances}`, 'content-type': 'application/ld+json' },
      payload: '{"@context": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ status: 400, message: 'error.malformed.json', detail: 'The request body is not valid JSON' });
    const noContext = await importInto('frances', 'IETF-RFC9110', { type: 'AnnotationCollection', first: { type: 'AnnotationPage', items: [foreign(OPTIONS)] } });
    expect(noContext.statusCode).toBe(400);
    expect(fieldsOf(noContext)).toEqual(['@context:WebAnnotationContext']);
    const otherContext = await importInto('frances', 'IETF-RFC9110', { ...collection([foreign(OPTIONS)]), '@context': 'https://schema.org' });
    expect(fieldsOf(otherContext)).toEqual(['@context:WebAnnotationContext']);
    const notAnnotation = await importInto('frances', 'IETF-RFC9110', { '@context': CONTEXT, type: 'Person', name: 'Ada' });
    expect(fieldsOf(notAnnotation)).toEqual(['type:NotWebAnnotation']);
    const noTarget = await importInto('frances', 'IETF-RFC9110', collection([{ type: 'Annotation', body: 'x' }]));
    expect(fieldsOf(noTarget)).toEqual(['first.items.0.target:Invalid']);
    const badSelector = await importInto('frances', 'IETF-RFC9110', collection([foreign(OPTIONS, { target: { source: 'urn:x', selector: { type: 'TextPositionSelector', start: 9 } } })]));
    expect(badSelector.statusCode).toBe(400);
    expect(badSelector.json().fieldErrors.length).toBeGreaterThan(0);
    const unembedded = await importInto('frances', 'IETF-RFC9110', { '@context': CONTEXT, type: 'AnnotationCollection', first: 'https://annotations.example/page1' });
    expect(unembedded.statusCode).toBe(400);
    expect(await savedState(t.db)).toEqual(before);
  });

  it('refuses more than 500 annotations in one import', async () => {
    const before = await savedState(t.db);
    const res = await importInto('frances', 'IETF-RFC9110', collection(Array.from({ length: 501 }, () => foreign(OPTIONS))));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['first.items:Size']);
    expect(await savedState(t.db)).toEqual(before);
  });

  it('refuses an import into a document without full text', async () => {
    const res = await importInto('frances', 'NIST-SP-800-53-REV-5', collection([foreign(OPTIONS)]));
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-app-error']).toBe('compassPoint.noFullText');
  });
});

describe('annotations of other tools, and those that do not anchor', () => {
  it('imports a highlight from the RFC Editor, named by its passage, and lists every one that does not anchor with the reason', async () => {
    const items = [
      foreign(OPTIONS),
      foreign('A new requirement has been added that semantics embedded in a URI be disabled when those semantics are inconsistent with the request method'),
      { ...foreign(OPTIONS), target: 'https://www.rfc-editor.org/rfc/rfc9110.html' },
      { ...foreign(OPTIONS), target: { source: 'https://annotations.example/other', selector: { type: 'TextPositionSelector', start: 10, end: 40 } } },
      { ...foreign(OPTIONS), target: { source: 'https://annotations.example/other', selector: { type: 'CssSelector', value: '#section-9' } } },
      foreign(OPTIONS, { body: [{ type: 'TextualBody', purpose: 'identifying', value: 'n'.repeat(256) }] }),
    ];
    const res = await importInto('frances', 'IETF-RFC9110', collection(items));
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.total).toBe(6);
    expect(answer.imported).toEqual([{ index: 0, annotationId: items[0].id, outcome: 'exact', compassPointID: expect.any(Number), compassPointUUID: expect.any(String), text: OPTIONS }]);
    expect(answer.notImported.map((n: { index: number; reason: string; fields: string[] }) => [n.index, n.reason, n.fields])).toEqual([
      [1, 'not-found', []],
      [2, 'no-text-selector', []],
      [3, 'no-text-selector', []],
      [4, 'no-text-selector', []],
      [5, 'too-long', ['name']],
    ]);
    const [made] = await t.db.select().from(compassPoints).where(eq(compassPoints.id, answer.imported[0].compassPointID));
    // The tenant requires a name: the passage names it; the comment is its description.
    expect(made).toMatchObject({ name: OPTIONS, description: 'Worth a second look', overlayDetails: '', documentId: doc['IETF-RFC9110'], status: 'ACTIVE' });
    expect(made.anchor!.page).toBeGreaterThan(0);
  });
});
