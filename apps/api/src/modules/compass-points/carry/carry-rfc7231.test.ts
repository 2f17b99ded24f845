import { describe as describeRange, type Selector } from '@codex/anchoring';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { auditEvents, compassPointAudits, compassPoints, documents, documentTexts } from '../../../db/schema/index.js';
import { paginateRfc, rfcPdfPageAt } from '../../../rendering/index.js';
import { signInDemo } from '../../../../test/demo-users.js';

/**
 * Issue 16 item 8, Done when: compass points made through the API on hand-picked passages of RFC 7231 are carried
 * to RFC 9110, and each outcome is checked against those passages.
 */
let t: TestContext;
let token: string;
let rfc7231: { id: number; text: string };
let rfc9110: { id: number; text: string };

async function edition(contentCode: string) {
  const [row] = await t.db.select({ id: documents.id, text: documentTexts.body }).from(documents).innerJoin(documentTexts, eq(documentTexts.documentId, documents.id)).where(eq(documents.contentCode, contentCode));
  return row;
}

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The raw range of a sentence in an RFC's text, whatever line breaks and indentation sit between its words. */
function rangeOf(text: string, sentence: string) {
  const pattern = new RegExp(sentence.split(' ').map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+'), 'g');
  const matches = [...text.matchAll(pattern)];
  if (matches.length !== 1) throw new Error(`${matches.length} times in the text: ${sentence}`);
  return { start: matches[0].index!, end: matches[0].index! + matches[0][0].length };
}

/** A compass point on a passage of RFC 7231, made as the viewer makes one: quote, position and page. */
async function compassPointOn(sentence: string, name: string) {
  const { start, end } = rangeOf(rfc7231.text, sentence);
  const page = rfcPdfPageAt(paginateRfc(rfc7231.text), rfc7231.text, start);
  const [quote, position] = describeRange(rfc7231.text, start, end) as [Extract<Selector, { type: 'TextQuoteSelector' }>, Extract<Selector, { type: 'TextPositionSelector' }>];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/compasspoint',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      name,
      description: `Why ${name} matters`,
      overlayDetails: 'Checked in the 2026 audit',
      contentID: rfc7231.id,
      selectionMetadata: { pageNumber: page, annotationID: crypto.randomUUID() },
      anchor: { quote: { exact: quote.exact, prefix: quote.prefix, suffix: quote.suffix }, position: { start: position.start, end: position.end }, page },
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().compassPointID as number;
}

const PASSAGES = {
  exact: 'The OPTIONS method requests information about the communication options available for the target resource',
  moved: 'The request method token is the primary source of request semantics',
  changed: 'A payload within a GET request message has no defined semantics',
  renamed: 'The 413 (Payload Too Large) status code indicates that the server is refusing to process a request',
  notFound: 'A new requirement has been added that semantics embedded in a URI be disabled when those semantics are inconsistent with the request method',
};
const ids: Record<keyof typeof PASSAGES, number> = { exact: 0, moved: 0, changed: 0, renamed: 0, notFound: 0 };

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  token = await signInDemo(t.app, 'frances');
  rfc7231 = await edition('IETF-RFC7231');
  rfc9110 = await edition('IETF-RFC9110');
  for (const [key, sentence] of Object.entries(PASSAGES)) ids[key as keyof typeof PASSAGES] = await compassPointOn(sentence, key);
});
afterAll(() => t.close());

const post = () => t.app.inject({ method: 'POST', url: '/api/v1/compasspoint/carry', headers: { authorization: `Bearer ${token}` }, payload: { contentID: rfc7231.id } });

