import { pgTable, serial, text } from 'drizzle-orm/pg-core';

export const publishers = pgTable('publishers', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  fullName: text('full_name').notNull(),
  searchKey: text('search_key').notNull(),
  logoPath: text('logo_path'),
  licenceNote: text('licence_note'),
});
