import { describe as describeRange, type Selector } from '@codex/anchoring';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoCaller, signInDemoUsers } from '../../../../test/demo-users.js';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { compassPointAudits, compassPoints, documents, documentTexts } from '../../../db/schema/index.js';
import { paginateRfc, rfcPdfPageAt } from '../../../rendering/index.js';

/**
 * Compass points as W3C Web Annotations (docs/adr/0061): the export is Web Annotation JSON-LD, an export imported
 * into the same edition gives the same passages, and one of RFC 7231 imported into RFC 9110 lands where the carry
 * puts the same compass points; what does not anchor is listed with the reason.
 */

// The W3C Web Annotation Data Model (https://www.w3.org/TR/annotation-model/), the parts an export uses, written
// from the model itself rather than from our own schema.
const IRI = z.string().regex(/^[a-z][a-z0-9+.-]*:\S+$/i);
const DATE_TIME = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
const MOTIVATIONS = ['assessing', 'bookmarking', 'classifying', 'commenting', 'describing', 'editing', 'highlighting', 'identifying', 'linking', 'moderating', 'questioning', 'replying', 'tagging'] as const;
const W3C = {
  TextQuoteSelector: z.object({ type: z.literal('TextQuoteSelector'), exact: z.string().min(1), prefix: z.string().optional(), suffix: z.string().optional() }).strict(),
  TextPositionSelector: z.object({ type: z.literal('TextPositionSelector'), start: z.number().int().min(0), end: z.number().int().min(0) }).strict(),
  FragmentSelector: z.object({ type: z.literal('FragmentSelector'), value: z.string().min(1), conformsTo: IRI.optional() }).strict(),
};
const W3cSelector = z.discriminatedUnion('type', [W3C.TextQuoteSelector, W3C.TextPositionSelector, W3C.FragmentSelector]);
const W3cTextualBody = z.object({ type: z.literal('TextualBody'), value: z.string(), purpose: z.enum(MOTIVATIONS).optional(), format: z.string().regex(/^[a-z]+\/[a-z0-9.+-]+$/).optional(), language: z.string().optional() });
const W3cAnnotation = z.object({
  id: IRI,
  type: z.literal('Annotation'),
  motivation: z.enum(MOTIVATIONS).optional(),
  creator: z.object({ type: z.literal('Person'), name: z.string().min(1), nickname: z.string().optional(), email: z.string().regex(/^mailto:.+@.+$/).optional() }).optional(),
  created: DATE_TIME.optional(),
  modified: DATE_TIME.optional(),
  generator: z.object({ id: IRI, type: z.literal('Software'), name: z.string() }).optional(),
  body: z.array(W3cTextualBody).optional(),
  target: z.object({ type: z.literal('SpecificResource').optional(), source: IRI, selector: z.array(W3cSelector).min(1) }),
});
const W3cCollection = z.object({
  '@context': z.literal('http://www.w3.org/ns/anno.jsonld'),
  id: IRI,
  type: z.literal('AnnotationCollection'),
  label: z.string().optional(),
  total: z.number().int().min(0),
  first: z.object({ id: IRI, type: z.literal('AnnotationPage'), partOf: IRI.optional(), startIndex: z.number().int().min(0).optional(), items: z.array(W3cAnnotation) }),
  last: IRI.optional(),
});

let t: TestContext;
const token: Record<string, string> = {};
const call = demoCaller(() => t.app, token);
const rfc: Record<'rfc7231' | 'rfc9110', { id: number; text: string }> = { rfc7231: { id: 0, text: '' }, rfc9110: { id: 0, text: '' } };

async function edition(contentCode: string) {
  const [row] = await t.db.select({ id: documents.id, text: documentTexts.body }).from(documents).innerJoin(documentTexts, eq(documentTexts.documentId, documents.id)).where(eq(documents.contentCode, contentCode));
  return row;
}

