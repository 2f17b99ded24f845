import type { AxiosInstance } from 'axios';
import type { MyNotesPage } from '@codex/domain';

/** GET /api/user-notes?page&size: the signed-in user's notes across documents, most recently changed first. */
export async function fetchMyNotes(http: AxiosInstance, page: number, size: number): Promise<MyNotesPage> {
  return (await http.get<MyNotesPage>('/api/user-notes', { params: { page, size } })).data;
}

/** Where a note is read: its document, opened at the note (the viewer scrolls to and marks the annotation). */
export function noteLink(note: { contentCode: string; annotationId: string }): string {
  return `/document?contentCode=${encodeURIComponent(note.contentCode)}&annotationid=${encodeURIComponent(note.annotationId)}`;
}
