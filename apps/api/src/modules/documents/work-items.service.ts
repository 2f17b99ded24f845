import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { WorkItem } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { documents } from '../../db/schema/index.js';

/** What the work items of a document are looked up by. */
export interface WorkItemSubject {
  id: number;
  publisherId: number;
  lifecycleStatus: string;
  details: { series?: { series: string; number: number | string }[]; volumeNumber?: string | null } | null;
}

/**
 * The catalogue's work in progress on a document: its drafts. A document that is itself a draft (a W3C Working
 * Draft or Candidate Recommendation, a NIST public draft) is its own work item; a NIST publication's work items are
 * the public drafts of the same series, number and volume (the draft of SP 800-53A Rev. 5 is work on SP 800-53A
 * Rev. 4). IETF RFCs are published work: the catalogue holds no Internet-Drafts in progress, so they have none.
 */
function workItemsCondition(d: WorkItemSubject): SQL {
  const own = sql`${documents.id} = ${d.id}`;
  const series = d.details?.series?.[0];
  if (!series) return own;
  const sameSeries = sql`(${documents.details} -> 'series' -> 0 ->> 'series') = ${series.series}
    and (${documents.details} -> 'series' -> 0 ->> 'number') = ${String(series.number)}
    and coalesce(${documents.details} ->> 'volumeNumber', '') = ${d.details?.volumeNumber ?? ''}`;
  return sql`(${own} or (${sameSeries}))`;
}

const draftsOf = (d: WorkItemSubject) => and(eq(documents.publisherId, d.publisherId), eq(documents.lifecycleStatus, 'draft'), workItemsCondition(d));

/** Whether the document has a work item (the Work Items tab shows only then). */
export async function hasWorkItems(db: Db, d: WorkItemSubject): Promise<boolean> {
  const [row] = await db.select({ id: documents.id }).from(documents).where(draftsOf(d)).limit(1);
  return !!row;
}

/**
 * The work items of a document, oldest first. Every field is the publisher's record: the draft's designation, the
 * date it was first published for review (a W3C report's first dated version; a NIST draft's publication, which
 * opens its comment period), and the first person it names (author or editor) with the working group. These
 * publishers record no ballots, so ballotList is empty.
 */
export async function findWorkItems(db: Db, d: WorkItemSubject, publisherFullName: string): Promise<WorkItem[]> {
  const rows = await db
    .select({
      contentCode: documents.contentCode,
      family: documents.family,
      designation: documents.displayDesignation,
      publishedDate: documents.publishedDate,
      authors: documents.authors,
      committee: documents.committeeName,
      details: documents.details,
    })
    .from(documents)
    .where(draftsOf(d))
    .orderBy(asc(documents.publishedDate), asc(documents.id));
  return rows.map((row) => {
    const firstEdition = row.details?.editions?.find((e) => e.date)?.date ?? null;
    const person = row.authors[0] ?? null;
    return {
      publisher: publisherFullName,
      workItemNumber: row.designation,
      contentCode: row.contentCode,
      family: row.family ?? row.contentCode,
      initiatedDate: firstEdition ?? row.publishedDate,
      technicalContact: person ? (row.committee ? `${person} (${row.committee})` : person) : null,
      ballotList: [],
    };
  });
}
