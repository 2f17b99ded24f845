/** Webhooks: an account's signed event deliveries through the job queue; other modules emit events through here. */
export { default as webhooksRoutes, type WebhooksOptions } from './webhooks.routes.js';
export type { ReceiverAddress, ResolveHost } from './receiver-connection.js';
export { emitWebhookEvents, webhookDeliverJob, type WebhookEvent } from './webhook-events.js';
export { signatureHeader, standardWebhooksHeaders, verifySignature } from './webhook-signature.js';
