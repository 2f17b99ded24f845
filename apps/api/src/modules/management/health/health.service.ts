import fs from 'node:fs/promises';
import type { HealthComponent } from '@codex/domain';

export type { HealthComponent };
export type HealthCheck = () => Promise<HealthComponent>;

/** Runs each named check with a time limit; the whole is DOWN when any part is (UNKNOWN, not set up, does not count). */
export async function runHealthChecks(checks: Record<string, HealthCheck>, timeoutMs = 3000) {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        const result = await Promise.race([
          check(),
          new Promise<HealthComponent>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
          }),
        ]);
        return [name, result] as const;
      } catch (error) {
        return [name, { status: 'DOWN', details: { error: (error as Error).message } } as HealthComponent] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const components = Object.fromEntries(entries);
  const status: 'UP' | 'DOWN' = entries.some(([, c]) => c.status === 'DOWN') ? 'DOWN' : 'UP';
  return { status, components };
}

/** Free space of the data folder's file system; DOWN under the threshold. */
export function diskSpaceCheck(dir: string, thresholdBytes = 100 * 1024 * 1024): HealthCheck {
  return async () => {
    const s = await fs.statfs(dir);
    const free = s.bavail * s.bsize;
    return { status: free >= thresholdBytes ? 'UP' : 'DOWN', details: { total: s.blocks * s.bsize, free, threshold: thresholdBytes } };
  };
}

/**
 * The check of a server built without the mail module; the mail module replaces it with one that
 * talks to its SMTP transport (SMTP_URL or the embedded catcher).
 */
export const mailTransportCheck: HealthCheck = async () => ({
  status: 'UNKNOWN',
  details: { configured: false, reason: 'not configured: this server has no mail transport yet' },
});

/** One condition of readiness: true when it holds; a throw or a timeout counts as not ready. */
export type ReadinessCheck = () => Promise<boolean>;

/**
 * Whether this process should get traffic (the readiness probe, docs/adr/0062): UP only when every check holds within
 * the time limit. The answer never says which one failed; the operator's management/health and the log do.
 */
export async function runReadinessChecks(checks: Record<string, ReadinessCheck>, timeoutMs = 3000): Promise<'UP' | 'DOWN'> {
  const results = await Promise.all(
    Object.values(checks).map(async (check) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        return await Promise.race([check(), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))]);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return results.every(Boolean) ? 'UP' : 'DOWN';
}
