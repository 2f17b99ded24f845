/** What the reader's remote feature offers the pages and the other features; its other files are its own. */
export { type Remote, useRemote } from './useRemote.js';
export { RemoteErrorAlert } from './RemoteErrorAlert.js';
