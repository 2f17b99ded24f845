/**
 * What the access matrix (access-matrix.test.ts) sends: a request for every operation of the OpenAPI document, built
 * from the operation's own schemas, that names objects owned by someone else wherever the operation names an object.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import {
  accounts,
  compassPoints,
  contentFavorites,
  customCollectionItems,
  customCollections,
  documents,
  entitlements,
  groupDocuments,
  groupMembers,
  groups,
  mailMessages,
  subscriptions,
  tenants,
  trackedDocuments,
  usageApiKeys,
  userNotes,
  users,
  webhooks,
} from '../src/db/schema/index.js';
import { queryRows } from '../src/db/client.js';
import { eq, and } from 'drizzle-orm';

/** Objects of one owner (an account of the tenant, or another tenant): what the matrix names in requests. */
export interface Foreign {
  tenantId: number;
  tenantCode: string;
  accountId: number;
  userId: number;
  subscriptionId: number;
  groupId: number;
  compassPointId: number;
  compassPointUuid: string;
  noteAnnotationId: string;
  collectionId: number;
  webhookId: number;
  apiKeyId: number;
  favoriteId: number;
  trackedId: number;
  mailId: number;
}

/** A document every tenant's catalogue holds (not anybody's object: catalogue metadata). */
export const DOCUMENT = { code: 'IETF-RFC9110', designation: 'RFC 9110' };

/**
 * Creates, as rows of the database, one object of every kind for a user who belongs only to the given account,
 * so nobody else may touch them: a group with a document, a compass point, a note, a custom collection, a webhook,
 * a COUNTER API key, a favorite, a tracked document and a sent mail.
 */
export async function makeForeignObjects(db: Db, tenantCode: string, accountNumber: string, login: string): Promise<Foreign> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.code, tenantCode));
  const [account] = await db.select().from(accounts).where(and(eq(accounts.tenantId, tenant.id), eq(accounts.accountNumber, accountNumber)));
  const [doc] = await db.select().from(documents).where(eq(documents.contentCode, DOCUMENT.code));
  const [user] = await db
    .insert(users)
    .values({ tenantId: tenant.id, login, email: `${login}@matrix.example`, userType: 'INDIVIDUAL', firstName: 'Matrix', lastName: login, activated: true, selectedAccountId: account.id })
    .returning();
  await db.insert(entitlements).values({ userId: user.id, accountId: account.id });
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.accountId, account.id)).limit(1);
  const [group] = await db.insert(groups).values({ tenantId: tenant.id, accountId: account.id, name: `${login}'s group`, longDesc: 'owned by someone else', createdById: user.id, memberCount: 1, contentCount: 1 }).returning();
  await db.insert(groupMembers).values({ groupId: group.id, userId: user.id });
  await db.insert(groupDocuments).values({ groupId: group.id, documentId: doc.id });
  const [point] = await db
    .insert(compassPoints)
    .values({ tenantId: tenant.id, accountId: account.id, documentId: doc.id, name: 'Foreign point', selectionData: 'HTTP', createdById: user.id, contentCode: doc.contentCode, designation: DOCUMENT.designation })
    .returning();
  const annotationId = `matrix-${login}`;
  await db.insert(userNotes).values({ tenantId: tenant.id, authorId: user.id, documentId: doc.id, annotationId, note: 'private' });
  const [collection] = await db.insert(customCollections).values({ tenantId: tenant.id, accountId: account.id, name: `${login}'s collection`, createdById: user.id }).returning();
  await db.insert(customCollectionItems).values({ collectionId: collection.id, documentId: doc.id, addedById: user.id });
  const [hook] = await db
    .insert(webhooks)
    .values({ tenantId: tenant.id, accountId: account.id, url: 'https://receiver.example/hook', secret: 'x'.repeat(32), events: ['content.shared'], createdBy: user.id })
    .returning();
  const [key] = await db.insert(usageApiKeys).values({ tenantId: tenant.id, accountId: account.id, keyHash: `hash-${login}`, prefix: 'matrix', label: 'Foreign key', createdById: user.id }).returning();
  const [favorite] = await db.insert(contentFavorites).values({ tenantId: tenant.id, userId: user.id, documentId: doc.id }).returning();
  const [tracked] = await db.insert(trackedDocuments).values({ tenantId: tenant.id, userId: user.id, documentId: doc.id, family: doc.family ?? doc.contentCode }).returning();
  const [mail] = await db
    .insert(mailMessages)
    .values({ tenantId: tenant.id, kind: 'SHARING', toUserId: user.id, toAddress: user.email, subject: 'Foreign mail', html: '<p>private</p>', text: 'private', state: 'sent' })
    .returning();
  return {
    tenantId: tenant.id,
    tenantCode,
    accountId: account.id,
    userId: user.id,
    subscriptionId: subscription.id,
    groupId: group.id,
    compassPointId: point.id,
    compassPointUuid: point.uuid,
    noteAnnotationId: annotationId,
    collectionId: collection.id,
    webhookId: hook.id,
    apiKeyId: key.id,
    favoriteId: favorite.id,
    trackedId: tracked.id,
    mailId: mail.id,
  };
}

