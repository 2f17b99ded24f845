/** Personal notes on a document: listed, saved, edited and deleted by their author only; each change audited. */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { LIMITS, type MyNote, type MyNotesPage, type UserNote, type UserNotePayload } from '@codex/domain';
import type { Db } from '../../../db/client.js';
import { documents, userNotes } from '../../../db/schema/index.js';
import { recordAudit } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';
import { assertEntitled, type CompassPointContext } from '../compass-point-store.js';
import { isNoteVisible } from './user-notes.policy.js';

type NoteRow = typeof userNotes.$inferSelect;

const toNote = (row: NoteRow): UserNote => ({
  id: row.id,
  contentId: row.documentId,
  annotationId: row.annotationId,
  noteData: row.noteData,
  note: row.note,
  createdDate: row.createdAt.toISOString(),
  updatedDate: row.updatedAt.toISOString(),
});

const mine = (context: CompassPointContext, documentId: number) =>
  and(eq(userNotes.tenantId, context.principal.tenantId), eq(userNotes.authorId, context.principal.userId), eq(userNotes.documentId, documentId));

async function audit(db: Db, context: CompassPointContext, type: string, row: NoteRow) {
  await recordAudit(db, {
    tenantId: context.principal.tenantId,
    principal: context.principal.login ?? 'anonymousUser',
    type,
    data: { noteId: row.id, documentId: row.documentId, annotationId: row.annotationId },
    requestId: context.requestId,
  });
}

/** GET api/user-notes/{contentId}: the caller's notes on a document. */
export async function notesOf(context: CompassPointContext, documentId: number): Promise<UserNote[]> {
  await assertEntitled(context, documentId);
  const rows = await context.db.select().from(userNotes).where(mine(context, documentId)).orderBy(asc(userNotes.createdAt), asc(userNotes.id));
  return rows.map(toNote);
}

async function findNote(context: CompassPointContext, documentId: number, annotationId: string): Promise<NoteRow> {
  const [row] = await context.db
    .select()
    .from(userNotes)
    .where(and(eq(userNotes.documentId, documentId), eq(userNotes.annotationId, annotationId), eq(userNotes.authorId, context.principal.userId)))
    .limit(1);
  if (!row || !isNoteVisible(context.principal, row)) throw AppError.notFound(`Note ${annotationId}`);
  return row;
}

/** POST api/user-notes/save: a new note; the same annotationId twice is a 409. */
export async function saveNote(context: CompassPointContext, payload: UserNotePayload): Promise<UserNote> {
  await assertEntitled(context, payload.contentId);
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(userNotes)
      .values({ tenantId: context.principal.tenantId, authorId: context.principal.userId, documentId: payload.contentId, annotationId: payload.annotationId, noteData: payload.noteData, note: payload.note })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('conflict', `Note ${payload.annotationId} exists`);
    await audit(tx, context, 'USER_NOTE_CREATED', row);
    return toNote(row);
  });
}

/** POST api/user-notes/edit: the author's own note only (others 404). */
export async function editNote(context: CompassPointContext, payload: UserNotePayload): Promise<UserNote> {
  const before = await findNote(context, payload.contentId, payload.annotationId);
  return context.db.transaction(async (tx) => {
    const [row] = await tx.update(userNotes).set({ noteData: payload.noteData, note: payload.note, updatedAt: new Date() }).where(eq(userNotes.id, before.id)).returning();
    await audit(tx, context, 'USER_NOTE_UPDATED', row);
    return toNote(row);
  });
}

/** DELETE api/user-notes/delete?annotationId&contentId. */
export async function deleteNote(context: CompassPointContext, documentId: number, annotationId: string): Promise<void> {
  const row = await findNote(context, documentId, annotationId);
  await context.db.transaction(async (tx) => {
    await tx.delete(userNotes).where(eq(userNotes.id, row.id));
    await audit(tx, context, 'USER_NOTE_DELETED', row);
  });
}

/** The text a note was made on, from its anchor (noteData is the anchor as JSON); '' when it holds none. */
export function noteSelectionText(noteData: string): string {
  try {
    const exact = (JSON.parse(noteData) as { quote?: { exact?: unknown } } | null)?.quote?.exact;
    return typeof exact === 'string' ? exact.slice(0, LIMITS.highlightPreview) : '';
  } catch {
    return '';
  }
}

/**
 * GET api/user-notes?page&size: the caller's notes across documents, most recently changed first, each with its
 * document. Notes on documents the account is no longer entitled to stay listed: they are the author's own words.
 */
export async function myNotes(context: CompassPointContext, page: number, size: number): Promise<MyNotesPage> {
  const { principal } = context;
  const own = and(eq(userNotes.tenantId, principal.tenantId), eq(userNotes.authorId, principal.userId));
  const [rows, [{ total }]] = await Promise.all([
    context.db
      .select({ note: userNotes, contentCode: documents.contentCode, designationNo: documents.designationNo, documentTitle: documents.title })
      .from(userNotes)
      .innerJoin(documents, eq(documents.id, userNotes.documentId))
      .where(own)
      .orderBy(desc(userNotes.updatedAt), desc(userNotes.id))
      .limit(size)
      .offset(page * size),
    context.db.select({ total: count() }).from(userNotes).where(own),
  ]);
  const content = rows.map(
    (r): MyNote => ({
      id: r.note.id,
      contentId: r.note.documentId,
      contentCode: r.contentCode,
      designationNo: r.designationNo || null,
      documentTitle: r.documentTitle,
      annotationId: r.note.annotationId,
      note: r.note.note,
      selectionText: noteSelectionText(r.note.noteData),
      updatedDate: r.note.updatedAt.toISOString(),
    }),
  );
  return { content, totalElements: Number(total), pageSize: size };
}
