/** How long the object URL of a downloaded file lives after the click (spec "File download cleanup"). */
export const DOWNLOAD_CLEANUP_MS = 1000;

/**
 * Hands a file the app holds to the browser's download under the given name; the object URL is released after
 * 1000 ms. The reader's downloads and the console's exports (CSV, COUNTER reports, thread dumps) all save this way.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), DOWNLOAD_CLEANUP_MS);
}
