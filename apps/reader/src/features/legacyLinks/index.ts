/** What the reader's legacyLinks feature offers the pages and the other features; its other files are its own. */
export { ResolverRedirect } from './ResolverRedirect.js';
export { RESOLVE_TYPES, planPathResolver, queryFromLegacyPath, readResolverQuery } from './resolver.js';
