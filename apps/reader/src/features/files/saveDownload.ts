import type { AxiosInstance } from 'axios';
import { saveBlob } from '@codex/ui';

// The one way both apps hand a file to the browser (@codex/ui); the reader's pages take it from here.
export { saveBlob, DOWNLOAD_CLEANUP_MS } from '@codex/ui';

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
