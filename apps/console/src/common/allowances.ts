import { AllowancePeriod, type AllowanceLimit } from '@codex/domain';

/** The periods an allowance counts over, in the order the forms offer them. */
export const ALLOWANCE_PERIODS: readonly AllowancePeriod[] = AllowancePeriod.options;

/** A period's name in a form's choice list (`console.licenceMeter.periods.*`). */
export const periodChoices = () => ALLOWANCE_PERIODS.map((period) => ({ id: period, name: `console.licenceMeter.periods.${period}` }));

type Translate = (key: string, options?: object) => string;

/** What an allowance counts: its messages are under `console.licenceMeter.download.*` and `.print.*`. */
export type AllowanceKindKey = 'download' | 'print';

/**
 * One allowance of a subscription in words: its own limit ("3 per document per month"), none allowed (a limit of 0),
 * or the tenant's default (null: the subscription sets none, docs/adr/0066).
 */
export function allowanceText(translate: Translate, kind: AllowanceKindKey, allowance: AllowanceLimit | null): string {
  if (allowance === null) return translate('console.licenceMeter.tenantDefault');
  if (allowance.limit === 0) return translate(`console.licenceMeter.${kind}.none`);
  return translate(`console.licenceMeter.perPeriod.${allowance.period}`, { limit: allowance.limit });
}
