import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Storage of the embedded OpenID provider (sessions, grants, codes, interactions). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('oidc_payloads_pk').on(t.type, t.id), index('oidc_payloads_grant').on(t.grantId), index('oidc_payloads_uid').on(t.uid)],
);

/** Signing keys of the embedded provider, generated on first start. */
export const signingKeys = pgTable('signing_keys', {
  id: serial('id').primaryKey(),
  kid: text('kid').notNull().unique(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Access tokens ended by sign-out before their expiry. */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Failed sign-ins per login and address, to slow down guessing. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    login: text('login').notNull(),
    ip: text('ip').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_key').on(t.tenantId, t.login, t.ip, t.failedAt)],
);
