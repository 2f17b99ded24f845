import { z } from 'zod';
import { LIMITS } from './limits.js';

/**
 * Compass points, their change history and personal notes (reading-experience.md sections 3, 4, 7, 9;
 * groups-sharing-session-shell.md sections 3 and 7). Field names are the spec's, spellings included.
 */

const id = z.coerce.number().int().positive();
/** Text a field keeps, trimmed; whether it may be blank is the tenant's compassPointSettings' call. */
const trimmed = (max: number) => z.string().trim().max(max).default('');

export const CompassPointStatus = z.enum(['ACTIVE', 'INACTIVE']);
export type CompassPointStatus = z.infer<typeof CompassPointStatus>;

/** selectionMetadata: where the selection is, and the compass point it was carried from. */
export const CompassPointSelectionMetadata = z
  .object({
    pageNumber: z.number().int().min(0).max(1_000_000).nullable().optional(),
    selectionText: z.string().max(100_000).nullable().optional(),
    annotationID: z.string().max(LIMITS.shortText).nullable().optional(),
    sourceCompassPointId: z.number().int().positive().nullable().optional(),
  })
  .strict();
export type CompassPointSelectionMetadata = z.infer<typeof CompassPointSelectionMetadata>;

/** W3C Web Annotation selectors: TextQuoteSelector, TextPositionSelector and the PDF page (docs/adr/0025). */
export const TextQuoteSelector = z
  .object({ exact: z.string().min(1).max(100_000), prefix: z.string().max(200).optional(), suffix: z.string().max(200).optional() })
  .strict();
export const TextPositionSelector = z
  .object({ start: z.number().int().min(0), end: z.number().int().min(0) })
  .strict()
  .refine((p) => p.end >= p.start, { message: 'Range', path: ['end'] });
/** The most boxes a highlight keeps: one per line, a whole page's lines and more. */
export const MAX_HIGHLIGHT_BOXES = 200;
const fraction = z.number().min(0).max(1);
/**
 * Where a highlight sits on its PDF page, kept when it is made (docs/adr/0067): one box per line, each a fraction of
 * the page's width (x, w) and height (y, h) from its top left, so any zoom draws it before the page's text is read.
 */
export const HighlightBox = z
  .object({ x: fraction, y: fraction, w: fraction, h: fraction })
  .strict()
  .refine((b) => b.x + b.w <= 1.0001 && b.y + b.h <= 1.0001, { message: 'Range', path: ['w'] });
export type HighlightBox = z.infer<typeof HighlightBox>;
export const CompassPointAnchor = z
  .object({
    quote: TextQuoteSelector.optional(),
    position: TextPositionSelector.optional(),
    page: z.number().int().min(0).nullable().optional(),
    /** Only with a page: the boxes on that page (a selection made in the HTML has none). */
    boxes: z.array(HighlightBox).min(1).max(MAX_HIGHLIGHT_BOXES).optional(),
  })
  .strict()
  .refine((a) => a.boxes === undefined || (a.page !== null && a.page !== undefined), { message: 'NotNull', path: ['page'] });
export type CompassPointAnchor = z.infer<typeof CompassPointAnchor>;

/** POST api/v1/compasspoint. */
export const CreateCompassPointPayload = z.object({
  name: trimmed(LIMITS.compassPointName),
  description: trimmed(LIMITS.compassPointDescription),
  overlayDetails: trimmed(LIMITS.compassPointOverlay),
  contentID: id,
  selectionData: z.string().max(200_000).default(''),
  selectionMetadata: CompassPointSelectionMetadata.default({}),
  anchor: CompassPointAnchor.optional(),
});
export type CreateCompassPointPayload = z.infer<typeof CreateCompassPointPayload>;

/** PUT api/v1/compasspoint/{id}: a field not sent keeps its value; selectionData, selectionMetadata and anchor change the highlight. */
export const UpdateCompassPointPayload = z.object({
  id: id.optional(),
  name: z.string().trim().max(LIMITS.compassPointName).optional(),
  description: z.string().trim().max(LIMITS.compassPointDescription).optional(),
  overlayDetails: z.string().trim().max(LIMITS.compassPointOverlay).optional(),
  selectionData: z.string().max(200_000).optional(),
  selectionMetadata: CompassPointSelectionMetadata.optional(),
  anchor: CompassPointAnchor.optional(),
});
export type UpdateCompassPointPayload = z.infer<typeof UpdateCompassPointPayload>;

export const MarkSharedPayload = z.object({ compassPointID: id });

