import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { catalogueImports } from './catalog-imports.js';
import { documents } from './documents.js';
import { tenants } from './tenants.js';
import { trackedDocuments } from './tracked-documents.js';
import { users } from './users.js';

/**
 * STATUS: the status changed (Active -> Replaced); REPLACED: a newer document obsoletes or
 * supersedes this one; UPDATED: a newer document updates it; NEW_VERSION: a new version joined
 * its family; TITLE: the title changed.
 */
export type DocumentChangeKind = 'STATUS' | 'REPLACED' | 'UPDATED' | 'NEW_VERSION' | 'TITLE';

export interface DocumentChangeDetail {
  from?: string | null;
  to?: string | null;
  /** The newer document, for REPLACED, UPDATED and NEW_VERSION. */
  relatedContentCode?: string;
  relatedDesignation?: string;
}

/**
 * A change the catalogue import detected in a document. changeKey makes a change unique per
 * document (e.g. "STATUS:Active>Replaced", "REPLACED:RFC9562"), so re-running an import over the
 * same files records nothing twice.
 */
export const documentChanges = pgTable(
  'document_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DocumentChangeKind>().notNull(),
    changeKey: text('change_key').notNull(),
    /** What changed, in words, e.g. "Replaced by RFC 9562". */
    summary: text('summary').notNull(),
    detail: jsonb('detail').$type<DocumentChangeDetail>().notNull().default({}),
    importRunId: integer('import_run_id').references(() => catalogueImports.id, { onDelete: 'set null' }),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once a notification row exists for every user tracking the document's family. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('document_changes_key').on(t.documentId, t.changeKey), index('document_changes_detected_idx').on(t.detectedAt)],
);

/** One stored notice per tracking user and change; e-mail delivery sets deliveredAt later. */
export const trackingNotifications = pgTable(
  'tracking_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trackedDocumentId: integer('tracked_document_id')
      .notNull()
      .references(() => trackedDocuments.id, { onDelete: 'cascade' }),
    changeId: bigint('change_id', { mode: 'number' })
      .notNull()
      .references(() => documentChanges.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('tracking_notifications_user_change').on(t.userId, t.changeId), index('tracking_notifications_user_idx').on(t.userId, t.createdAt)],
);
