import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { createRootLogger } from './root-logger.js';
import { getLogger } from './loggers.js';
import { signInDemo } from '../../test/demo-users.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codex-log-file-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const linesOf = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('createRootLogger', () => {
  it('with a file writes every line to stdout and to the file at once; named loggers keep their own levels', () => {
    const stdoutLines: string[] = [];
    const stdout = new Writable({
      write(chunk: Buffer, _encoding, done) {
        stdoutLines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const file = path.join(dir, 'nested', 'server.log');
    const root = createRootLogger({ level: 'info', file, stdout: stdout as never });
    root.info('started');
    root.debug('hidden at info');
    const search = getLogger(root, 'search');
    search.level = 'debug';
    search.debug({ keywords: 'ISO 9001' }, 'search answered');

    const written = linesOf(file);
    expect(written.map((l) => l.msg)).toEqual(['started', 'search answered']);
    expect(written[1]).toMatchObject({ level: 20, logger: 'search', keywords: 'ISO 9001' });
    expect(stdoutLines.map((l) => JSON.parse(l).msg)).toEqual(['started', 'search answered']);
  });

  it('without a file writes to stdout only', () => {
    const lines: string[] = [];
    const stdout = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    createRootLogger({ level: 'info', file: null, stdout: stdout as never }).warn('only here');
    expect(lines.join('')).toContain('only here');
  });
});

describe('LOG_FILE on a running server', () => {
  let t: TestContext;
  const file = path.join(dir, 'server.log');
  beforeAll(async () => {
    // ERROR keeps the request log and start-up warnings out of the test output; the search logger is turned up below.
    t = await createTestApp({ LOG_FILE: file, LOG_LEVEL: 'error' });
  });
  afterAll(() => t.close());

  it("has the search logger's DEBUG lines in the file right after the search answers, and none once reset", async () => {
    const operator = await signInDemo(t.app, 'operator');
    const headers = { host: 'localhost', authorization: `Bearer ${operator}` };
    const setSearch = (configuredLevel: string | null) =>
      t.app.inject({ method: 'POST', url: '/management/loggers/search', headers, payload: { configuredLevel } });
    const search = (requestid: string) =>
      t.app.inject({ method: 'POST', url: '/api/documents/entitled-documents/search', headers: { ...headers, requestid }, payload: { keywords: 'HTTP caching' } });
    const debugLinesOf = (reqId: string) => linesOf(file).filter((l) => l.logger === 'search' && l.level === 20 && l.reqId === reqId);

    expect((await setSearch('DEBUG')).statusCode).toBe(204);
    expect((await search('log-file-debug-0001')).statusCode).toBe(200);
    const [line] = debugLinesOf('log-file-debug-0001');
    expect(line).toMatchObject({ msg: 'search answered', entitled: true, keywords: 'HTTP caching' });
    expect(line.count).toBeGreaterThan(0);

    expect((await setSearch(null)).statusCode).toBe(204);
    expect((await search('log-file-debug-0002')).statusCode).toBe(200);
    expect(debugLinesOf('log-file-debug-0002')).toEqual([]);
  });
});
