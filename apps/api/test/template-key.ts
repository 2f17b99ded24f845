/**
 * Where the run's test template lives and the key that names it: a hash of everything that shapes it. Node's own
 * modules only, so the journeys' Playwright config can find the template the API tests built (docs/adr/0059).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Documents whose renditions the test template holds (the rest of the catalogue is metadata only). */
export const TEMPLATE_RENDITIONS = ['IETF-RFC9110', 'IETF-RFC9111', 'IETF-RFC7234', 'IETF-RFC7230', 'IETF-RFC7231', 'IETF-RFC2616', 'IETF-RFC8446', 'IETF-RFC5246'];

/** A hash of everything that shapes the template: migrations, seeds, catalogue files and importer. */
export function templateKey(): string {
  const hash = crypto.createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.endsWith('.test.ts')) hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  for (const dir of ['src/db', 'src/modules/catalogue', 'src/modules/catalogue-import', 'src/rendering', 'src/modules/search/semantic', 'src/modules/demo-data', 'src/modules/tenants', 'catalog']) {
    const full = path.join(apiRoot, dir);
    if (fs.existsSync(full)) walk(full);
  }
  // The import also builds the search module's spelling dictionary and the common words' answers (ranked as searches rank).
  for (const file of ['spelling/search-words.ts', 'frequent-words/frequent-words.ts', 'frequent-words/frequent-words-delta.ts', 'sql/ranking-sql.ts']) hash.update(fs.readFileSync(path.join(apiRoot, 'src/modules/search/engines', file)));
  hash.update(fs.readFileSync(path.join(apiRoot, '../../packages/domain/src/tenant-config.ts')));
  hash.update(TEMPLATE_RENDITIONS.join(','));
  // And template.ts: what a template holds beside its database (the import's answer) is written there.
  hash.update(fs.readFileSync(path.join(apiRoot, 'test/template.ts'))).update(fs.readFileSync(fileURLToPath(import.meta.url)));
  return hash.digest('hex').slice(0, 16);
}

/** Linux's statfs type of a tmpfs: files kept in memory, never written back to a disk. */
const TMPFS = 0x01021994;
/** What a run keeps there at most: the templates, two workers' copies of one and a journey server's folder or two. */
const SCRATCH_ROOM = 4 * 1024 ** 3;

/**
 * The folder the API tests and the journeys keep their scratch data in: `codex-tests` in the machine's shared memory
 * (/dev/shm) where it is a tmpfs with room, else the system's temporary folder; CODEX_TEST_TMPDIR names another. Every
 * API test file copies the 160 MB template and removes its copy after: on the disk each copy also had to be written
 * back and its removal journalled (docs/adr/0078).
 */
export function testScratchDir(): string {
  if (process.env.CODEX_TEST_TMPDIR) return process.env.CODEX_TEST_TMPDIR;
  try {
    const shm = fs.statfsSync('/dev/shm');
    if (shm.type === TMPFS && shm.bavail * shm.bsize >= SCRATCH_ROOM) {
      const dir = path.join('/dev/shm', 'codex-tests');
      fs.mkdirSync(dir, { recursive: true });
      fs.accessSync(dir, fs.constants.W_OK);
      return dir;
    }
  } catch {
    // No shared memory folder here (or not ours to write): the temporary folder serves.
  }
  return os.tmpdir();
}

/** The folder of the template of this key and driver (PGlite: pglite/ and files/; PostgreSQL: files/ only). */
export function templateDir(driver: 'pglite' | 'postgres'): string {
  return path.join(testScratchDir(), 'codex-test-templates', `${driver}-${templateKey()}`);
}

/** The marker a template's builder writes last: a folder without it is half built. */
export const TEMPLATE_COMPLETE = 'complete';
