/**
 * Where groups and sharing hand their mail to the outbox (the mail module): inside the caller's transaction,
 * so a message leaves if and only if the action that caused it is committed.
 */
export { notifyUsers, queueDirectMail, type MailEvent } from '../mail/index.js';
