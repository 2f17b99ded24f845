import { randomBytes } from 'node:crypto';
import { createReadStream as fsCreateReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Inclusive byte range, as in an HTTP `Range: bytes=start-end` header. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where renditions and other binary files live. Keys are relative POSIX paths
 * (`pdf/IETF-RFC9110.pdf`); an object store (S3 and the like) can implement the same contract.
 */
export interface FileStore {
  /** Stores `data` under `key`; readers see either the old file or the whole new one, never a part. */
  put(key: string, data: Buffer): Promise<void>;
  /** The whole file; rejects with FileNotFoundError when there is none. */
  get(key: string): Promise<Buffer>;
  /** Size of the file, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /** A stream of the file or of an inclusive byte range of it; a missing file surfaces as a stream error. */
  createReadStream(key: string, range?: ByteRange): Readable;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  health(): Promise<{ status: 'UP' | 'DOWN'; details: Record<string, unknown> }>;
}

/** Thrown by `get` when no file is stored under the key. */
export class FileNotFoundError extends Error {
  readonly code = 'FILE_NOT_FOUND';
  constructor(readonly key: string) {
    super(`No file stored under "${key}"`);
    this.name = 'FileNotFoundError';
  }
}

/** Temporary files are written here and renamed into place, so a crash never leaves a half-written key. */
const STAGING_DIR = '.staging';

/**
 * Checks a key and returns its segments. Rejects anything that could leave the store's folder
 * or that has two spellings of the same file (`a//b`, `./a`), so one key always means one file.
 */
export function assertValidKey(key: string): string[] {
  if (typeof key !== 'string' || key.length === 0) throw new Error('File key must be a non-empty string');
  if (key.length > 1024) throw new Error('File key is longer than 1024 characters');
  if (key.startsWith('/')) throw new Error(`File key must be relative, got "${key}"`);
  if (key.includes('\\')) throw new Error(`File key must use "/" as separator, got "${key}"`);
  if (key.includes('\0')) throw new Error('File key must not contain NUL');
  const segments = key.split('/');
  for (const segment of segments) {
    if (segment === '..') throw new Error(`File key must not contain "..", got "${key}"`);
    if (segment === '' || segment === '.') throw new Error(`File key has an empty or "." segment: "${key}"`);
  }
  if (segments[0] === STAGING_DIR) throw new Error(`File keys under "${STAGING_DIR}/" are reserved`);
  return segments;
}

function isNotFound(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** A FileStore on the local file system, under one root folder. */
export class LocalFileStore implements FileStore {
  readonly rootDir: string;

  constructor(rootDir: string) {
    this.rootDir = path.resolve(rootDir);
  }

  private pathOf(key: string): string {
    return path.join(this.rootDir, ...assertValidKey(key));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    const stagingDir = path.join(this.rootDir, STAGING_DIR);
    await Promise.all([fs.mkdir(path.dirname(target), { recursive: true }), fs.mkdir(stagingDir, { recursive: true })]);
    const temp = path.join(stagingDir, `${process.pid}-${randomBytes(8).toString('hex')}.tmp`);
    const handle = await fs.open(temp, 'wx');
    try {
      await handle.writeFile(data);
      // Flush before the rename: otherwise a power cut can leave the new name pointing at empty blocks.
      await handle.datasync();
    } catch (error) {
      await handle.close().catch(() => {});
      await fs.rm(temp, { force: true });
      throw error;
    }
    await handle.close();
    try {
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer> {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if (isNotFound(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') throw new FileNotFoundError(key);
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const s = await fs.stat(this.pathOf(key));
      return s.isFile() ? { size: s.size } : null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  createReadStream(key: string, range?: ByteRange): Readable {
    const file = this.pathOf(key);
    if (!range) return fsCreateReadStream(file);
    const { start, end } = range;
    if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
      throw new Error(`Invalid byte range ${start}-${end}`);
    }
    return fsCreateReadStream(file, { start, end });
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  /** UP when a file can be written, read back and removed under the root folder. */
  async health(): Promise<{ status: 'UP' | 'DOWN'; details: Record<string, unknown> }> {
    const probe = path.join(this.rootDir, STAGING_DIR, `health-${process.pid}-${randomBytes(6).toString('hex')}`);
    try {
      await fs.mkdir(path.dirname(probe), { recursive: true });
      await fs.writeFile(probe, 'ok');
      const back = await fs.readFile(probe, 'utf8');
      if (back !== 'ok') throw new Error('probe file read back differently');
      return { status: 'UP', details: { rootDir: this.rootDir, writable: true } };
    } catch (error) {
      return { status: 'DOWN', details: { rootDir: this.rootDir, writable: false, error: (error as Error).message } };
    } finally {
      await fs.rm(probe, { force: true }).catch(() => {});
    }
  }
}
