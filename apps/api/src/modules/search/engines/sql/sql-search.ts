import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../../db/client.js';
import type { SearchPaging, SearchScope } from '../../search-scope.js';
import { countsFromRows, type FacetRow } from '../facet-rows.js';
import { designationFirst, matchSql, queryScope } from './match-sql.js';
import { activeFirst, CITED_RERANK, citedBySql, RANK_CANDIDATES, textScoreSql, titleCoverageSql } from './ranking-sql.js';
import { resultColumns, toSearchDocument, type DocumentRow, type Found } from './search-results.js';

/**
 * The facet rows of the matches in CTE `m` (with the facet columns of matchSql), as a query of its own or
 * inside a search.
 */
const facetRowsSql = sql`with f as (select m.*, p.code as publisher_code, p.name as publisher_name from m join publishers p on p.id = m.publisher_id)
        select 'total' as family, null as key, null as name, null as parent_key, null as parent_name, count(*)::int as count from f
        union all select 'publisher', publisher_code, publisher_name, null, null, count(*)::int from f group by publisher_code, publisher_name
        union all select 'category', category, category, publisher_code, publisher_name, count(*)::int from f where category is not null group by publisher_code, publisher_name, category
        union all select 'committee', committee, coalesce(mode() within group (order by committee_name), committee), null, null, count(*)::int from f where committee is not null group by committee
        union all select 'topic', topic, topic, null, null, count(*)::int from f, unnest(f.topics) topic group by topic
        union all select 'documentType', document_type, document_type, null, null, count(*)::int from f group by document_type`;

/**
 * SQL of one page of ranked candidates `c` (id, dscore, coverage, cited), as (id, position). coverage is the title's
 * coverage by the query (titleCoverageSql), cited how often the document is cited (citedBySql), or null to count it
 * here. The text score without the body (rank_vector, which stays in the row) orders the candidates, and only the
 * best CITED_RERANK of them are raised by their citations; of those, only documents with a full text pay for the
 * score with the body (search_vector: unpacking the full text); for the others both vectors are the same.
 * Designation matches come first.
 */
function rankedPageSql(keywords: string, candidates: SQL, size: number, offset: number): SQL {
  const withBody = sql`(case when d.has_full_text then ${textScoreSql(keywords, 'search_vector', sql`s.coverage`)} else s.score end)`;
  return sql`select s.id, row_number() over (order by ${designationFirst(sql`s.dscore`)}, (s.text_position > ${CITED_RERANK}),
                   (case when s.text_position <= ${CITED_RERANK} then ${withBody} * (1 + ln(1 + coalesce(s.cited, ${citedBySql})) * 0.3) end) desc nulls last,
                   s.score desc, ${activeFirst}, d.published_date desc nulls last, d.id) as position
      from (select t.*, row_number() over (order by t.score desc, t.id) as text_position
              from (select c.id, c.dscore, c.coverage, c.cited, ${textScoreSql(keywords, 'rank_vector', sql`c.coverage`)} as score
                      from (${candidates}) c
                      join documents d on d.id = c.id) t) s
      join documents d on d.id = s.id order by position limit ${size} offset ${offset}`;
}

/** A page of a search whose matches the database finds, ranks and counts. */
export async function searchWithSql(db: Db, scope: SearchScope, paging: SearchPaging, withCounts: boolean): Promise<Found> {
  const offset = paging.page * paging.size;
  const { matches, ranked } = matchSql(scope, { rank: true, facets: withCounts });
  const descending = /,desc$/i.test(paging.sort ?? '');
  let ordered: SQL;
  if (paging.sortType === 'OVERRIDE_SORT') {
    ordered = sql`select m.id, row_number() over (order by lower(d.title) ${descending ? sql`desc` : sql`asc`}, d.id) as position
      from m join documents d on d.id = m.id order by position limit ${paging.size} offset ${offset}`;
  } else if (ranked) {
    // A cheap pre-order picks the candidates ranking scores.
    const candidates = sql`select c.id, c.dscore, ${titleCoverageSql(scope.keywords)} as coverage, null::int as cited
                             from (select m.id, m.dscore from m
                                    order by m.dscore desc, m.title_hits desc, m.inactive, m.published_date desc nulls last, m.id
                                    limit ${Math.max(RANK_CANDIDATES, offset + paging.size)}) c
                             join documents d on d.id = c.id`;
    ordered = rankedPageSql(scope.keywords, candidates, paging.size, offset);
  } else {
    ordered = sql`select m.id, row_number() over (order by ${designationFirst(sql`m.dscore`)}, ${activeFirst}, d.published_date desc nulls last, d.designation_no, d.id) as position
      from m join documents d on d.id = m.id order by position limit ${paging.size} offset ${offset}`;
  }
  const rows = await queryScope<DocumentRow>(
    db,
    scope,
    sql`with m as materialized (${matches}), page as (${ordered})
      select t.total, ${withCounts ? sql`(select json_agg(x) from (${facetRowsSql}) x)` : sql`null`} as facets, ${resultColumns}
        from (select count(*)::int as total from m) t
        left join page on true
        left join documents d on d.id = page.id
        left join publishers p on p.id = d.publisher_id
       order by page.position`,
  );
  const count = rows[0]?.total ?? 0;
  const documents = rows.filter((r) => r.id !== null).map(toSearchDocument);
  const result = { count, nextPageFlag: offset + documents.length < count, documents };
  return withCounts ? { ...result, counts: countsFromRows(scope, rows[0]?.facets ?? []) } : result;
}

/** The refinement counts of a search's matches, found and counted by the database. */
export async function sqlFacetRows(db: Db, scope: SearchScope): Promise<FacetRow[]> {
  const { matches } = matchSql(scope, { rank: false, facets: true });
  return queryScope<FacetRow>(db, scope, sql`with m as materialized (${matches}) select x.* from (${facetRowsSql}) x`);
}
