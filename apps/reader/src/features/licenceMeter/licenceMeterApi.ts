import { AxiosHeaders, type AxiosInstance, type AxiosResponse } from 'axios';
import { AllowanceRefusal, DocumentAllowances, MySeat, ReleasedSeats, SeatHold, SeatRefusal, SeatWatch } from '@codex/domain';
import { fileNameFrom, rateLimitedNotice, type NotificationDescriptor } from '@codex/data';

/**
 * The licence meter's calls (docs/adr/0065, 0066): seats and allowances. Each takes the HTTP client, so tests hand in
 * one with a fake adapter. The calls whose refusal the page explains itself (a seat, a print, a download) accept the
 * 429 (validateStatus), so the generic "too many requests" notification stays away and the caller gets the refusal.
 */

/** What a seat call answered: the seat held (or none needed), every seat taken, or no answer to act on. */
export type SeatAnswer = { kind: 'held'; hold: SeatHold } | { kind: 'refused'; refusal: SeatRefusal } | { kind: 'unknown' };

/** A refusal of a limit that is not the licence meter's (the limits against abuse): told with the wait. */
type Limited = { kind: 'limited'; notice: NotificationDescriptor };

export type DownloadAnswer =
  | { kind: 'file'; blob: Blob; fileName: string }
  | { kind: 'refused'; allowance: AllowanceRefusal | null; seats: SeatRefusal | null }
  | Limited;

export type PrintAnswer = { kind: 'counted'; allowances: DocumentAllowances } | { kind: 'refused'; allowance: AllowanceRefusal } | Limited;

/** A problem body as JSON, whether axios read it as an object, as text or as a Blob (a download's). */
async function problemOf(data: unknown): Promise<Record<string, unknown>> {
  let body = data;
  try {
    if (typeof Blob !== 'undefined' && body instanceof Blob) body = await body.text();
    if (typeof body === 'string') body = JSON.parse(body);
  } catch {
    return {};
  }
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function parsed<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, value: unknown): T | null {
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
}

function limitedNotice(response: AxiosResponse, problem: Record<string, unknown>): Limited {
  const retryAfter = AxiosHeaders.from(response.headers as AxiosHeaders).get('retry-after') as string | null;
  return { kind: 'limited', notice: rateLimitedNotice(retryAfter, typeof problem.message === 'string' ? problem.message : undefined) };
}

/** Settled releases a take waits for, so a seat given back is never freed after the next document took it again. */
let releasing: Promise<unknown> = Promise.resolve();

/**
 * POST /api/documents/seats {contentCode}: takes the reader's seat for the document, or keeps it (the heartbeat).
 * Quiet: anything but 200 and a seat refusal reads as 'unknown', since the content routes check the seat themselves.
 */
export async function takeSeat(http: AxiosInstance, contentCode: string): Promise<SeatAnswer> {
  await releasing;
  const response = await http.post<unknown>('/api/documents/seats', { contentCode }, { validateStatus: () => true, background: true });
  if (response.status === 200) {
    const hold = parsed(SeatHold, response.data);
    return hold ? { kind: 'held', hold } : { kind: 'unknown' };
  }
  if (response.status === 429) {
    const refusal = parsed(SeatRefusal, (await problemOf(response.data)).seats);
    if (refusal) return { kind: 'refused', refusal };
  }
  return { kind: 'unknown' };
}

/**
 * DELETE /api/documents/seats?contentCode: the reader left the document. Sent with fetch's keepalive so it still goes
 * out while the tab closes (pagehide); `headers` are the standard ones, read beforehand, as the page may be going.
 */
export function releaseSeat(contentCode: string, headers: Record<string, string>, send: typeof fetch = fetch): Promise<unknown> {
  const sent = Promise.resolve()
    .then(() =>
      send(`/api/documents/seats?contentCode=${encodeURIComponent(contentCode)}`, {
        method: 'DELETE',
        keepalive: true,
        credentials: 'same-origin',
        // A fresh RequestId for each call, as the HTTP client gives every call.
        headers: { ...headers, RequestId: crypto.randomUUID() },
      }),
    )
    .catch(() => undefined);
  releasing = releasing.then(() => sent);
  return sent;
}

/** POST /api/documents/seats/watch {contentCode, mail}: tell me (and e-mail me, with `mail`) when a seat frees. */
export async function watchSeat(http: AxiosInstance, contentCode: string, mail: boolean): Promise<SeatWatch> {
  return SeatWatch.parse((await http.post<unknown>('/api/documents/seats/watch', { contentCode, mail })).data);
}

/** GET /api/my-account/seats: the seats the signed-in reader holds. */
export async function fetchMySeats(http: AxiosInstance): Promise<MySeat[]> {
  return MySeat.array().parse((await http.get<unknown>('/api/my-account/seats')).data);
}

/** DELETE /api/my-account/seats: gives back every seat the reader holds; answers how many. */
export async function releaseMySeats(http: AxiosInstance): Promise<number> {
  return ReleasedSeats.parse((await http.delete<unknown>('/api/my-account/seats')).data).released;
}

/** GET /api/documents/allowances?contentCode: what is left of the downloads and prints; null when it cannot be told. */
export async function fetchAllowances(http: AxiosInstance, contentCode: string): Promise<DocumentAllowances | null> {
  // A line of information beside the actions: its failure hides the line and tells nobody.
  const response = await http.get<unknown>('/api/documents/allowances', { params: { contentCode }, validateStatus: () => true });
  return response.status === 200 ? parsed(DocumentAllowances, response.data) : null;
}

/** POST /api/documents/prints {contentCode}: counts the print about to be made, or refuses it (429). */
export async function countPrint(http: AxiosInstance, contentCode: string): Promise<PrintAnswer> {
  const response = await http.post<unknown>('/api/documents/prints', { contentCode }, { validateStatus: (status) => status < 400 || status === 429 });
  if (response.status === 429) {
    const problem = await problemOf(response.data);
    const allowance = parsed(AllowanceRefusal, problem.allowance);
    return allowance ? { kind: 'refused', allowance } : limitedNotice(response, problem);
  }
  return { kind: 'counted', allowances: DocumentAllowances.parse(response.data) };
}

/**
 * GET /api/documents/download?contentCode (and compassPoints=true): the PDF as a file, or why not: the download
 * allowance used up, every seat taken, or another limit.
 */
export async function downloadDocument(http: AxiosInstance, contentCode: string, compassPoints = false): Promise<DownloadAnswer> {
  const response = await http.get<Blob>('/api/documents/download', {
    params: compassPoints ? { contentCode, compassPoints: 'true' } : { contentCode },
    responseType: 'blob',
    validateStatus: (status) => status < 400 || status === 429,
  });
  if (response.status === 429) {
    const problem = await problemOf(response.data);
    const allowance = parsed(AllowanceRefusal, problem.allowance);
    const seats = parsed(SeatRefusal, problem.seats);
    return allowance || seats ? { kind: 'refused', allowance, seats } : limitedNotice(response, problem);
  }
  return { kind: 'file', blob: response.data, fileName: fileNameFrom(response.headers['content-disposition'], `${contentCode}.pdf`) };
}
