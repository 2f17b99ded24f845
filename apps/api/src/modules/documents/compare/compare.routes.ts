import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMPARE_TOO_LARGE_MESSAGE, FILE_EXISTS_HEADER, HtmlComparisonJob, HtmlComparisonQuery, PdfComparison, PdfComparisonQuery } from '@codex/domain';
import { AppError } from '../../../lib/errors.js';
import { canDownload, canReadContent } from '../entitlement.policy.js';
import { contentNotFound, currentSubscriptions, findDocumentByReference, type FoundDocument, recordDocumentAccess } from '../content.service.js';
import { HTML_CONTENT_SECURITY_POLICY, NOT_DOWNLOADABLE, NOT_ENTITLED } from '../content.constants.js';
import { areVersionsOfOneFamily, tenantOffersCompare } from './compare.policy.js';
import { createRedlinePool } from './redline-job.js';
import { RedlineCache, isTooLarge, loadPairTexts, orderByDate, redlineIdOf, type ComparePair, type RedlineMaker } from './compare.service.js';
import { access } from '../../../lib/access-rules.js';

const RedlineIdParams = z.object({ id: z.string().regex(/^\d{1,10}-\d{1,10}$/, 'Pattern') }).strict();

export interface CompareRoutesOptions {
  /** Tests hand in a maker that runs on their thread; the product makes redlines in a worker thread. */
  makeRedline?: RedlineMaker;
}

