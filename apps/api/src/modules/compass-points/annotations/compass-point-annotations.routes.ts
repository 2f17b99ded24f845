import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { invalidateOnWrites } from '../../../lib/cache/index.js';
import { access } from '../../../lib/access-rules.js';
import { AppError } from '../../../lib/errors.js';
import { compassPointGate } from '../compass-point-gate.js';
import { accountAnnotations, annotatableDocument, documentAnnotations, type ExportSite } from './annotation-export.service.js';
import { importAnnotations } from './annotation-import.service.js';
import {
  ANNOTATION_IMPORT_BODY_LIMIT,
  ANNOTATION_MEDIA_TYPE,
  AnnotationCollectionOut,
  AnnotationExportQuery,
  AnnotationImportAnswer,
  AnnotationImportBody,
  AnnotationImportQuery,
  JSON_LD_MEDIA_TYPE,
} from './compass-point-annotations.schema.js';

/**
 * Compass points as W3C Web Annotations (docs/adr/0061). The rules of every compass point call hold (docs/adr/0025):
 * a signed-in individual (401) of an account with compassPointFlag (403); a document the tenant does not offer is a
 * 404 and one the account is not entitled to a 403, as when creating a compass point, checked before the body is read.
 */
const compassPointAnnotationRoutes: FastifyPluginAsyncZod = async (app) => {
  invalidateOnWrites(app, (request) => [['compass-points', request.principal?.accountId]]);
  const tags = ['compass-points'];
  const gate = compassPointGate(app.db);
  const config = { access: access.session('member') };

  // JSON-LD arrives as application/ld+json; JSON it has to be (400 otherwise, as any body that is not JSON).
  app.addContentTypeParser(JSON_LD_MEDIA_TYPE, { parseAs: 'string', bodyLimit: ANNOTATION_IMPORT_BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(AppError.badRequest('error.malformed.json', 'The request body is not valid JSON'), undefined);
    }
  });

  const site = (request: FastifyRequest): ExportSite => ({ origin: `${request.protocol}://${request.host}`, tenantName: request.tenant.name });

  /** onRequest of the import: who may create compass points on the named document, before its body is read. */
  const mayAnnotate = async (request: FastifyRequest) => {
    const context = await gate.context(request);
    const query = AnnotationImportQuery.safeParse(request.query);
    // A bad query is answered by validation, after this.
    if (query.success) await annotatableDocument(context, query.data.contentCode);
  };

  app.get(
    '/api/v1/compasspoint/annotations',
    {
      schema: {
        tags,
        summary: `The account's active compass points on a document (contentCode), or on every document, as a W3C AnnotationCollection (${ANNOTATION_MEDIA_TYPE}) with its one page embedded`,
        querystring: AnnotationExportQuery,
        response: { 200: AnnotationCollectionOut },
      },
      config,
      onRequest: gate.mayUse,
    },
    async (request, reply) => {
      const context = await gate.context(request);
      const { contentCode } = request.query;
      const collection = contentCode ? await documentAnnotations(context, site(request), contentCode) : await accountAnnotations(context, site(request));
      return reply.type(ANNOTATION_MEDIA_TYPE).send(collection);
    },
  );

  app.post(
    '/api/v1/compasspoint/annotations',
    {
      schema: {
        tags,
        summary:
          'Imports W3C Web Annotations (an AnnotationCollection with its page embedded, an AnnotationPage or one Annotation; at most 500) as compass points of the document; each is anchored as a carry would, and those that do not anchor are listed with the reason',
        querystring: AnnotationImportQuery,
        body: AnnotationImportBody,
        response: { 200: AnnotationImportAnswer },
      },
      bodyLimit: ANNOTATION_IMPORT_BODY_LIMIT,
      config,
      onRequest: mayAnnotate,
    },
    async (request) => importAnnotations(await gate.context(request), request.query.contentCode, request.body),
  );
};

export default compassPointAnnotationRoutes;
