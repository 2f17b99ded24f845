/** The periods of a report: whole UTC days, ISO weeks (Monday first) or calendar months, cut to the range asked. */
import type { ReportInterval } from '@codex/domain';

const DAY = 86_400_000;

export interface Period {
  /** The key the database groups by: the first day of the whole day, week or month (YYYY-MM-DD). */
  key: string;
  /** The first day of the period inside the range. */
  start: string;
  /** The last day of the period inside the range. */
  end: string;
  /** The first instant after the period. */
  endExclusive: Date;
}

export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const parseDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The first day of the day, week or month that holds `date`. */
export function bucketStart(date: Date, interval: ReportInterval): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  if (interval === 'day') return day;
  if (interval === 'week') return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
}

function nextBucket(start: Date, interval: ReportInterval): Date {
  if (interval === 'day') return new Date(start.getTime() + DAY);
  if (interval === 'week') return new Date(start.getTime() + 7 * DAY);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

/** How many periods the range has, without making them (to refuse a range too long before any work). */
export function countPeriods(from: string, to: string, interval: ReportInterval): number {
  const first = bucketStart(parseDay(from), interval);
  const last = bucketStart(parseDay(to), interval);
  if (interval === 'day') return Math.round((last.getTime() - first.getTime()) / DAY) + 1;
  if (interval === 'week') return Math.round((last.getTime() - first.getTime()) / (7 * DAY)) + 1;
  return (last.getUTCFullYear() - first.getUTCFullYear()) * 12 + last.getUTCMonth() - first.getUTCMonth() + 1;
}

/** The periods from `from` to `to` (both days included). */
export function periodsOf(from: string, to: string, interval: ReportInterval): Period[] {
  const rangeStart = parseDay(from);
  const rangeEnd = new Date(parseDay(to).getTime() + DAY);
  const periods: Period[] = [];
  for (let bucket = bucketStart(rangeStart, interval); bucket < rangeEnd; bucket = nextBucket(bucket, interval)) {
    const next = nextBucket(bucket, interval);
    const start = bucket < rangeStart ? rangeStart : bucket;
    const endExclusive = next > rangeEnd ? rangeEnd : next;
    periods.push({ key: dayOf(bucket), start: dayOf(start), end: dayOf(new Date(endExclusive.getTime() - DAY)), endExclusive });
  }
  return periods;
}

/** The default range: the 30 days up to today. */
export function defaultRange(now: Date): { from: string; to: string } {
  const today = bucketStart(now, 'day');
  return { from: dayOf(new Date(today.getTime() - 29 * DAY)), to: dayOf(today) };
}
