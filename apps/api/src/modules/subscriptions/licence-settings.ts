import { DEFAULT_SEAT_IDLE_MINUTES, type TenantConfig } from '@codex/domain';

/** The tenant's seat idle time in milliseconds (default 15 minutes). */
export const seatIdleMs = (config: Pick<TenantConfig, 'licenceMeter'>): number => (config.licenceMeter?.seatIdleMinutes ?? DEFAULT_SEAT_IDLE_MINUTES) * 60_000;
