import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.js';

/** A training video of the video tutorials page; tenantId null means every tenant shows it. */
export const videoTutorials = pgTable(
  'video_tutorials',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    /** The video host's id of the media (hashed_id in the spec's Video entity). */
    hashedId: text('hashed_id').notNull(),
    section: text('section').notNull(),
    name: text('name').notNull(),
    /** Seconds. */
    duration: integer('duration').notNull(),
    position: integer('position').notNull().default(0),
    /** The media file a browser plays (an https address of an MP4 or WebM file); null when the host gave none. */
    mediaUrl: text('media_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('video_tutorials_tenant_hashed').on(t.tenantId, t.hashedId)],
);
