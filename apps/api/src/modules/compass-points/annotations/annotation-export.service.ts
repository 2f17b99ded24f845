/**
 * GET /api/v1/compasspoint/annotations: the account's active compass points, of one document or all of them, as one
 * W3C AnnotationCollection whose only page is embedded (docs/adr/0061).
 */
import { and, asc, eq } from 'drizzle-orm';
import { ANNOTATION_CONTEXT, type AnnotationCollectionOut } from '@codex/domain';
import { compassPoints, documents } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { assertEntitled, selectAnswers, type AnswerRow, type CompassPointContext } from '../compass-point-store.js';
import { annotationUrls, toAnnotation } from './annotation-mapping.js';

/** Where the export is served and by whom: the tenant's own origin and name. */
export interface ExportSite {
  origin: string;
  tenantName: string;
}

/** The document of a contentCode the caller may have compass points on: 404 unknown or not offered, 403 not entitled. */
export async function annotatableDocument(context: CompassPointContext, contentCode: string) {
  const [doc] = await context.db.select({ id: documents.id, contentCode: documents.contentCode, designation: documents.displayDesignation }).from(documents).where(eq(documents.contentCode, contentCode)).limit(1);
  if (!doc) throw AppError.notFound(`Content ${contentCode}`);
  await assertEntitled(context, doc.id);
  return doc;
}

const activeOfAccount = (context: CompassPointContext) =>
  and(eq(compassPoints.tenantId, context.principal.tenantId), eq(compassPoints.accountId, context.principal.accountId), eq(compassPoints.status, 'ACTIVE'));

function collectionOf(rows: AnswerRow[], site: ExportSite, label: string, contentCode?: string): AnnotationCollectionOut {
  const urls = annotationUrls(site.origin);
  const id = urls.collection(contentCode);
  const page = `${id}#page-1`;
  return {
    '@context': ANNOTATION_CONTEXT,
    id,
    type: 'AnnotationCollection',
    label,
    total: rows.length,
    first: { id: page, type: 'AnnotationPage', partOf: id, startIndex: 0, items: rows.map((row) => toAnnotation(row, urls, site.tenantName)) },
    last: page,
  };
}

/** One document's active compass points in the caller's account, oldest first (as the viewer's list). */
export async function documentAnnotations(context: CompassPointContext, site: ExportSite, contentCode: string): Promise<AnnotationCollectionOut> {
  const doc = await annotatableDocument(context, contentCode);
  const rows = await selectAnswers(context.db)
    .where(and(activeOfAccount(context), eq(compassPoints.documentId, doc.id)))
    .orderBy(asc(compassPoints.createdAt), asc(compassPoints.id));
  return collectionOf(rows, site, `Compass points of ${doc.designation}`, doc.contentCode);
}

/** Every active compass point of the caller's account, by document and then oldest first. */
export async function accountAnnotations(context: CompassPointContext, site: ExportSite): Promise<AnnotationCollectionOut> {
  const rows = await selectAnswers(context.db)
    .where(activeOfAccount(context))
    .orderBy(asc(documents.contentCode), asc(compassPoints.createdAt), asc(compassPoints.id));
  return collectionOf(rows, site, `Compass points of ${site.tenantName}`);
}
