import { describe, expect, it, vi } from 'vitest';
import { defaultUsageRange, type UsagePeriods } from '@codex/domain';
import { askForChartAhead, chartAskedFor, usageReportQueryOf } from './chartAhead.js';

const periods = { interval: 'month' } as unknown as UsagePeriods;

describe('the usage report query of a URL', () => {
  it('takes the account and a valid range, and the default range for a missing, malformed or reversed one', () => {
    expect(usageReportQueryOf(new URLSearchParams('accountId=7&from=2026-01-01&to=2026-03-31'))).toEqual({ accountId: 7, from: '2026-01-01', to: '2026-03-31' });
    const fallback = defaultUsageRange();
    expect(usageReportQueryOf(new URLSearchParams(''))).toEqual({ accountId: undefined, ...fallback });
    expect(usageReportQueryOf(new URLSearchParams('accountId=x&from=2026-1-1&to=2026-03-31'))).toEqual({ accountId: undefined, ...fallback });
    expect(usageReportQueryOf(new URLSearchParams('accountId=-3&from=2026-03-31&to=2026-01-01'))).toEqual({ accountId: undefined, ...fallback });
  });
});

describe('the chart asked for ahead', () => {
  it('is handed once to the page asking for the same query, and to no other query', async () => {
    const usageDashboardPeriods = vi.fn(() => Promise.resolve({ data: periods }));
    askForChartAhead({ usageDashboardPeriods }, '?from=2026-01-01&to=2026-03-31');
    expect(usageDashboardPeriods).toHaveBeenCalledWith({ accountId: undefined, from: '2026-01-01', to: '2026-03-31' });
    expect(chartAskedFor({ accountId: 7, from: '2026-01-01', to: '2026-03-31' })).toBeNull();
    await expect(chartAskedFor({ accountId: undefined, from: '2026-01-01', to: '2026-03-31' })).resolves.toEqual({ data: periods });
    expect(chartAskedFor({ accountId: undefined, from: '2026-01-01', to: '2026-03-31' })).toBeNull();
  });

  it('leaves a failed call to the page, which asks again', async () => {
    askForChartAhead({ usageDashboardPeriods: () => Promise.reject(new Error('offline')) }, '?from=2026-01-01&to=2026-03-31');
    await expect(chartAskedFor({ from: '2026-01-01', to: '2026-03-31' })).rejects.toThrow('offline');
  });
});
