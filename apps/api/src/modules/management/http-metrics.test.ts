import { describe, expect, it } from 'vitest';
import { UNMATCHED_ROUTE } from '../../plugins/metrics.js';
import { HttpMetrics, LatencySeries } from './http-metrics.js';

describe('LatencySeries', () => {
  it('gives nearest-rank percentiles of what it recorded', () => {
    const series = new LatencySeries();
    for (let ms = 1; ms <= 100; ms++) series.record(ms);
    expect(series.percentiles([50, 95, 99, 100])).toEqual([50, 95, 99, 100]);
    expect(series.count).toBe(100);
    expect(series.maxMs).toBe(100);
  });

  it('keeps a bounded sample and still knows the true count and maximum', () => {
    let seed = 1;
    const series = new LatencySeries(() => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646);
    for (let i = 0; i < 20_000; i++) series.record(i % 100);
    series.record(5000);
    expect(series.count).toBe(20_001);
    expect(series.maxMs).toBe(5000);
    const [p50] = series.percentiles([50]);
    expect(p50).toBeGreaterThan(40);
    expect(p50).toBeLessThan(60);
  });
});

describe('HttpMetrics', () => {
  it('keeps one series per method, route pattern and status, and one per status', () => {
    const metrics = new HttpMetrics();
    metrics.record('GET', '/api/documents/:id', 200, 10);
    metrics.record('GET', '/api/documents/:id', 200, 30);
    metrics.record('GET', '/api/documents/:id', 404, 2);
    metrics.record('GET', undefined, 404, 1);
    const snapshot = metrics.snapshot();
    expect(snapshot.all.count).toBe(4);
    expect(snapshot.percode).toEqual({ '200': { count: 2, mean: 20, max: 30 }, '404': { count: 2, mean: 1.5, max: 2 } });
    expect(snapshot.routes).toEqual([
      { method: 'GET', route: '/api/documents/:id', status: 200, count: 2, mean: 20, p50: 10, p95: 30, p99: 30, max: 30 },
      { method: 'GET', route: '/api/documents/:id', status: 404, count: 1, mean: 2, p50: 2, p95: 2, p99: 2, max: 2 },
      { method: 'GET', route: UNMATCHED_ROUTE, status: 404, count: 1, mean: 1, p50: 1, p95: 1, p99: 1, max: 1 },
    ]);
  });
});
