/**
 * Documents: metadata, versions, content delivery behind the entitlement policy, related content, the protected
 * viewer, and the document card every list of documents presents.
 */
export { default as documentRoutes, type DocumentRoutesOptions } from './documents.routes.js';
export { default as contentRoutes, type ContentRoutesOptions } from './content.routes.js';
export type { CompassPointsOf } from './download-highlights.js';
export { default as relatedRoutes } from './related.routes.js';
export { default as protectedRoutes } from './protected.routes.js';
export { default as licenceRoutes } from './licence.routes.js';
export { flushDocumentOpenings } from './document-openings.js';
export { findDocument, tenantOffersPublisher } from './documents.service.js';
export { canReadMetadata } from './documents.policy.js';
export { tenantOffersWorkItems } from './related.policy.js';
export { canDownload, canReadContent, type CurrentSubscription, type EntitledDocument } from './entitlement.policy.js';
export { contentNotFound, currentSubscriptions, findDocumentByReference, recordDocumentAccess, type FoundDocument } from './content.service.js';
export { HTML_CONTENT_SECURITY_POLICY, NOT_DOWNLOADABLE, NOT_ENTITLED } from './content.constants.js';
export { changesOfFamilies, offeredPublishers, selectDocumentCards, selectDocuments, stripFamilyChange, toCard, type CardRow, type FamilyChange } from './document-cards.js';
// The feature's nested parts, each private to it: what they offer the rest of the API passes through here.
export * from './citations/index.js';
export * from './compare/index.js';
export * from './marc/index.js';
export * from './media/index.js';
export * from './resolver/index.js';
