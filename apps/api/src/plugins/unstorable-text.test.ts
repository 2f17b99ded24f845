import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { signInDemoUsers } from '../../test/demo-users.js';
import type { Authority } from '@codex/domain';
import { gateDecision } from './access.js';
import type { Principal } from './auth.js';
import { NUL_CHARACTER, UNPAIRED_SURROGATE, unstorableFields, type UnstorableReason } from './unstorable-text.js';

/**
 * Every text input of every route gets a NUL character, and every JSON body field and header half of a surrogate
 * pair, signed in as an operator and as an account administrator: the routes come from the OpenAPI document (path
 * parameters, query parameters, string fields of JSON bodies) and from the router itself (routes hidden from the
 * document, path parameters from the URL pattern). A URL cannot carry half a surrogate pair (see its own test).
 */

const NUL_TEXT = 'nul\u0000here';
const NUL_IN_URL = encodeURIComponent(NUL_TEXT);
/** A high surrogate without its low half: what JSON's "\ud800" escape gives. */
const SURROGATE_TEXT = 'half\ud800pair';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The OpenID provider's own endpoints: it reads their bodies itself (unparsed), so only its URL is checked here. */
const RAW_BODY_ROUTE = '/oidc/*';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Route {
  method: string;
  /** Fastify's pattern: /api/admin/tenants/:code */
  url: string;
  query: string[];
  bodyStrings: string[][];
}

/** The dotted paths of a schema's string fields (nested objects, arrays of objects, unions). */
function stringFields(schema: JsonSchema | undefined, path: string[] = [], out: string[][] = [], depth = 0): string[][] {
  if (!schema || depth > 6) return out;
  const types = [schema.type ?? []].flat();
  if (types.includes('string')) out.push(path);
  for (const [name, property] of Object.entries(schema.properties ?? {})) stringFields(property, [...path, name], out, depth + 1);
  if (schema.items) stringFields(schema.items, [...path, '0'], out, depth + 1);
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) stringFields(option, path, out, depth + 1);
  return out;
}

/** An object holding the text at the given path ('0' is an array index). */
function bodyWithTextAt(path: string[], text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  return head === '0' ? [bodyWithTextAt(rest, text)] : { [head]: bodyWithTextAt(rest, text) };
}

function routesOfDocument(document: { paths: Record<string, Record<string, Operation>> }): Route[] {
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const jsonBody = operation.requestBody?.content?.['application/json']?.schema;
      const seen = new Set<string>();
      const bodyStrings = stringFields(jsonBody).filter((p) => !seen.has(p.join('.')) && seen.add(p.join('.')));
      routes.push({
        method: method.toUpperCase(),
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyStrings,
      });
    }
  }
  return routes;
}

/** Every route the router knows (printRoutes' tree), hidden ones included, as method and URL pattern. */
function routesOfRouter(tree: string): Array<{ method: string; url: string }> {
  const out: Array<{ method: string; url: string }> = [];
  const stack: string[] = [];
  let lastDepth = 0;
  for (const line of tree.split('\n')) {
    const marked = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    const continued = marked ? null : /^[│ ]*(\S.*?) \(([A-Z, ]+)\)$/.exec(line);
    let url: string;
    let methods: string | undefined;
    if (marked) {
      lastDepth = marked[1].length / 4;
      stack.length = lastDepth;
      stack.push(marked[2]);
      url = stack.join('');
      methods = marked[3];
    } else if (continued) {
      url = [...stack.slice(0, lastDepth), continued[1]].join('');
      methods = continued[2];
    } else continue;
    for (const method of methods?.split(', ') ?? []) if (method !== 'HEAD' && method !== 'OPTIONS') out.push({ method, url });
  }
  return out;
}

/** The URL of a route with a NUL in one place (the named path parameter) and harmless text elsewhere. */
function urlOf(pattern: string, nulParam?: string, query = ''): string {
  const path = pattern.replace(/:([A-Za-z0-9_]+)|\*/g, (match, name: string | undefined) =>
    // A tenant's code must name a tenant: another is refused (404) before the body is read.
    (name ?? '*') === nulParam ? NUL_IN_URL : name === 'code' && pattern.startsWith('/api/admin/tenants') ? 'keystone' : 'x',
  );
  return query ? `${path}?${query}` : path;
}

