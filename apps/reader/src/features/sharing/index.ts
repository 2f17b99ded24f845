/** What the reader's sharing feature offers the pages and the other features; its other files are its own. */
export { ShareDialog } from './ShareDialog.js';
