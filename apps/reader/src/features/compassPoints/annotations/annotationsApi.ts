import type { AxiosInstance } from 'axios';
import type { AnnotationImportAnswer } from '@codex/domain';
import { saveDownload, type SavedDownload } from '../../files/index.js';

/** The compass points of a document as W3C Web Annotations (docs/adr/0061): GET exports, POST imports. */
export const ANNOTATIONS_URL = '/api/v1/compasspoint/annotations';

/** Downloads the document's active compass points as a JSON-LD AnnotationCollection. */
export function exportAnnotations(http: AxiosInstance, contentCode: string): Promise<SavedDownload> {
  return saveDownload(http, ANNOTATIONS_URL, `compass-points-${contentCode}.jsonld`, { contentCode });
}

/** Sends a file's JSON-LD as it is: the server reads it, anchors each annotation and answers what it made. */
export async function importAnnotations(http: AxiosInstance, contentCode: string, jsonLd: string): Promise<AnnotationImportAnswer> {
  const response = await http.post<AnnotationImportAnswer>(ANNOTATIONS_URL, jsonLd, { params: { contentCode }, headers: { 'Content-Type': 'application/ld+json' } });
  return response.data;
}
