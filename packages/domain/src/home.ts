import { z } from 'zod';
import { MARC_FORMATS } from './home-constants.js';
import { ContentCode } from './document.js';

/**
 * Response and request types of the home dashboard, the subscriber's own lists (favorites,
 * tracker, shared documents), my account and user resources (reading-experience.md sections
 * 3 and 7, groups-sharing-session-shell.md section 7).
 */

const isoDate = z.string().nullable();

/** A change the catalogue import detected in a document ("Replaced by RFC 9562", when). */
export const DocumentChange = z.object({
  kind: z.enum(['STATUS', 'REPLACED', 'UPDATED', 'NEW_VERSION', 'TITLE']),
  summary: z.string(),
  detectedAt: z.string(),
  relatedContentCode: z.string().nullable(),
  relatedDesignation: z.string().nullable(),
});
export type DocumentChange = z.infer<typeof DocumentChange>;

/** The spec's "Card document" (home cards, at most 6 per tab). */
export const CardDocument = z.object({
  contentId: z.number().int(),
  contentCode: z.string(),
  documentType: z.string(),
  publisherCode: z.string(),
  status: z.string(),
  designationNo: z.string(),
  displayDesignation: z.string(),
  documentTitle: z.string(),
  family: z.string().nullable(),
  lastUpdateDate: isoDate,
  publishDate: isoDate,
  publishedOnlineDate: isoDate,
});
export type CardDocument = z.infer<typeof CardDocument>;

/** GET api/accessed-documents/current-user: newest first, one entry per document. */
export const AccessedDocument = CardDocument.extend({ lastAccessDate: z.string() });
export const AccessedDocumentList = z.array(AccessedDocument);
export type AccessedDocument = z.infer<typeof AccessedDocument>;

/** One tracked family: the tracked document, since when, and the changes detected since then (newest first). */
export const TrackedDocument = CardDocument.extend({
  trackedDocumentId: z.number().int(),
  /** Tracked as a work item (a draft in progress) from the Work Items panel. */
  workItem: z.boolean(),
  trackingSinceDate: z.string(),
  updated: z.boolean(),
  lastChangeDate: z.string().nullable(),
  changes: z.array(DocumentChange),
});
export type TrackedDocument = z.infer<typeof TrackedDocument>;

/** GET api/tracked-documents/current-user?page&size (0-based): the spec's "count, result". */
export const TrackedDocumentList = z.object({ count: z.number().int(), result: z.array(TrackedDocument) });
export type TrackedDocumentList = z.infer<typeof TrackedDocumentList>;

/**
 * GET api/updated-documents/current-user: for an individual, tracked and favorite documents that
 * changed; for a company session, the newest documents of the account's current subscriptions.
 */
export const UpdatedDocument = CardDocument.extend({
  trackingSinceDate: z.string().nullable(),
  changes: z.array(DocumentChange),
});
export const UpdatedDocumentList = z.array(UpdatedDocument);
export type UpdatedDocument = z.infer<typeof UpdatedDocument>;

/** GET api/favorite-documents/current-user?page&size&sort: an array, total in the x-total-count header. */
export const FavoriteDocument = z.object({
  id: z.number().int(),
  createdDate: z.string(),
  document: CardDocument.extend({ assetId: z.string() }),
});
export const FavoriteDocumentList = z.array(FavoriteDocument);
export type FavoriteDocument = z.infer<typeof FavoriteDocument>;

/** Sort of the favorites list: the spec sorts on document.documentTitle, A-Z or Z-A. */
export const FAVORITE_SORTS = ['document.documentTitle,asc', 'document.documentTitle,desc', 'createdDate,desc', 'createdDate,asc'] as const;
export type FavoriteSort = (typeof FAVORITE_SORTS)[number];

export const PageQuery = z
  .object({
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    size: z.coerce.number().int().min(1).max(100).default(6),
  })
  .strict();

export const FavoriteListQuery = PageQuery.extend({ sort: z.enum(FAVORITE_SORTS).default('document.documentTitle,asc') }).strict();

/** PUT api/favorite-documents: removes the favorite with this id (the list's id). */
export const RemoveFavoriteRequest = z.object({ id: z.number().int().positive() });

/** POST api/content-favorites. */
export const CreateFavoriteRequest = z.object({ content: z.object({ contentId: z.number().int().positive() }) });
export const FavoriteRef = z.object({ id: z.number().int() });
export type FavoriteRef = z.infer<typeof FavoriteRef>;

/** GET api/documents/getContentTracking?family. */
export const ContentTracking = z.object({
  /** workItem: the spec's "track work item flag", on when the user tracks the family as a work item (docs/adr/0056). */
  data: z.object({ id: z.number().int(), trackingFlag: z.boolean(), workItem: z.boolean() }).nullable(),
  trackerUnavailable: z.boolean(),
});
export type ContentTracking = z.infer<typeof ContentTracking>;

