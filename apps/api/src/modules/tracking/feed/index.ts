/** The private Atom feed of a user's tracked documents' changes, and its revocable address. */
export { default as trackingFeedRoutes } from './tracking-feed.routes.js';
