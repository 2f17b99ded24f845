/** What the reader's session feature offers the pages and the other features; its other files are its own. */
export { SessionProvider, toShellSession, useSession } from './SessionProvider.js';
export { fetchSubscriptions } from './sessionApi.js';
