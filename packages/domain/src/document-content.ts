/**
 * Response (and query) shapes of the document calls beyond metadata: translations, related content,
 * work items, additional details, compare and redlines, citations, videos, e-learning and the
 * protected viewer. Field names follow the spec's section 3 (reading-experience.md).
 * Browser code imports only the types from here (`import type`); runtime constants are in
 * document-content-constants.ts, which has no zod.
 */
import { z } from 'zod';
import { CITATION_STYLES } from './document-content-constants.js';
import { ContentCode } from './document.js';

/** A numeric contentId as a query value. */
export const ContentId = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, 'Pattern')
  .transform((v) => Number(v));

// ---------------------------------------------------------------------------------------------
// translations?contentId
// ---------------------------------------------------------------------------------------------

export const Translation = z.object({
  contentId: z.number().int(),
  contentCode: z.string(),
  /** What the reader shows for the translation: language and designation, e.g. "de-DE · RFC 9110". */
  displayCode: z.string(),
});
export type Translation = z.infer<typeof Translation>;
export const TranslationList = z.array(Translation);
export type TranslationList = z.infer<typeof TranslationList>;

// ---------------------------------------------------------------------------------------------
// relatedContent?contentCode
// ---------------------------------------------------------------------------------------------

export const RelatedContentItem = z.object({
  designationOrFamily: z.string(),
  title: z.string(),
  /** The catalogue document it names; null when the target is not in the catalogue (e.g. an old IEN). */
  contentCode: z.string().nullable(),
  /** For sections: the anchor id inside the document's HTML rendition (`section-4.2.1`); null otherwise. */
  anchor: z.string().nullable(),
  /** For cited content: 'normative' or 'informative'; null otherwise. */
  referenceType: z.enum(['normative', 'informative']).nullable(),
});
export type RelatedContentItem = z.infer<typeof RelatedContentItem>;

export const RelatedContent = z.object({
  /** Documents this one cites (its normative and informative references). */
  citedContent: z.array(RelatedContentItem),
  /** Standard operating procedures: none in this catalogue, always empty. */
  sop: z.array(RelatedContentItem),
  /** Technical management approvals: none in this catalogue, always empty. */
  tma: z.array(RelatedContentItem),
  /** Documents that update this one (supplements to it). */
  supplements: z.array(RelatedContentItem),
  /** The document's own top-level sections, from its full text. */
  sections: z.array(RelatedContentItem),
});
export type RelatedContent = z.infer<typeof RelatedContent>;

// ---------------------------------------------------------------------------------------------
// work-items/{code}
// ---------------------------------------------------------------------------------------------

export const Ballot = z.object({
  ballotNumber: z.string(),
  itemStatus: z.string(),
  itemNumber: z.string(),
});
export type Ballot = z.infer<typeof Ballot>;

export const WorkItem = z.object({
  publisher: z.string(),
  /** The draft's designation as its publisher gives it, e.g. "NIST SP 800-53A Rev. 5 (Draft)" or "W3C webauthn-3". */
  workItemNumber: z.string(),
  /** The draft in this catalogue, to open it. */
  contentCode: z.string(),
  /** The draft's family, to ask for (and show) the user's tracking of the work item (getContentTracking?family). */
  family: z.string(),
  /** When the draft was first published for review (YYYY-MM-DD), as the publisher records it. */
  initiatedDate: z.string().nullable(),
  technicalContact: z.string().nullable(),
  /** Ballots on the draft: none of this catalogue's publishers records any, so the list is empty. */
  ballotList: z.array(Ballot),
});
export type WorkItem = z.infer<typeof WorkItem>;
export const WorkItemList = z.array(WorkItem);
export type WorkItemList = z.infer<typeof WorkItemList>;

// ---------------------------------------------------------------------------------------------
// additional-details-by-publisher?contentCode  (additional-details answers DocumentDetails)
// ---------------------------------------------------------------------------------------------

export const DetailItem = z.object({ label: z.string(), values: z.array(z.string()) });
export const PublisherDetails = z.object({
  /** Message key of the panel's title, e.g. `document.details.publisher.IETF`. */
  titleKey: z.string(),
  detailItems: z.array(DetailItem),
});
export type PublisherDetails = z.infer<typeof PublisherDetails>;

