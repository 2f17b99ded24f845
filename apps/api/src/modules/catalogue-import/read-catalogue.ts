/**
 * The read stage: streams every source file, checks and maps each record, and assembles the
 * catalogue. A line or record that does not fit is a problem {file, line, message}, logged and
 * kept; the other records go on.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { assembleCatalogue, type CatalogueEntry, type CatalogueInput, type CatalogueProblem, type FullText } from './catalogue-assembly.js';
import { readJsonLines } from './catalogue-reader.js';
import { CATALOGUE_FILES, IetfFullText, IetfRecord, NistRecord, W3cRecord } from './catalogue-sources.js';
import { mapIetfRecord } from './ietf-mapping.js';
import type { CatalogueLog, ImportRun } from './import-run.js';
import { mapNistRecord } from './nist-mapping.js';
import { recordHash, sha256Hex } from './source-hashes.js';
import { mapW3cRecord } from './w3c-mapping.js';

/** What one file gave: its lines, the records that fit, the problems; missing when the file is not there. */
export interface FileReadStats {
  lines: number;
  records: number;
  problems: number;
  missing?: boolean;
}

interface ReadResult {
  inputs: CatalogueInput[];
  problems: CatalogueProblem[];
  files: Record<string, FileReadStats>;
}

async function readCatalogueFiles(catalogueDir: string, log: CatalogueLog): Promise<ReadResult> {
  const problems: CatalogueProblem[] = [];
  const files: ReadResult['files'] = {};
  const inputs: CatalogueInput[] = [];
  const present = Object.values(CATALOGUE_FILES).filter((name) => existsSync(path.join(catalogueDir, name)));
  if (present.length === 0) {
    throw new Error(`No catalogue files in ${catalogueDir}: expected ${Object.values(CATALOGUE_FILES).join(', ')}`);
  }

  const report = (problem: CatalogueProblem) => {
    problems.push(problem);
    log.warn(`catalog import: ${problem.file}:${problem.line}: ${problem.message}`);
  };

  async function read<T>(name: string, schema: Parameters<typeof readJsonLines>[1], onRecord: (record: T, raw: unknown, line: number) => void) {
    const stats = { lines: 0, records: 0, problems: 0 };
    files[name] = stats;
    const file = path.join(catalogueDir, name);
    if (!existsSync(file)) {
      files[name] = { ...stats, missing: true };
      report({ file: name, line: 0, message: 'file not found; its records are not imported' });
      return;
    }
    for await (const item of readJsonLines(file, schema)) {
      stats.lines = item.line;
      if ('problem' in item) {
        stats.problems++;
        report({ file: name, line: item.line, message: item.problem });
        continue;
      }
      stats.records++;
      onRecord(item.record as T, item.raw, item.line);
    }
  }

  const texts = new Map<string, FullText & { line: number }>();
  await read<IetfFullText>(CATALOGUE_FILES.ietfFullText, IetfFullText, (record, _raw, line) => {
    texts.set(record.id, { mediaType: record.media_type, body: record.text, sha256: sha256Hex(record.text), line });
  });

  const textsUsed = new Set<string>();
  await read<IetfRecord>(CATALOGUE_FILES.ietf, IetfRecord, (record, raw, line) => {
    const text = record.has_fulltext ? texts.get(record.id) : undefined;
    if (record.has_fulltext && !text) {
      report({ file: CATALOGUE_FILES.ietf, line, message: `${record.id} is marked has_fulltext, but ${CATALOGUE_FILES.ietfFullText} has no text for it; imported without full text` });
    }
    if (text) textsUsed.add(record.id);
    inputs.push({
      mapped: mapIetfRecord(record, { hasFullText: Boolean(text) }),
      recordSha256: recordHash(raw),
      fullText: text ? { mediaType: text.mediaType, body: text.body, sha256: text.sha256 } : null,
      origin: { file: CATALOGUE_FILES.ietf, line },
    });
  });
  for (const [id, text] of texts) {
    if (!textsUsed.has(id)) {
      report({ file: CATALOGUE_FILES.ietfFullText, line: text.line, message: `full text of ${id} is not used: the RFC catalogue has no record for it with has_fulltext true` });
    }
  }
  texts.clear();

  await read<NistRecord>(CATALOGUE_FILES.nist, NistRecord, (record, raw, line) => {
    inputs.push({ mapped: mapNistRecord(record), recordSha256: recordHash(raw), fullText: null, origin: { file: CATALOGUE_FILES.nist, line } });
  });
  await read<W3cRecord>(CATALOGUE_FILES.w3c, W3cRecord, (record, raw, line) => {
    inputs.push({ mapped: mapW3cRecord(record), recordSha256: recordHash(raw), fullText: null, origin: { file: CATALOGUE_FILES.w3c, line } });
  });
  return { inputs, problems, files };
}

/** Reads the files in catalogueDir into the documents to write, with every problem found on the way. */
export async function readCatalogue(
  run: ImportRun,
  catalogueDir: string,
): Promise<{ entries: CatalogueEntry[]; problems: CatalogueProblem[]; files: Record<string, FileReadStats> }> {
  const { log, onProgress } = run;
  onProgress?.({ phase: 'read', done: 0, total: 0 });
  const read = await readCatalogueFiles(catalogueDir, log);
  const assembled = assembleCatalogue(read.inputs);
  for (const p of assembled.problems) log.warn(`catalog import: ${p.file}:${p.line}: ${p.message}`);
  const problems = [...read.problems, ...assembled.problems];
  const total = assembled.entries.length;
  onProgress?.({ phase: 'read', done: total, total });
  log.info(`catalog import: read ${total} records${problems.length ? `, ${problems.length} problems` : ''}`);
  return { entries: assembled.entries, problems, files: read.files };
}