function rangeOf(text: string, sentence: string) {
  const pattern = new RegExp(sentence.split(' ').map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+'), 'g');
  const matches = [...text.matchAll(pattern)];
  if (matches.length !== 1) throw new Error(`${matches.length} times in the text: ${sentence}`);
  return { start: matches[0].index!, end: matches[0].index! + matches[0][0].length };
}

/** A compass point on a passage, made as the viewer makes one: quote, position and page. */
async function compassPointOn(who: string, edition: { id: number; text: string }, sentence: string, fields: { name: string; description?: string; overlayDetails?: string }) {
  const { start, end } = rangeOf(edition.text, sentence);
  const page = rfcPdfPageAt(paginateRfc(edition.text), edition.text, start);
  const [quote, position] = describeRange(edition.text, start, end) as [Extract<Selector, { type: 'TextQuoteSelector' }>, Extract<Selector, { type: 'TextPositionSelector' }>];
  const res = await call('POST', '/api/v1/compasspoint', who, {
    ...fields,
    contentID: edition.id,
    selectionMetadata: { pageNumber: page, annotationID: crypto.randomUUID() },
    anchor: { quote: { exact: quote.exact, prefix: quote.prefix, suffix: quote.suffix }, position: { start, end: position.end }, page },
  });
  expect(res.statusCode).toBe(201);
  return res.json().compassPointID as number;
}

const exportOf = (who: string, contentCode?: string) => call('GET', `/api/v1/compasspoint/annotations${contentCode ? `?contentCode=${contentCode}` : ''}`, who);
const importInto = (who: string, contentCode: string, body: unknown) => call('POST', `/api/v1/compasspoint/annotations?contentCode=${contentCode}`, who, body);

const ON_9110 = {
  methods: 'The request method token is the primary source of request semantics',
  options: 'The OPTIONS method requests information about the communication options available for the target resource',
};
const ON_7231 = {
  exact: 'The OPTIONS method requests information about the communication options available for the target resource',
  moved: 'The request method token is the primary source of request semantics',
  changed: 'A payload within a GET request message has no defined semantics',
  renamed: 'The 413 (Payload Too Large) status code indicates that the server is refusing to process a request',
  notFound: 'A new requirement has been added that semantics embedded in a URI be disabled when those semantics are inconsistent with the request method',
};

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  Object.assign(token, await signInDemoUsers(t.app, ['frances', 'radia', 'ada'] as const));
  rfc.rfc7231 = await edition('IETF-RFC7231');
  rfc.rfc9110 = await edition('IETF-RFC9110');
  await compassPointOn('frances', rfc.rfc9110, ON_9110.methods, { name: 'Method semantics', description: 'Why the method matters', overlayDetails: 'Checked in the 2026 audit' });
  await compassPointOn('radia', rfc.rfc9110, ON_9110.options, { name: 'Options' });
});
afterAll(() => t.close());

