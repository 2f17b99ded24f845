/** Download and print allowances per reader, per document, per period (docs/adr/0066). */
export { allowanceLeft, allowancePeriod, effectiveAllowance, printCountedRecently, type AllowanceReader, type AllowanceTerms } from './allowances.service.js';
export { accountAllowanceUse } from './allowance-use.js';
