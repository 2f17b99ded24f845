import { LocalFileStore, type FileStore } from './file-store.js';
import type { S3FileStoreSettings } from './s3-file-store.js';

/** FILE_STORE's choice, as config.ts parses it. */
export type FileStoreSettings = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3FileStoreSettings);

/** The configured file store: a local folder (one machine) or an S3-compatible bucket (every process shares it). */
export async function openFileStore(settings: FileStoreSettings): Promise<FileStore> {
  if (settings.kind === 'local') return new LocalFileStore(settings.dir);
  // The S3 client is loaded only by installations that use it.
  const { S3FileStore } = await import('./s3-file-store.js');
  return new S3FileStore(settings);
}