describe('the export', () => {
  it('is a W3C AnnotationCollection in JSON-LD with the annotation content type', async () => {
    const res = await exportOf('frances', 'IETF-RFC9110');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/ld\+json; profile="http:\/\/www\.w3\.org\/ns\/anno\.jsonld"/);
    const collection = W3cCollection.parse(res.json());
    expect(collection.total).toBe(2);
    expect(collection.first.items).toHaveLength(2);
    expect(collection.id).toBe('http://localhost/api/v1/compasspoint/annotations?contentCode=IETF-RFC9110');
  });

  it('maps a compass point to the W3C model: its link, creator, texts, quote, position, PDF page and history', async () => {
    const items = (await exportOf('radia', 'IETF-RFC9110')).json().first.items as z.infer<typeof W3cAnnotation>[];
    const [point] = await t.db.select().from(compassPoints).where(eq(compassPoints.name, 'Method semantics'));
    const annotation = items.find((a) => a.id === `http://localhost/compasspoint/${point.uuid}`)!;
    expect(annotation).toMatchObject({
      motivation: 'commenting',
      creator: { type: 'Person', name: 'Frances Allen', email: expect.stringMatching(/^mailto:/) },
      created: point.createdAt.toISOString(),
      modified: point.updatedAt.toISOString(),
      body: [
        { type: 'TextualBody', purpose: 'identifying', format: 'text/plain', value: 'Method semantics' },
        { type: 'TextualBody', purpose: 'commenting', format: 'text/plain', value: 'Why the method matters' },
        { type: 'TextualBody', purpose: 'describing', format: 'text/plain', value: 'Checked in the 2026 audit' },
      ],
      target: { source: 'http://localhost/document?contentCode=IETF-RFC9110' },
      'iana:version-history': { id: `http://localhost/compass-points-change-history/${point.id}/${rfc.rfc9110.id}/IETF-RFC9110` },
    });
    const { start, end } = rangeOf(rfc.rfc9110.text, ON_9110.methods);
    expect(annotation.target.selector).toEqual([
      { type: 'TextQuoteSelector', exact: rfc.rfc9110.text.slice(start, end), prefix: point.anchor!.quote!.prefix, suffix: point.anchor!.quote!.suffix },
      { type: 'TextPositionSelector', start, end },
      { type: 'FragmentSelector', conformsTo: 'http://tools.ietf.org/rfc/rfc3778', value: `page=${point.anchor!.page}` },
    ]);
    // A compass point with a name alone is a highlight.
    const highlight = items.find((a) => a.creator?.name === 'Radia Perlman')!;
    expect(highlight).toMatchObject({ motivation: 'highlighting', body: [{ type: 'TextualBody', purpose: 'identifying', format: 'text/plain', value: 'Options' }] });
  });

  it("exports every active compass point of the caller's account without contentCode, and none of another account", async () => {
    const account = W3cCollection.parse((await exportOf('frances')).json());
    expect(account.id).toBe('http://localhost/api/v1/compasspoint/annotations');
    expect(account.first.items.map((a) => a.target.source)).toEqual(expect.arrayContaining(['http://localhost/document?contentCode=IETF-RFC9110']));
    expect(account.total).toBe(account.first.items.length);
    expect((await exportOf('ada', 'IETF-RFC9110')).json()).toMatchObject({ total: 0, first: { items: [] } });
  });

  it('leaves out deactivated compass points', async () => {
    const id = await compassPointOn('frances', rfc.rfc9110, 'The GET method requests transfer of a current selected representation for the target resource', { name: 'Soon gone' });
    expect((await call('POST', `/api/v1/compasspoint/deactivate/${id}`, 'frances')).statusCode).toBe(200);
    const names = (await exportOf('frances', 'IETF-RFC9110')).json().first.items.map((a: { body: { value: string }[] }) => a.body[0]?.value);
    expect(names).not.toContain('Soon gone');
  });
});

