import { z } from 'zod';

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

