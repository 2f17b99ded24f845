import { PassThrough, Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertValidKey, FileNotFoundError, type ByteRange, type FileStore } from './file-store.js';

export interface S3FileStoreSettings {
  /** An S3-compatible service's address (MinIO, Ceph, s3rver, a cloud's); unset: AWS's own for the region. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key) rather than in the host name: what most self-hosted services need. */
  forcePathStyle: boolean;
}

function isMissing(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404;
  }
  return false;
}

/** The error a missing key gives on a stream, with the code LocalFileStore's streams give (ENOENT). */
function missingOnStream(key: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`No file stored under "${key}"`);
  error.code = 'ENOENT';
  return error;
}

/**
 * A FileStore on an S3-compatible object store, so every server process reads and writes the same renditions
 * and cached redlines (docs/adr/0038). Keys are the same relative paths as LocalFileStore's; a PUT replaces an
 * object whole, so readers see the old or the new file, never a part. Byte ranges go to S3 as Range requests.
 */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;

  constructor(private readonly settings: S3FileStoreSettings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
    });
  }

  private keyOf(key: string): string {
    return assertValidKey(key).join('/');
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key), Body: data, ContentLength: data.length }));
  }

  async get(key: string): Promise<Buffer> {
    const objectKey = this.keyOf(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: objectKey }));
      if (!answer.Body) return Buffer.alloc(0);
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) throw new FileNotFoundError(key);
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    const objectKey = this.keyOf(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: objectKey }));
      return { size: Number(head.ContentLength ?? 0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  createReadStream(key: string, range?: ByteRange): Readable {
    const objectKey = this.keyOf(key);
    if (range) {
      const { start, end } = range;
      if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
        throw new Error(`Invalid byte range ${start}-${end}`);
      }
    }
    // The object arrives after a round trip; the caller gets a stream at once, as from a file.
    const out = new PassThrough();
    this.client
      .send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: objectKey, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        { abortSignal: abortWhenClosed(out) },
      )
      .then(
        (answer) => {
          const body = answer.Body;
          if (!body) return void out.end();
          let source: Readable = body instanceof Readable ? body : Readable.fromWeb(body.transformToWebStream() as Parameters<typeof Readable.fromWeb>[0]);
          source.on('error', (error) => out.destroy(error));
          // A service that answered more than the Range asked (the whole object, or a wider range: s3rver reads
          // bytes=0-0 as the whole file) is cut here to exactly the bytes asked for.
          if (range) {
            const answered = /^bytes (\d+)-(\d+)\//.exec(answer.ContentRange ?? '');
            const from = answered ? Number(answered[1]) : 0;
            const to = answered ? Number(answered[2]) : Infinity;
            if (from !== range.start || to !== range.end) source = source.pipe(sliceBytes({ start: range.start - from, end: range.end - from }));
          }
          source.pipe(out);
        },
        (error: unknown) => {
          if (out.destroyed) return;
          out.destroy(isMissing(error) ? missingOnStream(key) : (error as Error));
        },
      );
    return out;
  }

  async delete(key: string): Promise<void> {
    // Deleting a missing object is not an error in S3 either.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }));
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  /** UP when the bucket answers. */
  async health(): Promise<{ status: 'UP' | 'DOWN'; details: Record<string, unknown> }> {
    const details = { kind: 's3', endpoint: this.settings.endpoint ?? `aws:${this.settings.region}`, bucket: this.settings.bucket };
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }), { abortSignal: AbortSignal.timeout(3000) });
      return { status: 'UP', details };
    } catch (error) {
      return { status: 'DOWN', details: { ...details, error: (error as Error).message || (error as Error).name } };
    }
  }

  close(): void {
    this.client.destroy();
  }
}

/** Stops the request when the reader goes away before the object arrived (a cancelled PDF range). */
function abortWhenClosed(stream: PassThrough): AbortSignal {
  const controller = new AbortController();
  stream.once('close', () => {
    if (!stream.readableEnded) controller.abort();
  });
  return controller.signal;
}

/** Passes on only the bytes start..end (inclusive) of what flows through. */
function sliceBytes({ start, end }: ByteRange): Transform {
  let at = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const from = Math.max(0, start - at);
      const to = Math.min(chunk.length, end + 1 - at);
      at += chunk.length;
      done(null, from < to ? chunk.subarray(from, to) : undefined);
    },
  });
}
