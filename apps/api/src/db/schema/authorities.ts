import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const authorities = pgTable('authorities', {
  name: text('name').primaryKey(),
  description: text('description').notNull(),
});

export const userAuthorities = pgTable(
  'user_authorities',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorityName: text('authority_name')
      .notNull()
      .references(() => authorities.name),
  },
  (t) => [primaryKey({ columns: [t.userId, t.authorityName] })],
);
