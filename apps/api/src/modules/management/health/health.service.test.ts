import { describe, expect, it } from 'vitest';
import { runHealthChecks } from './health.service.js';

describe('runHealthChecks', () => {
  it('is UP when every part is UP or UNKNOWN (not set up), DOWN when any part is DOWN', async () => {
    const up = async () => ({ status: 'UP' as const });
    const unknown = async () => ({ status: 'UNKNOWN' as const, details: { configured: false } });
    const down = async () => ({ status: 'DOWN' as const });
    expect((await runHealthChecks({ db: up, mail: unknown })).status).toBe('UP');
    expect((await runHealthChecks({ db: down, mail: unknown })).status).toBe('DOWN');
  });

  it('a check that throws or takes too long is DOWN with the reason', async () => {
    const health = await runHealthChecks(
      {
        broken: async () => {
          throw new Error('connection refused');
        },
        slow: () => new Promise(() => {}),
      },
      50,
    );
    expect(health.status).toBe('DOWN');
    expect(health.components.broken).toEqual({ status: 'DOWN', details: { error: 'connection refused' } });
    expect(health.components.slow).toEqual({ status: 'DOWN', details: { error: 'timed out after 50 ms' } });
  });
});
