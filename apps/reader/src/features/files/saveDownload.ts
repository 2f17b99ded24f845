import type { AxiosInstance } from 'axios';

/** How long the object URL of a downloaded file lives after the click (spec "File download cleanup"). */
export const DOWNLOAD_CLEANUP_MS = 1000;

export interface SavedDownload {
  fileName: string;
  size: number;
}

/** The file name a Content-Disposition header gives, or the fallback. */
export function fileNameFrom(disposition: string | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/** Hands a file the app holds to the browser's download under the given name; the object URL is released after 1000 ms. */
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

/**
 * Fetches a file through the API client (so the bearer token and the standard headers go with it) and hands it to
 * the browser as a download. Answers the size, so callers can show the spec's message for an empty file.
 */
export async function saveDownload(http: AxiosInstance, url: string, fallbackName: string, params?: Record<string, string>): Promise<SavedDownload> {
  const response = await http.get<Blob>(url, { params, responseType: 'blob' });
  const blob = response.data;
  const fileName = fileNameFrom(response.headers['content-disposition'] as string | undefined, fallbackName);
  if (blob.size === 0) return { fileName, size: 0 };
  saveBlob(blob, fileName);
  return { fileName, size: blob.size };
}
