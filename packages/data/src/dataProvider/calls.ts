// What the console's calls are made with: the CRUD methods of createDataProvider.ts, and each console resource's own
// calls (apps/console/src/resources/<resource>/<name>Calls.ts), which the console joins to them.
import type { AxiosInstance } from 'axios';
import { toConsoleHttpError } from './httpError.js';

/**
 * Runs a call and turns its failure into react-admin's HttpError (ConsoleHttpError) with the server's field errors on
 * the form; `fieldPrefix` is where the request body sits in the form's record (the tenant form sends `{ config }`).
 */
export async function consoleCall<T>(run: () => Promise<T>, fieldPrefix?: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toConsoleHttpError(error, { fieldPrefix });
  }
}

/** An endpoint's path with its `{name}` placeholders filled in, each value URL-encoded. */
export const fillPath = (path: string, values: Record<string, string | number>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(values[name])));

/** The query parameters that have a value. */
export const presentParams = (query: object) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''));

/** A file the server sends: its content and the name the server gives it (`fallbackName` when it gives none). */
export async function downloadFile(
  http: AxiosInstance,
  path: string,
  { params, fallbackName }: { params?: Record<string, unknown>; fallbackName: string },
): Promise<{ blob: Blob; filename: string }> {
  const response = await consoleCall(() => http.get<Blob>(path, { ...(params ? { params } : {}), responseType: 'blob' }));
  const disposition = String((response.headers as Record<string, unknown>)['content-disposition'] ?? '');
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: response.data, filename };
}
