import type { AxiosInstance } from 'axios';
import type { ExternalLinksAnswer } from '@codex/domain';

export type ExternalLinkRow = ExternalLinksAnswer['externalLinks'][number];

/** GET /api/admin/external-links: the tenant's external links (its operator only). */
export async function fetchExternalLinks(http: AxiosInstance): Promise<ExternalLinkRow[]> {
  return (await http.get<ExternalLinksAnswer>('/api/admin/external-links')).data.externalLinks;
}

/** PUT /api/admin/external-links: replaces them whole; answers what was saved. */
export async function saveExternalLinks(http: AxiosInstance, externalLinks: ExternalLinkRow[]): Promise<ExternalLinkRow[]> {
  return (await http.put<ExternalLinksAnswer>('/api/admin/external-links', { externalLinks })).data.externalLinks;
}
