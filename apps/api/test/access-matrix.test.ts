/**
 * The access matrix (docs/adr/0042): every operation of the OpenAPI document, called by eight roles, against
 * objects owned by someone else.
 *
 * - A role the route's declared rule (config.access) refuses gets exactly the declared answer, 401 or 403, before the
 *   request is validated: its body and query are deliberately wrong, so a route that validated first would say 400.
 * - A role the rule lets through, naming another account's objects (another tenant's, for the tenant's operator, whose
 *   scope is the whole tenant), gets what the route declares for a foreign object: 404 unless it declares otherwise,
 *   never a 2xx; a request that names no one else's object may answer anything but a 5xx.
 * - Afterwards every object of those owners reads back exactly as before.
 *
 * The roles: anonymous, a user of another tenant (with that tenant's token), a user of another account of the tenant
 * (ada), a user of the same account without authority (frances), REPORT_VIEW (reports), CP_ADMIN (cpadmin), ADMIN
 * (grace) and OPERATOR (operator), all of Acme Engineering but ada.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessRule } from '../src/lib/access-rules.js';
import { gateDecision } from '../src/plugins/access.js';
import { documents } from '../src/db/schema/index.js';
import { warmSearchIndexes } from '../src/modules/search/index.js';
import { createTestApp, type TestContext } from './harness.js';
import { DEMO_USERS, signInDemoUsers } from './demo-users.js';
import { DOCUMENT, makeForeignObjects, objectField, sample, snapshotOf, type Foreign } from './access-matrix.js';

const ROLES = ['anonymous', 'otherTenant', 'otherAccount', 'sameAccount', 'REPORT_VIEW', 'CP_ADMIN', 'ADMIN', 'OPERATOR'] as const;
type Role = (typeof ROLES)[number];
const LOGIN: Record<Exclude<Role, 'anonymous'>, keyof typeof DEMO_USERS> = {
  otherTenant: 'reader',
  otherAccount: 'ada',
  sameAccount: 'frances',
  REPORT_VIEW: 'reports',
  CP_ADMIN: 'cpadmin',
  ADMIN: 'grace',
  OPERATOR: 'operator',
};

interface Operation {
  method: string;
  path: string;
  parameters: { in: string; name: string; required?: boolean; schema?: Record<string, unknown> }[];
  body?: Record<string, unknown>;
}

let t: TestContext;
let tokens: Record<string, string>;
let operations: Operation[];
let bell: Foreign;
let community: Foreign;
let documentId: number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await signInDemoUsers(t.app, Object.values(LOGIN));
  bell = await makeForeignObjects(t.db, 'keystone', '100300', 'bell-only');
  community = await makeForeignObjects(t.db, 'community', '200100', 'community-only');
  [{ id: documentId }] = await t.db.select({ id: documents.id }).from(documents).where(eq(documents.contentCode, DOCUMENT.code));
  // The readiness probe answers 503 until the in-memory search indexes are built, as the server builds them once it listens.
  await warmSearchIndexes(t.db, { info: () => {}, warn: () => {} });
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { parameters?: Operation['parameters']; requestBody?: { content: Record<string, { schema: Record<string, unknown> }> } }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody ? Object.values(op.requestBody.content)[0]?.schema : undefined,
      })),
  );
  // Logging out ends the role's session: it goes last.
  operations.sort((a, b) => Number(a.path === '/api/account/logout') - Number(b.path === '/api/account/logout'));
}, 300_000);
afterAll(async () => t?.close());

/** Fastify's `:param` form of an OpenAPI path. */
const routeUrl = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

