import { afterEach, describe, expect, it } from 'vitest';
import { createRenditionPool, renderRendition, type RenditionInput, type RenditionPool } from './render-worker.js';
import { readFulltext } from '../../test/rfc-fulltext.js';

function input(id: string, title: string): RenditionInput {
  const { text, designation } = readFulltext(id);
  return {
    text,
    designation,
    title,
    status: 'Internet Standard',
    doi: `10.17487/${id}`,
    publisherName: 'IETF',
    contentCode: `IETF-${id}`,
    date: '2022-06',
    knownContentCodes: new Map([[9111, 'IETF-RFC9111']]),
  };
}

describe('createRenditionPool', () => {
  let pool: RenditionPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('renders the PDF and the HTML of an RFC in a worker thread started from TypeScript source', async () => {
    pool = createRenditionPool({ size: 1 });
    const rfc9110 = input('RFC9110', 'HTTP Semantics');
    const result = await pool.render(rfc9110);

    expect(Buffer.isBuffer(result.pdf)).toBe(true);
    expect(result.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const onThisThread = await renderRendition(rfc9110);
    expect(result.pageCount).toBe(onThisThread.pageCount);
    expect(result.pdf.equals(onThisThread.pdf)).toBe(true);
    expect(result.html).toBe(onThisThread.html);
    expect(result.html).toContain('href="/document?contentCode=IETF-RFC9111" target="_top"');
  });

  it('runs more jobs than workers, each answer going to its own caller', async () => {
    pool = createRenditionPool({ size: 2 });
    const ids = ['RFC2616', 'RFC9110', 'RFC768', 'RFC9112'];
    const results = await Promise.all(ids.map((id) => pool!.render(input(id, id))));
    expect(results.map((r) => /<title>([^<]*)<\/title>/.exec(r.html)?.[1])).toEqual(ids.map((id) => `${readFulltext(id).designation}: ${id}`));
    expect(results[0].pageCount).toBe(177);
  });

  it('passes a rendering error back to the caller and keeps working', async () => {
    pool = createRenditionPool({ size: 1 });
    const broken = { ...input('RFC768', 'UDP'), text: undefined } as unknown as RenditionInput;
    await expect(pool.render(broken)).rejects.toThrow(new TypeError("Cannot read properties of undefined (reading 'split')"));
    await expect(pool.render(broken)).rejects.toBeInstanceOf(TypeError);
    const after = await pool.render(input('RFC768', 'User Datagram Protocol'));
    expect(after.pageCount).toBeGreaterThan(1);
  });

  it('rejects waiting and new jobs once closed', async () => {
    pool = createRenditionPool({ size: 1 });
    const running = pool.render(input('RFC9110', 'HTTP Semantics'));
    const waiting = pool.render(input('RFC768', 'UDP'));
    const outcome = Promise.allSettled([running, waiting]);
    await pool.close();
    const [first, second] = await outcome;
    expect(first).toMatchObject({ status: 'rejected', reason: { message: 'Rendition pool is closed' } });
    expect(second).toMatchObject({ status: 'rejected', reason: { message: 'Rendition pool is closed' } });
    await expect(pool.render(input('RFC768', 'UDP'))).rejects.toThrow('Rendition pool is closed');
  });
});
