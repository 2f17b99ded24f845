import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileNotFoundError, LocalFileStore } from './file-store.js';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('LocalFileStore', () => {
  let root: string;
  let store: LocalFileStore;

  beforeEach(async () => {
    // The store's root sits inside a private folder, so "outside the root" is a place only this test can see.
    root = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'codex-file-store-')), 'store');
    store = new LocalFileStore(root);
  });
  afterEach(async () => {
    await fs.rm(path.dirname(root), { recursive: true, force: true });
  });

  it('stores a file under a nested key and gives back the same bytes', async () => {
    const data = Buffer.from('%PDF-1.3 fake pdf \u00e9');
    await store.put('pdf/IETF-RFC9110.pdf', data);

    expect(await store.get('pdf/IETF-RFC9110.pdf')).toEqual(data);
    expect(await store.stat('pdf/IETF-RFC9110.pdf')).toEqual({ size: data.length });
    expect(await store.exists('pdf/IETF-RFC9110.pdf')).toBe(true);
    expect(await fs.readFile(path.join(root, 'pdf', 'IETF-RFC9110.pdf'))).toEqual(data);
  });

  it('replaces a file whole and leaves no temporary files behind', async () => {
    await store.put('html/a.html', Buffer.from('first version, rather long'));
    await store.put('html/a.html', Buffer.from('second'));

    expect((await store.get('html/a.html')).toString()).toBe('second');
    expect(await fs.readdir(path.join(root, 'html'))).toEqual(['a.html']);
    expect(await fs.readdir(path.join(root, '.staging'))).toEqual([]);
  });

  it('answers a missing key with null, false and FileNotFoundError', async () => {
    expect(await store.stat('pdf/missing.pdf')).toBeNull();
    expect(await store.exists('pdf/missing.pdf')).toBe(false);
    await expect(store.get('pdf/missing.pdf')).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(store.get('pdf/missing.pdf')).rejects.toMatchObject({ code: 'FILE_NOT_FOUND', key: 'pdf/missing.pdf' });
  });

  it('does not treat a folder as a file', async () => {
    await store.put('pdf/a.pdf', Buffer.from('x'));
    expect(await store.stat('pdf')).toBeNull();
    await expect(store.get('pdf')).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('streams the whole file or an inclusive byte range', async () => {
    await store.put('pdf/range.pdf', Buffer.from('0123456789'));

    expect((await readAll(store.createReadStream('pdf/range.pdf'))).toString()).toBe('0123456789');
    expect((await readAll(store.createReadStream('pdf/range.pdf', { start: 2, end: 5 }))).toString()).toBe('2345');
    expect((await readAll(store.createReadStream('pdf/range.pdf', { start: 9, end: 9 }))).toString()).toBe('9');
    expect(() => store.createReadStream('pdf/range.pdf', { start: 5, end: 2 })).toThrow(/Invalid byte range/);
  });

  it('reports a missing file as an error on the stream', async () => {
    await expect(readAll(store.createReadStream('pdf/none.pdf'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('deletes a file, and deleting it again is not an error', async () => {
    await store.put('pdf/gone.pdf', Buffer.from('x'));
    await store.delete('pdf/gone.pdf');
    expect(await store.exists('pdf/gone.pdf')).toBe(false);
    await expect(store.delete('pdf/gone.pdf')).resolves.toBeUndefined();
  });

  it.each([
    ['../outside.pdf', /\.\./],
    ['pdf/../../outside.pdf', /\.\./],
    ['/etc/passwd', /relative/],
    ['pdf\\a.pdf', /separator/],
    ['pdf//a.pdf', /empty/],
    ['./a.pdf', /empty or "\."/],
    ['', /non-empty/],
    ['.staging/x', /reserved/],
  ])('rejects the key %j', async (key, message) => {
    await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(message);
    await expect(store.get(key)).rejects.toThrow(message);
    await expect(store.stat(key)).rejects.toThrow(message);
    await expect(store.delete(key)).rejects.toThrow(message);
    expect(() => store.createReadStream(key)).toThrow(message);
  });

  it('never writes outside its root folder for a rejected key', async () => {
    await expect(store.put('../escaped.txt', Buffer.from('x'))).rejects.toThrow();
    await expect(fs.access(path.join(root, '..', 'escaped.txt'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('is UP when its folder is writable', async () => {
    const health = await store.health();
    expect(health).toEqual({ status: 'UP', details: { rootDir: root, writable: true } });
    expect(await fs.readdir(path.join(root, '.staging'))).toEqual([]);
  });

  it('is DOWN when its folder cannot be created', async () => {
    const blocker = path.join(path.dirname(root), 'a-file');
    await fs.writeFile(blocker, 'not a folder');
    const broken = new LocalFileStore(path.join(blocker, 'store'));

    const health = await broken.health();
    expect(health.status).toBe('DOWN');
    expect(health.details).toMatchObject({ writable: false, error: expect.stringMatching(/ENOTDIR|EEXIST/) });
  });
});
