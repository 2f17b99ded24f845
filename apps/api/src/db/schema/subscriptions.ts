import { date, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { AllowanceLimit } from '@codex/domain';
import { accounts } from './accounts.js';
import { publishers } from './publishers.js';

/** What an account may read: a whole publisher, or a named collection within it. */
export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  publisherId: integer('publisher_id')
    .notNull()
    .references(() => publishers.id),
  /** A collection filter inside the publisher (e.g. a NIST series); null means the whole publisher. */
  collection: text('collection'),
  name: text('name').notNull(),
  abbrName: text('abbr_name').notNull(),
  imagePath: text('image_path'),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  endsOn: date('ends_on', { mode: 'string' }),
  /** How many people may read the subscription's content at once (seats, docs/adr/0065); null: no limit. */
  seatLimit: integer('seat_limit'),
  /** Downloads per user, per document, per period (docs/adr/0066); null: the tenant's default. */
  downloadAllowance: jsonb('download_allowance').$type<AllowanceLimit>(),
  /** Prints per user, per document, per period; null: the tenant's default. */
  printAllowance: jsonb('print_allowance').$type<AllowanceLimit>(),
});
