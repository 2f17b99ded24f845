import { WEBHOOK_EVENT_TYPES } from '@codex/domain';

/** The events as checkbox choices, named through the message catalogue. */
export const EVENT_CHOICES = WEBHOOK_EVENT_TYPES.map((id) => ({ id, name: `console.webhooks.events.${id}` }));
