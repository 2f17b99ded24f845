import type { AllowanceKind, AllowanceLeft } from '@codex/domain';
import type { I18nValue } from '@codex/i18n';

/** What the texts below need of the reader's language: its messages, its numbers and its locale for dates. */
export type LicenceMeterI18n = Pick<I18nValue, 't' | 'locale' | 'formatNumber'>;

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** A moment in the reader's language and time zone: the time alone when it is today, else with its date. */
export function formatMoment(iso: string, locale: string, now: Date = new Date()): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = sameDay(moment, now) ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(locale, options).format(moment);
}

/**
 * A day in the reader's language and time zone: day and month, with the year when it is not this year's, and with the
 * time when it is not the day's start there (periods begin at midnight UTC, which is evening or morning elsewhere).
 */
export function formatDay(iso: string, locale: string, now: Date = new Date()): string {
  const day = new Date(iso);
  if (Number.isNaN(day.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long' };
  if (day.getFullYear() !== now.getFullYear()) options.year = 'numeric';
  if (day.getHours() !== 0 || day.getMinutes() !== 0) Object.assign(options, { hour: 'numeric', minute: '2-digit' });
  return new Intl.DateTimeFormat(locale, options).format(day);
}

/**
 * What is left of an allowance, said before the reader acts: "Downloads left this month for this document: 2 of 3",
 * or, none left, when they start again (the time for a daily allowance, the day for the others).
 */
export function allowanceText({ t, locale, formatNumber }: LicenceMeterI18n, kind: AllowanceKind, allowance: AllowanceLeft, now: Date = new Date()): string {
  const { period } = allowance;
  if (allowance.left > 0) return t(`allowances.${kind}.left.${period}`, { left: formatNumber(allowance.left), limit: formatNumber(allowance.limit) });
  if (period === 'DAY') return t(`allowances.${kind}.none.DAY`, { time: formatMoment(allowance.resetsAt, locale, now) });
  return t(`allowances.${kind}.none.${period}`, { date: formatDay(allowance.resetsAt, locale, now) });
}
