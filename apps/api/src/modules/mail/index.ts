/**
 * Mail: the outbox other modules write to inside their own transaction, the digests, the
 * unsubscribe links and preferences, and the transport (SMTP_URL or the embedded catcher).
 */
export type { MailEvent, MailKind, NotificationKind } from './mail.types.js';
export { notifyUsers, queueDirectMail } from './outbox.service.js';
export { outboxFigures, type OutboxFigures } from './outbox-figures.js';
export { runDigests } from './digests.service.js';
export { startMailCatcher, listCaughtMessages, type CaughtMessage, type MailCatcher } from './mail-catcher.js';
export { default as mailPlugin } from './mail.plugin.js';
