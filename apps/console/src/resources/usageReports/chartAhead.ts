import { defaultUsageRange, usageRangeProblem, type UsagePeriods } from '@codex/domain';
import type { UsageDashboardQuery, UsageReportCalls } from './usageReportCalls.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The account and range a usage report URL names (the reader and the embed URL open the report pre-selected), with defaults. */
export function usageReportQueryOf(params: URLSearchParams): UsageDashboardQuery & { from: string; to: string } {
  const fallback = defaultUsageRange();
  const accountId = Number(params.get('accountId'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const range = DAY.test(from) && DAY.test(to) && usageRangeProblem(from, to) === null ? { from, to } : fallback;
  return { accountId: Number.isInteger(accountId) && accountId > 0 ? accountId : undefined, ...range };
}

let asked: { key: string; answer: Promise<{ data: UsagePeriods }> } | null = null;

/**
 * The console opened at the usage report (a link from the reader, the embed URL): the chart's call is made as soon as
 * the session is known, beside the console's first render (about 100 ms of work before the page could ask itself),
 * and the page takes its answer (chartAskedFor). A failure is the page's to show: it asks again.
 */
export function askForChartAhead(calls: Pick<UsageReportCalls, 'usageDashboardPeriods'>, search: string): void {
  const query = usageReportQueryOf(new URLSearchParams(search));
  const answer = calls.usageDashboardPeriods(query);
  answer.catch(() => undefined);
  asked = { key: JSON.stringify(query), answer };
}

/** The answer asked for ahead for this query, once (a later visit or another range asks again); null when none. */
export function chartAskedFor(query: UsageDashboardQuery): Promise<{ data: UsagePeriods }> | null {
  if (!asked || asked.key !== JSON.stringify(query)) return null;
  const { answer } = asked;
  asked = null;
  return answer;
}