/**
 * Everything the foreign owners hold, read back from the database: rows of the owner's account or user (or, for
 * another tenant, of the whole tenant) in every table that has such a column, so a test can show nothing of theirs
 * changed.
 */
export async function snapshotOf(db: Db, owners: Owner[]): Promise<string> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and column_name in ('tenant_id', 'account_id', 'user_id', 'created_by_id', 'created_by', 'author_id', 'group_id')`,
  );
  const byTable = new Map<string, string[]>([
    ['accounts', []],
    ['users', []],
  ]);
  for (const c of columns) byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c.column_name]);
  // Events and counters the requests themselves leave behind are not the owners' objects.
  const skipped = new Set(['audit_events', 'document_accesses', 'document_page_views', 'jobs', 'catalog_imports', 'oidc_payloads', 'revoked_tokens']);
  const parts: string[] = [];
  for (const [table, cols] of [...byTable].sort()) {
    if (skipped.has(table) || table.startsWith('usage_')) continue;
    const conditions = owners.flatMap(({ objects: o, wholeTenant }) => {
      const own = cols.flatMap((col) => {
        if (col === 'tenant_id') return wholeTenant ? [sql`${sql.identifier(col)} = ${o.tenantId}`] : [];
        const value = col === 'account_id' ? o.accountId : col === 'group_id' ? o.groupId : o.userId;
        return [sql`${sql.identifier(col)} = ${value}`];
      });
      // The account's and the user's own rows.
      if (table === 'accounts') own.push(sql`id = ${o.accountId}`);
      if (table === 'users') own.push(sql`id = ${o.userId}`);
      return own;
    });
    if (!conditions.length) continue;
    const rows = await queryRows<Record<string, unknown>>(db, sql`select * from ${sql.identifier(table)} where ${sql.join(conditions, sql` or `)} order by 1`);
    parts.push(`${table}:${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}

/** Whose rows a snapshot reads: one account's and its user's, or a whole other tenant's. */
export interface Owner {
  objects: Foreign;
  wholeTenant: boolean;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  const?: unknown;
};

