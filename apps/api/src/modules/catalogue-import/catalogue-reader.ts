import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { z } from 'zod';
import { describeIssues } from './catalogue-sources.js';

export type JsonLine<T> = { line: number; record: T; raw: unknown } | { line: number; problem: string };

/**
 * Reads a gzip-compressed JSON Lines file one line at a time, checking each line against a
 * schema. A line that is not JSON or does not fit the schema comes out as a problem with its
 * line number, and reading goes on. Blank lines are skipped. A file that is not valid gzip
 * ends with one problem at the line where reading stopped.
 */
export async function* readJsonLines<S extends z.ZodType>(file: string, schema: S): AsyncGenerator<JsonLine<z.output<S>>> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  // readline only sees the gunzip stream, so errors of the file stream are passed on to it.
  source.on('error', (error) => gunzip.destroy(error));
  const lines = createInterface({ input: source.pipe(gunzip), crlfDelay: Infinity });
  let line = 0;
  try {
    for await (const text of lines) {
      line++;
      if (text.trim() === '') continue;
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch (error) {
        yield { line, problem: `not valid JSON: ${(error as Error).message}` };
        continue;
      }
      const parsed = schema.safeParse(raw);
      if (parsed.success) yield { line, record: parsed.data, raw };
      else yield { line, problem: `record does not fit the ${fileLabel(file)} schema: ${describeIssues(parsed.error)}` };
    }
  } catch (error) {
    yield { line: line + 1, problem: `reading stopped: ${(error as Error).message}` };
  } finally {
    lines.close();
    source.destroy();
  }
}

function fileLabel(file: string): string {
  const name = file.split(/[\\/]/).pop() ?? file;
  if (name.startsWith('ietf-rfc-fulltext')) return 'RFC full text';
  if (name.startsWith('ietf')) return 'RFC';
  if (name.startsWith('nist')) return 'NIST';
  if (name.startsWith('w3c')) return 'W3C';
  return name;
}
