import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { documents } from './documents.js';
import { tenants } from './tenants.js';
import { users } from './users.js';

/** Spec section 3: where on the page the selection was made, and the compass point it was carried from. */
export interface CompassPointSelectionMetadata {
  pageNumber?: number | null;
  selectionText?: string | null;
  annotationID?: string | null;
  sourceCompassPointId?: number | null;
}

/** W3C Web Annotation selectors the anchoring package re-anchors with (docs/adr/0025). */
export interface CompassPointAnchor {
  quote?: { exact: string; prefix?: string; suffix?: string };
  position?: { start: number; end: number };
  page?: number | null;
  /** Page-relative boxes of the highlight, kept when it was made in the PDF (docs/adr/0067). */
  boxes?: { x: number; y: number; w: number; h: number }[];
}

/** A shared annotation of an account on a document (issue 16). */
export const compassPoints = pgTable(
  'compass_points',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    overlayDetails: text('overlay_details').notNull().default(''),
    selectionData: text('selection_data').notNull().default(''),
    selectionMetadata: jsonb('selection_metadata').$type<CompassPointSelectionMetadata>().notNull().default({}),
    anchor: jsonb('anchor').$type<CompassPointAnchor>(),
    /** ACTIVE or INACTIVE. */
    status: text('status').notNull().default('ACTIVE'),
    createdById: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deactivatedById: integer('deactivated_by').references(() => users.id, { onDelete: 'set null' }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    sourceCompassPointId: integer('source_compass_point_id'),
    /*
     * Sort and filter keys copied from the document and the people, so the lists sort and filter on this table
     * alone (docs/adr/0030). Database triggers keep them right on every write of a compass point, a document or
     * a user (migration 0011); nothing in the application writes them.
     */
    designation: text('designation').notNull().default(''),
    contentCode: text('content_code').notNull().default(''),
    contentStatus: text('content_status').notNull().default(''),
    creatorEmail: text('creator_email').notNull().default(''),
    /** 'First Last', as the answer's createdUserName. */
    creatorName: text('creator_name').notNull().default(''),
    deactivatorEmail: text('deactivator_email'),
  },
  (t) => [
    uniqueIndex('compass_points_uuid').on(t.uuid),
    index('compass_points_document_account_idx').on(t.documentId, t.accountId),
    // A user's compass points, for the triggers that copy a changed name or e-mail (and the cascades on delete).
    index('compass_points_creator_status_created_idx').on(t.createdById, t.status, t.createdAt),
    index('compass_points_deactivated_by_idx').on(t.deactivatedById),
    // One index per list sort, id last as the tie-breaker: the account's list (list-admin) ...
    index('compass_points_account_designation_idx').on(t.accountId, t.status, t.designation, t.id),
    index('compass_points_account_content_status_idx').on(t.accountId, t.status, t.contentStatus, t.id),
    index('compass_points_account_name_idx').on(t.accountId, t.status, t.name, t.id),
    index('compass_points_account_creator_email_idx').on(t.accountId, t.status, t.creatorEmail, t.id),
    index('compass_points_account_created_idx').on(t.accountId, t.status, t.createdAt, t.id),
    index('compass_points_account_deactivator_email_idx').on(t.accountId, t.status, t.deactivatorEmail, t.id),
    index('compass_points_account_deactivated_idx').on(t.accountId, t.status, t.deactivatedAt, t.id),
    // ... and the caller's own (detail/page-view).
    index('compass_points_own_designation_idx').on(t.accountId, t.createdById, t.status, t.designation, t.id),
    index('compass_points_own_content_status_idx').on(t.accountId, t.createdById, t.status, t.contentStatus, t.id),
    index('compass_points_own_name_idx').on(t.accountId, t.createdById, t.status, t.name, t.id),
    index('compass_points_own_creator_email_idx').on(t.accountId, t.createdById, t.status, t.creatorEmail, t.id),
    index('compass_points_own_created_idx').on(t.accountId, t.createdById, t.status, t.createdAt, t.id),
    index('compass_points_own_deactivator_email_idx').on(t.accountId, t.createdById, t.status, t.deactivatorEmail, t.id),
    index('compass_points_own_deactivated_idx').on(t.accountId, t.createdById, t.status, t.deactivatedAt, t.id),
    // list-admin's substring filters (ILIKE '%…%'): trigram indexes on the copied keys (pg_trgm). fastupdate off: each
    // write goes into the index itself, not a pending list only VACUUM empties (PGlite has no autovacuum; a pending
    // list kept the planner off the index, docs/benchmarks.md).
    index('compass_points_designation_trgm_idx').using('gin', t.designation.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('compass_points_content_code_trgm_idx').using('gin', t.contentCode.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('compass_points_creator_name_trgm_idx').using('gin', t.creatorName.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('compass_points_creator_email_trgm_idx').using('gin', t.creatorEmail.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

/** The values a history row keeps before and after a change. */
export interface CompassPointAuditValues {
  modifiedDate: string;
  name: string;
  description: string;
  overlayDetails: string;
  selectionMetadata: CompassPointSelectionMetadata;
  status: string;
  /** On the INSERT of a carried compass point: the one it was carried from and its edition. */
  carriedFrom?: { compassPointId: number; contentCode: string; designation: string };
  /** On the INSERT of an imported compass point: the W3C annotation's id and target source (docs/adr/0061). */
  importedFrom?: { annotationId: string | null; source: string | null };
}

/** One row per change of a compass point (the change history, spec section 3). */
export const compassPointAudits = pgTable(
  'compass_point_audits',
  {
    id: serial('id').primaryKey(),
    compassPointId: integer('compass_point_id')
      .notNull()
      .references(() => compassPoints.id, { onDelete: 'cascade' }),
    /** INSERT, UPDATE, UPDATE-SELECTION, DEACTIVATE or ACTIVATE. */
    dbTransactionType: text('db_transaction_type').notNull(),
    previous: jsonb('previous').$type<CompassPointAuditValues | null>(),
    current: jsonb('current').$type<CompassPointAuditValues>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('compass_point_audits_point_idx').on(t.compassPointId, t.createdAt)],
);

/** A personal note on a document: private to its author. */
export const userNotes = pgTable(
  'user_notes',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    annotationId: text('annotation_id').notNull(),
    noteData: text('note_data').notNull().default(''),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_notes_author_document_annotation').on(t.authorId, t.documentId, t.annotationId)],
);
