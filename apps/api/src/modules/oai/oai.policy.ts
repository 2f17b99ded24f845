/**
 * Who may harvest: anyone. OAI-PMH serves catalogue metadata, which every visitor of the tenant's library may already
 * read; the repository holds only the publishers the tenant offers and never a byte of full text.
 */
import type { TenantConfig } from '@codex/domain';

/** The publishers whose records the tenant's repository holds (empty: all the catalogue's). */
export const harvestablePublishers = (config: Pick<TenantConfig, 'publisherCodes'>): string[] => [...config.publisherCodes];

/** The domain name in record identifiers: the tenant's first dotted host name, else one made from its code. */
export function repositoryIdentifierOf(tenant: { code: string; hosts: string[] }): string {
  const domain = /^[a-zA-Z][a-zA-Z0-9-]*(\.[a-zA-Z][a-zA-Z0-9-]*)+$/;
  return tenant.hosts.find((host) => domain.test(host)) ?? `${tenant.code.toLowerCase().replace(/[^a-z0-9-]/g, '-').replace(/^[^a-z]+/, 't')}.codex.invalid`;
}
