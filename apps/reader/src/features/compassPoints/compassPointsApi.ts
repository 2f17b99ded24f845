import type { AxiosInstance } from 'axios';
import type {
  ChangeHistoryPage,
  CompassPoint,
  CompassPointListScope,
  CompassPointPage,
  CreateCompassPointPayload,
  SharedCompassPoint,
  UpdateCompassPointPayload,
  UserNote,
  UserNotePayload,
} from '@codex/domain';
import type { CompassPointSettingsAnswer } from './compassPointTypes.js';

/**
 * The compass point and personal note calls of the spec (reading-experience.md section 7, groups-sharing-session-shell.md
 * section 7). Each function takes the HTTP client first, so tests hand in one with a fake adapter; failures reject after
 * the error catalogue has told the user, except where a page shows its own message (compassPointByUuid).
 */

export type CompassPointListStatus = 'active' | 'inactive';

export interface MyCompassPointsQuery {
  status: CompassPointListStatus;
  pageIndex: number;
  pageSize: number;
  /** A field of COMPASS_POINT_SORTS; a trailing '-' is descending. */
  sort?: string;
  /** The caller's own (me) or every compass point of the account (everyone). */
  createdBy?: CompassPointListScope;
}

export interface DocumentCompassPointsQuery {
  contentID: number;
  status: CompassPointListStatus;
  /** Rows to skip (not pages). */
  offset: number;
  pageSize: number;
  sort?: string;
}

export interface HistoryQuery {
  pageIndex: number;
  pageSize: number;
  sort: 'createdDate-' | 'createdDate+';
}

/** GET /api/v1/compasspoint/list?contentCode: the account's active compass points on a document (the viewer's highlights). */
export async function documentCompassPoints(http: AxiosInstance, contentCode: string): Promise<CompassPoint[]> {
  const answer = (await http.get<CompassPoint[]>('/api/v1/compasspoint/list', { params: { contentCode } })).data;
  return Array.isArray(answer) ? answer : [];
}

/** GET /api/v1/compasspoint/settings?contentID: the tenant's settings and the document's compass point flags. */
export async function compassPointSettings(http: AxiosInstance, contentID: number): Promise<CompassPointSettingsAnswer> {
  return (await http.get<CompassPointSettingsAnswer>('/api/v1/compasspoint/settings', { params: { contentID } })).data;
}

/** POST /api/v1/compasspoint. */
export async function createCompassPoint(http: AxiosInstance, payload: CreateCompassPointPayload): Promise<CompassPoint> {
  return (await http.post<CompassPoint>('/api/v1/compasspoint', payload)).data;
}

/** PUT /api/v1/compasspoint/{id}: a field not sent keeps its value. */
export async function updateCompassPoint(http: AxiosInstance, id: number, payload: UpdateCompassPointPayload): Promise<CompassPoint> {
  return (await http.put<CompassPoint>(`/api/v1/compasspoint/${id}`, payload)).data;
}

/** POST /api/v1/compasspoint/activate/{id}. */
export async function activateCompassPoint(http: AxiosInstance, id: number): Promise<CompassPoint> {
  return (await http.post<CompassPoint>(`/api/v1/compasspoint/activate/${id}`)).data;
}

/** POST /api/v1/compasspoint/deactivate/{id}. */
export async function deactivateCompassPoint(http: AxiosInstance, id: number): Promise<CompassPoint> {
  return (await http.post<CompassPoint>(`/api/v1/compasspoint/deactivate/${id}`)).data;
}

/** POST /api/v1/compasspoint/mark-shared {compassPointID}. */
export async function markCompassPointShared(http: AxiosInstance, id: number): Promise<CompassPoint> {
  return (await http.post<CompassPoint>('/api/v1/compasspoint/mark-shared', { compassPointID: id })).data;
}

/** GET /api/v1/compasspoint/{id}. */
export async function compassPointById(http: AxiosInstance, id: number): Promise<CompassPoint> {
  return (await http.get<CompassPoint>(`/api/v1/compasspoint/${id}`)).data;
}

/** What the shared link learns: the compass point, or the refusal the page explains itself (spec section 8). */
export type SharedCompassPointAnswer =
  | { kind: 'found'; point: SharedCompassPoint }
  | { kind: 'notEligible' }
  | { kind: 'notEntitled' }
  | { kind: 'notEnabled' }
  | { kind: 'notFound' };

