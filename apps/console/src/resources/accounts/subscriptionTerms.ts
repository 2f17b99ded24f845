import type { AdminSubscription, AllowanceLimit, AllowancePeriod, SubscriptionTermsRequest } from '@codex/domain';

/** How a subscription counts downloads or prints: the tenant's default, none at all, or its own limit. */
export type AllowanceChoice = 'DEFAULT' | 'NONE' | 'LIMIT';

export interface AllowanceDraft {
  choice: AllowanceChoice;
  /** As typed; used when `choice` is LIMIT. */
  limit: string;
  period: AllowancePeriod;
}

/** The licence terms form as typed: the seat limit ('' for none) and the two allowances. */
export interface TermsDraft {
  seatLimit: string;
  downloadAllowance: AllowanceDraft;
  printAllowance: AllowanceDraft;
}

export type AllowanceField = 'downloadAllowance' | 'printAllowance';
export const ALLOWANCE_FIELDS: readonly AllowanceField[] = ['downloadAllowance', 'printAllowance'];

/** A form error of one field: a translation key or the server's text. */
export type TermsErrors = Partial<Record<'seatLimit' | `${AllowanceField}.limit` | `${AllowanceField}.period` | AllowanceField, string>>;

function allowanceDraft(allowance: AllowanceLimit | null): AllowanceDraft {
  if (allowance === null) return { choice: 'DEFAULT', limit: '', period: 'MONTH' };
  if (allowance.limit === 0) return { choice: 'NONE', limit: '', period: allowance.period };
  return { choice: 'LIMIT', limit: String(allowance.limit), period: allowance.period };
}

/** The form's first values: the subscription's terms as they are. */
export function termsDraft(subscription: AdminSubscription): TermsDraft {
  return {
    seatLimit: subscription.seatLimit === null ? '' : String(subscription.seatLimit),
    downloadAllowance: allowanceDraft(subscription.downloadAllowance),
    printAllowance: allowanceDraft(subscription.printAllowance),
  };
}

const WHOLE_NUMBER = /^\d+$/;

/**
 * What the browser can tell before asking: a number that is not whole, or a limit chosen but left empty. The ranges
 * (seats 1 to 100000, allowances 0 to 10000) are the server's to check, with the shared schema.
 */
export function draftProblems(draft: TermsDraft): TermsErrors {
  const errors: TermsErrors = {};
  if (draft.seatLimit.trim() !== '' && !WHOLE_NUMBER.test(draft.seatLimit.trim())) errors.seatLimit = 'console.licenceMeter.wholeNumber';
  for (const field of ALLOWANCE_FIELDS) {
    const allowance = draft[field];
    if (allowance.choice !== 'LIMIT') continue;
    const limit = allowance.limit.trim();
    if (limit === '') errors[`${field}.limit`] = 'error.NotNull';
    else if (!WHOLE_NUMBER.test(limit)) errors[`${field}.limit`] = 'console.licenceMeter.wholeNumber';
  }
  return errors;
}

function allowanceTerms(allowance: AllowanceDraft): AllowanceLimit | null {
  if (allowance.choice === 'DEFAULT') return null;
  // None allowed is a limit of 0 over the period it had (or a month): the contract has no other way to say it.
  if (allowance.choice === 'NONE') return { limit: 0, period: allowance.period };
  return { limit: Number(allowance.limit.trim()), period: allowance.period };
}

/** PUT /api/admin/accounts/{id}/subscriptions/{subscriptionId}'s body from a draft without problems. */
export function termsRequest(draft: TermsDraft): SubscriptionTermsRequest {
  const seatLimit = draft.seatLimit.trim();
  return {
    seatLimit: seatLimit === '' ? null : Number(seatLimit),
    downloadAllowance: allowanceTerms(draft.downloadAllowance),
    printAllowance: allowanceTerms(draft.printAllowance),
  };
}

/** How the server's answer says a number is out of its range (the data provider passes Min and Max on as error.Size). */
const OUT_OF_RANGE = new Set(['Min', 'Max', 'error.Min', 'error.Max', 'Size', 'error.Size']);

/** The server's field errors (react-admin's nested form errors) as the form's own, one per field. */
export function serverErrors(errors: unknown): TermsErrors {
  const found: TermsErrors = {};
  if (!errors || typeof errors !== 'object') return found;
  const tree = errors as Record<string, unknown>;
  // A number out of its range: the field's own help says the range, shown as the error.
  const ranged = (code: string, help: string) => (OUT_OF_RANGE.has(code) ? help : code);
  if (typeof tree.seatLimit === 'string') found.seatLimit = ranged(tree.seatLimit, 'console.licenceMeter.seatLimitHelp');
  for (const field of ALLOWANCE_FIELDS) {
    const node = tree[field];
    if (typeof node === 'string') found[field] = node;
    else if (node && typeof node === 'object') {
      const { limit, period } = node as Record<string, unknown>;
      if (typeof limit === 'string') found[`${field}.limit`] = ranged(limit, 'console.licenceMeter.allowanceHelp');
      if (typeof period === 'string') found[`${field}.period`] = period;
    }
  }
  return found;
}
