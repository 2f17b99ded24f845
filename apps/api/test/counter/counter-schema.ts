import fs from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

interface OpenApi {
  paths: Record<string, { get: { responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }> } }>;
  components: { responses: Record<string, { content: Record<string, { schema: unknown }> }> };
}

const document = JSON.parse(fs.readFileSync(new URL('./COUNTER_API.json', import.meta.url), 'utf8')) as OpenApi & { $id?: string };
const ID = 'https://codex.invalid/COUNTER_API.json';
const ajv = new Ajv2020({ strict: false, allErrors: true, // COUNTER's ISIL pattern ({1,3,4}) is only valid without the u flag.
  unicodeRegExp: false });
addFormats.default(ajv);
ajv.addSchema({ ...document, $id: ID });

const compiled = new Map<string, ValidateFunction>();

/** The JSON Schema pointer of what COUNTER_API.json says a path answers with a status. */
function pointerOf(path: string, status: number): string {
  const operation = document.paths[path]?.get;
  if (!operation) throw new Error(`COUNTER_API.json has no GET ${path}`);
  const response = operation.responses[String(status)];
  if (!response) throw new Error(`COUNTER_API.json has no ${status} answer for GET ${path}`);
  if (response.$ref) {
    const name = response.$ref.split('/').at(-1)!;
    if (!document.components.responses[name]) throw new Error(`missing response ${name}`);
    return `#/components/responses/${encodeURIComponent(name)}/content/application~1json/schema`;
  }
  return `#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/get/responses/${status}/content/application~1json/schema`;
}

/** The schema errors of an answer (empty when it is valid) for GET path with that status, by COUNTER_API.json. */
export function counterSchemaErrors(path: string, status: number, body: unknown): string[] {
  const pointer = pointerOf(path, status);
  let validate = compiled.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${ID}${pointer}` });
    compiled.set(pointer, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}
