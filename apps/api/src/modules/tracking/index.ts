/** Tracked documents, and the change detection and tracking notifications the catalogue import calls. */
export { default as trackingRoutes } from './tracking.routes.js';
export { changesOf, notifyTrackers, recordChanges, storedStates } from './document-changes.service.js';
export { deliverTrackingNotifications, trackingDeliverJob } from './tracking-delivery.js';
// The feature's nested parts, each private to it: what they offer the rest of the API passes through here.
export * from './feed/index.js';
