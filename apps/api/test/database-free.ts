/**
 * Which test files no database can change: those whose own imports, followed from file to file inside the API, never
 * reach the database's modules (src/db) or the test template. The PostgreSQL pass leaves them out, since the PGlite
 * pass has already run them and their answers cannot depend on which database the run has (docs/adr/0079). Node's own
 * modules only: vitest.config.ts reads it before anything is compiled.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Where a file reaches a database: the client, the schema, the migrations, the test template and its harness. */
const DATABASE = [`${path.sep}src${path.sep}db${path.sep}`, `${path.sep}test${path.sep}template.ts`, `${path.sep}test${path.sep}harness.ts`];

// Static and dynamic imports and re-exports of a relative path ('./x.js', '../y/index.js').
const RELATIVE_IMPORT = /(?:from\s*|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function resolve(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, path.join(base, 'index.ts')];
  return candidates.find((file) => file.endsWith('.ts') && fs.existsSync(file));
}

/** Whether `file`, or anything it imports inside the API, reaches the database. */
export function reachesTheDatabase(file: string, seen = new Map<string, boolean>()): boolean {
  const known = seen.get(file);
  if (known !== undefined) return known;
  // An import cycle counts as not reaching it through this path; the other paths decide.
  seen.set(file, false);
  let reaches = DATABASE.some((part) => file.includes(part));
  if (!reaches) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(RELATIVE_IMPORT)) {
      const target = resolve(file, specifier);
      if (target && reachesTheDatabase(target, seen)) {
        reaches = true;
        break;
      }
    }
  }
  seen.set(file, reaches);
  return reaches;
}

/** The test files under `dirs` (relative to `root`) that no database can change, as paths relative to `root`. */
export function databaseFreeTestFiles(root: string, dirs: string[]): string[] {
  const seen = new Map<string, boolean>();
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.test.ts') && !reachesTheDatabase(full, seen)) files.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  for (const dir of dirs) walk(path.join(root, dir));
  return files.sort();
}
