import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileStoreContract } from '../../test/file-store-contract.js';
import { FileNotFoundError, LocalFileStore } from './file-store.js';

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

fileStoreContract('LocalFileStore', () => store);

describe('LocalFileStore on its folder', () => {
  it('keeps a nested key as nested folders under its root', async () => {
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

  it('does not treat a folder as a file', async () => {
    await store.put('pdf/a.pdf', Buffer.from('x'));
    expect(await store.stat('pdf')).toBeNull();
    await expect(store.get('pdf')).rejects.toBeInstanceOf(FileNotFoundError);
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
