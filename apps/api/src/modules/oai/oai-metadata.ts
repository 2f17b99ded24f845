/** A document's metadata in the two formats the repository disseminates: oai_dc and marc21 (MARCXML). */
import { MARC_COLLECTIONS, marcRecord, seriesNumber } from '../documents/index.js';
import type { DocumentMetadata } from './oai-records.js';
import { marcXmlElement, MARC_NS, oaiDcElement } from './oai-xml.js';

export const METADATA_FORMATS = [
  { prefix: 'oai_dc', schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd', namespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/' },
  { prefix: 'marc21', schema: 'http://www.loc.gov/standards/marcxml/schema/MARC21slim.xsd', namespace: MARC_NS },
] as const;
export type MetadataPrefix = (typeof METADATA_FORMATS)[number]['prefix'];

export const isMetadataPrefix = (prefix: string): prefix is MetadataPrefix => METADATA_FORMATS.some((f) => f.prefix === prefix);

/** The series statement of a document: its MARC collection's, else its publisher's name. */
function seriesOf(doc: DocumentMetadata, publisherCode: string, category: string | null): string {
  return MARC_COLLECTIONS.find((c) => c.publisherCode === publisherCode && (c.category === null || c.category === category))?.series ?? doc.publisherFullName;
}

/** Abstracts keep the line breaks of their source; a record gives them as one paragraph. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const documentUrl = (origin: string, contentCode: string) => `${origin}/document?contentCode=${encodeURIComponent(contentCode)}`;

export function metadataXml(prefix: MetadataPrefix, doc: DocumentMetadata, where: { origin: string; publisherCode: string; category: string | null }): string {
  const series = seriesOf(doc, where.publisherCode, where.category);
  const number = seriesNumber(doc.designationNo);
  if (prefix === 'marc21') {
    const record = marcRecord({ ...doc, seriesNumber: number }, documentUrl(where.origin, doc.contentCode), series);
    return marcXmlElement(record.leader, record.fields);
  }
  return oaiDcElement({
    title: [doc.title],
    creator: doc.authors,
    subject: [...new Set([...doc.keywords, ...doc.topics])],
    description: doc.abstract ? [oneLine(doc.abstract)] : [],
    publisher: [doc.publisherFullName],
    date: doc.publishedDate ? [doc.publishedDate] : [],
    type: ['Text', doc.documentType],
    identifier: [documentUrl(where.origin, doc.contentCode), doc.designation, ...(doc.doi ? [`https://doi.org/${doc.doi}`] : [])],
    source: doc.sourceUrl ? [doc.sourceUrl] : [],
    language: [doc.languageCode],
    relation: [`${series}; ${number}`],
    rights: doc.licenceNote ? [doc.licenceNote] : [],
  });
}
