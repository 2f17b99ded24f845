/** Names and texts of the error model shared by server and clients (no zod, for browser bundles). */
/**
 * Messages a field error can carry; Min, Max, DecimalMin and DecimalMax are shown as 'Size' by the clients. The last
 * three are an IP range's: wider than the tenant allows, overlapping another account's, on a non-company account.
 */
export const FIELD_ERROR_MESSAGES = [
  'Size',
  'Min',
  'Max',
  'DecimalMin',
  'DecimalMax',
  'NotNull',
  'NotBlank',
  'Pattern',
  'Email',
  'Invalid',
  'Unknown',
  'TooWide',
  'Overlaps',
  'CompanyOnly',
] as const;
export const APP_ERROR_HEADER = 'x-app-error';
export const APP_PARAMS_HEADER = 'x-app-params';
export const ACCOUNT_ID_NOT_EXIST = 'account id not exist';
export const ENTITLEMENT_HEADER = 'entitlementaccess';
