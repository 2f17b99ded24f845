import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ROOT, apiPath, findApiPackageRoot } from './api-package.js';

describe('the API package folder', () => {
  it('is apps/api, found from the source as the bundle finds it from dist/', () => {
    expect(path.basename(API_ROOT)).toBe('api');
    expect(findApiPackageRoot(path.join(API_ROOT, 'dist'))).toBe(API_ROOT);
    expect(findApiPackageRoot(path.join(API_ROOT, 'src', 'modules', 'mail'))).toBe(API_ROOT);
    expect(apiPath('src', 'db', 'migrations')).toBe(path.join(API_ROOT, 'src/db/migrations'));
  });

  it('passes over other packages on the way up and says so when there is none', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'api-package-'));
    mkdirSync(path.join(dir, 'inner', 'dist'), { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: '@codex/api' }));
    writeFileSync(path.join(dir, 'inner', 'package.json'), JSON.stringify({ name: 'something-else' }));
    expect(findApiPackageRoot(path.join(dir, 'inner', 'dist'))).toBe(dir);
    expect(() => findApiPackageRoot(os.tmpdir())).toThrow(/@codex\/api's package.json not found/);
  });
});

describe('files that travel with the code', () => {
  // From the build, import.meta.url is dist/<entry>.js, not the source file's folder: a path worked out from it
  // points into dist/ (docs/adr/0063). Resolving a package (createRequire) and naming a thread entry stay allowed.
  const FROM_OWN_LOCATION = /new URL\([^)]*import\.meta\.url|fileURLToPath\(\s*import\.meta\.url|import\.meta\.(dirname|filename)|__dirname|__filename/;

  it('are found from the package folder, never from a module’s own location', () => {
    const sources = readdirSync(path.join(API_ROOT, 'src'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'api-package.ts',
    );
    expect(sources.length).toBeGreaterThan(300);
    const offenders = sources.filter((file) => FROM_OWN_LOCATION.test(readFileSync(path.join(API_ROOT, 'src', file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