describe('carrying the compass points of RFC 7231 to RFC 9110', () => {
  it('previews each outcome against the hand-picked passages', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/compasspoint/carry?contentID=${rfc7231.id}`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    expect(preview.source).toEqual({ contentID: rfc7231.id, contentCode: 'IETF-RFC7231', designation: 'RFC 7231' });
    expect(preview.target).toEqual({ contentID: rfc9110.id, contentCode: 'IETF-RFC9110', designation: 'RFC 9110' });
    const bySource = new Map(preview.compassPoints.map((c: { sourceId: number }) => [c.sourceId, c]));
    expect(bySource.get(ids.exact)).toMatchObject({ outcome: 'exact', oldText: PASSAGES.exact, newText: PASSAGES.exact, alreadyCarried: false, createdUserName: 'Frances Allen' });
    expect(bySource.get(ids.moved)).toMatchObject({ outcome: 'moved', oldText: PASSAGES.moved, newText: PASSAGES.moved });
    expect(bySource.get(ids.changed)).toMatchObject({ outcome: 'changed', oldText: PASSAGES.changed, newText: 'content received in a GET request has no generally defined semantics' });
    expect(bySource.get(ids.renamed)).toMatchObject({ outcome: 'changed', newText: 'The 413 (Content Too Large) status code indicates that the server is refusing to process a request' });
    expect(bySource.get(ids.notFound)).toMatchObject({ outcome: 'not-found', oldText: PASSAGES.notFound, newText: null, newPage: null });
    expect(preview.carryable).toBe(4);
  });

  it('makes each found one a compass point of RFC 9110 on its passage and page, and leaves the not-found one alone', async () => {
    const res = await post();
    expect(res.statusCode).toBe(200);
    const results = new Map(res.json().results.map((r: { sourceId: number }) => [r.sourceId, r]));
    expect(results.get(ids.notFound)).toEqual({ sourceId: ids.notFound, outcome: 'not-found', result: 'not-found', newCompassPointID: null, newCompassPointUUID: null, oldText: PASSAGES.notFound, newText: null });
    const pages = paginateRfc(rfc9110.text);
    for (const key of ['exact', 'moved', 'changed', 'renamed'] as const) {
      const result = results.get(ids[key]) as { result: string; newCompassPointID: number; newText: string };
      expect(result.result).toBe('carried');
      const [made] = await t.db.select().from(compassPoints).where(eq(compassPoints.id, result.newCompassPointID));
      const { start, end } = made.anchor!.position!;
      // The new anchor is the passage in RFC 9110's text, on the PDF page that text is printed on.
      expect(flat(rfc9110.text.slice(start, end))).toBe(result.newText);
      expect(made.anchor!.quote!.exact).toBe(rfc9110.text.slice(start, end));
      expect(made).toMatchObject({ documentId: rfc9110.id, name: key, description: `Why ${key} matters`, overlayDetails: 'Checked in the 2026 audit', status: 'ACTIVE', sourceCompassPointId: ids[key] });
      expect(made.anchor!.page).toBe(rfcPdfPageAt(pages, rfc9110.text, start));
      expect(made.selectionMetadata).toMatchObject({ sourceCompassPointId: ids[key], pageNumber: made.anchor!.page, selectionText: made.anchor!.quote!.exact });
      expect(made.selectionData).toContain('<selection><contents>');
      const [history] = await t.db.select().from(compassPointAudits).where(eq(compassPointAudits.compassPointId, made.id));
      expect(history).toMatchObject({ dbTransactionType: 'INSERT', current: { carriedFrom: { compassPointId: ids[key], contentCode: 'IETF-RFC7231', designation: 'RFC 7231' } } });
    }
    const carriedEvents = await t.db.select().from(auditEvents).where(eq(auditEvents.type, 'COMPASS_POINT_CARRIED'));
    expect(carriedEvents).toHaveLength(4);
    // The sources stay on RFC 7231, active, the not-found one included.
    const sources = await t.db.select({ id: compassPoints.id, status: compassPoints.status }).from(compassPoints).where(and(eq(compassPoints.documentId, rfc7231.id), eq(compassPoints.status, 'ACTIVE')));
    expect(sources.map((s) => s.id).sort()).toEqual(Object.values(ids).sort());
  });

  it('puts the carried passage on the RFC 9110 PDF page whose text holds it', async () => {
    const [made] = await t.db.select().from(compassPoints).where(eq(compassPoints.sourceCompassPointId, ids.exact));
    const pages = paginateRfc(rfc9110.text);
    const page = pages[made.anchor!.page! - 2];
    expect(flat(page.lines.join('\n'))).toContain(PASSAGES.exact);
  });

  it('never carries twice: a second carry answers already-carried with the first copies', async () => {
    const before = await t.db.select({ id: compassPoints.id }).from(compassPoints).where(eq(compassPoints.documentId, rfc9110.id));
    const res = await post();
    expect(res.statusCode).toBe(200);
    const again = res.json().results;
    expect(again.filter((r: { result: string }) => r.result === 'already-carried')).toHaveLength(4);
    expect(again.find((r: { sourceId: number }) => r.sourceId === ids.notFound).result).toBe('not-found');
    expect(await t.db.select({ id: compassPoints.id }).from(compassPoints).where(eq(compassPoints.documentId, rfc9110.id))).toHaveLength(before.length);
    const preview = (await t.app.inject({ method: 'GET', url: `/api/v1/compasspoint/carry?contentID=${rfc7231.id}`, headers: { authorization: `Bearer ${token}` } })).json();
    expect(preview.carryable).toBe(0);
    expect(preview.compassPoints.find((c: { sourceId: number }) => c.sourceId === ids.exact)).toMatchObject({ alreadyCarried: true, carriedCompassPointID: expect.any(Number) });
  });

  it('shows the carried one in the list of RFC 9110 and its history says where it came from', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/compasspoint/list?contentCode=IETF-RFC9110', headers: { authorization: `Bearer ${token}` } });
    const carried = list.json().filter((c: { selectionMetadata: { sourceCompassPointId?: number } }) => c.selectionMetadata.sourceCompassPointId === ids.changed);
    expect(carried).toHaveLength(1);
    const history = await t.app.inject({ method: 'GET', url: `/api/v1/audits/compassPoint/${carried[0].compassPointID}/all`, headers: { authorization: `Bearer ${token}` } });
    expect(history.json().content[0]).toMatchObject({ dbTransactionType: 'INSERT', auditData: { current: { carriedFrom: { designation: 'RFC 7231' } } } });
  });
});