function requestFor(op: Operation, role: Role, refused: boolean) {
  const fx = role === 'OPERATOR' ? community : bell;
  const used = { foreign: false };
  let url = op.path;
  const query = new URLSearchParams();
  for (const p of op.parameters) {
    const value = sample(p.schema, op.path, fx, documentId, p.name, used);
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(value)));
    // A refused request leaves out even the required parameters: validated first, it would be a 400.
    else if (p.in === 'query' && !refused && (p.required || objectField(p.name, op.path))) query.set(p.name, String(value));
  }
  const payload = refused ? { matrix: ['not', 'what', 'any', 'route', 'accepts'] } : op.body ? sample(op.body, op.path, fx, documentId, '', used) : undefined;
  const login = role === 'anonymous' ? null : LOGIN[role];
  // Every role calls the keystone host: the other tenant's user with the token of their own tenant.
  const host = 'localhost';
  return {
    foreign: used.foreign,
    request: {
      method: op.method as 'GET',
      url: `${url}${query.size ? `?${query}` : ''}`,
      headers: { host, ...(login ? { authorization: `Bearer ${tokens[login]}` } : {}) },
      ...(payload !== undefined && op.method !== 'GET' && op.method !== 'DELETE' ? { payload: payload as object } : {}),
    },
  };
}

describe('the access matrix', () => {
  it('walks every operation of the OpenAPI document as eight roles and gets the declared answers', async () => {
    expect(operations.length).toBeGreaterThan(150);
    const owners = [{ objects: bell, wholeTenant: false }, { objects: community, wholeTenant: true }];
    const before = await snapshotOf(t.db, owners);
    const failures: string[] = [];
    const tally = { refused: 0, foreign: 0, other: 0 };
    for (const role of ROLES) {
      const principal = role === 'anonymous' || role === 'otherTenant' ? null : await principalOf(LOGIN[role]);
      for (const op of operations) {
        const rule = ruleOf(op);
        if (!rule) {
          failures.push(`${op.method} ${op.path}: no declared access rule`);
          continue;
        }
        // Nobody is a platform operator here (PLATFORM_OPERATORS is unset).
        const expectedRefusal = gateDecision(rule, principal, false);
        const { foreign, request } = requestFor(op, role, expectedRefusal !== null);
        const res = await t.app.inject(request);
        const where = `${role} ${op.method} ${request.url}`;
        if (expectedRefusal !== null) {
          tally.refused++;
          if (res.statusCode !== expectedRefusal) failures.push(`${where}: ${res.statusCode}, declared ${expectedRefusal} (${rule.who})`);
        } else if (foreign) {
          tally.foreign++;
          const declaredAnswer = rule.foreign ?? 404;
          if (res.statusCode !== declaredAnswer) failures.push(`${where}: ${res.statusCode}, declared ${declaredAnswer} for another's object (${res.body.slice(0, 160)})`);
        } else {
          tally.other++;
          if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} (${res.body.slice(0, 160)})`);
        }
      }
    }
    if (failures.length) (await import('node:fs')).writeFileSync('/tmp/matrix-failures.txt', failures.join('\n'));
    expect(failures).toEqual([]);
    expect(await snapshotOf(t.db, owners)).toBe(before);
    const byRule = new Map<string, number>();
    for (const op of operations) byRule.set(ruleOf(op)!.who, (byRule.get(ruleOf(op)!.who) ?? 0) + 1);
    console.info(`access matrix: ${operations.length} operations x ${ROLES.length} roles = ${operations.length * ROLES.length} calls (${tally.refused} refused at the gate, ${tally.foreign} naming another's object, ${tally.other} others); rules: ${[...byRule].map(([who, n]) => `${who} ${n}`).join(', ')}`);
    // Every role met refusals, and every role met someone else's objects.
    expect(tally.refused).toBeGreaterThan(ROLES.length * 20);
    expect(tally.foreign).toBeGreaterThan(ROLES.length * 10);
  }, 600_000);
});

/** The principal a role's token resolves to, as the server sees it. */
async function principalOf(login: keyof typeof DEMO_USERS) {
  const res = await t.app.inject({ method: 'GET', url: '/api/account', headers: { host: DEMO_USERS[login].host, authorization: `Bearer ${tokens[login]}` } });
  const session = res.json() as { authorities: string[]; selectedAccountId: number | null; userType: string };
  return {
    kind: 'user' as const,
    userId: 1,
    tenantId: 1,
    login,
    userType: 'INDIVIDUAL' as const,
    authType: 'PWD' as const,
    accountId: session.selectedAccountId,
    authorities: session.authorities as never[],
    drmView: false,
    tokenId: null,
    tokenExpiresAt: null,
  };
}

function ruleOf(op: Operation): AccessRule | undefined {
  return t.app.accessRules.get(`${op.method} ${routeUrl(op.path)}`);
}
