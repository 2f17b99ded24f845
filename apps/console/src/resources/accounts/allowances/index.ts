// The downloads and prints of an account's readers under an allowance (docs/adr/0066): a section of the account's page.
export { AccountAllowances } from './AccountAllowances.js';