export const FamilyQuery = z.object({ family: ContentCode }).strict();
export const TrackingRef = z.object({ id: z.number().int(), trackingFlag: z.boolean(), workItem: z.boolean() });
export type TrackingRef = z.infer<typeof TrackingRef>;
/** PUT api/tracked-documents/{id}: workItem left out keeps the flag as it is. */
export const UpdateTrackingRequest = z.object({ trackingFlag: z.boolean(), workItem: z.boolean().optional() });
/** POST api/tracked-documents?contentCode&workItem: workItem=true tracks the document as a work item (a draft in progress). */
export const TrackDocumentQuery = z.object({ contentCode: ContentCode, workItem: z.enum(['true', 'false']).optional() }).strict();

/** GET api/shared-documents/current-user/STANDARD?page(1-based)&size. */
export const SharedStandard = z.object({
  contentCode: z.string(),
  designationNo: z.string(),
  documentTitle: z.string(),
  email: z.string(),
  sharedByFirstName: z.string().nullable(),
  sharedByLastName: z.string().nullable(),
  sharedDate: z.string(),
});
/** GET api/shared-documents/current-user/PUBLICATION?page(0-based)&size. */
export const SharedPublication = z.object({
  document: z.object({ contentCode: z.string(), publisherName: z.string(), documentTitle: z.string() }),
  sharedByUserAccount: z.object({ user: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string() }) }),
  sharedDate: z.string(),
});
export const SharedStandardList = z.object({ totalCount: z.number().int(), list: z.array(SharedStandard) });
export const SharedPublicationList = z.object({ totalCount: z.number().int(), list: z.array(SharedPublication) });
export type SharedStandard = z.infer<typeof SharedStandard>;
export type SharedPublication = z.infer<typeof SharedPublication>;
export type SharedStandardList = z.infer<typeof SharedStandardList>;
export type SharedPublicationList = z.infer<typeof SharedPublicationList>;

/** Limits of the account edit form (the server answers Size field errors above them). */
export const ACCOUNT_FIELD_LIMITS = { address1: 255, address2: 255, city: 100, state: 10, postalCode: 20, country: 10, mobile: 30 } as const;

/** PUT api/user-accounts: the my-account edit form. state is kept only when country is US. */
export const UpdateUserAccountRequest = z.object({
  id: z.number().int().optional(),
  address1: z.string().trim().max(ACCOUNT_FIELD_LIMITS.address1).nullish(),
  address2: z.string().trim().max(ACCOUNT_FIELD_LIMITS.address2).nullish(),
  city: z.string().trim().max(ACCOUNT_FIELD_LIMITS.city).nullish(),
  state: z.string().trim().max(ACCOUNT_FIELD_LIMITS.state).nullish(),
  postalCode: z.string().trim().max(ACCOUNT_FIELD_LIMITS.postalCode).nullish(),
  country: z.string().trim().max(ACCOUNT_FIELD_LIMITS.country).nullish(),
  mobile: z.string().trim().max(ACCOUNT_FIELD_LIMITS.mobile).nullish(),
});
export type UpdateUserAccountRequest = z.infer<typeof UpdateUserAccountRequest>;

export const UserAccountDto = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  mobile: z.string().nullable(),
});
export type UserAccountDto = z.infer<typeof UserAccountDto>;

/** GET api/meta-data/type/COUNTRY and /STATE: "id, code, value". */
export const MetaDataOption = z.object({ id: z.number().int(), code: z.string(), value: z.string() });
export const MetaDataOptionList = z.array(MetaDataOption);
export type MetaDataOption = z.infer<typeof MetaDataOption>;

/** GET api/documents/videos/tutorial: the spec's Video entity. */
/** A video tutorial (spec section 3's Video), with the address of its media file (null when the host gave none). */
export const VideoTutorial = z.object({ hashed_id: z.string(), section: z.string(), name: z.string(), duration: z.number(), url: z.string().nullable() });
export const VideoTutorialList = z.array(VideoTutorial);
export type VideoTutorial = z.infer<typeof VideoTutorial>;

/** GET /api/documents/contentCode/designation: contentCode or NOT_FOUND_CONTENT. */
export const ContentLookupQuery = z
  .object({
    assetId: z.string().trim().min(1).max(128).optional(),
    designation: z.string().trim().min(1).max(255).optional(),
    year: z.string().trim().regex(/^\d{4}$/, 'Pattern').optional(),
    status: z.string().trim().min(1).max(64).optional(),
  })
  .strict();
export const ContentLookupAnswer = z.object({ data: z.object({ contentCode: z.string() }) });
export type ContentLookupAnswer = z.infer<typeof ContentLookupAnswer>;

/** MARC record formats (groups-sharing-session-shell.md section 9). */
export const MarcFormat = z.enum(MARC_FORMATS);
export type MarcFormat = z.infer<typeof MarcFormat>;

/** Help documents served from the repository; formats the help endpoint renders. */
export const HELP_FORMATS = ['pdf', 'md'] as const;
export const DocumentFileQuery = z.object({ title: z.string().trim().min(1).max(128), format: z.string().trim().min(1).max(8) }).strict();

/** GET api/documents/marc-collections: the MARC record sets (one per publisher series) the user resources page offers. */
export const MarcCollectionInfo = z.object({
  title: z.string(),
  name: z.string(),
  publisherCode: z.string(),
  recordCount: z.number().int(),
  formats: z.array(MarcFormat),
});
export const MarcCollectionList = z.array(MarcCollectionInfo);
export type MarcCollectionInfo = z.infer<typeof MarcCollectionInfo>;
