import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FileNotFoundError, type FileStore } from '../src/lib/file-store.js';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * What every FileStore promises (src/lib/file-store.ts), run against LocalFileStore and S3FileStore alike.
 * `store()` answers the store under test, made fresh (or emptied) before each test by the caller.
 */
export function fileStoreContract(name: string, store: () => FileStore) {
  describe(`${name}: the FileStore contract`, () => {
    it('stores a file under a nested key and gives back the same bytes', async () => {
      const data = Buffer.from('%PDF-1.3 fake pdf \u00e9');
      await store().put('pdf/IETF-RFC9110.pdf', data);

      expect(await store().get('pdf/IETF-RFC9110.pdf')).toEqual(data);
      expect(await store().stat('pdf/IETF-RFC9110.pdf')).toEqual({ size: data.length });
      expect(await store().exists('pdf/IETF-RFC9110.pdf')).toBe(true);
    });

    it('replaces a file whole', async () => {
      await store().put('html/a.html', Buffer.from('first version, rather long'));
      await store().put('html/a.html', Buffer.from('second'));

      expect((await store().get('html/a.html')).toString()).toBe('second');
      expect(await store().stat('html/a.html')).toEqual({ size: 6 });
    });

    it('stores an empty file', async () => {
      await store().put('html/empty.html', Buffer.alloc(0));
      expect(await store().get('html/empty.html')).toEqual(Buffer.alloc(0));
      expect(await store().stat('html/empty.html')).toEqual({ size: 0 });
    });

    it('answers a missing key with null, false and FileNotFoundError', async () => {
      expect(await store().stat('pdf/missing.pdf')).toBeNull();
      expect(await store().exists('pdf/missing.pdf')).toBe(false);
      await expect(store().get('pdf/missing.pdf')).rejects.toBeInstanceOf(FileNotFoundError);
      await expect(store().get('pdf/missing.pdf')).rejects.toMatchObject({ code: 'FILE_NOT_FOUND', key: 'pdf/missing.pdf' });
    });

    it('streams the whole file or an inclusive byte range, as the PDF viewer asks', async () => {
      await store().put('pdf/range.pdf', Buffer.from('0123456789'));

      expect((await readAll(store().createReadStream('pdf/range.pdf'))).toString()).toBe('0123456789');
      expect((await readAll(store().createReadStream('pdf/range.pdf', { start: 2, end: 5 }))).toString()).toBe('2345');
      expect((await readAll(store().createReadStream('pdf/range.pdf', { start: 0, end: 0 }))).toString()).toBe('0');
      expect((await readAll(store().createReadStream('pdf/range.pdf', { start: 9, end: 9 }))).toString()).toBe('9');
      expect(() => store().createReadStream('pdf/range.pdf', { start: 5, end: 2 })).toThrow(/Invalid byte range/);
      expect(() => store().createReadStream('pdf/range.pdf', { start: -1, end: 2 })).toThrow(/Invalid byte range/);
    });

    it('streams a file of several megabytes unchanged', async () => {
      const big = Buffer.alloc(3 * 1024 * 1024 + 17);
      for (let i = 0; i < big.length; i++) big[i] = (i * 31) % 251;
      await store().put('pdf/big.pdf', big);
      expect((await readAll(store().createReadStream('pdf/big.pdf'))).equals(big)).toBe(true);
      const tail = await readAll(store().createReadStream('pdf/big.pdf', { start: big.length - 1000, end: big.length - 1 }));
      expect(tail.equals(big.subarray(big.length - 1000))).toBe(true);
    });

    it('reports a missing file as an ENOENT error on the stream', async () => {
      await expect(readAll(store().createReadStream('pdf/none.pdf'))).rejects.toMatchObject({ code: 'ENOENT' });
    });

    it('deletes a file, and deleting it again is not an error', async () => {
      await store().put('pdf/gone.pdf', Buffer.from('x'));
      await store().delete('pdf/gone.pdf');
      expect(await store().exists('pdf/gone.pdf')).toBe(false);
      await expect(store().get('pdf/gone.pdf')).rejects.toBeInstanceOf(FileNotFoundError);
      await expect(store().delete('pdf/gone.pdf')).resolves.toBeUndefined();
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
    ])('rejects the key %j and stores nothing', async (key, message) => {
      await expect(store().put(key, Buffer.from('x'))).rejects.toThrow(message);
      await expect(store().get(key)).rejects.toThrow(message);
      await expect(store().stat(key)).rejects.toThrow(message);
      await expect(store().delete(key)).rejects.toThrow(message);
      expect(() => store().createReadStream(key)).toThrow(message);
      expect(await store().exists('outside.pdf')).toBe(false);
    });

    it('is UP when it can be written', async () => {
      expect((await store().health()).status).toBe('UP');
    });
  });
}
