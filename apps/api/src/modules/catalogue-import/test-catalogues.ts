/** Test support for the catalogue import's tests: the real catalogue files and small catalogues made from their lines. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { apiPath } from '../../api-package.js';
import { CATALOGUE_FILES } from './catalogue-sources.js';
import type { CatalogueLog } from './import-run.js';

export const catalogueDir = apiPath('catalog');
export const quiet: CatalogueLog = { info: () => {}, warn: () => {} };

export async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function one<T>(database: Database, query: ReturnType<typeof sql>): Promise<T> {
  return (await rows<T>(database, query))[0];
}

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'codex-catalog-'));
}

export function realLines(name: string, ids: string[]): string[] {
  const lines = gunzipSync(fs.readFileSync(path.join(catalogueDir, name))).toString('utf8').split('\n');
  return ids.map((id) => {
    const line = lines.find((l) => l.trim() !== '' && (JSON.parse(l) as { id: string }).id === id);
    if (!line) throw new Error(`${id} is not in ${name}`);
    return line;
  });
}

export function writeCatalogue(dir: string, files: Partial<Record<keyof typeof CATALOGUE_FILES, string[]>>) {
  fs.mkdirSync(dir, { recursive: true });
  for (const [key, lines] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, CATALOGUE_FILES[key as keyof typeof CATALOGUE_FILES]), gzipSync(`${lines.join('\n')}\n`));
  }
}
