/**
 * The records a tenant's repository holds: every document of the publishers the tenant offers, and the documents
 * that left the catalogue (oai_deleted_records), in one order: the document id, which an import never changes and
 * never reuses. A harvest pages by that id, so an import during it neither skips nor repeats a record (docs/adr/0064).
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { documents, publishers } from '../../db/schema/index.js';
import { marcSourceColumns } from '../documents/index.js';

export interface RecordScope {
  /** The publishers the tenant offers; empty means all. */
  offered: string[];
  /** The set asked for: a publisher, and a category within it (null: the whole publisher). */
  set: { publisherCode: string; category: string | null } | null;
  /** Datestamps from this instant on (inclusive). */
  from: Date | null;
  /** Datestamps before this instant (the day or second after `until`). */
  before: Date | null;
}

export interface RecordRow {
  key: number;
  contentCode: string;
  publisherCode: string;
  category: string | null;
  /** The datestamp at seconds granularity, UTC (2026-11-28T21:04:05Z). */
  datestamp: string;
  deleted: boolean;
}

/** Live documents and deleted ones, as one relation x(key, content_code, publisher_code, category, stamp, deleted). */
const ALL_RECORDS = sql`(
  select d.id as key, d.content_code, p.code as publisher_code, d.category, d.updated_at as stamp, false as deleted
    from documents d join publishers p on p.id = d.publisher_id
  union all
  select r.document_id, r.content_code, r.publisher_code, r.category, r.deleted_at, true from oai_deleted_records r
) x`;

function inScope(scope: RecordScope): SQL {
  const parts: SQL[] = [sql`true`];
  if (scope.offered.length > 0) parts.push(sql`x.publisher_code in (${sql.join(scope.offered.map((code) => sql`${code}`), sql`, `)})`);
  if (scope.set) {
    parts.push(sql`x.publisher_code = ${scope.set.publisherCode}`);
    if (scope.set.category !== null) parts.push(sql`x.category = ${scope.set.category}`);
  }
  if (scope.from) parts.push(sql`x.stamp >= ${scope.from.toISOString()}::timestamptz`);
  if (scope.before) parts.push(sql`x.stamp < ${scope.before.toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

const COLUMNS = sql`x.key::int as "key", x.content_code as "contentCode", x.publisher_code as "publisherCode", x.category,
  to_char(x.stamp at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as datestamp, x.deleted`;

/** Up to `limit` records after the key given, in key order. */
export function recordsAfter(db: Db, scope: RecordScope, afterKey: number, limit: number): Promise<RecordRow[]> {
  return queryRows<RecordRow>(db, sql`select ${COLUMNS} from ${ALL_RECORDS} where ${inScope(scope)} and x.key > ${afterKey} order by x.key limit ${limit}`);
}

export async function countRecords(db: Db, scope: RecordScope): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${ALL_RECORDS} where ${inScope(scope)}`);
  return Number(n);
}

/** The record of one content code, live or deleted, if the tenant offers its publisher. */
export async function recordOf(db: Db, offered: string[], contentCode: string): Promise<RecordRow | null> {
  const scope: RecordScope = { offered, set: null, from: null, before: null };
  const rows = await queryRows<RecordRow>(db, sql`select ${COLUMNS} from ${ALL_RECORDS} where ${inScope(scope)} and x.content_code = ${contentCode} order by x.deleted limit 1`);
  return rows[0] ?? null;
}

/** The oldest datestamp of the repository (Identify's earliestDatestamp); null when it holds nothing. */
export async function earliestDatestamp(db: Db, offered: string[]): Promise<string | null> {
  const [row] = await queryRows<{ earliest: string | null }>(
    db,
    sql`select to_char(min(x.stamp) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as earliest from ${ALL_RECORDS} where ${inScope({ offered, set: null, from: null, before: null })}`,
  );
  return row?.earliest ?? null;
}

/** What the metadata formats are made of, for the live documents among the keys given. */
export function metadataOf(db: Db, keys: number[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select({
      ...marcSourceColumns,
      key: documents.id,
      documentType: documents.documentType,
      topics: documents.topics,
      languageCode: documents.languageCode,
      licenceNote: publishers.licenceNote,
    })
    .from(documents)
    .innerJoin(publishers, sql`${publishers.id} = ${documents.publisherId}`)
    .where(inArray(documents.id, keys));
}
export type DocumentMetadata = Awaited<ReturnType<typeof metadataOf>>[number];

/** The publishers this tenant offers that the catalogue holds, for Identify and ListSets. */
export function offeredPublisherRows(db: Db, offered: string[]) {
  const query = db.select({ code: publishers.code, fullName: publishers.fullName }).from(publishers);
  return (offered.length > 0 ? query.where(inArray(publishers.code, offered)) : query).orderBy(publishers.code);
}
