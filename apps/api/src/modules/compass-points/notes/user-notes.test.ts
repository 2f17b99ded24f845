import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/harness.js';
import { demoCaller, signInDemoUsers } from '../../../../test/demo-users.js';
import { auditEvents, documents, userNotes } from '../../../db/schema/index.js';

/** Personal notes: saved, listed, edited and deleted by their author; a colleague, another account or tenant get a 404. */
let t: TestContext;
const token: Record<string, string> = {};
let rfc9110: number;
let nistDoc: number;

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false', MAIL_CATCHER_PORT: '0' });
  Object.assign(token, await signInDemoUsers(t.app, ['frances', 'radia', 'cpadmin', 'ada', 'acme', 'newbie', 'reader', 'edsger'] as const));
  [{ id: rfc9110 }] = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, 'IETF-RFC9110'));
  [{ id: nistDoc }] = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, 'NIST-SP-800-53-REV-5'));
});
afterAll(() => t.close());

const call = demoCaller(() => t.app, token);
const NOTE = () => ({ contentId: rfc9110, annotationId: 'note-1', noteData: '<selection><contents>stateless</contents></selection>', note: '  Remember this  ' });

describe('personal notes', () => {
  it('saves a note for its author only, trimmed, audited; the same annotation twice is a 409', async () => {
    const res = await call('POST', '/api/user-notes/save', 'frances', NOTE());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ contentId: rfc9110, annotationId: 'note-1', note: 'Remember this' });
    expect((await call('POST', '/api/user-notes/save', 'frances', NOTE())).statusCode).toBe(409);
    expect((await call('GET', `/api/user-notes/${rfc9110}`, 'frances')).json()).toHaveLength(1);
    for (const who of ['radia', 'cpadmin', 'ada']) expect((await call('GET', `/api/user-notes/${rfc9110}`, who)).json()).toEqual([]);
    const types = (await t.db.select({ type: auditEvents.type }).from(auditEvents).where(inArray(auditEvents.type, ['USER_NOTE_CREATED']))).map((e) => e.type);
    expect(types).toEqual(['USER_NOTE_CREATED']);
  });

  it('lets a colleague keep a note with the same annotation id separately', async () => {
    expect((await call('POST', '/api/user-notes/save', 'radia', { ...NOTE(), note: 'Mine' })).statusCode).toBe(201);
    expect((await call('GET', `/api/user-notes/${rfc9110}`, 'radia')).json()).toEqual([expect.objectContaining({ note: 'Mine' })]);
  });

  it('edits and deletes only the author’s note; anyone else gets a 404 and nothing changes', async () => {
    expect((await call('POST', '/api/user-notes/edit', 'ada', { ...NOTE(), note: 'Hijacked' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/user-notes/delete?annotationId=note-1&contentId=${rfc9110}`, 'reader')).statusCode).toBe(404);
    const edited = await call('POST', '/api/user-notes/edit', 'frances', { ...NOTE(), note: 'Edited' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().note).toBe('Edited');
    expect((await call('GET', `/api/user-notes/${rfc9110}`, 'radia')).json()[0].note).toBe('Mine');
    expect((await call('DELETE', `/api/user-notes/delete?annotationId=note-1&contentId=${rfc9110}`, 'frances')).statusCode).toBe(204);
    expect((await call('DELETE', `/api/user-notes/delete?annotationId=note-1&contentId=${rfc9110}`, 'frances')).statusCode).toBe(404);
    expect(await t.db.select().from(userNotes).where(eq(userNotes.note, 'Mine'))).toHaveLength(1);
  });

  it('refuses bad inputs, COMPANY users, unentitled documents', async () => {
    expect((await call('POST', '/api/user-notes/save', 'frances', { ...NOTE(), annotationId: '  ' })).statusCode).toBe(400);
    expect((await call('POST', '/api/user-notes/save', 'frances', { ...NOTE(), note: 'n'.repeat(1301) })).statusCode).toBe(400);
    expect((await call('POST', '/api/user-notes/save', 'frances', { ...NOTE(), contentId: 'x' })).statusCode).toBe(400);
    expect((await call('POST', '/api/user-notes/save', 'frances', { ...NOTE(), contentId: 999_999_999 })).statusCode).toBe(404);
    expect((await call('POST', '/api/user-notes/save', 'newbie', { ...NOTE(), contentId: nistDoc })).statusCode).toBe(403);
    expect((await call('GET', `/api/user-notes/${rfc9110}`, 'acme')).statusCode).toBe(401);
    expect((await call('GET', `/api/user-notes/${rfc9110}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/user-notes/delete?contentId=${rfc9110}`, 'frances')).statusCode).toBe(400);
  });
});

describe("the caller's notes across documents (the notes page)", () => {
  const anchor = (exact: string) => JSON.stringify({ quote: { exact, prefix: '', suffix: '' }, position: { start: 1, end: 2 }, page: 3 });

  it('lists only the caller’s notes, newest change first, each with its document and the text it was made on; paged', async () => {
    const [{ id: rfc9111 }] = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, 'IETF-RFC9111'));
    for (const [contentId, annotationId, note] of [
      [rfc9110, 'page-a', 'First thought'],
      [rfc9111, 'page-b', 'On caching'],
      [rfc9110, 'page-c', 'Latest'],
    ] as const) {
      const res = await call('POST', '/api/user-notes/save', 'edsger', { contentId, annotationId, noteData: anchor(`quote ${annotationId}`), note });
      expect(res.statusCode).toBe(201);
    }
    const first = await call('GET', '/api/user-notes?page=0&size=2', 'edsger');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ totalElements: 3, pageSize: 2 });
    expect(first.json().content).toEqual([
      expect.objectContaining({ annotationId: 'page-c', note: 'Latest', contentCode: 'IETF-RFC9110', designationNo: 'RFC 9110', selectionText: 'quote page-c' }),
      expect.objectContaining({ annotationId: 'page-b', note: 'On caching', contentCode: 'IETF-RFC9111', contentId: rfc9111 }),
    ]);
    expect(first.json().content[0].documentTitle).toMatch(/HTTP Semantics/);
    const second = await call('GET', '/api/user-notes?page=1&size=2', 'edsger');
    expect(second.json().content.map((n: { annotationId: string }) => n.annotationId)).toEqual(['page-a']);
    // A colleague in another account, and another tenant's user, see none of them.
    expect((await call('GET', '/api/user-notes', 'ada')).json().content.map((n: { annotationId: string }) => n.annotationId)).not.toContain('page-c');
    expect((await call('GET', '/api/user-notes', 'reader')).json().content).toEqual([]);
  });

  it('refuses a bad page or size, COMPANY users and callers without a token', async () => {
    expect((await call('GET', '/api/user-notes?size=101', 'edsger')).statusCode).toBe(400);
    expect((await call('GET', '/api/user-notes?page=-1', 'edsger')).statusCode).toBe(400);
    expect((await call('GET', '/api/user-notes', 'acme')).statusCode).toBe(401);
    expect((await call('GET', '/api/user-notes')).statusCode).toBe(401);
  });
});
