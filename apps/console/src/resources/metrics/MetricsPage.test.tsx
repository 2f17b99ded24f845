// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Metrics } from '@codex/domain';
import { renderInAdmin } from '../../test/renderInAdmin.js';
import MetricsPage, { shortRouteLabel } from './MetricsPage.js';

afterEach(cleanup);

const MB = 1024 * 1024;
const route = (method: string, path: string, status: number, count: number, p50: number) => ({ method, route: path, status, count, mean: p50, p50, p95: p50 * 2, p99: p50 * 3, max: p50 * 4 });

/** GET management/jhimetrics as the server answers it (Metrics in @codex/domain). */
const metrics: Metrics = {
  timestamp: '2026-11-23T09:00:00Z',
  node: {
    version: 'v24.11.0',
    pid: 4242,
    uptimeSeconds: 5400,
    memory: { rss: 180 * MB, heapTotal: 120 * MB, heapUsed: 96 * MB, external: 4 * MB, arrayBuffers: MB },
    eventLoop: { delayMs: { min: 10, mean: 11, p50: 10.5, p95: 14, p99: 21.25, max: 48, samples: 300 }, utilization: 0.125 },
  },
  processMetrics: { cpu: { userMs: 1200, systemMs: 300, usageSinceStart: 0.25, cores: 2, loadAverage: [0.5, 0.75, 1] } },
  'http.server.requests': {
    all: { count: 1250 },
    percode: { '200': { count: 1200, mean: 12.5, max: 80 }, '404': { count: 50, mean: 2, max: 9 } },
    routes: [route('GET', '/api/search', 200, 300, 40), route('GET', '/api/documents/:id', 200, 900, 12), route('GET', 'UNMATCHED', 404, 50, 1.5)],
  },
  databases: { driver: 'pglite', queued: 0 },
  cache: { documents: { hits: 75, misses: 25, hitRatio: 0.75 }, tenants: { hits: 0, misses: 0, hitRatio: null } },
};

const section = (title: string) => within(screen.getByRole('region', { name: title }));
const valueOf = (title: string, key: string) => section(title).getByRole('rowheader', { name: key }).closest('tr')!.lastElementChild!.textContent;

describe('MetricsPage', () => {
  it('shows the routes by traffic with their latency, the request counts, the process, the database and the caches', async () => {
    renderInAdmin(<MetricsPage />, { resource: 'metrics', answers: { 'GET /management/jhimetrics': { data: metrics } } });

    expect(await screen.findByRole('region', { name: 'Latency of the busiest routes' })).toBeTruthy();
    for (const title of ['Memory', 'Event-loop delay', 'HTTP requests', 'Process', 'Database', 'Caches']) expect(screen.getByRole('region', { name: title })).toBeTruthy();

    const latency = section('Latency of the busiest routes');
    for (const header of ['Route', 'Requests', 'p50', 'p95', 'p99', 'Max']) expect(latency.getByRole('columnheader', { name: header })).toBeTruthy();
    const rows = latency.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['GET /api/documents/:id 200', '900', '12', '24', '36', '48'],
      ['GET /api/search 200', '300', '40', '80', '120', '160'],
      ['GET UNMATCHED 404', '50', '1.5', '3', '4.5', '6'],
    ]);

    expect(valueOf('HTTP requests', 'Total')).toBe('1250');
    expect(valueOf('HTTP requests', '200')).toBe('1200 requests, mean 12.5 ms, max 80 ms');
    expect(valueOf('Process', 'Node.js')).toBe('v24.11.0');
    expect(valueOf('Process', 'Uptime')).toBe('90 min');
    expect(valueOf('Process', 'CPU use since start (cores)')).toBe('25 % (2)');
    expect(valueOf('Process', 'Load average (1 / 5 / 15 min)')).toBe('0.5 / 0.8 / 1');
    expect(valueOf('Process', 'Event-loop utilization (%)')).toBe('12.5 %');
    expect(valueOf('Database', 'driver')).toBe('pglite');
    expect(valueOf('Caches', 'documents')).toBe('75 hits, 25 misses, hit rate 75 %');
    // A cache nobody asked yet has no hit rate, rather than 0 %.
    expect(valueOf('Caches', 'tenants')).toBe('0 hits, 0 misses, hit rate —');
  });

  it("keeps the routes table to the page's width on a phone: it scrolls sideways as one tab stop", async () => {
    renderInAdmin(<MetricsPage />, { resource: 'metrics', answers: { 'GET /management/jhimetrics': { data: metrics } } });

    const scroller = within(await screen.findByRole('region', { name: 'Latency of the busiest routes' })).getByRole('group', { name: 'Latency of the busiest routes' });
    expect(scroller.getAttribute('tabindex')).toBe('0');
    expect(within(scroller).getByRole('table')).toBeTruthy();
    // The chart's axis names a route in at most 16 characters on a phone; the table names it whole.
    expect(shortRouteLabel('GET /api/documents/:id 200')).toBe('GET /api/docume…');
    expect(shortRouteLabel('GET UNMATCHED 404')).toBe('GET UNMATCHED 4…');
    expect(shortRouteLabel('GET /health 200')).toBe('GET /health 200');
  });

  it('asks the server for the metrics as one record', async () => {
    const { callsOf, requests } = renderInAdmin(<MetricsPage />, { resource: 'metrics', answers: { 'GET /management/jhimetrics': { data: metrics } } });

    await screen.findByRole('region', { name: 'Process' });
    expect(callsOf('getOne')[0]).toEqual(['metrics', expect.objectContaining({ id: 'current' })]);
    expect(requests.map((r) => r.url)).toContain('/management/jhimetrics');
  });

  it('says the metrics could not be loaded once the server keeps failing', async () => {
    // react-query asks three more times, a few seconds apart, before giving up; the clock skips the waits.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderInAdmin(<MetricsPage />, { resource: 'metrics', answers: { 'GET /management/jhimetrics': { status: 503, data: { status: 503 } } } });
      await vi.advanceTimersByTimeAsync(10_000);

      expect(await screen.findByText('The metrics could not be loaded.')).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Process' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
