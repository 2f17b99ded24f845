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
  Object.assign(token, await signInDemoUsers(t.app, ['frances', 'radia', 'cpadmin', 'ada', 'acme', 'newbie', 'reader'] as const));
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
