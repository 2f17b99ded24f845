/** What the reader's files feature offers the pages and the other features; its other files are its own. */
export { saveBlob, saveDownload, type SavedDownload } from './saveDownload.js';
