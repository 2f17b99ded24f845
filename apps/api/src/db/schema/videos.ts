import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { publishers } from './publishers.js';

/**
 * A training video about the documents of one designation (e.g. a walkthrough of "RFC 9110"), hosted by a video
 * service that knows it by hashedId. The catalogue ships none: rows come from an operator's media import, with the
 * address of the media file when the host gives one (mediaUrl; without it the page says there is no playable file).
 */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => publishers.id),
    /** The document designation the video belongs to, as the metadata shows it ("RFC 9110"). */
    designation: text('designation').notNull(),
    hashedId: text('hashed_id').notNull(),
    section: text('section'),
    name: text('name').notNull(),
    /** Length in seconds. */
    durationSeconds: integer('duration_seconds').notNull(),
    position: integer('position').notNull().default(0),
    /** The media file a browser plays (an https address of an MP4 or WebM file); null when the host gave none. */
    mediaUrl: text('media_url'),
  },
  (t) => [uniqueIndex('videos_hashed_id_unique').on(t.hashedId), index('videos_designation_idx').on(t.designation)],
);
