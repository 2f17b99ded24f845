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
/**
 * Builds by template and kind, made from a copy whose rows were still the template's; `shared` is false for one the
 * copy wrote to while building, which only that copy keeps.
 */
const builds = new Map<string, Promise<{ value: unknown; shared: boolean }>>();

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
 * the template's. The rows are read again once a build is made: a copy that wrote while its build read (a test changing
 * a title right after its first search started the keyword index) keeps that build to itself.
 */
export async function sharedBuild<T>(db: Db, kind: string, build: () => Promise<T>): Promise<T> {
  const template = origins.get(db);
  if (template === undefined) return build();
  const templateRows = await pristine.get(template);
  if ((await rowsSeen(db)) !== templateRows) return build();
  const key = `${template}\u0000${kind}`;
  const known = builds.get(key);
  if (known) {
    const made = await known.catch(() => null);
    return made?.shared ? (made.value as T) : build();
  }
  const making = build().then(async (value) => ({ value, shared: (await rowsSeen(db)) === templateRows }));
  builds.set(key, making);
  making.then(
    (made) => !made.shared && builds.delete(key),
    () => builds.delete(key),
  );
  return (await making).value as T;
}
