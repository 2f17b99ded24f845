import { z } from 'zod';
import { LIMITS } from './limits.js';

/** A contentCode names one document in the catalogue, e.g. IETF-RFC9110 or NIST-SP-800-53-R5. */
export const ContentCode = z.string().trim().min(1).max(128).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Pattern');

export const ContentCodeQuery = z.object({ contentCode: ContentCode }).strict();

export const Version = z.object({
  id: z.number().int(),
  index: z.number().int(),
  designationNo: z.string(),
  publisherCode: z.string(),
  contentCode: z.string(),
  status: z.string(),
  publishedDate: z.string().nullable(),
});
export type Version = z.infer<typeof Version>;

export const DocumentDetails = z.object({
  assetId: z.string(),
  committeeSponsor: z.string().nullable(),
  doi: z.string().nullable(),
  histAcceptedDate: z.string().nullable(),
  histReceivedDate: z.string().nullable(),
  isbnEb: z.string().nullable(),
  issn: z.string().nullable(),
  mainCommittee: z.string().nullable(),
  mainWithSubCommittee: z.string().nullable(),
  volumeNumber: z.string().nullable(),
  language: z.string().nullable(),
  conferenceName: z.string().nullable(),
  conferenceLocation: z.string().nullable(),
  meetingDate: z.string().nullable(),
  session: z.string().nullable(),
  primaryTopic: z.string().nullable(),
  fundingOrganization: z.string().nullable(),
  contentType: z.string().nullable(),
  equivalentList: z.array(z.string()),
  noteList: z.array(z.string()),
});
export type DocumentDetails = z.infer<typeof DocumentDetails>;

export const ReplacedByLink = z.object({ contentCode: z.string(), designation: z.string(), status: z.string() });

/** Document metadata as the spec's "Document metadata" entity, plus details and relation summaries. */
export const DocumentMetadata = z.object({
  contentId: z.number().int(),
  contentCode: z.string(),
  family: z.string().nullable(),
  designation: z.string(),
  displayDesignation: z.string(),
  designationNo: z.string(),
  title: z.string(),
  abstract: z.string().nullable(),
  documentType: z.string(),
  publisherCode: z.string(),
  publisherName: z.string(),
  organizationId: z.number().int(),
  status: z.string(),
  classification: z.string().nullable(),
  assetId: z.string(),
  assetType: z.string(),
  contentType: z.string(),
  languageCode: z.string(),
  video: z.enum(['Y', 'N']),
  downloadable: z.boolean(),
  allowToTrack: z.boolean(),
  allowToFavorite: z.boolean(),
  /** The viewer's favorite of this document (its id deletes it), or null. */
  contentFavorite: z.object({ id: z.number().int() }).nullable(),
  htmlVersions: z.array(Version),
  pdfVersions: z.array(Version),
  versions: z.array(Version),
  replacedByContentCode: z.string().nullable(),
  replacedByFamilyValue: z.string().nullable(),
  replacedByChain: z.array(z.array(ReplacedByLink)),
  updatedBy: z.array(ReplacedByLink),
  updates: z.array(ReplacedByLink),
  lastUpdateDate: z.string().nullable(),
  publishedDate: z.string().nullable(),
  publishedOnlineDate: z.string().nullable(),
  citationArticleTypeExclude: z.array(z.string()),
  compassPointSettings: z.unknown().nullable(),
  tabs: z.array(z.object({ id: z.string(), position: z.number().int() })),
  hasActivatedCompassPoint: z.boolean(),
  hasDeactivatedCompassPoint: z.boolean(),
  committee: z.string().nullable(),
  committeeName: z.string().nullable(),
  category: z.string().nullable(),
  topics: z.array(z.string()),
  keywords: z.array(z.string()),
  authors: z.array(z.string()),
  pageCount: z.number().int().nullable(),
  doi: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  details: DocumentDetails,
});
export type DocumentMetadata = z.infer<typeof DocumentMetadata>;

/** GET api/documents/verification/contentCode: the body; the entitlementaccess header carries the same answer as entitled. */
export const ContentVerification = z.object({
  contentCode: z.string(),
  /** Same answer as the entitlementaccess header. */
  entitled: z.boolean(),
  /** Entitled, and the publisher lets the document be downloaded. */
  downloadable: z.boolean(),
  /** Renditions the document has: 'pdf', 'html'. */
  formats: z.array(z.enum(['pdf', 'html'])),
});
export type ContentVerification = z.infer<typeof ContentVerification>;

export const SearchKeywords = z.string().max(LIMITS.searchInput);
