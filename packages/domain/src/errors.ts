import { z } from 'zod';

/** Messages a field error can carry; Min, Max, DecimalMin and DecimalMax are shown as 'Size' by the clients. */
export const FIELD_ERROR_MESSAGES = ['Size', 'Min', 'Max', 'DecimalMin', 'DecimalMax', 'NotNull', 'NotBlank', 'Pattern', 'Email', 'Invalid', 'Unknown'] as const;

export const FieldError = z.object({ objectName: z.string(), field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

/** Problem body of every error answer (RFC 9457 shape plus the fields the clients read). */
export const Problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  path: z.string().optional(),
  message: z.string(),
  requestId: z.string().optional(),
  fieldErrors: z.array(FieldError).optional(),
  params: z.string().optional(),
});
export type Problem = z.infer<typeof Problem>;

export const APP_ERROR_HEADER = 'x-app-error';
export const APP_PARAMS_HEADER = 'x-app-params';
export const ACCOUNT_ID_NOT_EXIST = 'account id not exist';
export const ENTITLEMENT_HEADER = 'entitlementaccess';
