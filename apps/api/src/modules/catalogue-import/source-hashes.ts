/**
 * The hashes that let an import skip what did not change: of a record as it stands in its file,
 * and of everything a documents row is made from (the source hash, README.md "Source hash").
 */
import { createHash } from 'node:crypto';
import { MAPPING_VERSION, type ImpliedRelation } from './catalogue-mapping.js';

/** JSON with object keys sorted at every level, so equal records always hash the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Hash of a source record as it stands in its file, every field included, key order ignored. */
export function recordHash(raw: unknown): string {
  return sha256Hex(canonicalJson(raw));
}

/**
 * The hash that decides whether a document is written again. It covers everything the row and its relation set are made
 * from: the mapping rules' version, the record, its full text, the edges other records add to it and the names the rest
 * of the catalogue teaches it is known by.
 */
export function sourceHash(recordSha256: string, textSha256: string | null, implied: ImpliedRelation[] | undefined, knownAs = ''): string {
  const hashed = [`mapping:${MAPPING_VERSION}`, `record:${recordSha256}`];
  if (textSha256 !== null) hashed.push(`text:${textSha256}`);
  if (implied) hashed.push(`implied:${canonicalJson(implied)}`);
  if (knownAs !== '') hashed.push(`known:${knownAs}`);
  return sha256Hex(hashed.join('\n'));
}
