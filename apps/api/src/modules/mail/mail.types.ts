import type { NotificationKind } from '@codex/domain';

/** What a message is about; rendered in the recipient's locale with the tenant's branding. */
export type MailEvent =
  | {
      type: 'share';
      sharedBy: { name: string; email: string };
      documents: { contentCode: string; title: string; designation: string | null }[];
      group?: { id: number; name: string };
      message?: string;
    }
  | { type: 'group-message'; group: { id: number; name: string }; from: { name: string; email: string }; subject: string; message: string }
  | { type: 'tracking'; changes: { contentCode: string; designation: string | null; title: string; summary: string }[] };

/** The outbox row's kind: a notification kind, or DIGEST / COPY for what is not a single notice. */
export type MailKind = NotificationKind | 'DIGEST' | 'COPY' | 'DIRECT';

export type { NotificationKind };
