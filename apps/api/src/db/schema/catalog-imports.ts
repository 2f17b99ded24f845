import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One run of the catalogue import; an unfinished run is resumed at the next start. */
export const catalogueImports = pgTable('catalog_imports', {
  id: serial('id').primaryKey(),
  status: text('status').notNull(),
  phase: text('phase').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  processed: integer('processed').notNull().default(0),
  stats: jsonb('stats').$type<Record<string, unknown>>().notNull().default({}),
  problems: jsonb('problems').$type<{ file: string; line: number; message: string }[]>().notNull().default([]),
});