describe('export, then import', () => {
  it('round-trips within RFC 9110: the same quotes, positions and pages, into another account', async () => {
    const exported = (await exportOf('frances', 'IETF-RFC9110')).json();
    const res = await importInto('ada', 'IETF-RFC9110', exported);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ contentCode: 'IETF-RFC9110', designation: 'RFC 9110', total: 2, notImported: [] });
    expect(answer.imported.map((i: { outcome: string }) => i.outcome)).toEqual(['exact', 'exact']);
    const again = W3cCollection.parse((await exportOf('ada', 'IETF-RFC9110')).json());
    const selectorsOf = (c: z.infer<typeof W3cCollection>) => c.first.items.map((a) => a.target.selector).sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));
    expect(selectorsOf(again)).toEqual(selectorsOf(W3cCollection.parse(exported)));
    expect(again.first.items.map((a) => a.body)).toEqual(expect.arrayContaining(exported.first.items.map((a: { body: unknown }) => a.body)));
  });

  it('saves the history of an imported one as imported, from which annotation', async () => {
    const exported = (await exportOf('frances', 'IETF-RFC9110')).json();
    // One Annotation on its own, with its @context.
    const res = await importInto('ada', 'IETF-RFC9110', { '@context': 'http://www.w3.org/ns/anno.jsonld', ...exported.first.items[0] });
    expect(res.statusCode).toBe(200);
    const { imported } = res.json();
    expect(imported).toHaveLength(1);
    const [history] = await t.db.select().from(compassPointAudits).where(eq(compassPointAudits.compassPointId, imported[0].compassPointID));
    expect(history).toMatchObject({ dbTransactionType: 'INSERT', current: { importedFrom: { annotationId: exported.first.items[0].id, source: 'http://localhost/document?contentCode=IETF-RFC9110' } } });
    const shown = await call('GET', `/api/v1/audits/compassPoint/${imported[0].compassPointID}/all`, 'ada');
    expect(shown.json().content[0]).toMatchObject({ dbTransactionType: 'INSERT', auditData: { current: { importedFrom: { annotationId: exported.first.items[0].id } } } });
  });

  it('does not make a second copy of a compass point already active on the document in the account', async () => {
    const exported = (await exportOf('frances', 'IETF-RFC9110')).json();
    const before = await t.db.select({ id: compassPoints.id }).from(compassPoints);
    const answer = (await importInto('frances', 'IETF-RFC9110', exported)).json();
    expect(answer.imported).toEqual([]);
    expect(answer.notImported.map((n: { reason: string }) => n.reason)).toEqual(['already-present', 'already-present']);
    expect(await t.db.select({ id: compassPoints.id }).from(compassPoints)).toHaveLength(before.length);
  });
});

describe('an export of RFC 7231 imported into RFC 9110', () => {
  it('anchors each compass point where the carry puts it, and lists the one that is not in RFC 9110', async () => {
    const ids: Record<string, number> = {};
    for (const [key, sentence] of Object.entries(ON_7231)) ids[key] = await compassPointOn('radia', rfc.rfc7231, sentence, { name: key, description: `Why ${key} matters` });
    const exported = (await exportOf('radia', 'IETF-RFC7231')).json();
    const res = await importInto('radia', 'IETF-RFC9110', exported);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    // The carry of the same compass points, as the dialog previews and then makes them.
    const preview = (await call('GET', `/api/v1/compasspoint/carry?contentID=${rfc.rfc7231.id}`, 'radia')).json();
    const carried = (await call('POST', '/api/v1/compasspoint/carry', 'radia', { contentID: rfc.rfc7231.id })).json();
    const uuidOf = new Map(preview.compassPoints.map((c: { sourceId: number; compassPointUUID: string }) => [c.compassPointUUID, c.sourceId]));
    const sourceOf = (annotationId: string) => uuidOf.get(annotationId.split('/').pop()!) as number;
    for (const item of preview.compassPoints as { sourceId: number; outcome: string; newText: string | null }[]) {
      const mine = [...answer.imported, ...answer.notImported].find((i: { annotationId: string }) => sourceOf(i.annotationId) === item.sourceId);
      if (item.outcome === 'not-found') {
        expect(mine).toMatchObject({ reason: 'not-found', text: ON_7231.notFound });
        continue;
      }
      expect(mine).toMatchObject({ outcome: item.outcome, text: item.newText });
      const made = carried.results.find((r: { sourceId: number }) => r.sourceId === item.sourceId);
      const [fromCarry] = await t.db.select().from(compassPoints).where(eq(compassPoints.id, made.newCompassPointID));
      const [fromImport] = await t.db.select().from(compassPoints).where(eq(compassPoints.id, mine.compassPointID));
      expect(fromImport.anchor).toEqual(fromCarry.anchor);
      expect(fromImport).toMatchObject({ documentId: rfc.rfc9110.id, name: fromCarry.name, description: fromCarry.description });
    }
    expect(answer.imported.map((i: { outcome: string }) => i.outcome).sort()).toEqual(['changed', 'changed', 'exact', 'moved']);
    expect(sourceOf(answer.notImported[0].annotationId)).toBe(ids.notFound);
  });
});
