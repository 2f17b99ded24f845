import type { AxiosInstance } from 'axios';
import { NOT_FOUND_CONTENT, type ContentLookupAnswer } from '@codex/domain';
import type { ResolverQuery } from './resolver.js';

/**
 * GET /api/documents/contentCode/designation: the content code a legacy link names, by asset id or by designation
 * with year and status; null when the answer is 'Not found Content'.
 */
export async function lookupContentCode(http: AxiosInstance, query: ResolverQuery): Promise<string | null> {
  const params: Record<string, string> = {};
  if (query.assetId) params.assetId = query.assetId;
  if (query.designation) params.designation = query.designation;
  if (query.year) params.year = query.year;
  if (query.status) params.status = query.status;
  const response = await http.get<ContentLookupAnswer>('/api/documents/contentCode/designation', { params });
  const contentCode = response.data.data?.contentCode;
  return contentCode && contentCode !== NOT_FOUND_CONTENT ? contentCode : null;
}
