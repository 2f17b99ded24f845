import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { TenantConfig } from '@codex/domain';

export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** Host names (without port) that resolve to this tenant. */
  hosts: text('hosts').array().notNull().default([]),
  config: jsonb('config').$type<TenantConfig>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