let t: TestContext;
let tokens: Record<'operator' | 'grace', string>;
/** What each caller's session may do: a route that refuses them does so before reading the body (docs/adr/0042). */
const sessions = {} as Record<'operator' | 'grace', Principal>;
let routes: Route[];

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInDemoUsers(t.app, ['operator', 'grace']);
  for (const who of ['operator', 'grace'] as const) {
    const session = (await t.app.inject({ method: 'GET', url: '/api/account', headers: { host: 'localhost', authorization: `Bearer ${tokens[who]}` } })).json();
    sessions[who] = { kind: 'user', userId: 1, tenantId: 1, login: who, userType: 'INDIVIDUAL', authType: 'PWD', accountId: session.selectedAccountId, authorities: session.authorities as Authority[], drmView: false, tokenId: null, tokenExpiresAt: null };
  }
  const documented = routesOfDocument(t.app.swagger() as never);
  const known = new Set(documented.map((r) => `${r.method} ${r.url}`));
  const hidden = routesOfRouter(t.app.printRoutes())
    .filter((r) => !known.has(`${r.method} ${r.url}`))
    .map((r) => ({ ...r, query: [], bodyStrings: [] }));
  routes = [...documented, ...hidden];
});
afterAll(() => t?.close());

interface Probe {
  method: string;
  url: string;
  where: string;
  headers?: Record<string, string>;
  payload?: string;
  contentType?: string;
  /** Whether the answer must be the 400 naming this reason; otherwise only never a 5xx. */
  refused: boolean;
  reason?: UnstorableReason;
}

/** Each place a route takes text, with a NUL in it; each JSON body field and a header with half a surrogate pair. */
function probesOf(route: Route): Probe[] {
  const probes: Probe[] = [];
  const params = [...route.url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((m) => m[1] ?? '*');
  for (const param of params) probes.push({ method: route.method, url: urlOf(route.url, param), where: `path ${param}`, refused: true });
  for (const name of [...route.query, 'anything']) {
    probes.push({ method: route.method, url: urlOf(route.url, undefined, `${encodeURIComponent(name)}=${NUL_IN_URL}`), where: `query ${name}`, refused: true });
  }
  probes.push({ method: route.method, url: urlOf(route.url), where: 'header accept-language', headers: { 'accept-language': NUL_TEXT }, refused: true });
  probes.push({ method: route.method, url: urlOf(route.url), where: 'header accept-language', headers: { 'accept-language': SURROGATE_TEXT }, refused: true, reason: UNPAIRED_SURROGATE });
  if (BODY_METHODS.has(route.method)) {
    const refused = route.url !== RAW_BODY_ROUTE;
    for (const field of [...route.bodyStrings, ['anything']]) {
      for (const [text, reason] of [[NUL_TEXT, NUL_CHARACTER], [SURROGATE_TEXT, UNPAIRED_SURROGATE]] as const) {
        // JSON.stringify writes half a pair as the escape "\ud800", as a client would send it.
        const payload = JSON.stringify(bodyWithTextAt(field, text));
        probes.push({ method: route.method, url: urlOf(route.url), where: `body ${field.join('.')} (${reason})`, payload, contentType: 'application/json', refused, reason });
      }
    }
    probes.push({ method: route.method, url: urlOf(route.url), where: 'form body', payload: `name=${NUL_IN_URL}`, contentType: 'application/x-www-form-urlencoded', refused });
  }
  return probes;
}

async function send(probe: Probe, token: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: probe.method as 'GET',
    url: probe.url,
    headers: {
      host: 'localhost',
      authorization: `Bearer ${token}`,
      ...(probe.contentType ? { 'content-type': probe.contentType } : {}),
      ...probe.headers,
    },
    ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
  });
}

