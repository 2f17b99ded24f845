/**
 * Plain constants of the subscriber's lists and resources, free of zod so the reader's pages can import them
 * without pulling schemas into their bundles.
 */

/** The answer of GET /api/documents/contentCode/designation when no document matches a legacy link. */
export const NOT_FOUND_CONTENT = 'Not found Content';

/** MARC record formats (groups-sharing-session-shell.md section 9). */
export const MARC_FORMATS = ['mrc', 'mrk', 'txt', 'xml'] as const;
