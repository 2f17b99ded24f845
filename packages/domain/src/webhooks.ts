import { z } from 'zod';

/**
 * Open feeds (issue 17 item 6, docs/adr/0035): the console's /api/admin/webhooks with their delivery log, and the
 * reader's private Atom feed of tracked documents (/api/tracking-feed).
 */

/** The events a webhook can ask for. */
export const WEBHOOK_EVENT_TYPES = [
  'document.changed',
  'content.shared',
  'compassPoint.created',
  'compassPoint.edited',
  'compassPoint.deactivated',
  'compassPoint.carried',
] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_URL_MAX = 2000;

/** An absolute http(s) URL without credentials (the receiver's address). */
export const WebhookUrl = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(WEBHOOK_URL_MAX, `At most ${WEBHOOK_URL_MAX} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, 'An http or https address without user name or password');

const WebhookEvents = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1, 'Choose at least one event')
  .max(WEBHOOK_EVENT_TYPES.length)
  .refine((events) => new Set(events).size === events.length, 'Each event once');

/** POST /api/admin/webhooks (the operator names the account; an admin's is the session's). */
export const CreateWebhookRequest = z
  .object({
    url: WebhookUrl,
    events: WebhookEvents,
    active: z.boolean().default(true),
    accountId: z.number().int().positive().optional(),
  })
  .strict();
export type CreateWebhookRequest = z.input<typeof CreateWebhookRequest>;

/** PUT /api/admin/webhooks/:id; rotateSecret makes a new secret. */
export const UpdateWebhookRequest = z
  .object({
    url: WebhookUrl,
    events: WebhookEvents,
    active: z.boolean(),
    rotateSecret: z.boolean().optional(),
  })
  .strip();
export type UpdateWebhookRequest = z.input<typeof UpdateWebhookRequest>;

export const AdminWebhookListQuery = z
  .object({
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    size: z.coerce.number().int().min(1).max(100).default(25),
    accountId: z.coerce.number().int().positive().optional(),
  })
  .strip();

export const AdminWebhookIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const AdminWebhook = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  accountName: z.string(),
  url: z.string(),
  /** Shown to the account's admins and the operator, who sign with it on their side too. */
  secret: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastDeliveryAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
});
export type AdminWebhook = z.infer<typeof AdminWebhook>;

/** GET /api/admin/webhooks/:id/deliveries: the delivery log, one row per try, newest first. */
export const WebhookDeliveryAttempt = z.object({
  id: z.number().int(),
  deliveryId: z.string(),
  event: z.string(),
  attempt: z.number().int(),
  at: z.string(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  state: z.enum(['queued', 'delivered', 'failed']),
});
export type WebhookDeliveryAttempt = z.infer<typeof WebhookDeliveryAttempt>;

export const WebhookDeliveryLogQuery = z
  .object({
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    size: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strip();

/** GET/POST /api/tracking-feed: the user's feed address (url null when the feed is off). */
export const TrackingFeed = z.object({ url: z.string().nullable(), createdAt: z.string().nullable() });
export type TrackingFeed = z.infer<typeof TrackingFeed>;
