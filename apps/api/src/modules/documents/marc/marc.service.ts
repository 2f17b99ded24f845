import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { MARC_FORMATS, type TenantConfig } from '@codex/domain';
import type { Db } from '../../../db/client.js';
import { documents, publishers } from '../../../db/schema/index.js';
import { offeredPublishers } from '../document-cards.js';
import { MARC_COLLECTIONS, type MarcCollection } from './marc-collections.js';
import { formatRecords, marcRecord, type MarcFormat } from './marc-format.js';
import { marcSourceColumns } from './marc-source.js';

type Offered = Pick<TenantConfig, 'publisherCodes'>;

function collectionFilter(collection: MarcCollection, config: Offered): SQL {
  return and(
    offeredPublishers(config),
    eq(publishers.code, collection.publisherCode),
    ...(collection.category ? [eq(documents.category, collection.category)] : []),
  )!;
}

/** The collections this tenant's catalogue has, with their record counts. */
export async function marcCollections(db: Db, config: Offered) {
  const out = [];
  for (const collection of MARC_COLLECTIONS) {
    const [{ recordCount }] = await db
      .select({ recordCount: count() })
      .from(documents)
      .innerJoin(publishers, eq(publishers.id, documents.publisherId))
      .where(collectionFilter(collection, config));
    if (recordCount > 0) out.push({ title: collection.title, name: collection.name, publisherCode: collection.publisherCode, recordCount, formats: [...MARC_FORMATS] });
  }
  return out;
}

/** "RFC 9110" -> "9110", "SP 800-53 Rev. 5" -> "800-53 Rev. 5": the number within the series (MARC 490 $v). */
export const seriesNumber = (designationNo: string) => designationNo.replace(/^(RFC|SP|FIPS)\s+/i, '');

/** The MARC file of one collection in one format, generated from the catalogue as it is now; null for an unknown collection. */
export async function marcFile(db: Db, config: Offered, title: string, format: MarcFormat, portalBase: string): Promise<{ data: Buffer; records: number } | null> {
  const collection = MARC_COLLECTIONS.find((c) => c.title.toLowerCase() === title.toLowerCase());
  if (!collection) return null;
  const rows = await db
    .select(marcSourceColumns)
    .from(documents)
    .innerJoin(publishers, eq(publishers.id, documents.publisherId))
    .where(collectionFilter(collection, config))
    .orderBy(asc(documents.designationNo), asc(documents.id));
  if (rows.length === 0) return null;
  const records = rows.map((r) =>
    marcRecord({ ...r, seriesNumber: seriesNumber(r.designationNo) }, `${portalBase}/document?contentCode=${encodeURIComponent(r.contentCode)}`, collection.series),
  );
  return { data: formatRecords(records, format), records: records.length };
}
