import { afterEach, describe, expect, it } from 'vitest';
import { createRedlinePool, makeRedline, type RedlineJobInput, type RedlinePool } from './redline-job.js';

const subject = { oldDesignation: 'RFC 1', oldTitle: 'Old', newDesignation: 'RFC 2', newTitle: 'New' };
const input = (oldBody: string, newBody: string): RedlineJobInput => ({
  oldText: `1.  Introduction\n\n   ${oldBody}\n`,
  newText: `1.  Introduction\n\n   ${newBody}\n`,
  subject,
});

describe('createRedlinePool', () => {
  let pool: RedlinePool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('makes the HTML and then the PDF in a thread, as the calling thread would, and the thread serves the next redline too', async () => {
    pool = createRedlinePool({ size: 1 });
    pool.warm();
    const first = input('The host sends a request.', 'The client sends a request over TLS.');
    const job = pool.make(first);
    const html = await job.html;
    const onThisThread = await makeRedline(first).html;
    expect(html).toEqual(onThisThread);
    expect(html.html).toContain('<ins>over TLS</ins>');
    expect((await job.pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const second = await pool.make(input('if x &lt; y then stop', 'if x &lt; y then go')).html;
    expect(second.html).toContain('<del>stop</del><ins>go</ins>');
    expect(second).toMatchObject({ insertedWords: 1, deletedWords: 1 });
  });

  it('passes an error back to both forms and keeps working', async () => {
    pool = createRedlinePool({ size: 1 });
    const broken = pool.make({ oldText: undefined, newText: 'x', subject } as unknown as RedlineJobInput);
    await expect(broken.html).rejects.toBeInstanceOf(TypeError);
    await expect(broken.pdf).rejects.toBeInstanceOf(TypeError);
    await expect(pool.make(input('a b', 'a c')).html).resolves.toMatchObject({ insertedWords: 1, deletedWords: 1 });
  });

  it('fails redlines in progress and new ones once closed', async () => {
    pool = createRedlinePool({ size: 1 });
    const running = pool.make(input('a b', 'a c'));
    const waiting = pool.make(input('d e', 'd f'));
    await pool.close();
    await expect(running.html).rejects.toThrow('Redline pool is closed');
    await expect(waiting.pdf).rejects.toThrow('Redline pool is closed');
    await expect(pool.make(input('a', 'b')).html).rejects.toThrow('Redline pool is closed');
  });
});