/** A compass point as every compass point call answers it (section 3). */
export const CompassPoint = z.object({
  compassPointID: z.number().int(),
  compassPointUUID: z.string(),
  name: z.string(),
  description: z.string(),
  overlayDetails: z.string(),
  designation: z.string(),
  contentCode: z.string(),
  contentID: z.number().int(),
  contentStatus: z.string(),
  status: CompassPointStatus,
  selectionData: z.string(),
  selectionMetadata: CompassPointSelectionMetadata,
  anchor: CompassPointAnchor.nullable(),
  createdById: z.number().int(),
  createdDate: z.string(),
  createdUserName: z.string(),
  creatorEmail: z.string(),
  email: z.string(),
  deletedByEmail: z.string().nullable(),
  deletedDate: z.string().nullable(),
  /** Whether the caller may edit, deactivate and reactivate it (creator or COMPASS_POINT_ADMIN, as pdf-view-setting allows). */
  edit: z.boolean(),
  pdfVersions: z.array(z.object({ contentCode: z.string(), designationNo: z.string() })),
});
export type CompassPoint = z.infer<typeof CompassPoint>;

/** Paged lists: content, totalElements, pageSize (as the change history). */
export const CompassPointPage = z.object({ content: z.array(CompassPoint), totalElements: z.number().int(), pageIndex: z.number().int(), pageSize: z.number().int() });
export type CompassPointPage = z.infer<typeof CompassPointPage>;

/** The list sorts (section 9); a trailing '-' is descending. */
export const COMPASS_POINT_SORTS = ['designation', 'contentStatus', 'name', 'email', 'createdDate', 'deletedByEmail', 'deletedDate', 'deactivatedDate'] as const;
export const CompassPointSort = z.string().regex(new RegExp(`^(${COMPASS_POINT_SORTS.join('|')})[-+]?$`), 'Pattern');

/**
 * Whose compass points the user's list (detail/page-view) shows: `me` the caller's own (the default), `everyone`
 * every compass point of the selected account, as the document's Compass Points tab shows them (docs/adr/0052).
 */
export const COMPASS_POINT_LIST_SCOPES = ['me', 'everyone'] as const;
export const CompassPointListScope = z.enum(COMPASS_POINT_LIST_SCOPES);
export type CompassPointListScope = z.infer<typeof CompassPointListScope>;

/** GET /api/v1/compasspoint?compassPointUUID: the shared link. */
export const SharedCompassPoint = CompassPoint.extend({ isDeleted: z.boolean() });
export type SharedCompassPoint = z.infer<typeof SharedCompassPoint>;

/** GET /api/v1/compasspoint/settings?contentID. */
export const CompassPointSettingsAnswer = z.object({
  /** The tenant feature enable_compass_points: the row menu shows only with it. */
  enabled: z.boolean(),
  compassPointSettings: z.unknown(),
  pdfViewSetting: z.object({ manage: z.enum(['None', 'Own', 'All']) }),
  showAuditHistory: z.boolean(),
  hasActivatedCompassPoint: z.boolean(),
  hasDeactivatedCompassPoint: z.boolean(),
});

export const CompassPointTransactionType = z.enum(['INSERT', 'UPDATE', 'UPDATE-SELECTION', 'DEACTIVATE', 'ACTIVATE']);
export type CompassPointTransactionType = z.infer<typeof CompassPointTransactionType>;

export const CompassPointAuditValues = z.object({
  modifiedDate: z.string(),
  name: z.string(),
  description: z.string(),
  overlayDetails: z.string(),
  selectionMetadata: CompassPointSelectionMetadata,
  status: z.string(),
  /** On the INSERT of a carried compass point: the one it was carried from and its edition (docs/adr/0026). */
  carriedFrom: z.object({ compassPointId: z.number().int(), contentCode: z.string(), designation: z.string() }).optional(),
  /** On the INSERT of an imported compass point: the W3C annotation it was made from (docs/adr/0061). */
  importedFrom: z.object({ annotationId: z.string().nullable(), source: z.string().nullable() }).optional(),
});

/** One change history entry (section 3). */
export const ChangeHistoryEntry = z.object({
  id: z.number().int(),
  dbTransactionType: CompassPointTransactionType,
  transactionUserName: z.string(),
  createdDate: z.string(),
  auditData: z.object({ current: CompassPointAuditValues, previous: CompassPointAuditValues.nullable() }),
});
export const ChangeHistoryPage = z.object({ content: z.array(ChangeHistoryEntry), totalElements: z.number().int(), pageSize: z.number().int() });
export type ChangeHistoryPage = z.infer<typeof ChangeHistoryPage>;

/** A personal note (private to its author). */
export const UserNotePayload = z.object({
  contentId: id,
  annotationId: z.string().trim().min(1).max(LIMITS.shortText),
  noteData: z.string().max(200_000).default(''),
  note: z.string().trim().max(LIMITS.compassPointDescription).default(''),
});
export type UserNotePayload = z.infer<typeof UserNotePayload>;
export const UserNote = z.object({
  id: z.number().int(),
  contentId: z.number().int(),
  annotationId: z.string(),
  noteData: z.string(),
  note: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type UserNote = z.infer<typeof UserNote>;
