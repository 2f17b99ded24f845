import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MyNotesPage, MyNotesQuery, UserNote, UserNotePayload } from '@codex/domain';
import { compassPointGate } from '../compass-point-gate.js';
import { ContentIdParams, DeleteNoteQuery } from './user-notes.schema.js';
import { deleteNote, editNote, myNotes, notesOf, saveNote } from './user-notes.service.js';
import { access } from '../../../lib/access-rules.js';

/**
 * Personal notes (groups-sharing-session-shell.md sections 3 and 7): the same callers as compass points
 * (individuals of accounts with compassPointFlag, on documents they are entitled to); a note is its author's only.
 */
const userNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const tags = ['user-notes'];
  const gate = compassPointGate(db);
  const auth = { config: { access: access.session('self') }, onRequest: gate.mayUse };
  const context = gate.context;

  // The reader's notes page (page type notes): every note of the caller, with its document.
  app.get(
    '/api/user-notes',
    { schema: { tags, summary: "The caller's notes across documents, most recently changed first, paged", querystring: MyNotesQuery, response: { 200: MyNotesPage } }, ...auth },
    async (request) => myNotes(await context(request), request.query.page, request.query.size),
  );

  app.get(
    '/api/user-notes/:contentId',
    { schema: { tags, summary: "The caller's notes on a document", params: ContentIdParams, response: { 200: z.array(UserNote) } }, ...auth },
    async (request) => notesOf(await context(request), request.params.contentId),
  );

  app.post(
    '/api/user-notes/save',
    { schema: { tags, summary: 'Saves a new note (409 when the annotationId exists)', body: UserNotePayload, response: { 201: UserNote } }, ...auth },
    async (request, reply) => reply.code(201).send(await saveNote(await context(request), request.body)),
  );

  app.post(
    '/api/user-notes/edit',
    { schema: { tags, summary: "Edits the caller's note", body: UserNotePayload, response: { 200: UserNote } }, ...auth },
    async (request) => editNote(await context(request), request.body),
  );

  app.delete(
    '/api/user-notes/delete',
    { schema: { tags, summary: "Deletes the caller's note", querystring: DeleteNoteQuery }, ...auth },
    async (request, reply) => {
      await deleteNote(await context(request), request.query.contentId, request.query.annotationId);
      return reply.code(204).send();
    },
  );
};

export default userNoteRoutes;