const NOT_ENABLED = 'Compass points are not enabled at account level setting';
/** Statuses the shared-link page answers with its own dialog, so the generic notification stays away. */
const EXPLAINED_STATUSES = [401, 403, 404];

/** The refusal's own text: the problem's detail (or title), as the server wrote it. */
function refusalText(body: unknown): string {
  const problem = (body ?? {}) as { detail?: unknown; title?: unknown };
  return [problem.detail, problem.title].filter((v): v is string => typeof v === 'string').join(' ');
}

/**
 * GET /api/v1/compasspoint?compassPointUUID: the shared link. 401 is "not eligible for the user type", 403 either
 * 'User is not entitled for the Document' or 'Compass points are not enabled at account level setting'.
 */
export async function compassPointByUuid(http: AxiosInstance, uuid: string): Promise<SharedCompassPointAnswer> {
  const response = await http.get<unknown>('/api/v1/compasspoint', {
    params: { compassPointUUID: uuid },
    validateStatus: (status) => (status >= 200 && status < 300) || EXPLAINED_STATUSES.includes(status),
  });
  if (response.status === 401) return { kind: 'notEligible' };
  if (response.status === 404) return { kind: 'notFound' };
  if (response.status === 403) {
    const text = refusalText(response.data);
    if (text.includes(NOT_ENABLED)) return { kind: 'notEnabled' };
    // 'User is not entitled for the Document' is the other 403 the spec names; any other refusal reads the same to the user.
    return { kind: 'notEntitled' };
  }
  return { kind: 'found', point: response.data as SharedCompassPoint };
}

/** GET /api/v1/compasspoint/detail/page-view: the caller's compass points by status (default sorts createdDate- / deactivatedDate-). */
export async function myCompassPoints(http: AxiosInstance, query: MyCompassPointsQuery): Promise<CompassPointPage> {
  return (await http.get<CompassPointPage>('/api/v1/compasspoint/detail/page-view', { params: withoutEmpty(query) })).data;
}

/** GET /api/v1/compasspoint/page-view?contentID&status&offset&pageSize&sort: the account's compass points on a document. */
export async function documentCompassPointPage(http: AxiosInstance, query: DocumentCompassPointsQuery): Promise<CompassPointPage> {
  return (await http.get<CompassPointPage>('/api/v1/compasspoint/page-view', { params: withoutEmpty(query) })).data;
}

/** GET /api/v1/audits/compassPoint/{id}/all?pageSize&pageIndex&sort: the total comes from x-total-count when sent. */
export async function compassPointHistory(http: AxiosInstance, id: number, query: HistoryQuery): Promise<ChangeHistoryPage> {
  const response = await http.get<ChangeHistoryPage>(`/api/v1/audits/compassPoint/${id}/all`, { params: query });
  const page = response.data;
  const header = (response.headers as Record<string, unknown> | undefined)?.['x-total-count'];
  const total = header === undefined || header === null || header === '' ? NaN : Number(header);
  return {
    content: Array.isArray(page?.content) ? page.content : [],
    pageSize: page?.pageSize ?? query.pageSize,
    totalElements: Number.isFinite(total) ? total : (page?.totalElements ?? 0),
  };
}

/** GET /api/user-notes/{contentId}: the caller's own notes on a document. */
export async function userNotes(http: AxiosInstance, contentId: number): Promise<UserNote[]> {
  const answer = (await http.get<UserNote[]>(`/api/user-notes/${contentId}`)).data;
  return Array.isArray(answer) ? answer : [];
}

/** POST /api/user-notes/save {contentId, annotationId, noteData, note}. */
export async function saveUserNote(http: AxiosInstance, payload: UserNotePayload): Promise<UserNote> {
  return (await http.post<UserNote>('/api/user-notes/save', payload)).data;
}

/** POST /api/user-notes/edit {contentId, annotationId, noteData, note}. */
export async function editUserNote(http: AxiosInstance, payload: UserNotePayload): Promise<UserNote> {
  return (await http.post<UserNote>('/api/user-notes/edit', payload)).data;
}

/** DELETE /api/user-notes/delete?annotationId&contentId. */
export async function deleteUserNote(http: AxiosInstance, contentId: number, annotationId: string): Promise<void> {
  await http.delete('/api/user-notes/delete', { params: { annotationId, contentId } });
}

/** Query parameters without the ones left unset, so the server applies its defaults. */
function withoutEmpty<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Partial<T>;
}
