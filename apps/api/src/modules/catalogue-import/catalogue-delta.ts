/**
 * A catalogue delta: the records of a newer catalogue release that differ from the shipped files
 * (one JSON line per record: { "file": "<catalogue file name>", "record": { ...the whole record } }).
 * applyCatalogueDelta writes the newer catalogue (the shipped files with those records replaced by
 * id, or added) into another folder, which the ordinary import then brings in; the import's
 * change detection sees what a publisher's new release changed.
 */
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { CATALOGUE_FILES } from './catalogue-sources.js';

const FILE_NAMES = new Set<string>(Object.values(CATALOGUE_FILES));

export interface CatalogueDeltaResult {
  replaced: number;
  added: number;
  /** Catalogue files the delta changed. */
  changedFiles: string[];
}

function readGzipLines(buffer: Buffer): string[] {
  return gunzipSync(buffer)
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
}

/** Reads a delta file; a line that is not { file, record: { id } } for a known catalogue file stops with its line number. */
export async function readCatalogueDelta(deltaFile: string): Promise<Map<string, Map<string, unknown>>> {
  const byFile = new Map<string, Map<string, unknown>>();
  readGzipLines(await readFile(deltaFile)).forEach((line, index) => {
    let parsed: { file?: unknown; record?: { id?: unknown } };
    try {
      parsed = JSON.parse(line) as typeof parsed;
    } catch {
      throw new Error(`${deltaFile}:${index + 1}: not JSON`);
    }
    if (typeof parsed.file !== 'string' || !FILE_NAMES.has(parsed.file)) throw new Error(`${deltaFile}:${index + 1}: "file" must name a catalogue file`);
    if (!parsed.record || typeof parsed.record.id !== 'string') throw new Error(`${deltaFile}:${index + 1}: "record" must be a catalogue record with an id`);
    const records = byFile.get(parsed.file) ?? new Map<string, unknown>();
    records.set(parsed.record.id, parsed.record);
    byFile.set(parsed.file, records);
  });
  return byFile;
}

/** Writes catalogueDir's files with the delta applied into outDir (which must not be catalogueDir). */
export async function applyCatalogueDelta(catalogueDir: string, deltaFile: string, outDir: string): Promise<CatalogueDeltaResult> {
  if (path.resolve(catalogueDir) === path.resolve(outDir)) throw new Error('the newer catalogue must go to another folder');
  const delta = await readCatalogueDelta(deltaFile);
  await mkdir(outDir, { recursive: true });
  const result: CatalogueDeltaResult = { replaced: 0, added: 0, changedFiles: [] };
  for (const name of FILE_NAMES) {
    const source = path.join(catalogueDir, name);
    if (!existsSync(source)) continue;
    const records = delta.get(name);
    if (!records) {
      await copyFile(source, path.join(outDir, name));
      continue;
    }
    const pending = new Map(records);
    const lines = readGzipLines(await readFile(source)).map((line) => {
      const id = (JSON.parse(line) as { id?: string }).id;
      if (id === undefined || !pending.has(id)) return line;
      const record = pending.get(id);
      pending.delete(id);
      result.replaced++;
      return JSON.stringify(record);
    });
    for (const record of pending.values()) lines.push(JSON.stringify(record));
    result.added += pending.size;
    await writeFile(path.join(outDir, name), gzipSync(`${lines.join('\n')}\n`));
    result.changedFiles.push(name);
  }
  return result;
}
