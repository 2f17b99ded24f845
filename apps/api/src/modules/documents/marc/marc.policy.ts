import type { TenantConfig } from '@codex/domain';

/** MARC records are offered by the standards-body tenant only (groups-sharing-session-shell.md, sections 2 and 6). */
export function offersMarcRecords(config: Pick<TenantConfig, 'kind'>): boolean {
  return config.kind === 'standards-body';
}
