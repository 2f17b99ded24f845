import { sql, type SQL } from 'drizzle-orm';
import { boolean, customType, date, index, integer, jsonb, pgTable, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { publishers } from './publishers.js';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A designation number as search compares it: lower case, no '(Draft)'-like notes, 'Rev. 5' as 'r5', no spaces
 * or dots ('SP 800-53 Rev. 5' -> 'sp800-53r5', 'RFC 9110' -> 'rfc9110'). Indexed in C collation, so the
 * designations starting with what someone typed are one range of the index.
 */
export const normalizedDesignation = (column: SQL | AnyPgColumn) =>
  sql`regexp_replace(regexp_replace(regexp_replace(lower(${column}), '\\s*\\([^)]*\\)', '', 'g'), '\\s+rev\\.?\\s*', 'r', 'g'), '[\\s.]', '', 'g')`;

/** The normalized designation without its series letters ('rfc9110' -> '9110'), so '9110' finds RFC 9110. */
export const designationNumber = (column: SQL | AnyPgColumn) => sql`regexp_replace(${normalizedDesignation(column)}, '^[a-z]+(?=[0-9])', '')`;

export interface DocumentDetailsColumns {
  committeeSponsor?: string | null;
  histAcceptedDate?: string | null;
  histReceivedDate?: string | null;
  isbnEb?: string | null;
  issn?: string | null;
  volumeNumber?: string | null;
  conferenceName?: string | null;
  conferenceLocation?: string | null;
  meetingDate?: string | null;
  session?: string | null;
  primaryTopic?: string | null;
  /** "Area / working group", as the details panel shows it. */
  mainWithSubCommittee?: string | null;
  fundingOrganization?: string | null;
  equivalentList?: string[];
  noteList?: string[];
  stream?: string | null;
  series?: { series: string; number: number | string; designation: string }[];
  errataUrl?: string | null;
  sourceDraft?: string | null;
  /** W3C dated editions, newest last; a few old editions have no recorded maturity, date or URL. */
  editions?: { designation: string; maturity: string | null; date: string | null; url: string | null }[];
  rawStatus?: string | null;
}

export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    contentCode: text('content_code').notNull().unique(),
    /** Stable id of the source record (RFC8446, NIST:sp/800-53/rev-5/final, W3C:WCAG21). */
    sourceId: text('source_id').notNull().unique(),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => publishers.id),
    designation: text('designation').notNull(),
    displayDesignation: text('display_designation').notNull(),
    designationNo: text('designation_no').notNull(),
    title: text('title').notNull(),
    abstract: text('abstract'),
    documentType: text('document_type').notNull(),
    status: text('status').notNull(),
    lifecycleStatus: text('lifecycle_status').notNull(),
    classification: text('classification'),
    assetId: text('asset_id').notNull(),
    assetType: text('asset_type').notNull(),
    contentType: text('content_type').notNull(),
    languageCode: text('language_code').notNull().default('en-US'),
    video: boolean('video').notNull().default(false),
    downloadable: boolean('downloadable').notNull().default(false),
    allowToTrack: boolean('allow_to_track').notNull().default(true),
    allowToFavorite: boolean('allow_to_favorite').notNull().default(true),
    family: text('family'),
    committee: text('committee'),
    committeeName: text('committee_name'),
    mainCommittee: text('main_committee'),
    mainCommitteeName: text('main_committee_name'),
    category: text('category'),
    topics: text('topics').array().notNull().default([]),
    keywords: text('keywords').array().notNull().default([]),
    authors: text('authors').array().notNull().default([]),
    doi: text('doi'),
    publishedDate: date('published_date', { mode: 'string' }),
    publishedOnlineDate: date('published_online_date', { mode: 'string' }),
    lastUpdateDate: date('last_update_date', { mode: 'string' }),
    withdrawnDate: date('withdrawn_date', { mode: 'string' }),
    pageCount: integer('page_count'),
    sourceUrl: text('source_url'),
    hasFullText: boolean('has_full_text').notNull().default(false),
    details: jsonb('details').$type<DocumentDetailsColumns>().notNull().default({}),
    citationArticleTypeExclude: text('citation_article_type_exclude').array().notNull().default([]),
    searchVector: tsvector('search_vector'),
    /**
     * The identifiers, title, subjects and abstract of search_vector (weights A-C), without the body: small enough to
     * stay in the row, so ranking a thousand candidates does not unpack a thousand full texts.
     */
    rankVector: tsvector('rank_vector').generatedAlwaysAs(sql`ts_filter(search_vector, '{a,b,c}')`),
    /** Hash of the source record; an import skips rows whose hash did not change. */
    sourceHash: text('source_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('documents_search_idx').using('gin', t.searchVector),
    index('documents_publisher_idx').on(t.publisherId),
    index('documents_family_idx').on(t.family),
    index('documents_designation_lower_idx').on(sql`lower(${t.designation})`),
    index('documents_designation_normalized_idx').on(sql`(${normalizedDesignation(t.designationNo)}) collate "C"`),
    index('documents_designation_number_idx').on(sql`(${designationNumber(t.designationNo)}) collate "C"`),
  ],
);
