/** Personal notes are private to their author: anyone else, another tenant included, gets a 404. */
import type { Principal } from '../../../plugins/auth.js';

export interface NoteFacts {
  tenantId: number;
  authorId: number;
}

export function isNoteVisible(principal: Principal, note: NoteFacts): boolean {
  return principal.userId !== null && note.tenantId === principal.tenantId && note.authorId === principal.userId;
}
