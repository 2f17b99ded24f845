import type { AxiosInstance } from 'axios';
import type { CarryAnswer, CarryPayload, CarryPreview } from '@codex/domain';

/**
 * The carry calls (issue 16 item 8, docs/adr/0026). Each function takes the HTTP client, so tests hand in one with a
 * fake adapter.
 */

/**
 * GET /api/v1/compasspoint/carry?contentID: the new edition and where each compass point the caller may carry lands.
 * Null when there is nothing to carry to (no newer edition with full text: a 400 the banner keeps quiet about).
 */
export async function fetchCarryPreview(http: AxiosInstance, contentID: number, signal?: AbortSignal): Promise<CarryPreview | null> {
  const answer = await http.get<CarryPreview>('/api/v1/compasspoint/carry', { params: { contentID }, signal, validateStatus: (status) => status === 200 || status === 400 || status === 404 });
  return answer.status === 200 ? answer.data : null;
}

/** POST /api/v1/compasspoint/carry: carries the compass points named (all the caller may carry when none are). */
export async function carryCompassPoints(http: AxiosInstance, payload: CarryPayload): Promise<CarryAnswer> {
  return (await http.post<CarryAnswer>('/api/v1/compasspoint/carry', payload)).data;
}
