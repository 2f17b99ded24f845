import { UNMATCHED_ROUTE } from '../../plugins/metrics.js';

/** How many latencies each series keeps for its percentiles (reservoir sampling, Algorithm R). */
const RESERVOIR_SIZE = 1024;
/** Route patterns are few; this only guards memory if something registers routes without end. */
const MAX_SERIES = 2000;

/** Latencies of one series, in milliseconds. */
export class LatencySeries {
  count = 0;
  totalMs = 0;
  maxMs = 0;
  private readonly reservoir: number[] = [];

  constructor(private readonly random: () => number = Math.random) {}

  record(ms: number) {
    this.count++;
    this.totalMs += ms;
    if (ms > this.maxMs) this.maxMs = ms;
    if (this.reservoir.length < RESERVOIR_SIZE) {
      this.reservoir.push(ms);
    } else {
      const slot = Math.floor(this.random() * this.count);
      if (slot < RESERVOIR_SIZE) this.reservoir[slot] = ms;
    }
  }

  /** Nearest-rank percentiles over the sample (exact until RESERVOIR_SIZE requests). */
  percentiles(ranks: number[]): number[] {
    const sorted = [...this.reservoir].sort((a, b) => a - b);
    if (sorted.length === 0) return ranks.map(() => 0);
    return ranks.map((p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]);
  }
}

export interface RouteLatency {
  method: string;
  route: string;
  status: number;
  count: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

/** Request counts and latencies of this process, per route pattern, method and status. */
export class HttpMetrics {
  private readonly series = new Map<string, { method: string; route: string; status: number; latency: LatencySeries }>();
  private readonly byStatus = new Map<number, LatencySeries>();
  private total = 0;

  constructor(private readonly random: () => number = Math.random) {}

  record(method: string, route: string | undefined, status: number, ms: number) {
    const pattern = route ?? UNMATCHED_ROUTE;
    const key = `${method} ${pattern} ${status}`;
    let entry = this.series.get(key);
    if (!entry) {
      if (this.series.size >= MAX_SERIES) return;
      entry = { method, route: pattern, status, latency: new LatencySeries(this.random) };
      this.series.set(key, entry);
    }
    entry.latency.record(ms);
    let perCode = this.byStatus.get(status);
    if (!perCode) this.byStatus.set(status, (perCode = new LatencySeries(this.random)));
    perCode.record(ms);
    this.total++;
  }

  snapshot() {
    const routes: RouteLatency[] = [...this.series.values()]
      .map(({ method, route, status, latency }) => {
        const [p50, p95, p99] = latency.percentiles([50, 95, 99]);
        return {
          method,
          route,
          status,
          count: latency.count,
          mean: round(latency.totalMs / latency.count),
          p50: round(p50),
          p95: round(p95),
          p99: round(p99),
          max: round(latency.maxMs),
        };
      })
      .sort((a, b) => a.route.localeCompare(b.route) || a.method.localeCompare(b.method) || a.status - b.status);
    const percode = Object.fromEntries(
      [...this.byStatus.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, latency]) => [String(status), { count: latency.count, mean: round(latency.totalMs / latency.count), max: round(latency.maxMs) }]),
    );
    return { all: { count: this.total }, percode, routes };
  }
}
