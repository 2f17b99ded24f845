import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyOfTemplate, type TemplateCopy } from '../../../../test/harness.js';
import { queryRows } from '../../../db/client.js';
import { keywordIndex } from './keyword-index/current-index.js';
import { sharedBuild } from './shared-builds.js';
import { spellingDictionary } from './spelling/spelling.js';

describe('search structures shared between copies of the test template', () => {
  let first: TemplateCopy;
  let second: TemplateCopy;
  let changed: TemplateCopy;

  beforeAll(async () => {
    [first, second, changed] = await Promise.all([copyOfTemplate(), copyOfTemplate(), copyOfTemplate()]);
  });
  afterAll(async () => {
    await Promise.all([first, second, changed].map((copy) => copy?.dispose()));
  });

  it('gives two unchanged copies the same keyword index and spelling dictionary', async () => {
    const index = await keywordIndex(first.database.db);
    expect(await keywordIndex(second.database.db)).toBe(index);
    expect(await spellingDictionary(second.database.db)).toBe(await spellingDictionary(first.database.db));
  });

  it('builds its own for a copy whose documents changed, and it holds the change', async () => {
    const [rfc] = await queryRows<{ id: number }>(changed.database.db, sql`select id from documents where content_code = 'IETF-RFC9110'`);
    await changed.database.db.execute(sql`update documents set title = 'Zyxwvutsr semantics' where id = ${rfc.id}`);
    const own = await keywordIndex(changed.database.db);
    expect(own).not.toBe(await keywordIndex(first.database.db));
    const position = own.documentIds.indexOf(rfc.id);
    expect(own.results?.[position]?.documentTitle).toBe('Zyxwvutsr semantics');
  });

  it('keeps to its copy a build the copy wrote to while it was building, and the next copy builds its own', async () => {
    const [rfc] = await queryRows<{ id: number; title: string }>(first.database.db, sql`select id, title from documents where content_code = 'IETF-RFC9111'`);
    const readTitle = async (db: TemplateCopy['database']['db']) =>
      (await queryRows<{ title: string }>(db, sql`select title from documents where id = ${rfc.id}`))[0].title;
    // As a test that changes a title right after its first search started an index: the write lands while the build reads.
    const built = await sharedBuild(first.database.db, 'probe', async () => {
      await first.database.db.execute(sql`update documents set title = 'Written while building' where id = ${rfc.id}`);
      return { title: await readTitle(first.database.db) };
    });
    expect(built.title).toBe('Written while building');
    const other = await sharedBuild(second.database.db, 'probe', async () => ({ title: await readTitle(second.database.db) }));
    expect(other).not.toBe(built);
    expect(other.title).toBe(rfc.title);
  });
});
