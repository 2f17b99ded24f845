/**
 * Request and answer shapes of the annotation routes (docs/adr/0061). The W3C shapes live in @codex/domain, which the
 * reader shares; what only the server needs is here.
 */
export {
  AnnotationCollectionOut,
  AnnotationExportQuery,
  AnnotationImportAnswer,
  AnnotationImportBody,
  AnnotationImportQuery,
  ANNOTATION_MEDIA_TYPE,
} from '@codex/domain';

/** The largest import body: 500 annotations with long passages fit well below it (docs/adr/0061). */
export const ANNOTATION_IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/** The media types an import is read from: JSON-LD, and plain JSON as most tools send it. */
export const JSON_LD_MEDIA_TYPE = 'application/ld+json';
