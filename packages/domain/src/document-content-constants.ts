/**
 * Plain constants of the document calls (compare, citations, protected viewer), free of zod so the
 * reader's document page can import them without pulling schemas into its bundle.
 */

/** The header `GET api/v1/html/resultCheck` answers with: 'Y' when the redline HTML is the body, 'N' while it is made. */
export const FILE_EXISTS_HEADER = 'fileexists';

/** The PDF compare's message when the two documents are over the size limit (text as the spec writes it). */
export const COMPARE_TOO_LARGE_MESSAGE = 'The documents are too large to be compare';

/** Citation styles offered by getCitationTypes, in the order the dialog lists them. */
export const CITATION_STYLES = ['apa', 'mla', 'chicago', 'ieee', 'harvard'] as const;
export type CitationStyle = (typeof CITATION_STYLES)[number];

/** Media type of the RIS file getRisCitation answers with. */
export const RIS_MEDIA_TYPE = 'application/x-research-info-systems';
