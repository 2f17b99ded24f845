import { describe, expect, it } from 'vitest';
import { periodDays } from './UsageCharts.js';

describe("the days a point of the usage chart counts", () => {
  const year = { from: '2025-11-29', to: '2026-11-29' };

  it('names the day of a day, and the whole of a whole month', () => {
    expect(periodDays('2026-03-04', 'day', year)).toBe('2026-03-04');
    expect(periodDays('2026-02-01', 'month', year)).toBe('2026-02-01 – 2026-02-28');
    expect(periodDays('2024-02-01', 'month', { from: '2024-01-01', to: '2024-12-31' })).toBe('2024-02-01 – 2024-02-29');
  });

  it("names only the range's days of its partial first and last months", () => {
    expect(periodDays('2025-11-01', 'month', year)).toBe('2025-11-29 – 2025-11-30');
    expect(periodDays('2026-11-01', 'month', year)).toBe('2026-11-01 – 2026-11-29');
    expect(periodDays('2026-12-01', 'month', { from: '2026-10-15', to: '2026-12-01' })).toBe('2026-12-01');
  });
});
