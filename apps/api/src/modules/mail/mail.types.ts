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
  /** A seat of a subscription the reader was refused has freed (docs/adr/0065). */
  | { type: 'seat-free'; subscriptionName: string; document: { contentCode: string; title: string; designation: string | null } | null }
  | {
      type: 'tracking';
      changes: {
        contentCode: string;
        designation: string | null;
        title: string;
        /** The change in English, as the tracker shows it. */
        summary: string;
        /** When given, the message words the change in the recipient's language instead of the summary. */
        change?: { kind: string; from?: string | null; to?: string | null; relatedDesignation?: string };
        /** A replaced document: how many of the recipient's account's compass points on it can be carried to the new edition. */
        compassPoints?: { count: number; to: string };
      }[];
    };

/** The outbox row's kind: a notification kind, or DIGEST / COPY for what is not a single notice. */
export type MailKind = NotificationKind | 'DIGEST' | 'COPY' | 'DIRECT';

export type { NotificationKind };
