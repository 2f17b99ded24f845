import { z } from 'zod';

/** Change alerts people can tune (not in the spec): per kind, how often mail comes. */
export const NOTIFICATION_KINDS = ['TRACKING', 'SHARING', 'GROUP_MESSAGES'] as const;
export const NOTIFICATION_FREQUENCIES = ['IMMEDIATE', 'DAILY', 'WEEKLY', 'OFF'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];

/** What a user gets before choosing. */
export const DEFAULT_NOTIFICATION_FREQUENCY: Record<NotificationKind, NotificationFrequency> = {
  TRACKING: 'DAILY',
  SHARING: 'IMMEDIATE',
  GROUP_MESSAGES: 'IMMEDIATE',
};

/** GET and PUT /api/notification-preferences. */
export const NotificationPreferences = z.object({
  TRACKING: z.enum(NOTIFICATION_FREQUENCIES),
  SHARING: z.enum(NOTIFICATION_FREQUENCIES),
  GROUP_MESSAGES: z.enum(NOTIFICATION_FREQUENCIES),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;
export const NotificationPreferencesPatch = NotificationPreferences.partial();

/** The console's mail resource (GET /management/mail). */
export const MAIL_STATES = ['queued', 'retrying', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];
export const MailMessageSummary = z.object({
  id: z.number().int(),
  tenantId: z.number().int().nullable(),
  kind: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  locale: z.string(),
  state: z.enum(MAIL_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailMessageSummary = z.infer<typeof MailMessageSummary>;
export const MailMessageDetail = MailMessageSummary.extend({
  html: z.string(),
  text: z.string(),
  headers: z.record(z.string(), z.string()),
  messageId: z.string().nullable(),
});
export type MailMessageDetail = z.infer<typeof MailMessageDetail>;

/** The console's groups resource (GET /api/admin/groups). */
export const AdminGroupRow = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  accountName: z.string(),
  name: z.string(),
  longDesc: z.string(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  memberCount: z.number().int(),
  contentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminGroupRow = z.infer<typeof AdminGroupRow>;
