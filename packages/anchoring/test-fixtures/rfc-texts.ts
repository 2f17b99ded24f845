/** Test fixtures: the full plain text of RFC 7231 and of RFC 9110, which obsoletes it (copied from apps/api/catalog). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const read = (name: string): string =>
  gunzipSync(readFileSync(fileURLToPath(new URL(`./${name}.txt.gz`, import.meta.url)))).toString('utf8');

export const rfc7231 = read('rfc7231');
export const rfc9110 = read('rfc9110');
