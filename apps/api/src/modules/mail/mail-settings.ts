import { randomBytes } from 'node:crypto';

/** What rendering needs beyond the event: links and the unsubscribe signing key (set by the mail plugin). */
export interface MailSettings {
  publicUrl: string;
  secret: string;
  from: string;
}

let current: MailSettings = { publicUrl: 'http://localhost:8080', secret: randomBytes(32).toString('hex'), from: 'Codex <no-reply@codex.local>' };

export function configureMail(settings: MailSettings): void {
  current = settings;
}

export function mailSettings(): MailSettings {
  return current;
}
