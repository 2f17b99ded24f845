import { documents, publishers } from '../../../db/schema/index.js';

/**
 * The catalogue columns a MARC record is made from (marc-format's MarcSource less the series number): every select
 * that feeds marcRecord — a collection's MARC file and the OAI-PMH provider's marc21 records — takes these, over
 * documents joined with their publisher.
 */
export const marcSourceColumns = {
  contentCode: documents.contentCode,
  sourceId: documents.sourceId,
  designation: documents.displayDesignation,
  designationNo: documents.designationNo,
  title: documents.title,
  abstract: documents.abstract,
  authors: documents.authors,
  keywords: documents.keywords,
  doi: documents.doi,
  publishedDate: documents.publishedDate,
  status: documents.status,
  pageCount: documents.pageCount,
  sourceUrl: documents.sourceUrl,
  publisherFullName: publishers.fullName,
  updatedAt: documents.updatedAt,
};
