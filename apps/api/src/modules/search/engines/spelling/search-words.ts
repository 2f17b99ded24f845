import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../../db/client.js';

/**
 * Rebuilds the spelling dictionary from the catalogue's titles, abstracts and keywords (unstemmed
 * words of three letters or more). Run by the catalogue import after the documents are written.
 */
export async function buildSearchWords(db: Db): Promise<number> {
  await db.execute(sql`delete from search_words`);
  const rows = await queryRows<{ n: number }>(
    db,
    sql`with inserted as (
          insert into search_words (word, documents)
          select word, ndoc from ts_stat('select to_tsvector(''simple'', title || '' '' || coalesce(abstract, '''') || '' '' || array_to_string(keywords, '' '')) from documents')
           where length(word) between 3 and 40 and word ~ '^[a-z][a-z-]*[a-z]$'
          returning 1)
        select count(*)::int as n from inserted`,
  );
  return rows[0]?.n ?? 0;
}
