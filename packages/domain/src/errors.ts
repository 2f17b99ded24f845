import { z } from 'zod';
import { AllowanceRefusal, SeatRefusal } from './licence-meter.js';

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
  /** A 429 for a full text whose seats are all taken (message error.seats.full). */
  seats: SeatRefusal.optional(),
  /** A 429 for a download or print past its allowance (message error.allowance.used). */
  allowance: AllowanceRefusal.optional(),
});
export type Problem = z.infer<typeof Problem>;

