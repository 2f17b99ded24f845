/**
 * The schemas the account calls check answers against, loaded with the first such call: imported with the calls,
 * they made zod part of the console's first JavaScript (about 24 kB gzip).
 */
export { AccountAllowances, AccountSeats } from '@codex/domain';
