import type { Theme } from '@mui/material/styles';
import { LIMITS, type GroupCard, type GroupMember, type SharedDocument } from '@codex/domain';

/** Rules of the group pages and dialogs (spec "groups, sharing, session and shell", sections 2, 4, 5 and 9). */

export type GroupSort = 'asc' | 'desc';

/** The groups page sorts on the lower-cased name: A - Z or Z - A. */
export function sortGroups(groups: GroupCard[], sort: GroupSort): GroupCard[] {
  const sorted = [...groups].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
  return sort === 'asc' ? sorted : sorted.reverse();
}

/** First and last name, whichever are known. */
export function fullName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last].filter((part) => part && part.trim()).join(' ');
}

/** The group name on the detail page: 50 characters, then an ellipsis. */
export function cutGroupName(name: string): string {
  return name.length > LIMITS.groupNameOnDetail ? `${name.slice(0, LIMITS.groupNameOnDetail)}...` : name;
}

/** Searches need more than 2 trimmed characters. */
export function isSearchable(term: string): boolean {
  return term.trim().length > 2;
}

/** Local filter of the chosen members: first plus last name, case-insensitive substring; empty shows all. */
export function filterMembers(members: GroupMember[], filter: string): GroupMember[] {
  const needle = filter.trim().toLowerCase();
  if (!needle) return members;
  return members.filter((m) => fullName(m.firstName, m.lastName).toLowerCase().includes(needle));
}

/** Local filter of the chosen documents: title, asset id or designation number; empty shows all. */
export function filterDocuments(documents: SharedDocument[], filter: string): SharedDocument[] {
  const needle = filter.trim().toLowerCase();
  if (!needle) return documents;
  return documents.filter((d) => [d.documentTitle, d.assetId, d.designationNo].some((field) => field?.toLowerCase().includes(needle)));
}

/** The detail page's member line: the first 6 names, or all of them once expanded. */
export function visibleMembers(members: GroupMember[], expanded: boolean): { shown: string[]; hidden: number } {
  const names = members.map((m) => fullName(m.firstName, m.lastName));
  if (expanded || names.length <= LIMITS.membersShownOnDetail) return { shown: names, hidden: 0 };
  return { shown: names.slice(0, LIMITS.membersShownOnDetail), hidden: names.length - LIMITS.membersShownOnDetail };
}

/** Titles come HTML-encoded from the catalogue: '&amp;' and friends read as the characters they stand for. */
export function decodeHtml(text: string): string {
  if (typeof DOMParser === 'undefined') return text;
  return new DOMParser().parseFromString(text, 'text/html').documentElement.textContent ?? text;
}

/** A document as the lists show it: designation number (asset id if none) and the decoded title. */
export function documentLabel(document: SharedDocument): { reference: string; title: string } {
  return { reference: document.designationNo || document.assetId || '', title: decodeHtml(document.documentTitle) };
}

/** What the edit dialog sends for documents: codes added and content ids removed, against the group's documents. */
export function documentChanges(before: SharedDocument[], after: SharedDocument[]): { contentCodes: string[]; removeContentIds: number[] } {
  const kept = new Set(after.map((d) => d.contentCode));
  const had = new Set(before.map((d) => d.contentCode));
  return {
    contentCodes: after.filter((d) => !had.has(d.contentCode)).map((d) => d.contentCode),
    removeContentIds: before.filter((d) => !kept.has(d.contentCode)).map((d) => d.contentID),
  };
}

/** Modal z-index of the group dialogs (section 9); the delete-document confirmation sits at 1030. */
export const GROUP_MODAL_Z_INDEX = 1033;
export const DELETE_DOCUMENT_Z_INDEX = 1030;
/** The fixed header's layer the spec's two values were set against. */
const SPEC_HEADER_Z_INDEX = 1030;

/**
 * A spec modal layer in this theme: the same distance above the header, whose layer here is the app bar's
 * (docs/adr/0024-group-dialogs-above-the-header.md). Taken literally, 1033 would put the dialogs under the header.
 */
export const modalLayer = (specZIndex: number) => (theme: Theme) => theme.zIndex.appBar + specZIndex - SPEC_HEADER_Z_INDEX;
