/**
 * A harvester's side of OAI-PMH for the tests: requests, the parts of an answer it reads, and xmllint over answers
 * with the protocol's schemas (test/oai-schemas, Debian's libxml2-utils).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { App } from '../src/app.js';

const SCHEMAS = fileURLToPath(new URL('./oai-schemas/', import.meta.url));

export async function oai(app: App, query: string, host = 'localhost'): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/oai?${query}`, headers: { host } });
  if (res.statusCode !== 200) throw new Error(`/oai?${query} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  if (!res.headers['content-type']?.toString().startsWith('text/xml')) throw new Error(`/oai?${query} is ${res.headers['content-type']}`);
  return res.body;
}

const decode = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

export const errorCode = (answer: string) => /<error code="([^"]+)"/.exec(answer)?.[1] ?? null;
export const identifiers = (answer: string) => [...answer.matchAll(/<identifier>([^<]*)<\/identifier>/g)].map((m) => decode(m[1]));
export const deletedIdentifiers = (answer: string) => [...answer.matchAll(/<header status="deleted"><identifier>([^<]*)<\/identifier>/g)].map((m) => decode(m[1]));

export function resumption(answer: string): { token: string; completeListSize: number; cursor: number; expirationDate: string | null } | null {
  const match = /<resumptionToken completeListSize="(\d+)" cursor="(\d+)"(?: expirationDate="([^"]+)")?>([^<]*)<\/resumptionToken>/.exec(answer);
  return match ? { completeListSize: Number(match[1]), cursor: Number(match[2]), expirationDate: match[3] ?? null, token: decode(match[4]) } : null;
}

/** Every answer checked by xmllint against the envelope and, strictly, the metadata formats; the failures' output, or null. */
export function schemaProblems(answers: string[]): string | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'oai-'));
  try {
    const files = answers.map((answer, i) => {
      const file = path.join(dir, `answer-${i}.xml`);
      writeFileSync(file, answer);
      return file;
    });
    const run = spawnSync('xmllint', ['--nonet', '--noout', '--schema', path.join(SCHEMAS, 'harvester.xsd'), ...files], {
      encoding: 'utf8',
      env: { ...process.env, XML_CATALOG_FILES: path.join(SCHEMAS, 'catalog.xml') },
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) return `xmllint could not run (Debian: apt-get install libxml2-utils): ${run.error.message}`;
    const failed = run.stderr.split('\n').filter((line) => line.trim() !== '' && !line.endsWith(' validates'));
    return run.status === 0 && failed.length === 0 ? null : failed.slice(0, 20).join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A whole list harvest through every resumption token: the answers and the identifiers in order. */
export async function harvest(app: App, query: string, host = 'localhost', between?: (part: number) => Promise<void>) {
  const verb = /verb=(\w+)/.exec(query)![1];
  const answers = [await oai(app, query, host)];
  for (let part = 1; ; part++) {
    const token = resumption(answers[answers.length - 1])?.token;
    if (!token) break;
    if (between) await between(part);
    answers.push(await oai(app, `verb=${verb}&resumptionToken=${encodeURIComponent(token)}`, host));
  }
  return { answers, identifiers: answers.flatMap((answer) => identifiers(answer)) };
}
