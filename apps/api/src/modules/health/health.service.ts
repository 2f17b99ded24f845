import fs from 'node:fs/promises';

export type HealthStatus = 'UP' | 'DOWN';
export interface HealthComponent {
  status: HealthStatus;
  details?: Record<string, unknown>;
}
export type HealthCheck = () => Promise<HealthComponent>;

/** Runs each named check with a time limit; the whole is UP only when every part is. */
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
        return [name, { status: 'DOWN', details: { error: (error as Error).message } } satisfies HealthComponent] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const components = Object.fromEntries(entries);
  const status: HealthStatus = entries.every(([, c]) => c.status === 'UP') ? 'UP' : 'DOWN';
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