/** The values the matrix gives to fields that name an object: someone else's where the field names an object. */
function objectValue(name: string, url: string, fx: Foreign, documentId: number): { value: unknown; foreign: boolean } | null {
  const id = (value: number) => ({ value, foreign: true });
  const plain = (value: unknown) => ({ value, foreign: false });
  switch (name) {
    case 'id': {
      const rules: [RegExp, () => { value: unknown; foreign: boolean }][] = [
        // An imported annotation's id is an IRI its author wrote (docs/adr/0061): it names nobody's object here.
        [/^\/api\/v1\/compasspoint\/annotations$/, () => plain('https://annotations.matrix.example/a1')],
        [/^\/api\/admin\/accounts\//, () => id(fx.accountId)],
        [/^\/api\/admin\/custom-collections\//, () => id(fx.collectionId)],
        [/^\/api\/(admin\/groups|group)\//, () => id(fx.groupId)],
        [/^\/api\/admin\/usage\/api-keys\//, () => id(fx.apiKeyId)],
        [/^\/api\/admin\/webhooks\//, () => id(fx.webhookId)],
        [/^\/api\/content-favorites\//, () => id(fx.favoriteId)],
        [/^\/api\/tracked-documents\//, () => id(fx.trackedId)],
        [/compass[pP]oint/, () => id(fx.compassPointId)],
        [/^\/management\/mail\//, () => id(fx.mailId)],
        [/reports\//, () => plain('pr')],
        [/redline/, () => plain('00000000-0000-4000-8000-000000000000')],
      ];
      return (rules.find(([pattern]) => pattern.test(url))?.[1] ?? (() => plain(documentId)))();
    }
    case 'userId':
    case 'sharedWithUserID':
      return id(fx.userId);
    case 'memberIds':
      return { value: [fx.userId], foreign: true };
    case 'subscriptionId':
      return id(fx.subscriptionId);
    case 'code':
      return url.startsWith('/api/admin/tenants') ? { value: fx.tenantCode, foreign: true } : plain(DOCUMENT.code);
    case 'tenant':
      return { value: fx.tenantCode, foreign: true };
    case 'groupId':
    case 'groupID':
    case 'sharedWithGroupID':
      return id(fx.groupId);
    case 'accountId':
    case 'accountID':
    case 'AccountID':
      return id(fx.accountId);
    case 'compassPointUUID':
      return { value: fx.compassPointUuid, foreign: true };
    case 'compassPointID':
      return id(fx.compassPointId);
    case 'annotationId':
      // A note is its author's: the same annotation id names the caller's own note, never the other's.
      return plain(fx.noteAnnotationId);
    case 'contentCode':
    case 'contentCodes':
    case 'addContentCodes':
      return plain(name.endsWith('s') ? [DOCUMENT.code] : DOCUMENT.code);
    case 'contentId':
    case 'contentID':
    case 'leftContentId':
    case 'rightContentId':
    case 'newHtmlId':
    case 'oldHtmlId':
      return plain(documentId);
    case 'designation':
      return plain(DOCUMENT.designation);
    case 'family':
    case 'familyName':
      return plain('IETF-RFC9110');
    case 'pageNumber':
      return plain(1);
    case 'file':
      return plain('not-a-feed.atom');
    case 'url':
      return plain('https://receiver.matrix.example/hook');
    case 'token':
      return plain('not.a-token');
    case 'name':
      return url.startsWith('/management/loggers') ? plain('matrix') : null;
    default:
      return null;
  }
}

/** Whether the matrix gives this field a value of its own (an object's id, a document, ...). */
export function objectField(name: string, url: string): boolean {
  return objectValue(name, url, FIELD_PROBE, 0) !== null;
}
const FIELD_PROBE = { tenantId: 0, tenantCode: '', accountId: 0, userId: 0, subscriptionId: 0, groupId: 0, compassPointId: 0, compassPointUuid: '', noteAnnotationId: '', collectionId: 0, webhookId: 0, apiKeyId: 0, favoriteId: 0, trackedId: 0, mailId: 0 } satisfies Foreign;

/** A value the schema accepts (as far as a sampler can), with object fields named by objectValue. */
export function sample(schema: JsonSchema | undefined, url: string, fx: Foreign, documentId: number, name = '', used = { foreign: false }): unknown {
  if (!schema) return undefined;
  const named = name ? objectValue(name, url, fx, documentId) : null;
  if (named) {
    if (named.foreign) used.foreign = true;
    return named.value;
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return sample(alternatives.find((a) => a.type !== 'null') ?? alternatives[0], url, fx, documentId, name, used);
  if (schema.allOf?.length) return sample(Object.assign({}, ...schema.allOf), url, fx, documentId, name, used);
  const type = [schema.type ?? (schema.properties ? 'object' : 'string')].flat().find((t) => t !== 'null');
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        const isObjectField = objectValue(key, url, fx, documentId) !== null;
        if (schema.required?.includes(key) || isObjectField) out[key] = sample(child, url, fx, documentId, key, used);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items, url, fx, documentId, '', used));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      if (schema.format === 'email') return 'nobody@matrix.example';
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'uri' || schema.format === 'url') return 'https://matrix.example/';
      return 'matrix'.padEnd(Math.max(schema.minLength ?? 1, 6), 'x').slice(0, Math.max(6, schema.minLength ?? 1));
  }
}
