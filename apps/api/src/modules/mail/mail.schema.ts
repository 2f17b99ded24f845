import { z } from 'zod';
import { MAIL_STATES, TenantCodeQuery } from '@codex/domain';

/** GET /management/mail: paging like management/audits, filters on state, kind and recipient/subject. */
export const MailListQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
  sort: z
    .string()
    .regex(/^(createdAt|sentAt|id|toAddress|subject|state|kind|attempts)(,(asc|desc))?$/, 'Pattern')
    .default('createdAt,desc'),
  state: z.enum(MAIL_STATES).optional(),
  kind: z.string().max(32).optional(),
  q: z.string().max(200).optional().describe('part of the recipient address or subject'),
  tenant: TenantCodeQuery,
});
export type MailListQuery = z.infer<typeof MailListQuery>;

export const MailIdParams = z.object({ id: z.coerce.number().int().min(1) });
export const MailDetailQuery = z.object({ tenant: TenantCodeQuery });

/** GET /management/mail-catcher: the embedded catcher's messages, newest first. */
export const CatcherQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(500).default(50),
  tenant: TenantCodeQuery,
});

export const CaughtMessage = z.object({
  id: z.string(),
  receivedAt: z.string(),
  envelopeTo: z.array(z.string()),
  messageId: z.string().nullable(),
  from: z.string(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  replyTo: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()),
});

export const UnsubscribeQuery = z.object({ token: z.string().min(1).max(2000) });
