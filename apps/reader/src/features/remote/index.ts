/** What the reader's remote feature offers the pages and the other features; its other files are its own. */
export { useRemote } from './useRemote.js';
