/** Test helper: real RFC texts from the catalogue's full-text file (apps/api/catalog). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const FULLTEXT_FILE = fileURLToPath(new URL('../catalog/ietf-rfc-fulltext-subset.jsonl.gz', import.meta.url));

export interface FulltextRecord {
  id: string;
  designation: string;
  text: string;
}

let lines: string[] | null = null;

/** The full-text record of one RFC, e.g. `readFulltext('RFC9110')`; throws when it is not in the file. */
export function readFulltext(id: string): FulltextRecord {
  lines ??= gunzipSync(readFileSync(FULLTEXT_FILE)).toString('utf8').split('\n');
  const marker = new RegExp(`^\\{"id":\\s*"${id}"`);
  const line = lines.find((l) => marker.test(l));
  if (!line) throw new Error(`${id} is not in ${FULLTEXT_FILE}`);
  return JSON.parse(line) as FulltextRecord;
}