describe('text PostgreSQL cannot store, in any text input', () => {
  it('finds the routes of the OpenAPI document and the hidden ones', () => {
    expect(routes.length).toBeGreaterThan(80);
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/admin/tenants/:code',
        'GET /api/admin/accounts',
        'GET /api/documents/videos',
        'GET /api/documents/contentCode/designation',
        'GET /api/v1/documents/getELearningAssetsByFamily',
        // Hidden from the document, found in the router.
        'POST /oidc/interaction/:uid',
      ]),
    );
    expect(routes.some((r) => r.bodyStrings.length > 0)).toBe(true);
  });

  for (const who of ['operator', 'grace'] as const) {
    it(`is answered 400 on every route, never 5xx (signed in as ${who})`, async () => {
      const failures: string[] = [];
      let sent = 0;
      for (const route of routes) {
        for (const probe of probesOf(route)) {
          const res = await send(probe, tokens[who]);
          sent += 1;
          const problem = res.statusCode === 400 && String(res.headers['content-type']).includes('json') ? (res.json() as { fieldErrors?: Array<{ message: string }> }) : {};
          const fieldErrors = problem.fieldErrors ?? [];
          const reason = probe.reason ?? NUL_CHARACTER;
          // A caller the route's rule refuses gets its 401/403 first, before the body is read: a NUL there is never seen.
          const rule = t.app.accessRules.get(`${route.method} ${route.url}`);
          const gated = rule ? gateDecision(rule, sessions[who], false) : null;
          const answered = probe.refused
            ? (res.statusCode === 400 && fieldErrors.some((e) => e.message === reason)) || (gated !== null && res.statusCode === gated && probe.where.includes('body'))
            : res.statusCode < 500;
          if (!answered) {
            failures.push(`${probe.method} ${probe.url} (${probe.where}): ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
        }
      }
      expect(sent).toBeGreaterThan(routes.length * 2);
      expect(failures).toEqual([]);
    });
  }

  it('names the place of the NUL in the error model and changes nothing', async () => {
    const path = await send({ method: 'GET', url: `/api/admin/tenants/${NUL_IN_URL}`, where: '', refused: true }, tokens.operator);
    expect(path.statusCode).toBe(400);
    expect(path.headers['content-type']).toContain('application/problem+json');
    expect(path.json()).toMatchObject({ status: 400, message: 'error.validation', fieldErrors: [{ objectName: 'path', field: 'code', message: NUL_CHARACTER }] });

    const query = await send({ method: 'GET', url: `/api/admin/accounts?q=${NUL_IN_URL}`, where: '', refused: true }, tokens.operator);
    expect(query.json().fieldErrors).toEqual([{ objectName: 'query', field: 'q', message: NUL_CHARACTER }]);

    const before = await send({ method: 'GET', url: '/api/admin/groups', where: '', refused: false }, tokens.grace);
    const body = await send(
      { method: 'POST', url: '/api/group/save', where: '', refused: true, payload: JSON.stringify({ accountID: 100200, name: NUL_TEXT, longDesc: 'ok', memberIds: [1], contentCodes: ['x'] }), contentType: 'application/json' },
      tokens.grace,
    );
    expect(body.statusCode).toBe(400);
    expect(body.json().fieldErrors).toEqual([{ objectName: 'body', field: 'name', message: NUL_CHARACTER }]);
    const after = await send({ method: 'GET', url: '/api/admin/groups', where: '', refused: false }, tokens.grace);
    expect(before.statusCode).toBe(200);
    expect(after.body).toBe(before.body);
  });

  it('refuses a NUL or half a surrogate pair in the headers the server reads (tenant host, request id, language)', async () => {
    for (const header of ['host', 'requestid', 'accept-language', 'user-agent', 'x-forwarded-for', 'referer']) {
      for (const [text, reason] of [[NUL_TEXT, NUL_CHARACTER], [SURROGATE_TEXT, UNPAIRED_SURROGATE]] as const) {
        const res = await t.app.inject({ method: 'GET', url: '/api/documents/videos', headers: { host: 'localhost', authorization: `Bearer ${tokens.grace}`, [header]: text } });
        expect(res.statusCode, header).toBe(400);
        expect(res.json().fieldErrors, header).toEqual([{ objectName: 'headers', field: header, message: reason }]);
      }
    }
  });

  it('refuses half a surrogate pair in a new custom collection or COUNTER API key (once a 500) and saves nothing', async () => {
    const total = async (url: string) => (await send({ method: 'GET', url, where: '', refused: false }, tokens.grace)).headers['x-total-count'];
    for (const [url, field] of [['/api/admin/custom-collections', 'name'], ['/api/admin/usage/api-keys', 'label']] as const) {
      const before = await total(url);
      // The escapes as a client sends them: a high half alone, then a low half alone.
      for (const escaped of ['"Half \\ud800 a pair"', '"\\udc00 low half first"']) {
        const res = await send({ method: 'POST', url, where: '', refused: true, payload: `{"${field}": ${escaped}}`, contentType: 'application/json' }, tokens.grace);
        expect(res.statusCode, `${url} ${escaped}`).toBe(400);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.json()).toMatchObject({ status: 400, message: 'error.validation', fieldErrors: [{ objectName: 'body', field, message: UNPAIRED_SURROGATE }] });
      }
      expect(await total(url)).toBe(before);
    }
  });

  it('accepts a whole surrogate pair (an emoji) and stores it as sent', async () => {
    for (const [url, field, text] of [['/api/admin/custom-collections', 'name', 'Read next 😀'], ['/api/admin/usage/api-keys', 'label', 'Dashboard 📊 \ud83d\ude00']] as const) {
      const created = await send({ method: 'POST', url, where: '', refused: false, payload: JSON.stringify({ [field]: text }), contentType: 'application/json' }, tokens.grace);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()[field]).toBe(text);
      const listed = await send({ method: 'GET', url, where: '', refused: false }, tokens.grace);
      expect((listed.json() as Record<string, string>[]).map((row) => row[field])).toContain(text);
    }
  });

  it('a URL cannot carry half a surrogate pair: its UTF-8 escape is refused in a path and kept as the text it is in a query', async () => {
    const path = await send({ method: 'GET', url: '/api/admin/tenants/%ED%A0%80', where: '', refused: false }, tokens.operator);
    expect(path.statusCode).toBe(400);
    expect(path.headers['content-type']).toContain('application/problem+json');
    expect(path.json()).toMatchObject({ status: 400, message: 'error.http.400', detail: 'The path is not UTF-8 text once its %-escapes are decoded' });
    const query = await send({ method: 'GET', url: '/api/admin/accounts?q=%ED%A0%80', where: '', refused: false }, tokens.operator);
    expect(query.statusCode, query.body).toBe(200);
    expect(query.json()).toEqual([]);
  });

  it('leaves text without a NUL alone, including a literal "%00"', async () => {
    const res = await send({ method: 'GET', url: '/api/admin/accounts?q=%2500', where: '', refused: false }, tokens.operator);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('unstorableFields', () => {
  it('finds NUL text in nested objects, arrays and keys, and leaves buffers alone', () => {
    expect(unstorableFields({ a: 'ok', b: { c: ['x', 'y\u0000'] }, ['k\u0000']: 1, d: Buffer.from([0]) })).toEqual([
      { field: 'b.c.1', reason: NUL_CHARACTER },
      { field: 'k\u0000', reason: NUL_CHARACTER },
    ]);
    expect(unstorableFields('plain')).toEqual([]);
  });

  it('finds half of a surrogate pair (high or low, alone or out of order, in values and keys) and accepts whole pairs', () => {
    const value = { high: 'a\ud800', low: '\udc00b', reversed: '\ude00\ud83d', end: 'x\ud83d', ['k\udfff']: 'v', emoji: '😀 \ud83d\ude00', flags: ['🇫🇷', '𝄞'] };
    expect(unstorableFields(value)).toEqual([
      { field: 'high', reason: UNPAIRED_SURROGATE },
      { field: 'low', reason: UNPAIRED_SURROGATE },
      { field: 'reversed', reason: UNPAIRED_SURROGATE },
      { field: 'end', reason: UNPAIRED_SURROGATE },
      { field: 'k\udfff', reason: UNPAIRED_SURROGATE },
    ]);
    expect(unstorableFields({ both: 'nul\u0000 and \ud800' })).toEqual([{ field: 'both', reason: NUL_CHARACTER }]);
  });
});