const compareRoutes: FastifyPluginAsyncZod<CompareRoutesOptions> = async (app, options) => {
  let make = options.makeRedline;
  if (!make) {
    const pool = createRedlinePool();
    make = pool.make;
    app.addHook('onClose', () => pool.close());
    // A listening server loads a redline thread while it is idle; tests that only inject requests never start one.
    app.addHook('onListen', async () => pool.warm());
  }
  const cache = new RedlineCache(app.fileStore, app.log.child({ module: 'compare' }), make);

  /**
   * Both sides of a comparison, checked in the order of ADR 0008: a version the tenant does not offer is 404,
   * versions of different families (or the same document twice) 400 with a field error on the second id,
   * then 403 unless the selected account may read (or download) both.
   */
  async function authorizedPair(
    request: FastifyRequest,
    first: { id: number; field: string },
    second: { id: number; field: string },
    action: 'read' | 'download',
  ): Promise<[FoundDocument, FoundDocument]> {
    if (!tenantOffersCompare(request.tenant.config)) throw AppError.forbidden('Version compare is not enabled for this tenant');
    const a = await findDocumentByReference(app.db, request.tenant.config, String(first.id));
    if (!a) throw contentNotFound(String(first.id));
    const b = await findDocumentByReference(app.db, request.tenant.config, String(second.id));
    if (!b) throw contentNotFound(String(second.id));
    if (!areVersionsOfOneFamily(a.document, b.document)) {
      throw AppError.validation(
        [{ objectName: 'comparison', field: second.field, message: 'Invalid' }],
        a.document.id === b.document.id
          ? 'A document cannot be compared with itself'
          : `${b.document.displayDesignation} is not a version of ${a.document.displayDesignation}: only versions of one document can be compared`,
      );
    }
    const subscriptions = await currentSubscriptions(app.db, request.principal!.accountId);
    for (const found of [a, b]) {
      if (!canReadContent(request.principal, found.document, subscriptions)) throw AppError.forbidden(NOT_ENTITLED);
      if (action === 'download' && !canDownload(request.principal, found.document, subscriptions)) throw AppError.forbidden(NOT_DOWNLOADABLE);
    }
    return [a, b];
  }

  function record(request: FastifyRequest, pair: ComparePair, kind: 'view-redline' | 'download-redline') {
    return recordDocumentAccess(app.db, {
      tenantId: request.tenant.id,
      userId: request.principal!.userId,
      accountId: request.principal!.accountId!,
      documentId: pair.newer.document.id,
      kind,
    });
  }

  app.get(
    '/api/documents/pdf/comparison',
    {
      schema: {
        tags: ['compare'],
        summary: 'Whether a PDF redline of two versions exists (made and cached on first request), and its id',
        querystring: PdfComparisonQuery,
        response: { 200: PdfComparison },
      },
      config: { access: access.session('entitlement') },
    },
    async (request) => {
      const { leftContentId, rightContentId } = request.query;
      const [left, right] = await authorizedPair(request, { id: leftContentId, field: 'leftContentId' }, { id: rightContentId, field: 'rightContentId' }, 'read');
      const pair = orderByDate(left, right);
      const texts = await loadPairTexts(app.db, pair);
      if (!texts) return { redlineExists: false, redlineId: null, message: null };
      if (isTooLarge(texts, app.config.compare.maxTextChars)) {
        return { redlineExists: false, redlineId: null, message: COMPARE_TOO_LARGE_MESSAGE };
      }
      await (await cache.ensure(texts, pair)).pdf;
      return { redlineExists: true, redlineId: redlineIdOf(pair), message: null };
    },
  );

  app.get(
    '/api/documents/download/redline/:id',
    {
      schema: { tags: ['compare'], summary: 'The PDF redline named by pdf/comparison (old and new contentId)', params: RedlineIdParams },
      config: { access: access.session('entitlement') },
    },
    async (request, reply) => {
      const [oldId, newId] = request.params.id.split('-').map(Number);
      const [older, newer] = await authorizedPair(request, { id: oldId, field: 'id' }, { id: newId, field: 'id' }, 'download');
      const pair = { older, newer };
      const texts = await loadPairTexts(app.db, pair);
      if (!texts) throw contentNotFound(request.params.id);
      if (isTooLarge(texts, app.config.compare.maxTextChars)) throw AppError.badRequest('error.compare.tooLarge', COMPARE_TOO_LARGE_MESSAGE);
      await (await cache.ensure(texts, pair)).pdf;
      const pdf = await app.fileStore.get(cache.pdfKey(texts));
      await record(request, pair, 'download-redline');
      const name = `${older.document.designation}-${newer.document.designation}-redline.pdf`.replace(/[^A-Za-z0-9._-]+/g, '');
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(pdf);
    },
  );

  /** The HTML pair as the reader names it: new and old version. */
  async function htmlPair(request: FastifyRequest, query: { newHtmlId: number; oldHtmlId: number }) {
    const [older, newer] = await authorizedPair(request, { id: query.oldHtmlId, field: 'oldHtmlId' }, { id: query.newHtmlId, field: 'newHtmlId' }, 'read');
    const pair = { older, newer };
    const texts = await loadPairTexts(app.db, pair);
    if (!texts) throw contentNotFound(`${older.document.contentCode} and ${newer.document.contentCode}`);
    return { pair, texts };
  }

  /** Starts the job and logs its failure; resultCheck keeps answering N and a later check starts it again. */
  async function start(request: FastifyRequest, { pair, texts }: Awaited<ReturnType<typeof htmlPair>>) {
    const running = await cache.ensure(texts, pair);
    running.html.catch((error: unknown) => request.log.error({ err: error, redline: texts.key }, 'redline failed'));
  }

  app.post(
    '/api/v1/documents/html/comparison',
    {
      schema: {
        tags: ['compare'],
        summary: 'Starts (or reuses) the HTML redline job of two versions; poll v1/html/resultCheck',
        querystring: HtmlComparisonQuery,
        response: { 202: HtmlComparisonJob },
      },
      config: { access: access.session('entitlement') },
    },
    async (request, reply) => {
      const job = await htmlPair(request, request.query);
      const ready = await cache.htmlReady(job.texts);
      if (!ready) await start(request, job);
      return reply.code(202).send({ status: ready ? 'ready' : 'running', redlineId: redlineIdOf(job.pair) });
    },
  );

  app.get(
    '/api/v1/html/resultCheck',
    {
      schema: {
        tags: ['compare'],
        summary: 'The HTML redline when it is ready (header fileexists: Y), or fileexists: N while it is being made',
        querystring: HtmlComparisonQuery,
      },
      config: { access: access.session('entitlement') },
    },
    async (request, reply) => {
      const job = await htmlPair(request, request.query);
      reply.header('cache-control', 'no-store');
      if (!(await cache.htmlReady(job.texts))) {
        if (!cache.isRunning(job.texts)) await start(request, job);
        return reply.header(FILE_EXISTS_HEADER, 'N').code(200).send('');
      }
      const html = await app.fileStore.get(cache.htmlKey(job.texts));
      await record(request, job.pair, 'view-redline');
      return reply
        .header(FILE_EXISTS_HEADER, 'Y')
        .header('content-security-policy', HTML_CONTENT_SECURITY_POLICY)
        .header('x-content-type-options', 'nosniff')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
};

export default compareRoutes;