// ---------------------------------------------------------------------------------------------
// Compare: pdf/comparison, v1/documents/html/comparison, v1/html/resultCheck, download/redline/{id}
// ---------------------------------------------------------------------------------------------

export const PdfComparisonQuery = z.object({ leftContentId: ContentId, rightContentId: ContentId }).strict();
export const HtmlComparisonQuery = z.object({ newHtmlId: ContentId, oldHtmlId: ContentId }).strict();

export const PdfComparison = z.object({
  redlineExists: z.boolean(),
  /** Id for `GET api/documents/download/redline/{id}`; null when there is no redline. */
  redlineId: z.string().nullable(),
  /** 'The documents are too large to be compare' when over the limit; otherwise null. */
  message: z.string().nullable(),
});
export type PdfComparison = z.infer<typeof PdfComparison>;

/** Answer of the POST that starts (or reuses) an HTML redline job; 202. */
export const HtmlComparisonJob = z.object({
  status: z.enum(['ready', 'running']),
  redlineId: z.string(),
});
export type HtmlComparisonJob = z.infer<typeof HtmlComparisonJob>;

// ---------------------------------------------------------------------------------------------
// Citations: getCitationTypes, getTextCitation, getRisCitation
// ---------------------------------------------------------------------------------------------

export const CitationStyleCode = z.enum(CITATION_STYLES);

export const CitationType = z.object({ citationStyle: CitationStyleCode, name: z.string() });
export type CitationType = z.infer<typeof CitationType>;

export const CitationTypes = z.object({ responseData: z.array(CitationType) });
export type CitationTypes = z.infer<typeof CitationTypes>;

export const CitationQuery = z
  .object({
    contentId: ContentId,
    /** Sent by the reader; the server uses the document's own type and says when they disagree. */
    contentType: z.string().max(64).optional(),
    citationStyle: CitationStyleCode.optional(),
    assetType: z.string().max(64).optional(),
  })
  .strict();

export const TextCitation = z.object({
  responseData: z.object({
    citationStyle: CitationStyleCode,
    /** The formatted reference as plain text. */
    text: z.string(),
  }),
});
export type TextCitation = z.infer<typeof TextCitation>;

// ---------------------------------------------------------------------------------------------
// Videos and e-learning
// ---------------------------------------------------------------------------------------------

export const VideosQuery = z.object({ designation: z.string().trim().min(1).max(128) }).strict();
export const Video = z.object({
  hashed_id: z.string(),
  section: z.string().nullable(),
  name: z.string(),
  duration: z.number(),
  /** The media file a browser plays; null when the library holds none for this video. */
  url: z.string().nullable(),
});
export type Video = z.infer<typeof Video>;
export const VideoList = z.array(Video);

export const ELearningQuery = z.object({ familyName: z.string().trim().min(1).max(128), assetType: z.literal('eLearning') }).strict();
export const ELearningItem = z.object({ title: z.string(), productCode: z.string() });
export type ELearningItem = z.infer<typeof ELearningItem>;
export const ELearningList = z.array(ELearningItem);

export const VideoClickQuery = z.object({ contentId: ContentId, hashId: z.string().trim().min(1).max(64) }).strict();

// ---------------------------------------------------------------------------------------------
// Protected viewer (drm-view users)
// ---------------------------------------------------------------------------------------------

export const ProtectedPagesQuery = z.object({ contentCode: ContentCode }).strict();
export const ProtectedPages = z.object({ pageCount: z.number().int() });
export type ProtectedPages = z.infer<typeof ProtectedPages>;
/**
 * One page of the protected viewer: `view` for reading, `print` for the sheets of a print the reader has had counted
 * (POST /api/documents/prints) within PROTECTED_PRINT_WINDOW_MS; printing is offered only under a print allowance.
 */
export const ProtectedPageQuery = z.object({ contentCode: ContentCode, purpose: z.enum(['view', 'print']).default('view') }).strict();
export type ProtectedPageQuery = z.infer<typeof ProtectedPageQuery>;
export const ProtectedPageParams = z.object({ pageNumber: z.coerce.number().int().min(1).max(100_000) }).strict();
