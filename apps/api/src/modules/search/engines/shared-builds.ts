import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client.js';

/**
 * Databases copied from one template (the API tests make one per test file, each with its own server) hold the same
 * catalogue until something writes to it. A database marked with the template it was copied from takes the in-memory
 * search structures (keyword index, title index, spelling dictionary, semantic index) another copy of that template
 * built from the same rows, instead of building them again: several processor-seconds each (docs/adr/0076). The
 * product never marks a database; only the test harness does, so a server's own indexes are always its own.
 */
const origins = new WeakMap<Db, string>();
/** Each template's rows as its copies first see them (rowsSeen), read from the first copy marked. */
const pristine = new Map<string, Promise<string>>();
/** Builds by template and kind, made from a copy whose rows were still the template's. */
const builds = new Map<string, Promise<unknown>>();

/**
 * Marks a fresh copy of `template`, before anything writes to it (the test harness, right after making the copy).
 * Its search structures are then shared with the other copies of the template as long as its rows are the template's.
 */
export async function shareSearchBuilds(db: Db, template: string): Promise<void> {
  origins.set(db, template);
  if (!pristine.has(template)) pristine.set(template, rowsSeen(db));
  await pristine.get(template);
}

/**
 * The rows the structures are built from, as a copy sees them: each table's row count and the sum of its rows'
 * transaction ids. A copy's writes all take transaction ids newer than every row of its template, so any insert, update
 * or delete since the copy changes this.
 */
async function rowsSeen(db: Db): Promise<string> {
  const [row] = await queryRows<{ seen: string }>(
    db,
    sql`select concat_ws('/',
          (select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from documents),
          (select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from document_relations),
          (select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from search_words),
          (select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from publishers),
          (select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from semantic_models),
          (select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from semantic_vectors),
          (select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from semantic_vector_lists)) as seen`,
  );
  return row.seen;
}

/**
 * `build()`, or the same build another copy of this database's template made while its rows, like these, were still
 * the template's.
 */
export async function sharedBuild<T>(db: Db, kind: string, build: () => Promise<T>): Promise<T> {
  const template = origins.get(db);
  if (template === undefined || (await rowsSeen(db)) !== (await pristine.get(template))) return build();
  const key = `${template}\u0000${kind}`;
  const known = builds.get(key);
  if (known) return known as Promise<T>;
  const made = build();
  builds.set(key, made);
  made.catch(() => builds.delete(key));
  return made;
}
