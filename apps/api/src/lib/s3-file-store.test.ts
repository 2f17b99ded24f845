import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fileStoreContract } from '../../test/file-store-contract.js';
import { S3FileStore, type S3FileStoreSettings } from './s3-file-store.js';

// A real S3-compatible server (s3rver) on a free port, with its buckets in a folder of this test's own.
let server: S3rver;
let directory: string;
let settings: S3FileStoreSettings;
let store: S3FileStore;

beforeAll(async () => {
  directory = await fs.mkdtemp(path.join(os.tmpdir(), 'codex-s3-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'codex-files', configs: [] }] });
  const { port } = await server.run();
  settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'codex-files',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  store = new S3FileStore(settings);
});

afterAll(async () => {
  store?.close();
  await server?.close();
  await fs.rm(directory, { recursive: true, force: true });
});

// Each test starts from an empty bucket.
beforeEach(async () => {
  const client = new S3Client({ region: settings.region, endpoint: settings.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket }));
  for (const object of listed.Contents ?? []) await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: object.Key! }));
  client.destroy();
});

fileStoreContract('S3FileStore', () => store);

describe('S3FileStore on an S3-compatible server', () => {
  it('keeps a nested key as the object key, so every process sharing the bucket finds it', async () => {
    await store.put('pdf/IETF-RFC9110.pdf', Buffer.from('shared'));
    const other = new S3FileStore(settings);
    try {
      expect((await other.get('pdf/IETF-RFC9110.pdf')).toString()).toBe('shared');
    } finally {
      other.close();
    }
  });

  it('is DOWN, naming the bucket, when the bucket does not exist', async () => {
    const missing = new S3FileStore({ ...settings, bucket: 'no-such-bucket' });
    try {
      const health = await missing.health();
      expect(health.status).toBe('DOWN');
      expect(health.details).toMatchObject({ kind: 's3', bucket: 'no-such-bucket', endpoint: settings.endpoint });
    } finally {
      missing.close();
    }
  });

  it('is DOWN when nothing answers at the endpoint', async () => {
    const nowhere = new S3FileStore({ ...settings, endpoint: 'http://127.0.0.1:9' });
    try {
      expect((await nowhere.health()).status).toBe('DOWN');
    } finally {
      nowhere.close();
    }
  });
});
