import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFreeTestFiles } from './database-free.js';

const apiRoot = path.resolve(import.meta.dirname, '..');
let fixture: string;

function write(file: string, source: string) {
  fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
  fs.writeFileSync(path.join(fixture, file), source);
}

beforeAll(() => {
  fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'codex-database-free-'));
  write('src/db/client.ts', 'export const db = {};\n');
  write('src/lib/parse.ts', "import { helper } from './helper.js';\nexport const parse = helper;\n");
  write('src/lib/helper.ts', "import { parse } from './parse.js';\nexport const helper = () => parse;\n");
  write('src/lib/parse.test.ts', "import { parse } from './parse.js';\n");
  write('src/modules/orders/orders.store.ts', "export { db } from '../../db/client.js';\n");
  write('src/modules/orders/index.ts', "export * from './orders.store.js';\n");
  write('src/modules/orders/orders.test.ts', "import { db } from './index.js';\n");
  write('src/modules/orders/later.test.ts', "const later = async () => await import('../orders/orders.store.js');\n");
  write('test/harness.ts', 'export const createTestApp = () => undefined;\n');
  write('test/app.test.ts', "import { createTestApp } from './harness.js';\n");
  write('test/words.test.ts', "import { expect } from 'vitest';\nimport fs from 'node:fs';\n");
});
afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));

describe('the test files no database can change', () => {
  it('are those whose imports, followed through re-exports, cycles and dynamic imports, never reach src/db or the harness', () => {
    expect(databaseFreeTestFiles(fixture, ['src', 'test'])).toEqual(['src/lib/parse.test.ts', 'test/words.test.ts']);
  });

  it('leave out every API test file that builds an app or copies the template', () => {
    const free = databaseFreeTestFiles(apiRoot, ['src', 'test']);
    const usesTheDatabase = free.filter((file) => /createTestApp|copyOfTemplate|accountAdminTestApp|\.db\b/.test(fs.readFileSync(path.join(apiRoot, file), 'utf8')));
    expect(usesTheDatabase).toEqual([]);
    expect(free).toContain('src/modules/documents/compare/redline.test.ts');
    expect(free).not.toContain('src/modules/tracking/tracking-changes.test.ts');
  });
});
